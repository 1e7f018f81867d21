import NavigationReducer
import Testing

/// A sheet's detents on navigation controllers: presented as the state asks, a drag reported
/// for the reducer to decide, a refused drag put back, a height the reducer chooses shown
/// without presenting the sheet again.
@MainActor @Suite struct ControllerHostDetents {
    let journal = FakeNavigationController.Journal()

    func drive(from start: Small, accepting: Bool)
        -> (Store<Reduce<HostState, HostAction, Never>>, FakeHost, NavigationRenderer<FakeHost>)
    {
        let store = Store(initialState: HostState(navigation: start), reducer: hostReducer)
        let host = makeFakeHost(journal)
        let rendering = store.drive(host) { .userNavigated($0, accepted: accepting) }
        return (store, host, rendering)
    }

    func sheet(resting detent: SheetDetents.Detent) throws -> Small {
        let detents = try SheetDetents([.medium, .large], selected: detent)
        return try Small(root: ScreenStack(["a"]), presented: [PresentedFlow(root: "s", style: .sheet(detents))])
    }

    @Test func aSheetIsPresentedRestingAtTheDetentTheStateSays() throws {
        let (_, host, rendering) = drive(from: try sheet(resting: .medium), accepting: true)
        defer { rendering.stop() }
        #expect(journal.calls.contains("root: present flow1 as sheet at medium of medium, large false"))
        #expect(host.levels[1].controller.style == .sheet(try SheetDetents([.medium, .large])))
    }

    @Test func aDragTheReducerTakesRestsTheSheetThereWithoutACommand() throws {
        let (store, host, rendering) = drive(from: try sheet(resting: .medium), accepting: true)
        defer { rendering.stop() }
        let calls = journal.calls
        host.levels[1].controller.style = .sheet(try SheetDetents([.medium, .large], selected: .large))
        host.userSelectedDetent(named: SheetDetents.Detent.large.identifier, in: host.levels[1].controller)
        #expect(store.state.navigation == (try sheet(resting: .large)))
        #expect(journal.calls == calls)
    }

    @Test func aDragTheReducerRefusesIsPutBack() throws {
        let (store, host, rendering) = drive(from: try sheet(resting: .medium), accepting: false)
        defer { rendering.stop() }
        host.levels[1].controller.style = .sheet(try SheetDetents([.medium, .large], selected: .large))
        host.userSelectedDetent(named: SheetDetents.Detent.large.identifier, in: host.levels[1].controller)
        #expect(store.state.navigation == (try sheet(resting: .medium)))
        #expect(journal.calls.last == "flow1: detents [\"medium\", \"large\"] at medium true")
        #expect(host.levels[1].controller.style == store.state.navigation.presentedFlows[0].style)
    }

    @Test func aHeightTheReducerChoosesIsShownOnTheSheetAlreadyPresented() throws {
        let (store, host, rendering) = drive(from: try sheet(resting: .medium), accepting: true)
        defer { rendering.stop() }
        let presented = host.levels[1].controller
        store.send(.show(try sheet(resting: .large)))
        #expect(journal.calls.last == "flow1: detents [\"medium\", \"large\"] at large true")
        #expect(host.levels[1].controller === presented)
        #expect(!journal.calls.contains { $0.contains("dismiss") })
    }

    @Test func aDragToADetentTheSheetDoesNotOfferOrOnAControllerNotASheetReportsNothing() throws {
        let (store, host, rendering) = drive(from: try sheet(resting: .medium), accepting: true)
        defer { rendering.stop() }
        let start = store.state.navigation
        host.userSelectedDetent(named: try SheetDetents.Detent.height(120).identifier, in: host.levels[1].controller)
        host.userSelectedDetent(named: SheetDetents.Detent.large.identifier, in: host.levels[0].controller)
        host.userSelectedDetent(
            named: SheetDetents.Detent.large.identifier, in: FakeNavigationController("stranger", journal: journal))
        #expect(store.state.navigation == start)
    }
}
