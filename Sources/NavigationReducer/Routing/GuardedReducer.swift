/// A reducer whose every accepted action is checked against route guards: an action that
/// would show a screen a guard forbids — a tap, a deep link applied by hand, a logout that
/// leaves a signed-in screen up — is rejected with
/// ``NavigationRejection/refusedByGuard(_:)`` and the state stays as it was.
///
/// Undoing a refused action needs the state from before it, so the guarded reducer keeps
/// it while the base reducer runs: the stack an action changes is copied once. Guard the
/// app's reducer, not a benchmark loop.
public struct GuardedReducer<Base: Reducer>: Reducer where Base.State: NavigableState {
    public let base: Base
    public let guards: RouteGuards<Base.State>

    public init(_ base: Base, guards: RouteGuards<Base.State>) {
        self.base = base
        self.guards = guards
    }

    /// - Throws: What `base` throws, or ``NavigationRejection/refusedByGuard(_:)``.
    /// - Complexity: O(*n*) in the screens of the tree, beyond `base`.
    public func reduce(into state: inout Base.State, action: Base.Action) throws(NavigationRejection)
        -> EffectList<Base.Effect>
    {
        let before = state
        let effects = try base.reduce(into: &state, action: action)
        if let refusing = guards.refusal(in: state) {
            state = before
            throw .refusedByGuard(refusing.name)
        }
        return effects
    }
}

extension GuardedReducer: Sendable where Base: Sendable {}

extension Reducer where State: NavigableState {
    /// This reducer, with every state it reaches checked against `guards`.
    public func guarded(by guards: RouteGuards<State>) -> GuardedReducer<Self> {
        GuardedReducer(self, guards: guards)
    }
}
