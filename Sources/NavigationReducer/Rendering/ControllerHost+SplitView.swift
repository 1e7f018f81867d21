// A split view at the root: the root flow's first screens each in a column of their own, the
// rest in the detail column's controller; collapsed, the whole flow in the compact
// controller, as one stack.

extension NavigationCommand {
    /// This command, when it changes the root flow's stack.
    var rootFlowChange: Self? {
        switch self {
        case .setStack(_, _, 0, _), .push(_, 0, _), .popTo(_, 0, _), .update(_, _, 0): self
        default: nil
        }
    }
}

extension ControllerHost {
    /// Shows the root flow as a split view of `columns`, or as one stack again: in the root
    /// controller, as a host that cannot show those columns shows it too.
    func setSplit(_ columns: SplitColumns?) {
        let viewControllers = levels[0].pages.map(\.viewController)
        if let shown = split {
            for controller in shown.fixed + [shown.detail, shown.compact] {
                controller.setViewControllers([], animated: false)
            }
        } else {
            stackRoot.setViewControllers([], animated: false)
        }
        if let columns, let showSplit {
            var made = SplitOnScreen(
                columns: columns, fixed: (1..<columns.rawValue).map { _ in makeFlowController() },
                detail: makeFlowController(), compact: makeFlowController(), isCollapsed: false)
            if let isCollapsed = showSplit(made) {
                made.isCollapsed = isCollapsed
                split = made
                showRootFlow(in: made)
                return
            }
        }
        split = nil
        levels[0].controller = stackRoot
        _ = showSplit?(nil)
        stackRoot.setViewControllers(viewControllers, animated: false)
    }

    /// Tells the host that the split view collapsed to one stack, or expanded to its columns:
    /// its screens move to the controllers that show them now.
    package func splitCollapsed(_ isCollapsed: Bool) {
        guard var shown = split, shown.isCollapsed != isCollapsed else { return }
        for controller in shown.fixed + [shown.detail, shown.compact] {
            controller.setViewControllers([], animated: false)
        }
        shown.isCollapsed = isCollapsed
        split = shown
        showRootFlow(in: shown)
    }

    /// Puts every screen of the root flow where `shown` shows it, without animation.
    private func showRootFlow(in shown: SplitOnScreen) {
        if shown.isCollapsed {
            levels[0].controller = shown.compact
            shown.compact.setViewControllers(levels[0].pages.map(\.viewController), animated: false)
        } else {
            levels[0].controller = shown.detail
            showColumns(of: shown, from: [], animated: false) {}
        }
    }

    /// Performs `command`, a change of the root flow, on the columns of `shown`.
    func performInColumns(
        _ command: NavigationCommand<Screen, AlertAction>, of shown: SplitOnScreen,
        completion: @escaping @MainActor @Sendable () -> Void
    ) {
        let old = levels[0].pages.map(\.viewController)
        switch command {
        case .setStack(let screens, let keeping, _, _):
            levels[0].pages = pages(showing: screens, keeping: keeping, of: levels[0].pages)
        case .push(let screens, _, _):
            levels[0].pages += screens.map { (screen: $0, viewController: makeScreen($0)) }
        case .popTo(let index, _, _):
            guard levels[0].pages.indices.contains(index) else { return completion() }
            levels[0].pages.removeSubrange((index + 1)...)
        case .update(let screen, let index, _):
            guard levels[0].pages.indices.contains(index) else { return completion() }
            refresh(&levels[0].pages[index], showing: screen)
        default:
            return completion()
        }
        showColumns(of: shown, from: old, animated: command.isAnimated, completion: completion)
    }

    /// Shows the root flow's screens in the columns of `shown`, the detail column changing from
    /// the screens `old` showed there by the one transition it needs.
    private func showColumns(
        of shown: SplitOnScreen, from old: [Controller.ViewController], animated: Bool,
        completion: @escaping @MainActor @Sendable () -> Void
    ) {
        let new = levels[0].pages.map(\.viewController)
        for (index, controller) in shown.fixed.enumerated() {
            let wanted = new.indices.contains(index) ? [new[index]] : []
            if !controller.viewControllers.elementsEqual(wanted, by: ===) {
                controller.setViewControllers(wanted, animated: false)
            }
        }
        let before = Array(old.dropFirst(shown.fixed.count))
        let after = Array(new.dropFirst(shown.fixed.count))
        let kept = zip(before, after).prefix { $0 === $1 }.count
        if kept == before.count, kept == after.count { return completion() }
        if kept == before.count, kept > 0, after.count == kept + 1, let top = after.last {
            shown.detail.pushViewController(top, animated: animated)
        } else if kept == after.count, kept > 0, let top = after.last {
            shown.detail.popToViewController(top, animated: animated)
        } else {
            shown.detail.setViewControllers(after, animated: animated && !before.isEmpty && !after.isEmpty)
        }
        shown.detail.afterTransition(completion)
    }
}
