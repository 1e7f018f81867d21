import Foundation
import NavigationReducer
import Testing

// Sources/NavigationReducer/Routing/DeepLinkRouter.swift
@Suite struct DeepLinkRouterExample {
    enum Screen: Hashable, Sendable { case assets, details(id: Int), edit(id: Int) }
    enum AppAction: Sendable, Equatable { case opened(URL) }
    struct AppState: NavigableState {
        var navigation = NavigationState<Screen, AlertAction>(root: .assets)
        var pendingDestination: NavigationDestination<Screen, AppAction>?
    }

    static func open(_ url: URL, in state: inout AppState, rules: AppRules<AppState>) throws {
        let router = DeepLinkRouter<Screen, AppAction>(scheme: "app")
            .route("assets") { _ in try NavigationDestination([.assets]) }
            .route("assets/:id") { match in try NavigationDestination([.assets, .details(id: match.int("id"))]) }
            .route("assets/:id/edit") { match in
                let id = try match.int("id")
                return try NavigationDestination([.assets, .details(id: id), .edit(id: id)])
            }
        // in the reducer, for `case .opened(let url)`:
        try rules.open(router.destination(for: url), in: &state, pending: \.pendingDestination)
    }

    @Test func anEditLinkOpensTheAssetsTheDetailsAndTheEditor() throws {
        var state = AppState()
        try Self.open(try #require(URL(string: "app://assets/42/edit")), in: &state, rules: AppRules())
        #expect(Array(state.navigation.rootStack) == [.assets, .details(id: 42), .edit(id: 42)])
    }
}

// Sources/NavigationReducer/Routing/RouteGuard.swift
@Suite struct RouteGuardExample {
    enum Screen: Hashable, Sendable {
        case login, assets
        var requiresSession: Bool { self != .login }
    }
    struct Session: Hashable, Sendable { var isSignedIn = false }
    struct AppState: NavigableState {
        var navigation = NavigationState<Screen, AlertAction>(root: .assets)
        var session = Session()
    }

    static func signedInGuard() -> RouteGuard<AppState> {
        let signedIn = RouteGuard<AppState>(
            "signed in",
            protects: { $0.requiresSession },
            allows: { $0.session.isSignedIn },
            redirect: { state in try state.navigation.setRoot(.login) }
        )
        return signedIn
    }

    static func open(_ url: URL, in state: inout AppState) throws {
        let router = DeepLinkRouter<Screen, Never>(scheme: "app").route("assets") { _ in
            NavigationDestination(root: ScreenStack(root: .assets))
        }
        let rules = AppRules(guards: [signedInGuard()])
        try rules.open(router.destination(for: url), in: &state)
    }

    @Test func withoutAPendingLinkARedirectingGuardRefusesTheLink() throws {
        var state = AppState()
        try state.navigation.setRoot(.login)
        let before = state
        let url = try #require(URL(string: "app://assets"))
        #expect(throws: NavigationRejection.refusedByGuard("signed in")) { try Self.open(url, in: &state) }
        #expect(state.navigation == before.navigation)
        state.session.isSignedIn = true
        try Self.open(url, in: &state)
        #expect(state.navigation.topScreen == .assets)
    }

    @Test func theGuardRefusesTheAssetsWhileSignedOut() {
        let rules = AppRules(guards: [Self.signedInGuard()])
        #expect(rules.firstRefusingGuard(in: AppState())?.name == "signed in")
        #expect(rules.firstRefusingGuard(in: AppState(session: Session(isSignedIn: true))) == nil)
    }
}

// Sources/NavigationReducer/Routing/Restoration.swift
@Suite struct RestorationExample {
    enum Screen: Hashable, Sendable, Codable { case login, assets }
    struct AppState: NavigableState, Hashable, Codable {
        var navigation = NavigationState<Screen, Never>(root: .login)
        var isSignedIn = false
    }
    static let signedIn = RouteGuard<AppState>("signed in", protects: { $0 == .assets }, allows: { $0.isSignedIn })

    static func saveAndRestore(_ state: AppState) throws -> (AppState, RestorationFailure?) {
        let restoration = Restoration<AppState>(formatVersion: 2, rules: AppRules(guards: [signedIn]))
        let data = try restoration.save(state)
        let (restored, failure) = restoration.restore(data, fallback: AppState())
        return (restored, failure)
    }

    @Test func aStateTheGuardsAllowComesBack() throws {
        var signedIn = AppState(isSignedIn: true)
        try signedIn.navigation.setRoot(.assets)
        let (restored, failure) = try Self.saveAndRestore(signedIn)
        #expect(restored == signedIn)
        #expect(failure == nil)
    }

    @Test func aStateTheGuardsRefuseGivesTheFallbackAndTheReason() throws {
        var signedOut = AppState()
        try signedOut.navigation.setRoot(.assets)
        // Saved by a build without the guard: this one refuses to write it at all.
        let data = try Restoration<AppState>(formatVersion: 2).save(signedOut)
        let guarded = Restoration<AppState>(formatVersion: 2, rules: AppRules(guards: [Self.signedIn]))
        let (restored, failure) = guarded.restore(data, fallback: AppState())
        #expect(restored == AppState())
        #expect(failure == .refused(.refusedByGuard("signed in")))
        #expect(throws: RestorationFailure.refused(.refusedByGuard("signed in"))) {
            try guarded.save(signedOut)
        }
    }
}

