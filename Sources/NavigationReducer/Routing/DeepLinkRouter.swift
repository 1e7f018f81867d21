import Foundation

/// Turns a URL or a path into a whole ``NavigationDestination`` — or refuses it with a
/// ``NavigationRejection/DeepLinkReason`` — from routes an app declares once.
///
/// A pattern is a path of literal segments and `:name` parameters; the first route whose
/// pattern matches builds the destination from the parameters, read as typed values. Path
/// segments are percent-decoded before matching. With a custom scheme (`app://assets/42`)
/// the host is the first segment of the path, compared in lowercase as URL hosts are (the
/// scheme too: `APP://Assets/42` opens the same route); an empty segment (`app://assets//42`,
/// `app:///assets/42`) matches nothing; give ``init(scheme:hosts:maximumLength:)`` the
/// hosts of a universal link (`https://example.com/assets/42`) to check the host instead.
///
/// ```swift
/// let router = DeepLinkRouter<Screen, AppAction>(scheme: "app")
///     .route("assets") { _ in try NavigationDestination([.assets]) }
///     .route("assets/:id") { match in try NavigationDestination([.assets, .details(id: match.int("id"))]) }
///     .route("assets/:id/edit") { match in
///         let id = try match.int("id")
///         return try NavigationDestination([.assets, .details(id: id), .edit(id: id)])
///     }
/// // in the reducer, for `case .opened(let url)`:
/// try rules.open(router.destination(for: url), in: &state, pending: \.pendingDestination)
/// ```
///
/// The router decides nothing about whether the user may see the destination: the app's rules
/// and route guards do (see ``AppRules``), on every state the app reaches.
public struct DeepLinkRouter<Screen: Hashable & Sendable, Action: Sendable>: Sendable {
    // A route's build closure may throw what `RouteMatch`, `ScreenStack` and
    // `NavigationDestination` throw; another error becomes a rejection as
    // `NavigationRejection.init(_:)` says. (A closure literal's thrown type is inferred as
    // `any Error`, so a typed-throws parameter would need every route to spell it.)
    @usableFromInline
    struct Route: Sendable {
        @usableFromInline let segments: [RouteSegment]
        /// Builds the destination; the tree shown is made only for a route that looks at it.
        @usableFromInline let build:
            @Sendable (RouteMatch, () -> NavigationState<Screen, Never>?) throws -> NavigationDestination<
                Screen, Action
            >
    }

    /// The scheme links must use, such as `"app"` or `"https"`; `nil` accepts any.
    public let scheme: String?
    /// The hosts of universal links; `nil` reads the host as the first path segment.
    public let hosts: Set<String>?
    /// The longest link, in characters, the router reads; longer ones are refused unread.
    public let maximumLength: Int
    @usableFromInline var routes: [Route] = []

    /// A router with no routes yet.
    public init(scheme: String? = nil, hosts: Set<String>? = nil, maximumLength: Int = 2_048) {
        self.scheme = scheme
        self.hosts = hosts
        self.maximumLength = maximumLength
    }

    /// This router with one more route, tried after those declared before it.
    ///
    /// - Parameters:
    ///   - pattern: Segments separated by `/`; `:name` captures a segment as parameter
    ///     `name` (`"assets/:id/edit"`).
    ///   - build: Builds the destination from the match.
    public func route(
        _ pattern: String, _ build: @escaping @Sendable (RouteMatch) throws -> NavigationDestination<Screen, Action>
    ) -> Self {
        adding(pattern) { match, _ in try build(match) }
    }

    /// This router with one more route whose destination depends on what the user sees: it
    /// is given the tree shown when the link arrives, its alert aside (`nil` when the router
    /// is asked with ``destination(for:)`` alone); whether an alert is open is
    /// ``RouteMatch/isAlertShown``; the alert itself and the rest of the app's state are for
    /// `openingLinks`'s `landing`. A conversation link, say, goes back to the
    /// conversation when it is open, and presents it over the screen when it is not:
    ///
    /// ```swift
    /// .route(
    ///     "conversations/:id",
    ///     lookingAt: { match, shown in
    ///         let conversation = Screen.conversation(try match.int("id"))
    ///         guard var tree = shown, tree.contains(conversation) else {
    ///             return .presenting(PresentedFlow(root: conversation, style: .sheet))
    ///         }
    ///         try tree.navigateBack(to: conversation)
    ///         return tree.destination()
    ///     })
    /// ```
    ///
    /// The tree is the user's, so a destination made from it by the verbs keeps the entries
    /// (and the work) of the screens each stack keeps from its root on; a screen removed or
    /// replaced mid-stack ends the work of the screens above it.
    ///
    /// - Parameters:
    ///   - pattern: Segments separated by `/`, as for ``route(_:_:)``.
    ///   - build: Builds the destination from the match and the tree shown.
    public func route(
        _ pattern: String,
        lookingAt build:
            @escaping @Sendable (RouteMatch, NavigationState<Screen, Never>?) throws -> NavigationDestination<
                Screen, Action
            >
    ) -> Self {
        adding(pattern) { match, shown in try build(match, shown()) }
    }

