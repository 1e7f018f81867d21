/// What a ``NavigationRenderer`` does, in an object of its own that the host's completion holds
/// strongly.
///
/// A completion that reached the renderer weakly gave the renderer a side table: every
/// completion loaded it through that table and every retain and release of the renderer took
/// the slow path, ≈180 instructions a change. The sequencer and its completion keep each other
/// alive instead, until the renderer goes and ``detach()`` lets go of the host and the
/// completion; a completion the host still holds then finds nothing to do.
@MainActor @usableFromInline
final class TransitionSequencer<Host: NavigationHost> {
    @usableFromInline typealias Command = NavigationCommand<Host.Screen, Host.AlertAction>
    @usableFromInline typealias State = NavigationState<Host.Screen, Host.AlertAction>

    // Main-actor isolated and never handed out: no two accesses overlap, so the runtime
    // exclusivity checks are skipped.
    @exclusivity(unchecked) @usableFromInline var host: Host?
    /// Kept in one value changed in place: reading the trees out of the class one by one
    /// would copy (retain) each of their arrays on every change.
    @exclusivity(unchecked) @usableFromInline var trees = RenderedTrees<Host.Screen, Host.AlertAction>()
    @exclusivity(unchecked) @usableFromInline var isPerforming = false
    @usableFromInline var failures: [NavigationRejection] = []
    /// Made once: a completion per command would allocate its context every time.
    @exclusivity(unchecked) @usableFromInline var completion: @MainActor @Sendable () -> Void = {}

    @inlinable
    init(host: Host) {
        self.host = host
        completion = { [self] in finish() }
    }

    /// Called when the renderer goes: breaks the sequencer's cycle with its completion, and
    /// the one through a host that holds that completion while it animates.
    @usableFromInline
    func detach() {
        host = nil
        completion = {}
    }

    @inlinable
    func render(_ state: State) {
        guard !isPerforming, trees.isSettled else {
            trees.receive(state)
            if !isPerforming { performNext() }
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
        if isPerforming {
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

    /// Counts `command` as shown before the host performs it, so it is handed over, not kept.
    @inlinable
    func perform(_ command: consuming Command) {
        guard let host else { return }
        if let failure = trees.advance(by: command) { failures.append(failure) }
        isPerforming = true
        host.perform(command, completion: completion)
    }

    @inlinable
    func finish() {
        guard isPerforming else { return }
        isPerforming = false
        performNext()
    }
}
