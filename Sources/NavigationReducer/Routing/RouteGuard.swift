/// A rule an app states once — "these screens require a signed-in session", "edit requires an
/// owned asset" — that holds on every state the app reaches: from a tap (``Reducer/checked(by:)``
/// or ``Reducer/openingLinks(router:rules:pending:heldAlert:url:resumes:landing:arrived:dropped:)``), a deep link
/// (``AppRules/open(_:in:pending:animated:)``) or a restored session (``Restoration``).
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
    @inlinable public var name: RuleName { checks.name }
    /// Whether a refused destination waits behind a redirect instead of being refused.
    @inlinable public var redirects: Bool { checks.redirect != nil }
    @inlinable var redirect: (@Sendable (inout State) throws -> Void)? { checks.redirect }

    // One reference, so that a guard read out of a list to be checked costs one count.
    @usableFromInline let checks: Checks

    @usableFromInline
    final class Checks: Sendable {
        @usableFromInline let name: RuleName
        @usableFromInline let protects: @Sendable (State.Screen) -> Bool
        @usableFromInline let allows: @Sendable (State) -> Bool
        @usableFromInline let redirect: (@Sendable (inout State) throws -> Void)?

        @usableFromInline
        init(
            name: RuleName, protects: @escaping @Sendable (State.Screen) -> Bool,
            allows: @escaping @Sendable (State) -> Bool, redirect: (@Sendable (inout State) throws -> Void)?
        ) {
            self.name = name
            self.protects = protects
            self.allows = allows
            self.redirect = redirect
        }
    }

    /// - Parameters:
    ///   - name: How rejections and reports name the guard.
    ///   - protects: Whether a screen is behind this guard.
    ///   - allows: Whether a state may show the protected screens.
    ///   - redirect: Where a guarded deep link goes instead (a login screen); the link waits
    ///     and resumes once the guard allows it. An error it throws refuses the link, as
    ///     ``NavigationRejection/init(_:)`` maps it. `nil`: a guarded link is refused. It
    ///     runs for every guarded link, a second one included: write it so that it changes
    ///     nothing when its screen is already up (present the sign-in sheet only when it is
    ///     not shown), or each link stacks another.
    public init(
        _ name: RuleName,
        protects: @escaping @Sendable (State.Screen) -> Bool,
        allows: @escaping @Sendable (State) -> Bool,
        redirect: (@Sendable (inout State) throws -> Void)? = nil
    ) {
        checks = Checks(name: name, protects: protects, allows: allows, redirect: redirect)
    }

    /// Whether this guard forbids a screen of the tree `state` shows.
    @inlinable
    package func refuses(_ state: State) -> Bool {
        refuses(state, showing: state.navigation)
    }

    /// Whether this guard forbids a screen of `navigation`, the tree `state` shows. Handed in
    /// rather than read here: looked at through the app state's getter while the guard's
    /// closures ran, the whole tree was copied for each check.
    @inlinable
    package func refuses(_ state: State, showing navigation: NavigationState<State.Screen, State.AlertAction>) -> Bool {
        navigation.containsScreen(where: checks.protects) && !checks.allows(state)
    }
}
