/// The one place where navigation is decided: a pure function from a state and an action to
/// a new state and a list of effects.
///
/// A reducer never performs work. It changes the state it is given and returns effects as
/// plain values (an app's own `Equatable` enum); a ``Store`` hands those to injected
/// factories, a test asserts them as a list.
///
/// The requirement, ``reduce(into:action:)``, is the hot path: it changes the state in place.
/// The design card's form, ``reduce(_:_:)``, is derived from it and gives the same result.
///
/// ## Rejections
///
/// An action that cannot be honoured — pop at the root, a button of an alert that is not
/// shown, a deep link the app cannot follow — throws a ``NavigationRejection`` and must
/// leave the state exactly as it was. The navigation operations of this library all check
/// before they change anything, so a reducer that calls them *before* its own mutations
/// keeps the rule for free. `TestStore` checks the rule on every rejected action.
///
/// The test store, the explorer, the fuzzer and the store in debug builds put a refused
/// action's state back (the store reports it as
/// ``StoreDiagnostic/rejectedAfterChanging(_:_:)``). A store in a release build takes no
/// snapshot, so that a push stays O(1) at any depth: there a reducer that changed the state
/// before refusing keeps the change. ``checked(by:)`` and
/// ``openingLinks(router:rules:pending:url:resumes:arrived:)`` undo their own refusals in
/// every build.
public protocol Reducer<State, Action, Effect>: Sendable {
    associatedtype State
    associatedtype Action
    associatedtype Effect

    /// Changes `state` in place for `action` and returns the effects to run.
    ///
    /// - Parameters:
    ///   - state: The state to change. Left untouched when the action is rejected.
    ///   - action: What happened.
    /// - Returns: The effects to run, in order, written as an array literal. `[]` and a single
    ///   effect are held inline: see ``EffectList``.
    /// - Throws: ``NavigationRejection`` when the action cannot be honoured in `state`.
    func reduce(into state: inout State, action: Action) throws(NavigationRejection) -> EffectList<Effect>
}

extension Reducer {
    /// The pure form, `reduce(state, action) -> (state, [Effect])`.
    ///
    /// It takes its state as `consuming`: a caller that hands over its value
    /// (`state = try reducer.reduce(consume state, action).0`, or simply passing a temporary)
    /// lets the reducer mutate the one copy in place, so an action costs the same at any stack
    /// depth. A caller that keeps using its old value gets a copy, as value semantics require.
    ///
    /// A rejected action throws its reason, and no new state comes back: the caller's state
    /// is the one it had, whatever the reducer changed before it refused — the same rule as
    /// the store's and the test store's. A caller that handed its value over with `consume`
    /// has none left after a throw: keep the value (pass it without `consume`) where a
    /// refusal must leave it usable.
    ///
    /// The effects come back as an array, the card's shape; ``reduce(into:action:)`` returns an
    /// ``EffectList``, which costs nothing when empty.
    ///
    /// - Returns: The new state and the effects to run.
    /// - Throws: The ``NavigationRejection`` of a rejected action.
    @inlinable
    public func reduce(_ state: consuming State, _ action: Action) throws(NavigationRejection) -> (State, [Effect]) {
        var state = state
        let effects = try reduce(into: &state, action: action)
        return (state, effects.array)
    }
}
