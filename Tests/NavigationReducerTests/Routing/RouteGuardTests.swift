import Foundation
import NavigationReducer
import NavigationReducerTesting
import Testing

@MainActor @Suite struct RouteGuardTests {
    func open(_ link: String) throws -> RoutingAction {
        .opened(try #require(URL(string: link)))
    }

    @Test func aTapOntoAGuardedScreenWhileSignedOutIsRejectedAndChangesNothing() {
        let store = TestStore(initialState: GuardedState(), reducer: routingReducer)
        store.send(.listTapped) { try $0.navigation.push(.list) }
        store.send(.detailTapped(1), expectingRejection: .refusedByGuard("signed in"))
        store.finish()
    }

    @Test func signingOutWithoutLeavingAGuardedScreenIsRejected() throws {
        let store = TestStore(initialState: GuardedState(signedIn: true), reducer: routingReducer)
        store.send(try open("app://items/3")) { try $0.navigation.setStack([.home, .list, .detail(id: 3)]) }
        store.send(.signedOutForgettingToLeave, expectingRejection: .refusedByGuard("signed in"))
        store.send(.signedOut) {
            $0.signedIn = false
            try $0.navigation.setRoot(.home, animated: false)
        }
        store.finish()
    }

    @Test func aGuardedLinkWhileSignedOutRedirectsAndResumesAfterSignIn() throws {
        let store = TestStore(initialState: GuardedState(), reducer: routingReducer)
        let edit = try routingRouter.destination(for: #require(URL(string: "app://items/5/edit")))
        store.send(try open("app://items/5/edit")) {
            try $0.navigation.setRoot(.home, animated: false)
            $0.pending = edit
        }
        store.send(.signedIn) {
            $0.signedIn = true
            try $0.navigation.show(edit)
            $0.pending = nil
        }
        #expect(store.journey.sightings == [.screen(.home), Sighting([.detail(id: 5), .editor(id: 5)])])
        store.finish()
    }

    @Test func aPendingDestinationIsSavedWithTheState() throws {
        var state = GuardedState()
        state.pending = try routingRouter.destination(for: #require(URL(string: "app://items/5")))
        let decoded = try JSONDecoder().decode(GuardedState.self, from: JSONEncoder().encode(state))
        #expect(decoded == state)
    }

    @Test func aGuardThatDoesNotRedirectRefusesTheLinkAndChangesNothing() throws {
        let strict = AppRules(guards: [
            RouteGuard<GuardedState>("signed in", protects: { $0.showsAnItem }, allows: { $0.signedIn })
        ])
        var state = GuardedState()
        let before = state
        #expect(throws: NavigationRejection.refusedByGuard("signed in")) {
            try strict.open(routingRouter.destination(forPath: "items/5"), in: &state, pending: \.pending)
        }
        #expect(state == before)
    }

    /// A guard that allows only item 7: it must see the linked item to decide.
    static let onlyItemSeven = RouteGuard<GuardedState>(
        "only item 7", protects: { $0.showsAnItem },
        allows: { !$0.navigation.stacks.joined().contains { if case .detail(let id) = $0 { id != 7 } else { false } } })

    @Test func aGuardIsJudgedOnTheStateTheLinkLeadsTo() throws {
        let guards = AppRules(guards: [Self.onlyItemSeven])
        var state = GuardedState(signedIn: true)
        #expect(throws: NavigationRejection.refusedByGuard("only item 7")) {
            try guards.open(routingRouter.destination(forPath: "items/42"), in: &state, pending: \.pending)
        }
        #expect(state == GuardedState(signedIn: true))
        try guards.open(routingRouter.destination(forPath: "items/7"), in: &state, pending: \.pending)
        #expect(state.navigation.topScreen == .detail(id: 7))
    }

    @Test func aGuardThatRefusesOutrightWinsOverOneThatRedirects() throws {
        let guards = AppRules(guards: [signedInGuard, Self.onlyItemSeven])
        var state = GuardedState()
        #expect(throws: NavigationRejection.refusedByGuard("only item 7")) {
            try guards.open(routingRouter.destination(forPath: "items/42"), in: &state, pending: \.pending)
        }
        #expect(state.pending == nil)
        try guards.open(routingRouter.destination(forPath: "items/7"), in: &state, pending: \.pending)
        #expect(state.pending?.screens.last == .detail(id: 7))
        #expect(state.navigation.topScreen == .home)
    }

    @Test func ofTwoGuardsThatRefuseTheFirstListedNamesTheRefusal() throws {
        let strictSignIn = RouteGuard<GuardedState>("signed in", protects: { $0.showsAnItem }, allows: { $0.signedIn })
        let destination = try routingRouter.destination(forPath: "items/42")
        var state = GuardedState()
        #expect(throws: NavigationRejection.refusedByGuard("signed in")) {
            try AppRules(guards: [strictSignIn, Self.onlyItemSeven]).open(destination, in: &state)
        }
        #expect(throws: NavigationRejection.refusedByGuard("only item 7")) {
            try AppRules(guards: [Self.onlyItemSeven, strictSignIn]).open(destination, in: &state)
        }
        #expect(state == GuardedState())
    }

    @Test func aLinkTheRouterRefusesIsRejectedWithItsReason() throws {
        let store = TestStore(initialState: GuardedState(), reducer: routingReducer)
        store.send(
            try open("app://items/five"),
            expectingRejection: .deepLinkRefused(.parameterDoesNotParse(name: "id", value: "five", expected: "Int")))
        store.finish()
    }

    @Test func noGuardedScreenIsReachableWhileSignedOutFromTheStartOrAnyLink() {
        let actions: [RoutingAction] =
            routingLinks.map(RoutingAction.opened) + [.signedIn, .signedOut, .listTapped, .detailTapped(1), .back]
        let report = Explorer(reducer: routingReducer, initialState: GuardedState()) { _ in actions }
            .rules(routingRules)
            .limited(depth: 6)
            .run()
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.states.contains { $0.signedIn && $0.navigation.isPresenting })
        #expect(report.states.contains { !$0.signedIn && $0.pending != nil })
    }

    @Test func theGuardProofFindsAGuardTheAppForgot() {
        let careless = Reduce<GuardedState, RoutingAction, Never> { state, action in
            if case .signedOutForgettingToLeave = action {
                state.signedIn = false
            } else {
                _ = try routingReducer.reduce(into: &state, action: action)
            }
            return []
        }
        let report = Explorer(reducer: careless, initialState: GuardedState(signedIn: true)) { _ in
            [.detailTapped(1), .signedOutForgettingToLeave]
        }
        .rules(routingRules)
        .limited(depth: 3)
        .run()
        let violation = report.violations.first
        #expect(violation?.rule == "signed in")
        #expect(violation?.path == [.detailTapped(1), .signedOutForgettingToLeave])
    }
}
