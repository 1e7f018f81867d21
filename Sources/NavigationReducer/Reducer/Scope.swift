/// Runs a child reducer on one part of the parent state, for one case of the parent action.
///
/// This is how an app core is split by feature: the checkout flow's reducer knows only the
/// checkout state and actions; the app's reducer scopes it in. Actions that are not for the
/// child pass through untouched, and the child's effects are wrapped into the parent's.
///
/// ```swift
/// let app = Scope(
///     state: \AppState.checkout,
///     action: { if case .checkout(let action) = $0 { action } else { nil } },
///     effect: AppEffect.checkout,
///     child: CheckoutReducer()
/// )
/// ```
public struct Scope<ParentState, ParentAction, ParentEffect, Child: Reducer>: Reducer {
    @usableFromInline let state: WritableKeyPath<ParentState, Child.State> & Sendable
    @usableFromInline let action: @Sendable (ParentAction) -> Child.Action?
    @usableFromInline let effect: @Sendable (Child.Effect) -> ParentEffect
    @usableFromInline let child: Child

    /// - Parameters:
    ///   - state: Where the child's state lives in the parent's.
    ///   - action: Extracts the child's action from a parent action, or `nil` when the
    ///     action is not for the child.
    ///   - effect: Wraps a child effect into a parent effect.
    ///   - child: The child reducer.
    public init(
        state: WritableKeyPath<ParentState, Child.State> & Sendable,
        action: @escaping @Sendable (ParentAction) -> Child.Action?,
        effect: @escaping @Sendable (Child.Effect) -> ParentEffect,
        child: Child
    ) {
        self.state = state
        self.action = action
        self.effect = effect
        self.child = child
    }

    @inlinable
    public func reduce(into parent: inout ParentState, action parentAction: ParentAction) throws(NavigationRejection)
        -> [ParentEffect]
    {
        guard let childAction = action(parentAction) else { return [] }
        let effects = try child.reduce(into: &parent[keyPath: state], action: childAction)
        return effects.isEmpty ? [] : effects.map(effect)
    }
}

extension Scope: Sendable where Child: Sendable {}
