/// A reducer written as other reducers put together: the app's decisions opening its links
/// and checked by its rules, features scoped in, cores combined.
///
/// Its ``body`` is the whole; the reducer is a type of its own, so an app names its store
/// `Store<AppReducer>` and its test store `TestStore<AppReducer>`, whatever it is made of.
///
/// ```swift
/// struct AppReducer: ComposedReducer {
///     var body: some Reducer<AppState, AppAction, AppEffect> {
///         AppCore().checked(by: AppState.rules)
///     }
/// }
/// ```
///
/// The state, action and effect types come from the body. A body that builds costly parts
/// (a router, a set of rules) can return a value built once: `var body: … { Self.composed }`
/// with `static let composed = …`.
public protocol ComposedReducer: Reducer
where State == Body.State, Action == Body.Action, Effect == Body.Effect {
    associatedtype Body: Reducer

    /// The reducers this one is made of.
    var body: Body { get }
}

extension ComposedReducer {
    /// Runs the ``body``.
    @inlinable
    public func reduce(into state: inout State, action: Action) throws(NavigationRejection) -> EffectList<Effect> {
        try body.reduce(into: &state, action: action)
    }

    /// The body's, even for a composed reducer that writes its own ``reduce(into:action:)``:
    /// say otherwise when that one does not keep the word.
    @inlinable public static var rejectsWithoutChanging: Bool { Body.rejectsWithoutChanging }
}
