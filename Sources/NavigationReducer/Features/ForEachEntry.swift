/// Runs a child feature on each entry of the tree whose screen is that feature's — TCA's
/// `forEach` over a `StackState`, for every stack of the tree at once.
///
/// The feature's state is its screen's data: it lives with its entry and leaves with it.
/// An action reaches one entry by its id (``EntryAction``); the child's effects come out
/// wrapped with that id, so the app's factory addresses the work's answers back to it, and
/// they carry the entry as their origin:
/// - work the factory makes with ``Work/run(_:)`` lives as long as the entry, and ends when it
///   is popped, removed or its flow dismissed — no screen value carried in the effect;
/// - the work's names hold in this entry: two rows with the same "save" never restart or
///   cancel each other, and a row's ``Work/cancel(id:)`` reaches its own work only — never a
///   sibling's, the app's, or that of a flow presented over its stack, which the app presented.
///
/// A feature reaches its parent only through actions the parent observes: the parent's
/// reducer runs after the child's on the same action, and reads a delegate action there.
///
/// ```swift
/// ForEachEntry(
///     in: \TimersState.navigation, state: \.timer, screen: TimersScreen.timer,
///     action: { (action: TimersAction) in if case .timer(let action) = action { action } else { nil } },
///     effect: TimersEffect.timer, child: TimerReducer()
/// )
/// ```
///
/// Here `Screen.timer` is a `TimerRow?` the screen enum exposes for its `.timer(TimerRow)`
/// case, `TimersAction.timer` holds an `EntryAction<TimerAction>`, and `TimersEffect.timer`
/// takes the entry and the row's effect.
///
/// An action for an entry that left is rejected with
/// ``NavigationRejection/entryNotInTree(_:)``, and one for an entry showing another
/// feature's screen with ``NavigationRejection/entryShowsAnotherScreen(_:)``; the state is
/// left as it was.
public struct ForEachEntry<
    State, Screen: Hashable & Sendable, AlertAction: Hashable & Sendable, Action, Effect, Child: Reducer
>: Reducer {
    @usableFromInline let navigation: WritableKeyPath<State, NavigationState<Screen, AlertAction>> & Sendable
    @usableFromInline let state: @Sendable (Screen) -> Child.State?
    @usableFromInline let screen: @Sendable (Child.State) -> Screen
    @usableFromInline let action: @Sendable (Action) -> EntryAction<Child.Action>?
    @usableFromInline let effect: @Sendable (EntryID, Child.Effect) -> Effect
    @usableFromInline let child: Child

    /// Runs `child` on every entry whose screen holds its state.
    ///
    /// - Parameters:
    ///   - navigation: Where the navigation tree is in the state.
    ///   - state: The feature's state in a screen, `nil` for the screens of other features:
    ///     a key path to a property of the screen enum (`\.timer`) reads as one.
    ///   - screen: The screen showing a state of the feature: the enum's case (`Screen.timer`).
    ///   - action: The entry action in a parent action, or `nil` when the action is not for
    ///     this feature.
    ///   - effect: A child effect as the parent's, with the entry it came from.
    ///   - child: The feature's reducer.
    public init(
        in navigation: WritableKeyPath<State, NavigationState<Screen, AlertAction>> & Sendable,
        state: @escaping @Sendable (Screen) -> Child.State?,
        screen: @escaping @Sendable (Child.State) -> Screen,
        action: @escaping @Sendable (Action) -> EntryAction<Child.Action>?,
        effect: @escaping @Sendable (EntryID, Child.Effect) -> Effect,
        child: Child
    ) {
        self.navigation = navigation
        self.state = state
        self.screen = screen
        self.action = action
        self.effect = effect
        self.child = child
    }

    /// - Throws: ``NavigationRejection/entryNotInTree(_:)``,
    ///   ``NavigationRejection/entryShowsAnotherScreen(_:)``, or what the child throws.
    @inlinable
    public func reduce(into parent: inout State, action parentAction: Action) throws(NavigationRejection)
        -> EffectList<Effect>
    {
        guard let addressed = action(parentAction) else { return [] }
        guard let (stack, index) = parent[keyPath: navigation].stack(holding: addressed.entry) else {
            throw .entryNotInTree(addressed.entry)
        }
        let entry = stack.entryID(at: index)
        guard var childState = state(stack[index]) else { throw .entryShowsAnotherScreen(entry) }
        let effects = try child.reduce(into: &childState, action: addressed.action)
        let changed = screen(childState)
        try parent[keyPath: navigation].updateScreen(entry) { $0 = changed }
        return effects.map { effect(entry, $0) }.from(.entry(entry))
    }

    /// The child's: the feature writes its entry's screen only after the child accepted.
    @inlinable public static var rejectsWithoutChanging: Bool { Child.rejectsWithoutChanging }
}

extension ForEachEntry: Sendable where Child: Sendable {}
