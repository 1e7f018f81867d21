import NavigationReducer

/// A `NavigationHost` that records the commands it is given, for tests and demos.
///
/// With ``completesImmediately`` it finishes each transition at once; without it, a test
/// finishes them one by one with ``completeTransition()``, to check what happens when state
/// changes mid-animation.
@MainActor
public final class RecordingHost<Screen: Hashable & Sendable, AlertAction: Hashable & Sendable>: NavigationHost {
    /// Every command performed, in order.
    public var commands: [NavigationCommand<Screen, AlertAction>] { _commands }
    // Main-actor isolated and never handed out: no two accesses overlap, so the runtime
    // exclusivity checks are skipped.
    @exclusivity(unchecked) @usableFromInline var _commands: [NavigationCommand<Screen, AlertAction>] = []
    /// Whether each transition completes as soon as it is performed.
    public var completesImmediately: Bool {
        get { _completesImmediately }
        set { _completesImmediately = newValue }
    }
    @exclusivity(unchecked) @usableFromInline var _completesImmediately: Bool
    @exclusivity(unchecked) @usableFromInline var pendingCompletion: (@MainActor @Sendable () -> Void)?

    /// A host that has performed nothing yet.
    public init(completesImmediately: Bool = true) {
        self._completesImmediately = completesImmediately
    }

    /// Whether a transition is waiting for ``completeTransition()``.
    public var isTransitioning: Bool { pendingCompletion != nil }

    @inlinable
    public func perform(
        _ command: consuming NavigationCommand<Screen, AlertAction>,
        completion: @escaping @MainActor @Sendable () -> Void
    ) {
        _commands.append(command)
        if _completesImmediately {
            completion()
        } else {
            pendingCompletion = completion
        }
    }

    /// Finishes the transition under way, if any.
    ///
    /// - Returns: Whether there was one.
    @discardableResult
    public func completeTransition() -> Bool {
        guard let completion = pendingCompletion else { return false }
        pendingCompletion = nil
        completion()
        return true
    }

    /// Forgets the recorded commands.
    public func clear() {
        _commands.removeAll()
    }
}
