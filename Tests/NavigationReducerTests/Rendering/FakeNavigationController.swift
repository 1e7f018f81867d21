import NavigationReducer

/// A stand-in for `UINavigationController` that keeps the calls' effect as plain state and
/// completes every transition at once, logging every call into one shared journal.
@MainActor
final class FakeNavigationController: NavigationControlling {
    final class Page {
        let name: String
        init(_ name: String) { self.name = name }
    }

    final class Journal {
        var calls: [String] = []
    }

    let name: String
    let journal: Journal
    var viewControllers: [Page] = []
    var presentedFlow: FakeNavigationController?
    var presentedAlert: Page?

    init(_ name: String, journal: Journal) {
        self.name = name
        self.journal = journal
    }

    func setViewControllers(_ viewControllers: [Page], animated: Bool) {
        journal.calls.append("\(name): set \(viewControllers.map(\.name)) \(animated)")
        self.viewControllers = viewControllers
    }

    func pushViewController(_ viewController: Page, animated: Bool) {
        journal.calls.append("\(name): push \(viewController.name) \(animated)")
        viewControllers.append(viewController)
    }

    func popToViewController(_ viewController: Page, animated: Bool) -> [Page]? {
        journal.calls.append("\(name): popTo \(viewController.name) \(animated)")
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        return popped
    }

    func present(
        flow controller: FakeNavigationController, style: PresentationStyle, animated: Bool,
        completion: @escaping @MainActor @Sendable () -> Void
    ) {
        journal.calls.append("\(name): present \(controller.name) as \(style) \(animated)")
        presentedFlow = controller
        completion()
    }

    func present(alert: Page, animated: Bool, completion: @escaping @MainActor @Sendable () -> Void) {
        journal.calls.append("\(name): present \(alert.name) \(animated)")
        presentedAlert = alert
        completion()
    }

    func dismissPresented(animated: Bool, completion: @escaping @MainActor @Sendable () -> Void) {
        journal.calls.append("\(name): dismiss \(animated)")
        if presentedAlert != nil { presentedAlert = nil } else { presentedFlow = nil }
        completion()
    }

    func afterTransition(_ completion: @escaping @MainActor @Sendable () -> Void) {
        completion()
    }
}
