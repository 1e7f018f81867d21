/// A store spelled by what it holds rather than by its reducer's type — for a property,
/// where `Store<Reduce<AppState, AppAction, AppEffect>>` or an opaque `some Reducer` cannot
/// be written:
///
/// ```swift
/// let store: AnyStore<AppState, AppAction, AppEffect> = Store(
///     initialState: AppState(), reducer: appReducer.eraseToAnyReducer()
/// ) { effect in .none }
/// ```
///
/// The reducer is reached through one indirect call per action (see ``AnyReducer``).
public typealias AnyStore<State: NavigableState, Action: Sendable, Effect> = Store<AnyReducer<State, Action, Effect>>

/// The navigation tree of an app state, spelled from the state: the type a renderer, a host
/// or a helper that takes the tree is written against.
public typealias NavigationStateOf<State: NavigableState> = NavigationState<State.Screen, State.AlertAction>
