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

    /// Runs the ``body`` as the conforming type's own module compiled it; do not implement it.
    ///
    /// That module alone knows the body's type, an opaque `some Reducer` everywhere else, so
    /// its compiler alone can specialise the library's parts (links, rules, scopes) for the
    /// app's types; a store or explorer in another module would run them generic, looking
    /// their types up at every action.
    func _reduceBody(into state: inout State, action: Action) throws(NavigationRejection) -> EffectList<Effect>
}

extension ComposedReducer {
    /// Runs the ``body``, through the conformance, so that the body runs as specialised in
    /// the module that declares it, wherever the caller is (an explorer or a store in another
    /// module included).
    @inlinable
    public func reduce(into state: inout State, action: Action) throws(NavigationRejection) -> EffectList<Effect> {
        try reduceBodyThroughConformance(self, &state, action)
    }

    @inlinable
    public func _reduceBody(into state: inout State, action: Action) throws(NavigationRejection) -> EffectList<Effect> {
        try body.reduce(into: &state, action: action)
    }

    /// The body's, even for a composed reducer that writes its own ``reduce(into:action:)``:
    /// say otherwise when that one does not keep the word.
    @inlinable public static var rejectsWithoutChanging: Bool { Body.rejectsWithoutChanging }
}

/// Calls the conformance's ``ComposedReducer/_reduceBody(into:action:)``. Neither inlinable nor
/// specialised (it calls a private function, which another module cannot), so the call goes
/// through the conformance's witness, compiled where the body's type is known.
@usableFromInline @inline(never)
func reduceBodyThroughConformance<Composed: ComposedReducer>(
    _ reducer: Composed, _ state: inout Composed.State, _ action: Composed.Action
) throws(NavigationRejection) -> EffectList<Composed.Effect> {
    try reduceBody(of: reducer, &state, action)
}

@inline(never)
private func reduceBody<Composed: ComposedReducer>(
    of reducer: Composed, _ state: inout Composed.State, _ action: Composed.Action
) throws(NavigationRejection) -> EffectList<Composed.Effect> {
    try reducer._reduceBody(into: &state, action: action)
}
