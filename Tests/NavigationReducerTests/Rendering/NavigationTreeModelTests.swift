import NavigationReducer
import Observation
import Testing

/// An app core for driving the SwiftUI tree's bindings: the user's navigation is taken
/// unless the core is locked, and an alert's "stay" button is refused.
struct BindingState: NavigableState, Hashable, Sendable {
    var navigation = Small(root: "home")
    var locked = false
}

enum BindingAction: Hashable, Sendable {
    case push(String), present(String), alert, lock
    case userNavigated(UserNavigation<String>)
    case alertButton(String)
}

enum BindingRefusal: RejectionReason {
    case locked, staying
    var description: String { self == .locked ? "the screen is locked" : "the user stays" }
}

let bindingReducer = Reduce<BindingState, BindingAction, Never> { state, action in
    switch action {
    case .push(let screen): try state.navigation.push(screen)
    case .present(let screen): try state.navigation.present(screen)
    case .alert:
        try state.navigation.showAlert(
            AlertState(title: "Leave?", .init("Stay", sending: "stay"), .init("Leave", sending: "leave")))
    case .lock: state.locked = true
    case .userNavigated(let change):
        guard !state.locked else { throw BindingRefusal.locked }
        try state.navigation.apply(change)
    case .alertButton(let button):
        guard button != "stay" else { throw BindingRefusal.staying }
        try state.navigation.chooseAlertButton(sending: button)
    }
    return []
}

/// What SwiftUI writes into a `NavigationTree`'s bindings — a swipe back, a link, a swipe
/// down, an alert closing — goes to the reducer; when the reducer refuses, the part written is
/// announced again so the screen is drawn from the state once more.
@MainActor @Suite struct WhatTheScreenWritesGoesToTheReducer {
    typealias Model = NavigationTreeModel<Reduce<BindingState, BindingAction, Never>>

    /// A store showing `home › a › b`, with a sheet `s` over it when `sheet` is set.
    func model(sheet: Bool = false, mapping: Bool = true) -> Model {
        let store = Store(initialState: BindingState(), reducer: bindingReducer)
        store.send(.push("a"))
        store.send(.push("b"))
        if sheet { store.send(.present("s")) }
        return Model(
            store: store, userNavigation: { mapping ? .userNavigated($0) : nil }, alertAction: { .alertButton($0) })
    }

    /// The readers of the model told of a change while `write` runs, each read once under
    /// its own tracking as a view's body would.
    func told(_ model: Model, by write: () -> Void) -> Set<String> {
        let log = TrackingLog()
        let readers: [(String, () -> Void)] = [
            ("path 0", { _ = model[path: 0] }),
            ("path 1", { _ = model[path: 1] }),
            ("sheet over 0", { _ = model[presentedOver: 0, style: .sheet] }),
            ("alert over 0", { _ = model[alertShownOver: 0] }),
            ("alert over 1", { _ = model[alertShownOver: 1] }),
        ]
        for (name, read) in readers {
            withObservationTracking(read) { log.add(name) }
        }
        write()
        return log.names
    }

    func screens(_ path: some Collection<PathEntry<String>>) -> [String] { path.map(\.screen) }

    /// `path` with its last screens taken off, as SwiftUI writes a swipe back.
    func popped(_ path: StackPath<String>, to count: Int) -> StackPath<String> {
        var path = path
        path.removeLast(path.count - count)
        return path
    }

    @Test func aSwipeBackTheReducerTakesPopsTheStackAndTellsItsReaders() {
        let model = model()
        let swiped = popped(model[path: 0], to: 1)
        #expect(told(model) { model[path: 0] = swiped } == ["path 0"])
        #expect(screens(model[path: 0]) == ["a"])
    }

    @Test func aSwipeBackTheReducerRefusesTellsTheStackReadersAgainAndKeepsTheState() {
        let model = model()
        model.store.send(.lock)
        let before = model.store.state
        let swiped = popped(model[path: 0], to: 1)
        #expect(told(model) { model[path: 0] = swiped } == ["path 0"])
        #expect(model.store.state == before)
        #expect(screens(model[path: 0]) == ["a", "b"])
    }

    @Test func aSwipeBackThatMapsToNoActionIsPutBack() {
        let model = model(mapping: false)
        let before = model.store.state
        let swiped = popped(model[path: 0], to: 1)
        #expect(told(model) { model[path: 0] = swiped } == ["path 0"])
        #expect(model.store.state == before)
    }

    @Test func aLinkTheReducerTakesPushesItsScreen() {
        let model = model()
        let linked = model[path: 0] + [PathEntry("c")]
        #expect(told(model) { model[path: 0] = linked } == ["path 0"])
        #expect(screens(model[path: 0]) == ["a", "b", "c"])
        #expect(model[path: 0].allSatisfy { $0.id != nil })
    }