    func adding(
        _ pattern: String,
        _ build:
            @escaping @Sendable (RouteMatch, () -> NavigationState<Screen, Never>?) throws -> NavigationDestination<
                Screen, Action
            >
    ) -> Self {
        var copy = self
        let segments = pattern.split(separator: "/").map { part in
            part.hasPrefix(":") ? RouteSegment.parameter(String(part.dropFirst())) : .literal(String(part))
        }
        copy.routes.append(Route(segments: segments, build: build))
        return copy
    }

    /// The destination of `url`.
    ///
    /// - Throws: ``NavigationRejection/deepLinkRefused(_:)`` with the ``NavigationRejection/DeepLinkReason``: a
    ///   link that is too long, has another scheme or host, matches no route, or has a
    ///   parameter that does not parse. A reducer lets it propagate, like any rejection.
    /// - Complexity: O(*r* × *s*) for *r* routes of *s* segments.
    @inlinable
    public func destination(for url: URL) throws(NavigationRejection) -> NavigationDestination<Screen, Action> {
        try resolve(url, shown: { nil })
    }

    /// The destination of `url` arriving while `tree` is shown: what a route declared with
    /// ``route(_:lookingAt:)`` looks at.
    ///
    /// - Throws: ``NavigationRejection/deepLinkRefused(_:)``, as ``destination(for:)``.
    @inlinable
    public func destination<AlertAction>(for url: URL, shownOn tree: NavigationState<Screen, AlertAction>)
        throws(NavigationRejection) -> NavigationDestination<Screen, Action>
    {
        try resolve(url, shown: { tree.withoutAlert() }, alertShown: tree.alert != nil)
    }

    /// The destination of a path such as `"assets/42/edit?tab=photos"`, without scheme or
    /// host: a link from a push notification's payload or a widget.
    ///
    /// - Throws: ``NavigationRejection/deepLinkRefused(_:)``.
    @inlinable
    public func destination(forPath path: String) throws(NavigationRejection) -> NavigationDestination<Screen, Action> {
        try destination(of: LinkPath(path: path, maximumLength: maximumLength), shown: { nil })
    }

    @inlinable
    func resolve(_ url: URL, shown: () -> NavigationState<Screen, Never>?, alertShown: Bool = false)
        throws(NavigationRejection) -> NavigationDestination<Screen, Action>
    {
        try destination(
            of: LinkPath(url, scheme: scheme, hosts: hosts, maximumLength: maximumLength), shown: shown,
            alertShown: alertShown)
    }

    @inlinable
    func destination(of link: LinkPath, shown: () -> NavigationState<Screen, Never>?, alertShown: Bool = false)
        throws(NavigationRejection) -> NavigationDestination<Screen, Action>
    {
        let segments = link.segments
        let query = link.query
        for route in routes where route.segments.count == segments.count {
            var parameters: [String: String] = [:]
            var undecodable: Set<String> = []
            var matches = true
            for index in segments.indices {
                switch route.segments[index] {
                case .literal(let literal) where literal != segments[index]: matches = false
                case .literal: break
                case .parameter(let name):
                    parameters[name] = segments[index]
                    if !link.undecodable.isEmpty, link.undecodable.contains(index) { undecodable.insert(name) }
                }
                if !matches { break }
            }
            guard matches else { continue }
            var queryItems: [String: String] = [:]
            for item in query where queryItems[item.name] == nil { queryItems[item.name] = item.value ?? "" }
            do {
                return try route.build(
                    RouteMatch(
                        parameters: parameters, query: queryItems, undecodable: undecodable, isAlertShown: alertShown),
                    shown)
            } catch {
                throw NavigationRejection(error)
            }
        }
        throw .deepLinkRefused(.noRouteMatches(segments.joined(separator: "/")))
    }
}

