/// A rule an app states once — "these screens require a signed-in session", "edit requires an
/// owned asset" — that holds on every state the app reaches: from a tap (``Reducer/checked(by:)``),
/// a deep link (``RouteGuards/open(_:in:pending:animated:)``) or a restored session
/// (``Restoration``).
///
/// ```swift
/// let signedIn = RouteGuard<AppState>(
///     "signed in",
///     protects: { $0.requiresSession },
///     allows: { $0.session.isSignedIn },
///     redirect: { state in try state.navigation.setRoot(.login) }
/// )
/// ```
public struct RouteGuard<State: NavigableState>: Sendable {
    /// The guard's name, carried by ``NavigationRejection/refusedByGuard(_:)``.
    public let name: RuleName
    let protects: @Sendable (State.Screen) -> Bool
    let allows: @Sendable (State) -> Bool
    let redirect: (@Sendable (inout State) throws -> Void)?
    /// Whether a refused destination waits behind a redirect instead of being refused.
    public let redirects: Bool

    /// - Parameters:
    ///   - name: How rejections and reports name the guard.
    ///   - protects: Whether a screen is behind this guard.
    ///   - allows: Whether a state may show the protected screens.
    ///   - redirect: Where a guarded deep link goes instead (a login screen); the link waits
    ///     and resumes once the guard allows it. An error it throws refuses the link, as
    ///     ``NavigationRejection/init(_:)`` maps it. `nil`: a guarded link is refused.
    public init(
        _ name: RuleName,
        protects: @escaping @Sendable (State.Screen) -> Bool,
        allows: @escaping @Sendable (State) -> Bool,
        redirect: (@Sendable (inout State) throws -> Void)? = nil
    ) {
        self.name = name
        self.protects = protects
        self.allows = allows
        self.redirect = redirect
        if case .some = redirect { self.redirects = true } else { self.redirects = false }
    }

    /// Whether this guard forbids one of `screens` in `state`.
    public func refuses(_ screens: some Sequence<State.Screen>, in state: State) -> Bool {
        screens.contains(where: protects) && !allows(state)
    }
}

/// An app's route guards, checked together.
public struct RouteGuards<State: NavigableState>: Sendable {
    /// The guards, checked in order: the first that refuses names the rejection.
    public let guards: [RouteGuard<State>]

    public init(_ guards: [RouteGuard<State>]) {
        self.guards = guards
    }

    /// The first guard that forbids a screen of the tree `state` shows, if any.
    ///
    /// - Complexity: O(*g* × *n*) for *g* guards and *n* screens in the tree.
    public func firstRefusing(in state: State) -> RouteGuard<State>? {
        guards.first { $0.refuses(state.navigation.stacks.joined(), in: state) }
    }

    /// The first guard that forbids a screen of `destination` in `state`, if any.
    public func firstRefusing<Action>(_ destination: NavigationDestination<State.Screen, Action>, in state: State)
        -> RouteGuard<State>?
    {
        guards.first { $0.refuses(destination.screens, in: state) }
    }

    /// Opens `destination` if every guard allows the state it leads to — judged on the state
    /// *with the destination shown*, so a guard like "edit requires an owned asset" sees the
    /// linked asset. Otherwise a guard that refuses without redirecting refuses the link; when
    /// every refusing guard redirects and the app keeps waiting links (`pending`), the first
    /// one's redirect runs and the destination waits in `state[keyPath: pending]` — part of
    /// the state, saved and tested with it — until ``resumePending(in:pending:animated:)``
    /// after the action that may satisfy it. Without `pending`, every refusing guard refuses.
    ///
    /// ```swift
    /// try guards.open(router.destination(for: url), in: &state)
    /// ```
    ///
    /// - Returns: The destination's actions when it was shown now, `[]` when it waits.
    /// - Throws: ``NavigationRejection/refusedByGuard(_:)`` naming a guard that refuses and
    ///   does not redirect; ``NavigationRejection/nestingLimitReached(limit:)``. Nothing
    ///   changes then.
    @discardableResult
    public func open<Action>(
        _ destination: NavigationDestination<State.Screen, Action>,
        in state: inout State,
        pending: WritableKeyPath<State, NavigationDestination<State.Screen, Action>?>? = nil,
        animated: Bool = true
    ) throws(NavigationRejection) -> [Action] {
        var shown = state
        try shown.navigation.show(destination, animated: animated)
        if let pending { shown[keyPath: pending] = nil }
        let refusing = refusals(in: shown)
        if refusing.isEmpty {
            state = shown
            return destination.actions
        }
        guard let pending, let first = refusing.first, refusing.allSatisfy(\.redirects) else {
            throw .refusedByGuard((refusing.first { !$0.redirects } ?? refusing[0]).name)
        }
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

    /// Every guard that forbids a screen of the tree `state` shows, in order.
    public func refusals(in state: State) -> [RouteGuard<State>] {
        let screens = state.navigation.stacks.joined()
        return guards.filter { $0.refuses(screens, in: state) }
    }

    /// Shows the destination waiting in `state[keyPath: pending]` once every guard allows
    /// the state it leads to, and clears it; leaves it waiting otherwise.
    ///
    /// - Returns: The destination's actions when it was shown, else `[]`.
    @discardableResult
    public func resumePending<Action>(
        in state: inout State,
        pending: WritableKeyPath<State, NavigationDestination<State.Screen, Action>?>,
        animated: Bool = true
    ) throws(NavigationRejection) -> [Action] {
        guard let destination = state[keyPath: pending] else { return [] }
        var shown = state
        try shown.navigation.show(destination, animated: animated)
        shown[keyPath: pending] = nil
        guard firstRefusing(in: shown) == nil else { return [] }
        state = shown
        return destination.actions
    }
}
