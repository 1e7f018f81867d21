/// Keeps a ``NavigationHost`` showing the latest navigation state, one transition at a time.
///
/// The renderer remembers what is *on screen* — the state the host has finished drawing —
/// and, until the host shows it, the latest state it was given (``pending``). When idle, it
/// diffs the two and sends the host the first command; when that command completes and it
/// was not the last, or a newer state arrived meanwhile, it diffs again, from what is now on
/// screen to whatever is latest by then. So:
/// - the host never runs two transitions at once;
/// - states that arrive during a transition are not replayed: the next diff goes straight to
///   the newest one ("pop to root from depth 5" is one command, three quick changes during
///   one animation are one diff);
/// - an alert requested in the same change that dismisses a flow is shown after the
///   dismissal completes, never lost;
/// - a push inside a presented flow is a push in that flow's own navigation controller.
///
/// The first state is built without animation: the app appears as it is.
///
/// ``Store/drive(_:)`` connects a renderer to a store.
@MainActor
public final class NavigationRenderer<Host: NavigationHost> {
    public typealias State = NavigationState<Host.Screen, Host.AlertAction>

    public let host: Host
    /// What the host has finished showing; `nil` before the first render completes.
    public var onScreen: State? { trees.onScreen }
    /// The newest state given to ``render(_:)`` that the host does not show yet; `nil` once
    /// it does.
    ///
    /// A state that one command reaches is not kept while the host performs that command,
    /// only once the host returns from ``NavigationHost/perform(_:completion:)`` without having
    /// completed it: a host that completes at once never costs the renderer a copy.
    public var pending: State? { trees.pending }
    /// Whether a command is being performed.
    ///
    /// Matched, not compared with `nil`: a comparison copies the command out of the renderer.
    @inlinable public var isTransitioning: Bool {
        guard case .some = performing else { return false }
        return true
    }
    /// Commands that did not fit what was on screen (a host out of step); the renderer
    /// rebuilds from scratch after one.
    public var failures: [NavigationRejection] { _failures }

    /// Kept in one value changed in place: reading the trees out of the class one by one
    /// would copy (retain) each of their arrays on every change.
    @exclusivity(unchecked) @usableFromInline var trees = RenderedTrees<Host.Screen, Host.AlertAction>()
    @usableFromInline var _failures: [NavigationRejection] = []
    @exclusivity(unchecked) @usableFromInline var performing: NavigationCommand<Host.Screen, Host.AlertAction>?
    /// Made once: a completion per command would allocate its context every time.
    @exclusivity(unchecked) @usableFromInline var completion: @MainActor @Sendable () -> Void = {}

    /// A renderer that has shown nothing yet.
    @inlinable
    public init(host: Host) {
        self.host = host
        completion = { [weak self] in self?.finish() }
    }

    /// Asks the host to show `state`, now or after the transition under way.
    ///
    /// - Complexity: O(1) when `state` shows what is on screen and shares its storage (the
    ///   usual case for a change that does not touch navigation); otherwise O(*n*) in the
    ///   screens of the two trees. When nothing changes on screen the state is compared, not
    ///   kept: no allocation and no copy.
    @inlinable
    public func render(_ state: State) {
        guard !isTransitioning, trees.isSettled else {
            trees.receive(state)
            if !isTransitioning { performNext() }
            return
        }
        if case .some = trees.pending { trees.pending = nil }
        guard case .some((let command, let isLast)) = trees.commandOnScreen(toReach: state) else { return }
        if !isLast { trees.pending = state }
        perform(consume command)
        // After a last command, `state` is still to reach if the host completes later, or if
        // the command did not fit what was on screen and the tree must be rebuilt; unless the
        // host rendered a newer state from `perform`, which is then pending or under way with
        // its own kept pending.
        guard isLast, case .none = trees.pending else { return }
        if isTransitioning {
            trees.pending = state
        } else if case .none = trees.onScreen {
            trees.pending = state
            performNext()
        }
    }

    @inlinable
    func performNext() {
        guard let command = trees.nextCommand() else { return }
        perform(command)
    }

    @inlinable
    func perform(_ command: consuming NavigationCommand<Host.Screen, Host.AlertAction>) {
        performing = copy command
        host.perform(command, completion: completion)
    }

    @inlinable
    func finish() {
        guard let command = performing.take() else { return }
        if let failure = trees.performed(command) { _failures.append(failure) }
        performNext()
    }
}

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
    mutating func nextCommand() -> NavigationCommand<Screen, AlertAction>? {
        // The usual case after a command completes: nothing more to reach.
        if case .none = first, case .none = pending { return nil }
        if let first {
            guard let onScreen, onScreen.showsSameAs(first) else {
                return commandOnScreen(toReach: first)?.command.withoutAnimation
            }
            self.first = nil
        }
        guard let target = pending.take() else { return nil }
        let command = commandOnScreen(toReach: target)?.command
        if case .some = command { pending = consume target }
        return command
    }

    /// Records that the host performed `command`; the rejection when it did not fit what was
    /// on screen, which is then forgotten so the next command rebuilds from scratch.
    @inlinable
    mutating func performed(_ command: NavigationCommand<Screen, AlertAction>) -> NavigationRejection? {
        if case .some = onScreen {
            do {
                try onScreen?.apply(command)
            } catch {
                onScreen = nil
                return error
            }
        } else if case .setStack(let screens, 0, _) = command, let stack = try? ScreenStack(screens) {
            onScreen = try? Tree(root: stack)
        }
        return nil
    }
}
