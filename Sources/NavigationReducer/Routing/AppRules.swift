/// The name of one of an app's rules, as the app states it: a typed value that rejections,
/// restoration failures and exploration reports carry.
public struct RuleName: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }
}

/// One rule every state of the app keeps: see ``AppRules/rule(_:_:)``.
@usableFromInline
package struct StateRule<State>: Sendable {
    @usableFromInline package let name: RuleName
    @usableFromInline package let holds: @Sendable (State) -> Bool

    @usableFromInline
    init(name: RuleName, holds: @escaping @Sendable (State) -> Bool) {
        self.name = name
        self.holds = holds
    }
}

/// An app's rules on its state, declared once next to its reducer, and checked wherever a
/// state can come from: every action (``Reducer/checked(by:)``, or
/// ``Reducer/openingLinks(router:rules:pending:heldAlert:url:resumes:landing:arrived:dropped:)`` in an app that opens
/// links), a deep link
/// (``open(_:in:pending:animated:)``), a restored file (``Restoration``), every state the
/// Explorer and the Fuzzer reach, a replayed ``Trace``. The route guards count among them: a
/// state none of them would let the user reach breaks the rules too.
///
/// ```swift
/// static let rules = AppRules<AppState>(guards: [AppGuards.signedIn])
///     .rule("signed in, the login screen is not on top") { state in
///         !(state.session.isSignedIn && state.navigation.topScreen == .login)
///     }
///     .rule("at most one compose sheet") { state in
///         state.navigation.stacks.filter { $0.root == .compose }.count <= 1
///     }
/// ```
public struct AppRules<State: NavigableState>: Sendable {
    /// The rules on the state, checked in order.
    @usableFromInline package private(set) var rules: [StateRule<State>] = []
    /// The route guards, checked in order after the rules: the first that refuses names the
    /// rejection.
    public let guards: [RouteGuard<State>]

    /// The app's route guards, and no rule on the state yet: add them with ``rule(_:_:)``.
    public init(guards: [RouteGuard<State>] = []) {
        self.guards = guards
    }

    /// These rules and one more that every state of the app keeps: "signed in ⇒ the login
    /// screen is not on top", "at most one add-asset flow", "every quantity within bounds".
    ///
    /// - Parameters:
    ///   - name: How failures name the rule (``NavigationRejection/ruleBroken(_:)``). A
    ///     string literal reads as one; a constant (`extension RuleName { static let … }`)
    ///     lets tests name the rule they expect without repeating its text.
    ///   - holds: Whether `state` keeps the rule.
    public func rule(_ name: RuleName, _ holds: @escaping @Sendable (State) -> Bool) -> Self {
        var rules = self
        rules.rules.append(StateRule(name: name, holds: holds))
        return rules
    }

    /// The first rule `state` breaks, as the rejection that names it —
    /// ``NavigationRejection/ruleBroken(_:)`` or ``NavigationRejection/refusedByGuard(_:)`` —
    /// or `nil` when it keeps them all.
    ///
    /// - Complexity: O(*r*) rule checks, then O(*g* × *n*) for *g* guards and *n* screens in
    ///   the tree.
    @inlinable
    public func brokenRule(in state: State) -> NavigationRejection? {
        for index in rules.indices where !rules[index].holds(state) { return .ruleBroken(rules[index].name) }
        if let refusing = firstRefusingGuard(in: state) { return .refusedByGuard(refusing.name) }
        return nil
    }

    /// The first rule `state` breaks, checked while `inTime` says there is time left: `nil`
    /// when it keeps them all, the rule's rejection, or `.none` in the outer optional when time
    /// ran out between two rules.
    func brokenRule(in state: State, while inTime: () -> Bool) -> NavigationRejection?? {
        for index in rules.indices {
            guard inTime() else { return .none }
            if !rules[index].holds(state) { return .some(.ruleBroken(rules[index].name)) }
        }
        guard inTime() else { return .none }
        return .some(firstRefusingGuard(in: state).map { .refusedByGuard($0.name) })
    }

    /// The first guard that forbids a screen of the tree `state` shows, if any.
    @inlinable
    public func firstRefusingGuard(in state: State) -> RouteGuard<State>? {
        firstRefusingGuard(in: state) { _ in true }
    }

    @inlinable
    func firstRefusingGuard(in state: State, among isCandidate: (RouteGuard<State>) -> Bool) -> RouteGuard<State>? {
        let navigation = state.navigation
        for index in guards.indices
        where isCandidate(guards[index]) && guards[index].refuses(state, showing: navigation) {
            return guards[index]
        }
        return nil
    }

