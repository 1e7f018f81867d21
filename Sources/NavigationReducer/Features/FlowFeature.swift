/// Runs a child feature on a presented flow — TCA's `ifLet` over `@Presents` state, for a
/// flow that may hold several screens.
///
/// The feature's state is the data of the flow's first screen: it lives with the flow and
/// leaves when the flow is dismissed, however that happens (a button, a swipe, a link's
/// tree, a restored state) — no copy in the app state to keep in step by hand. The feature's
/// actions go to the topmost flow whose root is its screen; its effects carry that flow as
/// their origin:
/// - work made with ``Work/run(_:)`` lives while the flow is shown, whatever is pushed or
///   popped inside it;
/// - its names hold in the flow: its ``Work/cancel(id:)`` reaches its own work, the work of
///   the features on its entries and of the flows it presented — never the app's under it.
///
/// ```swift
/// static let stopwatch = FlowFeature(
///     in: \TimersState.navigation, root: \.timer,  // the flow that starts at a timer
///     action: { (action: TimersAction) in if case .stopwatch(let action) = action { action } else { nil } },
///     effect: TimersEffect.stopwatch, child: TimerReducer()
/// )
/// ```
///
/// An action while no such flow is shown is rejected with
/// ``NavigationRejection/childStateAbsent`` and changes nothing. The feature's actions name no
/// flow, so keep one such flow shown at a time — an app rule says it (ShowcaseApp's "never two
/// add-asset sheets at once"); with two, the topmost one gets them, a lower flow's late answers
/// included. A screen that a ``ForEachEntry`` also runs on, when it starts a flow, is one state
/// with two features: the flow's names and the entry's stay apart.
public struct FlowFeature<
    State, Screen: Hashable & Sendable, AlertAction: Hashable & Sendable, Action, Effect, Child: Reducer
>: Reducer {
    @usableFromInline let navigation: WritableKeyPath<State, NavigationState<Screen, AlertAction>> & Sendable
    @usableFromInline let root: WritableKeyPath<Screen, Child.State?> & Sendable
    @usableFromInline let action: @Sendable (Action) -> Child.Action?
    @usableFromInline let effect: @Sendable (Child.Effect) -> Effect
    @usableFromInline let child: Child

    /// Runs `child` on the topmost flow whose first screen has its state at `root`.
    ///
    /// - Parameters:
    ///   - navigation: Where the navigation tree is in the state.
    ///   - root: The feature's state in the flow's first screen, `nil` for other screens.
    ///     Setting it is only ever done with a value read from the same screen, changed.
    ///   - action: The child's action in a parent action, or `nil` when the action is not
    ///     for this feature.
    ///   - effect: A child effect as the parent's.
    ///   - child: The feature's reducer.
    public init(
        in navigation: WritableKeyPath<State, NavigationState<Screen, AlertAction>> & Sendable,
        root: WritableKeyPath<Screen, Child.State?> & Sendable,
        action: @escaping @Sendable (Action) -> Child.Action?,
        effect: @escaping @Sendable (Child.Effect) -> Effect,
        child: Child
    ) {
        self.navigation = navigation
        self.root = root
        self.action = action
        self.effect = effect
        self.child = child
    }

    /// - Throws: ``NavigationRejection/childStateAbsent`` while the flow is not shown, or what
    ///   the child throws.
    @inlinable
    public func reduce(into state: inout State, action parentAction: Action) throws(NavigationRejection)
        -> EffectList<Effect>
    {
        guard let childAction = action(parentAction) else { return [] }
        var level = state[keyPath: navigation].topLevel
        while level >= 0 {
            if let stack = state[keyPath: navigation].stack(atLevel: level), var childState = stack.root[keyPath: root]
            {
                let entry = stack.entryID(at: 0)
                let effects = try child.reduce(into: &childState, action: childAction)
                try state[keyPath: navigation].updateScreen(entry) { $0[keyPath: root] = childState }
                return effects.map(effect).from(.flow(root: entry))
            }
            level -= 1
        }
        throw .childStateAbsent
    }

    /// The child's: the feature writes its flow's first screen only after the child accepted.
    @inlinable public static var rejectsWithoutChanging: Bool { Child.rejectsWithoutChanging }
}

extension FlowFeature: Sendable where Child: Sendable {}
