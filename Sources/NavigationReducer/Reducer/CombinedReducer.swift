/// Two reducers run one after the other on the same state and action, their effects
/// concatenated in order.
///
/// If the second rejects the action after the first changed the state, the first one's
/// change stays: put the reducer that validates first, or let only one of them handle
/// each action (the usual shape with ``Scope``). `TestStore` reports a rejection that
/// changed the state.
public struct CombinedReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action, First.Effect == Second.Effect {
    @usableFromInline let first: First
    @usableFromInline let second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @inlinable
    public func reduce(into state: inout First.State, action: First.Action) throws(NavigationRejection)
        -> EffectList<First.Effect>
    {
        let firstEffects = try first.reduce(into: &state, action: action)
        let secondEffects = try second.reduce(into: &state, action: action)
        if firstEffects.isEmpty { return secondEffects }
        if secondEffects.isEmpty { return firstEffects }
        return firstEffects + secondEffects
    }
}

extension CombinedReducer: Sendable where First: Sendable, Second: Sendable {}

extension Reducer {
    /// This reducer followed by `next`, on the same state and action.
    public func combined<Next: Reducer>(with next: Next) -> CombinedReducer<Self, Next>
    where Next.State == State, Next.Action == Action, Next.Effect == Effect {
        CombinedReducer(self, next)
    }
}
