/// The trees a ``NavigationRenderer`` keeps: what is on screen, the newest state not shown
/// yet and the first one, until it is shown.
@usableFromInline
struct RenderedTrees<Screen: Hashable & Sendable, AlertAction: Hashable & Sendable> {
    @usableFromInline typealias Tree = NavigationState<Screen, AlertAction>

    @usableFromInline var onScreen: Tree?
    @usableFromInline var pending: Tree?
    /// The first state rendered, built without animation before any later one is reached.
    @usableFromInline var first: Tree?

    @usableFromInline init() {}

    /// Whether the first state was shown: a new state is diffed against what is on screen.
    /// Matched, not compared with `nil`: a comparison copies the tree.
    @inlinable
    var isSettled: Bool {
        guard case .none = first, case .some = onScreen else { return false }
        return true
    }

    @inlinable
    mutating func receive(_ state: Tree) {
        if case .none = first, case .none = onScreen { first = state }
        pending = state
    }

    /// The first command from what is on screen to `state`, or from nothing when nothing is,
    /// and whether it is the last. The tree on screen is read where it lies: a copy retains
    /// and releases each of its arrays, and moving it out and back moves every field twice.
    /// `mutating` only so that `onScreen` is reached through an address: read from a
    /// borrowed value, the optional chain copies the tree.
    @inlinable
    mutating func commandOnScreen(
        toReach state: Tree
    ) -> (command: NavigationCommand<Screen, AlertAction>, isLast: Bool)? {
        guard case .some = onScreen else {
            let commands = state.commandsFromScratch
            return commands.first.map { ($0, commands.count == 1) }
        }
        return onScreen?.firstCommand(toReach: state)
    }

    /// The command that takes what is on screen one step towards the first state while it
    /// is not shown yet, then towards the pending one; `nil`, and nothing pending, once the
    /// host shows it.
    @inlinable
    mutating func nextCommand() -> (command: NavigationCommand<Screen, AlertAction>, target: Tree)? {
        // The usual case after a command completes: nothing more to reach.
        if case .none = first, case .none = pending { return nil }
        if let first {
            guard let onScreen, onScreen.showsSameAs(first) else {
                return commandOnScreen(toReach: first).map { ($0.command.withoutAnimation, first) }
            }
            self.first = nil
        }
        guard let target = pending.take() else { return nil }
        guard let command = commandOnScreen(toReach: target)?.command else { return nil }
        pending = target
        return (command, target)
    }

    /// Counts `command`, a command toward `target`, as shown, as it is handed to the host: what
    /// is on screen is then what the host shows once the command completes, with `target`'s
    /// entries, and the command need not be kept until it does. The rejection when it does not
    /// fit what was on screen, which is then forgotten so the next command rebuilds from
    /// scratch.
    @inlinable
    mutating func advance(by command: NavigationCommand<Screen, AlertAction>, toward target: Tree)
        -> NavigationRejection?
    {
        if case .some = onScreen {
            do {
                try onScreen?.apply(command)
            } catch {
                onScreen = nil
                return error
            }
        } else if case .setStack(let screens, _, 0, _) = command, let stack = try? ScreenStack(screens) {
            onScreen = try? Tree(root: stack)
        } else if case .setTabs(let tabs, let selected?) = command {
            onScreen = try? Tree(tabs: tabs, selected: selected)
        }
        onScreen?.takeEntries(shownBy: command, from: target)
        return nil
    }
}