    @Test func aLinkTheReducerRefusesIsTakenOffTheScreenAgain() {
        let model = model()
        model.store.send(.lock)
        let linked = model[path: 0] + [PathEntry("c")]
        #expect(told(model) { model[path: 0] = linked } == ["path 0"])
        #expect(screens(model[path: 0]) == ["a", "b"])
    }

    @Test func writingThePathTheStateHoldsSendsNothingAndTellsNobody() {
        let model = model()
        model.store.send(.lock)
        let same = model[path: 0]
        #expect(told(model) { model[path: 0] = same }.isEmpty)
    }

    @Test func aSwipeDownTheReducerTakesDismissesTheSheet() {
        let model = model(sheet: true)
        #expect(model[presentedOver: 0, style: .sheet] != nil)
        let heard = told(model) { model[presentedOver: 0, style: .sheet] = nil }
        #expect(heard == ["sheet over 0", "path 1"])
        #expect(model[presentedOver: 0, style: .sheet] == nil)
        #expect(model.store.state.navigation.levelCount == 1)
    }

    @Test func aSwipeDownTheReducerRefusesPresentsTheSameSheetAgain() {
        let model = model(sheet: true)
        model.store.send(.lock)
        let shown = model[presentedOver: 0, style: .sheet]
        #expect(told(model) { model[presentedOver: 0, style: .sheet] = nil } == ["sheet over 0"])
        #expect(model[presentedOver: 0, style: .sheet] == shown)
        #expect(shown != nil)
    }

    @Test func anAlertClosingAfterAButtonTheReducerTakesStaysClosed() {
        let model = model()
        model.store.send(.alert)
        let heard = told(model) {
            model.choose(AlertState.Button("Leave", sending: "leave"))
            model[alertShownOver: 0] = false
        }
        #expect(heard == ["alert over 0", "alert over 1"])
        #expect(model.store.alert == nil)
        #expect(!model[alertShownOver: 0])
    }

    @Test func anAlertClosingAfterAButtonTheReducerRefusesIsShownAgain() {
        let model = model()
        model.store.send(.alert)
        let heard = told(model) {
            model.choose(AlertState.Button("Stay", sending: "stay"))
            model[alertShownOver: 0] = false
        }
        #expect(heard == ["alert over 0", "alert over 1"])
        #expect(model[alertShownOver: 0])
    }

    @Test func anAlertClosedBeforeItsRefusedButtonRunsIsShownAgainToo() {
        let model = model()
        model.store.send(.alert)
        let heard = told(model) {
            model[alertShownOver: 0] = false
            model.choose(AlertState.Button("Stay", sending: "stay"))
        }
        #expect(heard == ["alert over 0", "alert over 1"])
        #expect(model[alertShownOver: 0])
    }

    @Test func anAlertClosedWithoutAButtonIsNotShownAgainInALoop() {
        let model = model()
        model.store.send(.alert)
        #expect(told(model) { model[alertShownOver: 0] = false }.isEmpty)
    }

    @Test func aViewAskingWhetherASwipeDownWouldBeTakenIsAskedAgainWhenTheAnswerTurns() {
        let model = model(sheet: true)
        let log = TrackingLog()
        withObservationTracking {
            _ = model.allowsDismissal(ofLevel: 1)
        } onChange: {
            log.add("veto")
        }
        model.store.send(.lock)
        #expect(log.names == ["veto"])
        #expect(!model.allowsDismissal(ofLevel: 1))
    }

    @Test func aChangeThatLeavesTheAnswerAloneDoesNotAskTheViewAgain() {
        let model = model(sheet: true)
        let log = TrackingLog()
        withObservationTracking {
            _ = model.allowsDismissal(ofLevel: 1)
        } onChange: {
            log.add("veto")
        }
        model.store.send(.push("s2"))
        model.store.send(.present("t"))
        #expect(log.names.isEmpty)
        model.store.send(.lock)
        #expect(log.names == ["veto"])
    }

    @Test func aSwipeDownIsAllowedBeforeItStartsOnlyWhenTheReducerWouldTakeIt() {
        let model = model(sheet: true)
        #expect(model.allowsDismissal(ofLevel: 1))
        #expect(!model.allowsDismissal(ofLevel: 0))
        #expect(!model.allowsDismissal(ofLevel: 2))
        model.store.send(.lock)
        #expect(!model.allowsDismissal(ofLevel: 1))
        #expect(!self.model(sheet: true, mapping: false).allowsDismissal(ofLevel: 1))
    }
}