/// A segment of a route's pattern: a literal to match, or a named parameter to capture.
@usableFromInline
enum RouteSegment: Sendable, Equatable {
    case literal(String)
    case parameter(String)
}

/// The parameters and query items of a matched route, read as typed values.
public struct RouteMatch: Sendable {
    /// The path parameters by name, percent-decoded.
    public let parameters: [String: String]
    /// The query items by name (the first of repeated names), percent-decoded.
    public let query: [String: String]

    /// Whether the user has an alert open where the link arrives: a route may then refuse the
    /// link, keep the alert for when the user comes back
    /// (``NavigationDestination/keepingTheAlert()``), or wait for the answer
    /// (``NavigationDestination/waitingForTheAlert()``). `false` when the router is asked
    /// without the tree shown.
    public let isAlertShown: Bool

    /// The parameters whose percent escapes are not UTF-8, kept as written.
    @usableFromInline let undecodable: Set<String>

    @usableFromInline init(
        parameters: [String: String], query: [String: String], undecodable: Set<String> = [], isAlertShown: Bool = false
    ) {
        self.parameters = parameters
        self.undecodable = undecodable
        self.query = query
        self.isAlertShown = isAlertShown
    }

    /// Parameter `name` as an `Int`.
    ///
    /// - Throws: ``NavigationRejection/deepLinkRefused(_:)`` with
    ///   ``NavigationRejection/DeepLinkReason/parameterDoesNotParse(name:value:expected:)``.
    public func int(_ name: String) throws(NavigationRejection) -> Int {
        try value(name, as: Int.self)
    }

    /// Parameter `name` as text, exactly as the link spelled it once percent-decoded — control
    /// characters and bidirectional overrides included, and as written when its escapes are
    /// not UTF-8. For a parameter that becomes screen data, read ``text(_:)``.
    public func string(_ name: String) throws(NavigationRejection) -> String {
        try value(name, as: String.self)
    }

    /// Parameter `name` as text a screen can show: refused when its percent escapes are not
    /// UTF-8 (`%E2%82`, `%zz`), or when it holds a control character (`%00`, a newline) or a
    /// bidirectional control (`%E2%80%AE`, which would show the rest of a title reversed).
    ///
    /// - Throws: ``NavigationRejection/deepLinkRefused(_:)`` with
    ///   ``NavigationRejection/DeepLinkReason/parameterDoesNotParse(name:value:expected:)``,
    ///   expecting `"text"`.
    public func text(_ name: String) throws(NavigationRejection) -> String {
        let text = parameters[name] ?? ""
        let shows =
            !undecodable.contains(name)
            && !text.unicodeScalars.contains {
                $0.properties.generalCategory == .control || $0.properties.isBidiControl
            }
        guard shows else { throw .deepLinkRefused(.parameterDoesNotParse(name: name, value: text, expected: "text")) }
        return text
    }

    /// Parameter `name` as a `UUID`.
    ///
    /// - Throws: ``NavigationRejection/deepLinkRefused(_:)`` with
    ///   ``NavigationRejection/DeepLinkReason/parameterDoesNotParse(name:value:expected:)``.
    public func uuid(_ name: String) throws(NavigationRejection) -> UUID {
        let text = parameters[name] ?? ""
        guard let uuid = UUID(uuidString: text) else {
            throw .deepLinkRefused(.parameterDoesNotParse(name: name, value: text, expected: "UUID"))
        }
        return uuid
    }

    /// Parameter `name` as any type that reads itself from text.
    ///
    /// - Throws: ``NavigationRejection/deepLinkRefused(_:)`` with
    ///   ``NavigationRejection/DeepLinkReason/parameterDoesNotParse(name:value:expected:)``.
    public func value<Value: LosslessStringConvertible>(_ name: String, as type: Value.Type) throws(NavigationRejection)
        -> Value
    {
        let text = parameters[name] ?? ""
        guard let value = Value(text) else {
            throw .deepLinkRefused(
                .parameterDoesNotParse(name: name, value: text, expected: String(describing: Value.self)))
        }
        return value
    }

    /// Query item `name`, which the route requires.
    ///
    /// - Throws: ``NavigationRejection/deepLinkRefused(_:)`` with ``NavigationRejection/DeepLinkReason/missingQueryItem(_:)``.
    public func requiredQueryItem(_ name: String) throws(NavigationRejection) -> String {
        guard let value = query[name] else { throw .deepLinkRefused(.missingQueryItem(name)) }
        return value
    }
}