    /// Opens `destination` if every guard allows the state it leads to — judged on the state
    /// *with the destination shown*, so a guard like "edit requires an owned asset" sees the
    /// linked asset. Otherwise a guard that refuses without redirecting refuses the link; when
    /// every refusing guard redirects and the app keeps waiting links (`pending`), the first
    /// one's redirect runs and the destination waits in `state[keyPath: pending]` — part of
    /// the state, saved and tested with it — until ``resumePending(in:pending:animated:)``
    /// after the action that may satisfy it. Without `pending`, every refusing guard refuses.
    /// A destination that waits for an open alert (``NavigationDestination/OverAnAlert/waits``)
    /// waits there too, until the alert is answered, when the guards would let it through and
    /// no other link waits; it is refused otherwise. A destination that keeps the alert
    /// (``NavigationDestination/OverAnAlert/returns``) needs `openingLinks`'s `heldAlert`:
    /// here it closes the alert.
    ///
    /// The state rules are not checked here: the destination's actions still have to run
    /// (they load what its screens show):
    /// ``Reducer/openingLinks(router:rules:pending:heldAlert:url:resumes:landing:arrived:dropped:)`` and
    /// ``Reducer/checked(by:)`` check them on the whole change.
    ///
    /// ```swift
    /// try rules.open(router.destination(for: url), in: &state)
    /// ```
    ///
    /// - Returns: The destination's actions when it was shown now, `[]` when it waits.
    /// - Throws: ``NavigationRejection/refusedByGuard(_:)`` naming a guard that refuses and
    ///   does not redirect; ``NavigationRejection/nestingLimitReached(limit:)``;
    ///   ``NavigationRejection/alertAlreadyShown`` for a destination that waits for an alert
    ///   with no `pending` to wait in. Nothing changes then.
    @inlinable @discardableResult
    public func open<Action>(
        _ destination: NavigationDestination<State.Screen, Action>,
        in state: inout State,
        pending: WritableKeyPath<State, NavigationDestination<State.Screen, Action>?>? = nil,
        animated: Bool = true
    ) throws(NavigationRejection) -> [Action] {
        if destination.overAnAlert == .waits, state.navigation.alert != nil {
            // One link waits at a time, and only one the guards would let through.
            guard let pending, state[keyPath: pending] == nil else { throw .alertAlreadyShown }
            var shown = state
            try shown.navigation.show(destination, animated: animated)
            if let refusing = firstRefusingGuard(in: shown) { throw .refusedByGuard(refusing.name) }
            state[keyPath: pending] = destination
            return []
        }
        var shown = state
        try shown.navigation.show(destination, animated: animated)
        if let pending, !destination.isRelative { shown[keyPath: pending] = nil }
        guard let first = firstRefusingGuard(in: shown) else {
            state = shown
            return destination.actions
        }
        let unredirected = firstRefusingGuard(in: shown) { !$0.redirects }
        guard let pending, unredirected == nil else { throw .refusedByGuard((unredirected ?? first).name) }
        var redirected = state
        do {
            try first.redirect?(&redirected)
        } catch {
            throw NavigationRejection(error)
        }
        redirected[keyPath: pending] = destination
        state = redirected
        return []
    }

    /// Shows the destination waiting in `state[keyPath: pending]` once every guard allows the
    /// state it leads to, and clears it; leaves it waiting otherwise.
    ///
    /// - Returns: The destination's actions when it was shown, else `[]`.
    @inlinable @discardableResult
    public func resumePending<Action>(
        in state: inout State,
        pending: WritableKeyPath<State, NavigationDestination<State.Screen, Action>?>,
        animated: Bool = true
    ) throws(NavigationRejection) -> [Action] {
        guard let destination = state[keyPath: pending] else { return [] }
        if destination.overAnAlert == .waits, state.navigation.alert != nil { return [] }
        var shown = state
        try shown.navigation.show(destination, animated: animated)
        shown[keyPath: pending] = nil
        if let refusing = firstRefusingGuard(in: shown) {
            // A link that waited for an alert waits for nothing else: refused, it is dropped.
            guard destination.overAnAlert != .waits else { throw .refusedByGuard(refusing.name) }
            return []
        }
        state = shown
        return destination.actions
    }
}

extension RuleName {
    /// The rule every explorer and fuzzer checks: a rejected action leaves the state exactly as
    /// it was. A reducer that changes the state and then refuses breaks it.
    public static var rejectLeavesState: RuleName { "a rejected action leaves the state as it was" }
    /// The rule an explorer or a fuzzer that follows up checks: the actions effects send back
    /// stop before the store's follow-up limit.
    public static var followUpChainStops: RuleName { "a follow-up chain stops at the limit" }
}

/// A reducer that checks the app's rules on every action it accepts, and can name them: what
/// an exploration report counts among the rules it proved.
package protocol DeclaresAppRules {
    /// The names of the rules and route guards checked.
    var declaredRuleNames: [RuleName] { get }
}

/// The names of the rules `reducer` checks on every action: its own, or its body's.
package func declaredRuleNames(of reducer: any Reducer) -> [RuleName] {
    if let declaring = reducer as? any DeclaresAppRules { return declaring.declaredRuleNames }
    if let composed = reducer as? any ComposedReducer { return declaredRuleNames(of: composed.body) }
    return []
}

extension AppRules {
    /// The names of the rules, then of the route guards.
    package var names: [RuleName] { rules.map(\.name) + guards.map(\.name) }
}
