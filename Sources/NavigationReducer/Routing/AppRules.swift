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

/// One rule every state of the app keeps: "signed in ⇒ the login screen is not on top", "at
/// most one add-asset flow", "every quantity within bounds".
public struct StateRule<State>: Sendable {
    /// The rule's name, carried by ``NavigationRejection/ruleBroken(_:)``.
    public let name: RuleName
    package let holds: @Sendable (State) -> Bool

    /// - Parameters:
    ///   - name: How failures name the rule.
    ///   - holds: Whether `state` keeps the rule.
    public init(_ name: RuleName, _ holds: @escaping @Sendable (State) -> Bool) {
        self.name = name
        self.holds = holds
    }
}

/// An app's rules on its state, declared once next to its reducer, and checked wherever a
/// state can come from: a restored file (``Restoration``), every state the Explorer and the
/// Fuzzer reach, a replayed ``Trace``. The route guards count among them: a state none of
/// them would let the user reach breaks the rules too.
///
/// ```swift
/// static let rules = AppRules<AppState>(
///     [
///         StateRule("signed in, the login screen is not on top") { state in
///             !(state.session.isSignedIn && state.navigation.topScreen == .login)
///         },
///         StateRule("at most one compose sheet") { state in
///             state.navigation.stacks.filter { $0.root == .compose }.count <= 1
///         },
///     ],
///     guards: AppGuards.all
/// )
/// ```
public struct AppRules<State: NavigableState>: Sendable {
    /// The rules on the state, checked in order.
    public let rules: [StateRule<State>]
    /// The route guards, checked after the rules.
    public let guards: RouteGuards<State>

    public init(_ rules: [StateRule<State>] = [], guards: RouteGuards<State> = RouteGuards([])) {
        self.rules = rules
        self.guards = guards
    }

    /// The first rule `state` breaks, as the rejection that names it —
    /// ``NavigationRejection/ruleBroken(_:)`` or ``NavigationRejection/refusedByGuard(_:)`` —
    /// or `nil` when it keeps them all.
    ///
    /// - Complexity: O(*r*) rule checks, then the guards' over the screens of the tree.
    public func brokenRule(in state: State) -> NavigationRejection? {
        if let broken = rules.first(where: { !$0.holds(state) }) { return .ruleBroken(broken.name) }
        if let refusing = guards.firstRefusing(in: state) { return .refusedByGuard(refusing.name) }
        return nil
    }
}
