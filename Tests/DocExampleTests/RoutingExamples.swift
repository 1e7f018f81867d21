import Foundation
import NavigationReducer
import Testing

// Sources/NavigationReducer/Routing/DeepLinkRouter.swift
@Suite struct DeepLinkRouterExample {
    enum Screen: Hashable, Sendable { case assets, details(id: Int), edit(id: Int) }
    enum AppAction: Sendable { case opened(URL) }
    struct AppState: NavigableState {
        var navigation = NavigationState<Screen, AlertAction>(root: .assets)
        var pendingDestination: NavigationDestination<Screen, AppAction>?
    }

    static func open(_ url: URL, in state: inout AppState, guards: RouteGuards<AppState>) throws {
        let router = DeepLinkRouter<Screen, AppAction>(scheme: "app")
            .route("assets") { _ in try NavigationDestination([.assets]) }
            .route("assets/:id") { match in try NavigationDestination([.assets, .details(id: match.int("id"))]) }
            .route("assets/:id/edit") { match in
                let id = try match.int("id")
                return try NavigationDestination([.assets, .details(id: id), .edit(id: id)])
            }
        // in the reducer, for `case .opened(let url)`:
        try guards.open(router.destination(for: url), in: &state, pending: \.pendingDestination)
    }

    @Test func anEditLinkOpensTheAssetsTheDetailsAndTheEditor() throws {
        var state = AppState()
        try Self.open(try #require(URL(string: "app://assets/42/edit")), in: &state, guards: RouteGuards([]))
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

    @Test func theGuardRefusesTheAssetsWhileSignedOut() {
        let guards = RouteGuards([Self.signedInGuard()])
        #expect(guards.refusal(in: AppState())?.name == "signed in")
        #expect(guards.refusal(in: AppState(session: Session(isSignedIn: true))) == nil)
    }
}

// Sources/NavigationReducer/Routing/Restoration.swift
@Suite struct RestorationExample {
    enum Screen: Hashable, Sendable, Codable { case login, assets }
    struct AppState: NavigableState, Hashable, Codable {
        var navigation = NavigationState<Screen, Never>(root: .login)
        var isSignedIn = false
    }
    static let guards = RouteGuards<AppState>([
        RouteGuard("signed in", protects: { $0 == .assets }, allows: { $0.isSignedIn })
    ])

    static func saveAndRestore(_ state: AppState) throws -> (AppState, RestorationFailure?) {
        let restoration = Restoration<AppState>(formatVersion: 2, guards: guards)
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
        let (restored, failure) = try Self.saveAndRestore(signedOut)
        #expect(restored == AppState())
        #expect(failure == .refused(.refusedByGuard("signed in")))
    }
}
