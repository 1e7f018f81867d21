/// Runs a child feature's reducer on one part of the parent state, for one case of the
/// parent action.
///
/// This is how an app core is split by feature: the add-asset flow's reducer knows only
/// its own state and actions; the app's reducer scopes it in. Actions that are not for the
/// child pass through untouched, and the child's effects are wrapped into the parent's.
///
/// State that may be absent — one case of an enum of app data exposed as an optional
/// property — is scoped with ``init(optionalState:action:effect:child:)``: an action for it
/// while it is absent is rejected with ``NavigationRejection/childStateAbsent``, never applied
/// to stale data. A feature whose state is a screen's — a presented flow's, an entry's — runs
/// with ``FlowFeature`` or ``ForEachEntry`` instead, so its state leaves with its screen.
///
/// ```swift
/// let addAsset = Scope(
///     optionalState: \AppState.addAsset,
///     action: { (action: AppAction) in if case .addAsset(let child) = action { child } else { nil } },
///     effect: AppEffect.addAsset,
///     child: AddAssetReducer()
/// )
/// ```
public struct Scope<ParentState, ParentAction, ParentEffect, Child: Reducer>: Reducer {
    @usableFromInline enum Place: Sendable {
        case always(WritableKeyPath<ParentState, Child.State> & Sendable)
        case optional(WritableKeyPath<ParentState, Child.State?> & Sendable)
    }

    @usableFromInline let place: Place
    @usableFromInline let action: @Sendable (ParentAction) -> Child.Action?
    @usableFromInline let effect: @Sendable (Child.Effect) -> ParentEffect
    @usableFromInline let child: Child

    /// Scopes `child` into state that is always there.
    ///
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
        self.place = .always(state)
        self.action = action
        self.effect = effect
        self.child = child
    }

    /// Scopes `child` into state that exists only while its flow runs.
    ///
    /// The child state is moved out while the child reduces and put back after, so the child
    /// changes it in place: no copy of its stacks.
    ///
    /// - Parameters:
    ///   - optionalState: Where the child's state lives while it runs; `nil` otherwise.
    ///   - action: Extracts the child's action from a parent action, or `nil` when the
    ///     action is not for the child.
    ///   - effect: Wraps a child effect into a parent effect.
    ///   - child: The child reducer.
    public init(
        optionalState: WritableKeyPath<ParentState, Child.State?> & Sendable,
        action: @escaping @Sendable (ParentAction) -> Child.Action?,
        effect: @escaping @Sendable (Child.Effect) -> ParentEffect,
        child: Child
    ) {
        self.place = .optional(optionalState)
        self.action = action
        self.effect = effect
        self.child = child
    }

    /// - Throws: ``NavigationRejection/childStateAbsent`` for an action meant for an absent
    ///   optional child; whatever the child throws.
    @inlinable
    public func reduce(into parent: inout ParentState, action parentAction: ParentAction) throws(NavigationRejection)
        -> EffectList<ParentEffect>
    {
        guard let childAction = action(parentAction) else { return [] }
        let effects: EffectList<Child.Effect>
        switch place {
        case .always(let path):
            effects = try child.reduce(into: &parent[keyPath: path], action: childAction)
        case .optional(let path):
            guard var childState = parent[keyPath: path] else { throw .childStateAbsent }
            parent[keyPath: path] = nil
            defer { parent[keyPath: path] = childState }
            effects = try child.reduce(into: &childState, action: childAction)
        }
        return effects.map(effect)
    }

    /// The child's: the scope writes nothing of the parent but the child's state, through the
    /// key path it was given, which is a stored property or a faithful computed one.
    @inlinable public static var rejectsWithoutChanging: Bool { Child.rejectsWithoutChanging }
}

extension Scope: Sendable where Child: Sendable {}

extension Scope where Child.Effect == Never {
    /// Scopes a child that returns no effects into state that is always there: there is no
    /// effect to map.
    public init(
        state: WritableKeyPath<ParentState, Child.State> & Sendable,
        action: @escaping @Sendable (ParentAction) -> Child.Action?,
        child: Child
    ) {
        self.init(state: state, action: action, effect: absurd, child: child)
    }

    /// Scopes a child that returns no effects into state that exists only while its flow
    /// runs: there is no effect to map.
    public init(
        optionalState: WritableKeyPath<ParentState, Child.State?> & Sendable,
        action: @escaping @Sendable (ParentAction) -> Child.Action?,
        child: Child
    ) {
        self.init(optionalState: optionalState, action: action, effect: absurd, child: child)
    }
}

/// A value of any type from a value that cannot exist: maps `Never` effects.
@Sendable func absurd<Value>(_ never: Never) -> Value {}
