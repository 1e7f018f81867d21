import NavigationReducer

/// A stand-in for `UINavigationController` that keeps the calls' effect as plain state and
/// logs every call into one shared journal. A transition's effect shows at once; its
/// completion runs at once, or waits until the test runs it, as the journal says — the two
/// timings UIKit has (not animated, animated).
@MainActor
final class FakeNavigationController: NavigationControlling {
    final class Page {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @MainActor final class Journal {
        var calls: [String] = []
        /// Whether completions wait in ``waiting`` until the test runs them.
        var completesLater = false
        var waiting: [@MainActor @Sendable () -> Void] = []
        /// What UIKit's delegate is told when a controller has shown its stack.
        var didShow: ((FakeNavigationController) -> Void)?

        /// Runs the oldest waiting completion; `false` when none waits.
        @discardableResult
        func completeOldest() -> Bool {
            guard !waiting.isEmpty else { return false }
            waiting.removeFirst()()
            return true
        }

        func finish(_ completion: @escaping @MainActor @Sendable () -> Void) {
            if completesLater { waiting.append(completion) } else { completion() }
        }
    }

    let name: String
    let journal: Journal
    var viewControllers: [Page] = []
    var presentedFlow: FakeNavigationController?
    var style: PresentationStyle?
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
        controller.style = style
        journal.finish(completion)
    }

    func show(detents: SheetDetents, animated: Bool) {
        journal.calls.append(
            "\(name): detents \(detents.detents.map(\.identifier)) at \(detents.selected.identifier) \(animated)")
        style = .sheet(detents)
    }

    func present(alert: Page, animated: Bool, completion: @escaping @MainActor @Sendable () -> Void) {
        journal.calls.append("\(name): present \(alert.name) \(animated)")
        presentedAlert = alert
        journal.finish(completion)
    }

    func dismissPresented(animated: Bool, completion: @escaping @MainActor @Sendable () -> Void) {
        journal.calls.append("\(name): dismiss \(animated)")
        if presentedAlert != nil { presentedAlert = nil } else { presentedFlow = nil }
        journal.finish(completion)
    }

    func afterTransition(_ completion: @escaping @MainActor @Sendable () -> Void) {
        journal.finish { [self] in
            journal.didShow?(self)
            completion()
        }
    }

    /// What the screen shows from this controller up: each flow's pages, and the alert.
    var shownTree: (stacks: [[String]], styles: [PresentationStyle?], alert: String?) {
        var stacks = [viewControllers.map(\.name)]
        var styles: [PresentationStyle?] = []
        var top = self
        while let flow = top.presentedFlow {
            stacks.append(flow.viewControllers.map(\.name))
            styles.append(flow.style)
            top = flow
        }
        return (stacks, styles, top.presentedAlert?.name)
    }
}
