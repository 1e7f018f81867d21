/// What a ``NavigationRenderer`` does, in an object of its own that the host's completion holds
/// strongly.
///
/// The sequencer and its completion keep each other alive — no weak reference, so the
/// renderer needs no side table and its retains stay on the fast path — until the renderer
/// goes and ``detach()`` lets go of the host and the completion; a completion the host still
/// holds after that changes nothing and sends nothing.
@MainActor @usableFromInline
final class TransitionSequencer<Host: NavigationHost> {
    @usableFromInline typealias Command = NavigationCommand<Host.Screen, Host.AlertAction>
    @usableFromInline typealias State = NavigationState<Host.Screen, Host.AlertAction>

    // Main-actor isolated and never handed out: no two accesses overlap, so the runtime
    // exclusivity checks are skipped. With them (here and in RecordingHost), a driven
    // store took 2.2× the instructions (callgrind, render/store-drive).
    @exclusivity(unchecked) @usableFromInline var host: Host?
    /// Kept in one value changed in place: reading the trees out of the class one by one
    /// would copy (retain) each of their arrays on every change.
    @exclusivity(unchecked) @usableFromInline var trees = RenderedTrees<Host.Screen, Host.AlertAction>()
    @exclusivity(unchecked) @usableFromInline var isTransitioning = false
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
        guard !isTransitioning, trees.isSettled else {
            trees.receive(state)
            if !isTransitioning { performNext() }
            return
        }
        if case .some = trees.pending { trees.pending = nil }
        guard case .some((let command, let isLast)) = trees.commandOnScreen(toReach: state) else { return }
        if !isLast { trees.pending = state }
        guard perform(consume command, toward: state) else {
            trees.pending = state
            return performNext()
        }
        // After a last command that the host completes later, `state` stays pending until it
        // does, unless the host rendered a newer state from `perform`, which is then pending
        // or under way with its own kept pending.
        guard isLast, isTransitioning, case .none = trees.pending else { return }
        trees.pending = state
    }

    /// Performs the commands towards the first or pending state until the host takes one,
    /// rebuilding from scratch after a command that did not fit.
    @inlinable
    func performNext() {
        while let (command, target) = trees.nextCommand() {
            if perform(command, toward: target) { return }
        }
    }

    /// Hands `command` to the host, counted as shown at once: what is on screen is then what
    /// the host shows when the command completes, and the command is moved, not kept.
    ///
    /// - Returns: `false` when the command did not fit what was on screen: it is not handed
    ///   over, the rejection joins ``failures``, and nothing is on screen until a rebuild.
    @inlinable
    func perform(_ command: consuming Command, toward target: State) -> Bool {
        guard let host else { return true }
        if let failure = trees.advance(by: command, toward: target) {
            failures.append(failure)
            return false
        }
        isTransitioning = true
        host.perform(command, completion: completion)
        return true
    }

    /// Takes in what the user changed on screen. A tap on a tab or in a split view's column is
    /// asked before, not done: the host shows it only when told to.
    func acknowledge(_ change: UserNavigation<Host.Screen>) {
        switch change {
        case .selectedTab, .reselectedTab, .selected, .triedToDismiss: return
        case .popped, .pushed, .replacedPath, .dismissedFlow, .selectedDetent: break
        }
        guard case .some = trees.onScreen else { return }
        do {
            try trees.onScreen?.apply(change, animated: false)
        } catch {
            trees.onScreen = nil
        }
    }

    @inlinable
    func finish() {
        guard isTransitioning, host != nil else { return }
        isTransitioning = false
        performNext()
    }
}
