import NavigationReducer
import Testing

@MainActor @Suite struct NavigationControllerHostTests {
    typealias Host = ControllerHost<FakeNavigationController, SampleScreen, SampleAlertAction>

    func makeHost() -> (Host, FakeNavigationController.Journal) {
        let journal = FakeNavigationController.Journal()
        var made = 0
        let host = Host(
            root: FakeNavigationController("root", journal: journal),
            flowController: {
                made += 1
                return FakeNavigationController("flow\(made)", journal: journal)
            },
            screen: { FakeNavigationController.Page("\($0)") },
            alert: { FakeNavigationController.Page("alert \($0.title)") }
        )
        return (host, journal)
    }

    @Test func aStoreDrivesOneNavigationControllerPerFlow() {
        let (host, journal) = makeHost()
        let store = Store(initialState: SampleState(), reducer: SampleReducer()) { _ in .none }
        let rendering = store.drive(host, userNavigation: { _ in nil })
        defer { rendering.stop() }
        store.send(.listTapped)
        store.send(.editTapped(1))
        store.send(.previewTapped(1))
        store.send(.logoutTapped)
        store.send(.alertButton(.cancel))
        store.send(.back)
        store.send(.editorClosed)
        store.send(.deepLink([.list, .detail(id: 3)]))
        #expect(
            journal.calls == [
                "root: set [\"home\"] false",
                "root: push list true",
                "flow1: set [\"editor(id: 1)\"] false",
                "root: present flow1 as sheet true",
                "flow1: push preview(id: 1) true",
                "flow1: present alert Want to logout? true",
                "flow1: dismiss true",
                "flow1: popTo editor(id: 1) true",
                "root: dismiss true",
                "root: set [\"list\", \"detail(id: 3)\"] false",
            ])
        #expect(host.levels.count == 1)
        #expect(host.levels[0].pages.map(\.screen) == [.list, .detail(id: 3)])
        #expect(host.levels[0].controller.presentedFlow == nil)
    }

    @Test func aPushInsideASheetGoesToTheSheetsOwnController() throws {
        let (host, journal) = makeHost()
        host.perform(.setStack([.home], level: 0, animated: false)) {}
        host.perform(.present(PresentedFlow(root: .editor(id: 1)), level: 1, animated: true)) {}
        journal.calls.removeAll()
        host.perform(.push([.preview(id: 1)], level: 1, animated: true)) {}
        #expect(journal.calls == ["flow1: push preview(id: 1) true"])
        #expect(host.levels[1].controller.viewControllers.map(\.name) == ["editor(id: 1)", "preview(id: 1)"])
        #expect(host.levels[0].controller.viewControllers.map(\.name) == ["home"])
    }

    @Test func poppingBackReusesTheControllerOfTheScreenThatStayed() {
        let (host, _) = makeHost()
        let store = Store(initialState: SampleState(), reducer: SampleReducer()) { _ in .none }
        let rendering = store.drive(host, userNavigation: { _ in nil })
        defer { rendering.stop() }
        store.send(.listTapped)
        let list = host.levels[0].controller.viewControllers.last
        store.send(.detailTapped(2))
        store.send(.back)
        #expect(host.levels[0].controller.viewControllers.last === list)
    }

    @Test func severalScreensPushedAtOnceAreOneTransition() {
        let (host, journal) = makeHost()
        host.perform(.setStack([.home], level: 0, animated: false)) {}
        host.perform(.push([.list, .detail(id: 1)], level: 0, animated: true)) {}
        #expect(journal.calls.last == "root: set [\"home\", \"list\", \"detail(id: 1)\"] true")
    }

    @Test func dismissingALowerLevelDropsEveryControllerAboveIt() {
        let (host, journal) = makeHost()
        host.perform(.setStack([.home], level: 0, animated: false)) {}
        host.perform(.present(PresentedFlow(root: .editor(id: 1)), level: 1, animated: false)) {}
        host.perform(.present(PresentedFlow(root: .editor(id: 2), style: .fullScreen), level: 2, animated: false)) {}
        #expect(journal.calls.last == "flow1: present flow2 as fullScreen false")
        host.perform(.dismiss(level: 1, animated: true)) {}
        #expect(journal.calls.last == "root: dismiss true")
        #expect(host.levels.count == 1)
    }

    @Test func aCommandForALevelThatIsNotShownCompletesWithoutTouchingAController() {
        let (host, journal) = makeHost()
        var completed = 0
        host.perform(.push([.list], level: 2, animated: true)) { completed += 1 }
        host.perform(.dismiss(level: 1, animated: true)) { completed += 1 }
        host.perform(.present(PresentedFlow(root: .list), level: 3, animated: true)) { completed += 1 }
        #expect(completed == 3)
        #expect(journal.calls.isEmpty)
    }

    @Test func aFlowReplacedThroughControllersThatCompleteAtOnceIsPresented() throws {
        let journal = FakeNavigationController.Journal()
        let host = makeFakeHost(journal)
        let renderer = NavigationRenderer(host: host)
        renderer.render(try Small(root: ScreenStack(["a"]), presented: [PresentedFlow(root: "sheet A")]))
        renderer.render(try Small(root: ScreenStack(["a"]), presented: [PresentedFlow(root: "sheet B")]))
        #expect(host.levels[0].controller.presentedFlow?.viewControllers.map(\.name) == ["sheet B"])
        #expect(host.levels.map { $0.pages.map(\.screen) } == [["a"], ["sheet B"]])
    }
}
