/// Two reducers run one after the other: see ``Reducer/combined(with:)``.
@usableFromInline
struct CombinedReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action, First.Effect == Second.Effect {
    @usableFromInline let first: First
    @usableFromInline let second: Second

    @usableFromInline init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @inlinable
    func reduce(into state: inout First.State, action: First.Action) throws(NavigationRejection)
        -> EffectList<First.Effect>
    {
        let firstEffects = try first.reduce(into: &state, action: action)
        let secondEffects = try second.reduce(into: &state, action: action)
        if firstEffects.isEmpty { return secondEffects }
        if secondEffects.isEmpty { return firstEffects }
        return firstEffects + secondEffects
    }
}

extension Reducer {
    /// This reducer followed by `next`, on the same state and action, their effects
    /// concatenated in order.
    ///
    /// When `next` refuses an action this reducer may already have changed the state; the
    /// drivers put a refused action's state back, but put the reducer that validates first, or
    /// let only one of them handle each action (the usual shape with ``Scope``). `TestStore`
    /// reports a rejection that changed the state. The combination does not claim
    /// ``Reducer/rejectsWithoutChanging``; a ``ComposedReducer`` whose parts never both change
    /// and refuse one action can.
    @inlinable
    public func combined<Next: Reducer>(with next: Next) -> some Reducer<State, Action, Effect>
    where Next.State == State, Next.Action == Action, Next.Effect == Effect {
        CombinedReducer(self, next)
    }
}
