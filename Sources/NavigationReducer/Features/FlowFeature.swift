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
///     in: \TimersState.navigation, state: \.timer, screen: TimersScreen.timer,  // a flow starting at a timer
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
    @usableFromInline let state: @Sendable (Screen) -> Child.State?
    @usableFromInline let screen: @Sendable (Child.State) -> Screen
    @usableFromInline let action: @Sendable (Action) -> Child.Action?
    @usableFromInline let effect: @Sendable (Child.Effect) -> Effect
    @usableFromInline let child: Child

    /// Runs `child` on the topmost flow whose first screen holds its state.
    ///
    /// - Parameters:
    ///   - navigation: Where the navigation tree is in the state.
    ///   - state: The feature's state in a flow's first screen, `nil` for other screens: a key
    ///     path to a property of the screen enum (`\.timer`) reads as one.
    ///   - screen: The first screen showing a state of the feature: the enum's case.
    ///   - action: The child's action in a parent action, or `nil` when the action is not
    ///     for this feature.
    ///   - effect: A child effect as the parent's.
    ///   - child: The feature's reducer.
    public init(
        in navigation: WritableKeyPath<State, NavigationState<Screen, AlertAction>> & Sendable,
        state: @escaping @Sendable (Screen) -> Child.State?,
        screen: @escaping @Sendable (Child.State) -> Screen,
        action: @escaping @Sendable (Action) -> Child.Action?,
        effect: @escaping @Sendable (Child.Effect) -> Effect,
        child: Child
    ) {
        self.navigation = navigation
        self.state = state
        self.screen = screen
        self.action = action
        self.effect = effect
        self.child = child
    }

    /// - Throws: ``NavigationRejection/childStateAbsent`` while the flow is not in the tree (a
    ///   tab not shown holds it still), or what the child throws.
    @inlinable
    public func reduce(into parent: inout State, action parentAction: Action) throws(NavigationRejection)
        -> EffectList<Effect>
    {
        guard let childAction = action(parentAction) else { return [] }
        guard let (entry, found) = flow(in: parent[keyPath: navigation]) else { throw .childStateAbsent }
        var childState = found
        let effects = try child.reduce(into: &childState, action: childAction)
        let changed = screen(childState)
        try parent[keyPath: navigation].updateScreen(entry) { $0 = changed }
        return effects.map(effect).from(.flow(root: entry))
    }

    /// The first entry of the topmost flow that starts at the feature's screen, and the
    /// feature's state there; then, in a tab bar, the first tab not shown that starts there.
    @inlinable
    func flow(in tree: NavigationState<Screen, AlertAction>) -> (EntryID, Child.State)? {
        for level in stride(from: tree.topLevel, through: 0, by: -1) {
            guard let stack = tree.stack(atLevel: level), let found = state(stack.root) else { continue }
            return (stack.entryID(at: 0), found)
        }
        for slot in tree._tabs.indices {
            guard let stack = tree._tabs[slot].parked, let found = state(stack.root) else { continue }
            return (stack.entryID(at: 0), found)
        }
        return nil
    }

    /// The child's: the feature writes its flow's first screen only after the child accepted.
    @inlinable public static var rejectsWithoutChanging: Bool { Child.rejectsWithoutChanging }
}

extension FlowFeature: Sendable where Child: Sendable {}
