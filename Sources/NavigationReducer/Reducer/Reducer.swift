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
/// Every driver, in every build, holds a refused action to that rule: the store keeps the
/// state from before the action while the reducer runs and puts it back after a refusal (and
/// reports a reducer that had changed it as ``StoreDiagnostic/rejectedAfterChanging(_:_:)``);
/// the test store, the explorer and the fuzzer do the same and fail the test.
///
/// Keeping that state shares the stacks' storage, so a push then copies at most the 32
/// screens on top — the same at any depth, but several times the work of keeping nothing
/// (`Benchmarks/README.md` has the figure and its command). A reducer whose refusals leave the state as it was on their own says so with
/// ``rejectsWithoutChanging``, and a store in a release build then keeps nothing — until a view
/// reads a part of it: an observed store keeps the state from before each action to tell what
/// changed, and puts it back after any refusal.
public protocol Reducer<State, Action, Effect>: Sendable {
    associatedtype State
    associatedtype Action
    associatedtype Effect

    /// Changes `state` in place for `action` and returns the effects to run.
    ///
    /// - Parameters:
    ///   - state: The state to change. A reducer that ``rejectsWithoutChanging`` leaves it
    ///     untouched when it rejects the action; for any other, every driver puts it back.
    ///   - action: What happened.
    /// - Returns: The effects to run, in order, written as an array literal. `[]` and a single
    ///   effect are held inline: see ``EffectList``.
    /// - Throws: ``NavigationRejection`` when the action cannot be honoured in `state`.
    func reduce(into state: inout State, action: Action) throws(NavigationRejection) -> EffectList<Effect>

    /// Whether the state is always as it was when this reducer throws, so that a store in a
    /// release build need not keep the state from before each action to put it back.
    ///
    /// Say `true` when every refusal is thrown before the first change — call the library's
    /// throwing operations, which check before they change anything, before any change of
    /// your own, and make at most one change that can throw per action. A ``ComposedReducer``
    /// has its body's word, a ``Scope`` its child's; ``checked(by:)`` and
    /// ``openingLinks(router:rules:pending:heldAlert:url:resumes:landing:arrived:dropped:)`` judge the state an action
    /// led to, so they do not give it, nor do ``combined(with:)`` and ``Reduce``. Undoing a
    /// refusal is the runtime's alone: no reducer puts back a state it refused.
    ///
    /// A wrong `true` keeps a refused change in a release build. Debug builds check the word on
    /// every refusal: the test store and the explorer fail the test, and a store puts the state
    /// back and reports ``StoreDiagnostic/rejectedAfterChanging(_:_:)``.
    static var rejectsWithoutChanging: Bool { get }
}

extension Reducer {
    /// A reducer is not taken to leave the state as it was when it refuses unless it says so.
    @inlinable public static var rejectsWithoutChanging: Bool { false }
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
        let effects = try reduce(into: &state, action: action)
        return (state, effects.array)
    }
}