// Sources/NavigationReducer/Routing/LinkOpeningReducer.swift
@Suite struct LinkOpeningExample {
    enum Screen: Hashable, Sendable { case login, assets, details(id: Int) }
    enum AppAction: Hashable, Sendable { case linkOpened(URL), priceLoaded(Int), signedIn }
    enum AppEffect: Hashable, Sendable { case track(Screen), loadPrice(Int) }
    struct AppState: NavigableState, Hashable {
        var navigation = NavigationState<Screen, AlertAction>(root: .assets)
        var pendingLink: NavigationDestination<Screen, AppAction>?
        var prices: [Int: Int] = [:]
        var signedIn = true

        static let rules = AppRules<AppState>(guards: AppGuards.all)
    }
    enum AppLinks {
        static let router = DeepLinkRouter<Screen, AppAction>(scheme: "app")
            .route("assets/:id") { match in
                let id = try match.int("id")
                return try NavigationDestination([.assets, .details(id: id)], actions: [.priceLoaded(id)])
            }
            .route("loop") { _ in
                try NavigationDestination(
                    [.assets, .details(id: 1)], actions: [.linkOpened(URL(fileURLWithPath: "/"))])
            }
    }
    enum AppGuards {
        static let all = [RouteGuard<AppState>("signed in", protects: { $0 != .login }, allows: { $0.signedIn })]
    }
    struct AppReducer: Reducer {
        func reduce(into state: inout AppState, action: AppAction) throws(NavigationRejection)
            -> EffectList<AppEffect>
        {
            switch action {
            case .priceLoaded(let id): state.prices[id] = 100
            case .signedIn: state.signedIn = true
            case .linkOpened: throw NavigationRejection(CancellationError())
            }
            return []
        }
    }

    static var appReducer: some Reducer<AppState, AppAction, AppEffect> {
        let appReducer = AppReducer().openingLinks(
            router: AppLinks.router, rules: AppState.rules, pending: \.pendingLink,
            url: { action in if case .linkOpened(let url) = action { url } else { nil } },
            arrived: { state, newScreens in [.track(state.navigation.topScreen)] }
        )
        return appReducer
    }

    @Test func aLinkShowsItsTreeRunsItsActionsAndReportsWhereTheUserLanded() throws {
        var state = AppState()
        let effects = try Self.appReducer.reduce(
            into: &state, action: .linkOpened(#require(URL(string: "app://assets/7"))))
        #expect(state.navigation.topScreen == .details(id: 7))
        #expect(state.prices == [7: 100])
        #expect(Array(effects) == [.track(.details(id: 7))])
    }

    @Test func aLinkTheGuardsRefuseChangesNothing() throws {
        var state = AppState(signedIn: false)
        let before = state
        #expect(throws: NavigationRejection.refusedByGuard("signed in")) {
            try Self.appReducer.reduce(into: &state, action: .linkOpened(#require(URL(string: "app://assets/7"))))
        }
        #expect(state == before)
    }

    @MainActor @Test func aLinkWhoseOwnActionIsRefusedChangesNothing() throws {
        let store = Store(initialState: AppState(), reducer: Self.appReducer) { _ in .none }
        var diagnostics: [StoreDiagnostic<AppAction, AppEffect>] = []
        let token = store.observeDiagnostics { diagnostics.append($0) }
        let link = AppAction.linkOpened(try #require(URL(string: "app://loop")))
        store.send(link)
        token.cancel()
        #expect(store.state == AppState())
        // A plain refusal: the link and its actions are one step, kept only whole.
        guard case .rejected(link, _) = diagnostics.first else {
            Issue.record("expected a plain refusal, got \(diagnostics)")
            return
        }
    }
}

// Sources/NavigationReducer/Routing/AppRules.swift
@Suite struct AppRulesExample {
    enum Screen: Hashable, Sendable, Codable { case login, notes, compose }
    struct Session: Hashable, Sendable, Codable { var isSignedIn = false }
    struct AppState: NavigableState, Hashable, Sendable {
        var navigation = NavigationState<Screen, AlertAction>(root: .login)
        var session = Session()
    }
    enum AppGuards {
        static let signedIn = RouteGuard<AppState>(
            "signed in", protects: { $0 == .compose }, allows: { $0.session.isSignedIn })
    }
    enum Declared {
        static let rules = AppRules<AppState>(guards: [AppGuards.signedIn])
            .rule("signed in, the login screen is not on top") { state in
                !(state.session.isSignedIn && state.navigation.topScreen == .login)
            }
            .rule("at most one compose sheet") { state in
                state.navigation.stacks.filter { $0.root == .compose }.count <= 1
            }
    }

    @Test func theFirstBrokenRuleIsNamedAndTheGuardsCountAmongTheRules() throws {
        #expect(Declared.rules.brokenRule(in: AppState()) == nil)
        #expect(
            Declared.rules.brokenRule(in: AppState(session: Session(isSignedIn: true)))
                == .ruleBroken(
                    "signed in, the login screen is not on top"))
        var twoSheets = AppState(session: Session(isSignedIn: true))
        try twoSheets.navigation.present(.compose)
        try twoSheets.navigation.present(.compose)
        #expect(Declared.rules.brokenRule(in: twoSheets) == .ruleBroken("at most one compose sheet"))
        var signedOut = AppState()
        try signedOut.navigation.present(.compose)
        #expect(Declared.rules.brokenRule(in: signedOut) == .refusedByGuard("signed in"))
    }
}
