/// A reducer whose concrete type is hidden behind its state, action and effect types: the
/// way to keep a `some Reducer` — a scoped, combined, guarded composition — in a stored
/// property or a ``Store`` type annotation.
///
/// ```swift
/// @MainActor final class AppModel {
///     let store: Store<AnyReducer<AppState, AppAction, AppEffect>>
///     init() {
///         store = Store(initialState: AppState(), reducer: AppReducer().guarded(by: guards).eraseToAnyReducer()) {
///             effect in .none
///         }
///     }
/// }
/// ```
///
/// It costs one indirect call per action; keep the concrete type where it is spelled easily.
public struct AnyReducer<State, Action, Effect>: Reducer {
    @usableFromInline let body: @Sendable (inout State, Action) throws(NavigationRejection) -> EffectList<Effect>

    /// Wraps `base`.
    public init<Base: Reducer>(_ base: Base) where Base.State == State, Base.Action == Action, Base.Effect == Effect {
        self.body = { state, action throws(NavigationRejection) in try base.reduce(into: &state, action: action) }
    }

    /// Runs the wrapped reducer.
    ///
    /// - Throws: What the wrapped reducer throws.
    @inlinable
    public func reduce(into state: inout State, action: Action) throws(NavigationRejection) -> EffectList<Effect> {
        try body(&state, action)
    }
}

extension Reducer {
    /// This reducer behind ``AnyReducer``, to store it where its concrete type cannot be
    /// written.
    public func eraseToAnyReducer() -> AnyReducer<State, Action, Effect> {
        AnyReducer(self)
    }
}
