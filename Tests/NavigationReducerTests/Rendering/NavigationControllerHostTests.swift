import NavigationReducer
import Testing

/// A stand-in for `UINavigationController` that keeps the calls' effect as plain state.
@MainActor
final class FakeNavigationController: NavigationControlling {
    final class Page {
        let name: String
        init(_ name: String) { self.name = name }
    }

    var viewControllers: [Page] = []
    var presented: [Page] = []
    var calls: [String] = []

    func setViewControllers(_ viewControllers: [Page], animated: Bool) {
        calls.append("set \(viewControllers.map(\.name)) \(animated)")
        self.viewControllers = viewControllers
    }

    func pushViewController(_ viewController: Page, animated: Bool) {
        calls.append("push \(viewController.name) \(animated)")
        viewControllers.append(viewController)
    }

    func popToViewController(_ viewController: Page, animated: Bool) -> [Page]? {
        calls.append("popTo \(viewController.name) \(animated)")
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        return popped
    }

    func presentOnTop(_ viewController: Page, animated: Bool, completion: @escaping @MainActor @Sendable () -> Void) {
        calls.append("present \(viewController.name) \(animated)")
        presented.append(viewController)
        completion()
    }

    func dismissTop(animated: Bool, completion: @escaping @MainActor @Sendable () -> Void) {
        calls.append("dismiss \(animated)")
        _ = presented.popLast()
        completion()
    }

    func afterTransition(_ completion: @escaping @MainActor @Sendable () -> Void) {
        completion()
    }
}

@MainActor @Suite struct NavigationControllerHostTests {
    func makeHost() -> NavigationControllerHost<FakeNavigationController, SampleScreen, SamplePopup, SampleAlertAction> {
        NavigationControllerHost(
            controller: FakeNavigationController(),
            screen: { FakeNavigationController.Page("\($0)") },
            popup: { FakeNavigationController.Page("popup \($0.content)") },
            alert: { FakeNavigationController.Page("alert \($0.title)") }
        )
    }

    @Test func aStoreDrivesANavigationControllerThroughItsFactories() {
        let host = makeHost()
        let store = Store(initialState: SampleState(), reducer: SampleReducer()) { _ in .none }
        store.drive(host)
        store.send(.listTapped)
        store.send(.detailTapped(1))
        store.send(.logoutTapped)
        store.send(.alertButton(.cancel))
        store.send(.home)
        store.send(.deepLink([.list, .detail(id: 3)]))
        #expect(
            host.controller.calls == [
                "set [\"home\"] false",
                "push list true",
                "push detail(id: 1) true",
                "present alert Want to logout? true",
                "dismiss true",
                "popTo home true",
                "set [\"list\", \"detail(id: 3)\"] false",
            ])
        #expect(host.controller.viewControllers.map(\.name) == ["list", "detail(id: 3)"])
        #expect(host.pages.map(\.screen) == [.list, .detail(id: 3)])
    }

    @Test func poppingBackReusesTheControllerOfTheScreenThatStayed() {
        let host = makeHost()
        let store = Store(initialState: SampleState(), reducer: SampleReducer()) { _ in .none }
        store.drive(host)
        store.send(.listTapped)
        let list = host.controller.viewControllers.last
        store.send(.detailTapped(2))
        store.send(.back)
        #expect(host.controller.viewControllers.last === list)
    }

    @Test func severalScreensPushedAtOnceAreOneTransition() {
        let host = makeHost()
        host.perform(.setStack([.home], animated: false)) {}
        host.perform(.push([.list, .detail(id: 1)], animated: true)) {}
        #expect(host.controller.calls.last == "set [\"home\", \"list\", \"detail(id: 1)\"] true")
    }
}
