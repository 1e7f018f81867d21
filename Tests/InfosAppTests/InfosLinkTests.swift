import ExampleExplorations
import Foundation
import InfosApp
import NavigationReducer
import NavigationReducerTesting
import Testing

@MainActor @Suite struct InfosLinkTests {
    func link(_ text: String) throws -> InfosAction {
        .linkOpened(try #require(URL(string: text)))
    }

    @Test func aLinkToDetailsWhileSignedInShowsInfosThenTheDetails() throws {
        let store = try onInfos()
        store.send(try link("app://infos/details/Swift%206")) { try $0.navigation.push(.infoDetails(swiftInfo)) }
        store.expectEffects([.trackScreen("infoDetails")])
        store.send(try link("app://infos")) { try $0.navigation.pop(animated: true) }
        store.expectEffects([.trackScreen("infos")])
        store.finish()
    }

    @Test func aLinkWhileSignedOutOpensTheLoginAndResumesAfterIt() throws {
        let store = TestStore(
            initialState: InfosState(session: Session(isLoggedIn: false, hasLoggedInBefore: true)),
            reducer: InfosReducer())
        let details = try InfosLinks.router.destination(forPath: "infos/details/Swift%206")
        store.send(try link("app://infos/details/Swift%206")) {
            try $0.navigation.setRoot(.login, animated: false)
            $0.pendingDestination = details
        }
        store.expectEffects([.trackScreen("login")])
        store.send(.loginTapped) {
            $0.session.isLoggedIn = true
            try $0.navigation.show(details)
            $0.pendingDestination = nil
        }
        store.expectEffects([
            .persistSession(Session(isLoggedIn: true, hasLoggedInBefore: true)), .trackScreen("infoDetails"),
        ])
        #expect(store.journey.sightings == [.screen(.launch), .screen(.login), .screen(.infoDetails(swiftInfo))])
        store.finish()
    }

    @Test func aFirstTimeUserGoesThroughOnboardingBeforeTheLinkResumes() throws {
        let store = try startedLoggedOut()
        store.send(try link("app://infos")) {
            $0.pendingDestination = try InfosLinks.router.destination(forPath: "infos")
        }
        store.send(.loginTapped) {
            $0.session.isLoggedIn = true
            try $0.navigation.push(.onboarding, animated: true)
        }
        store.expectEffects([
            .persistSession(Session(isLoggedIn: true, hasLoggedInBefore: false)), .trackScreen("onboarding"),
        ])
        store.send(.onboardingValidated) {
            $0.session.hasLoggedInBefore = true
            try $0.navigation.setRoot(.infos, animated: false)
            $0.pendingDestination = nil
        }
        store.expectEffects([
            .persistSession(Session(isLoggedIn: true, hasLoggedInBefore: true)), .trackScreen("infos"),
        ])
        store.finish()
    }

    @Test(arguments: [
        ("http://infos", NavigationRejection.DeepLinkReason.unsupportedScheme("http")),
        ("app://settings", .noRouteMatches("settings")),
        ("app://infos/details", .noRouteMatches("infos/details")),
        (
            "app://infos/details/Swift%006",
            .parameterDoesNotParse(name: "title", value: "Swift\u{0}6", expected: "text")
        ),
        ("app://infos/details/a%0Ab", .parameterDoesNotParse(name: "title", value: "a\nb", expected: "text")),
        (
            "app://infos/details/%E2%80%AEtfiwS",
            .parameterDoesNotParse(name: "title", value: "\u{202E}tfiwS", expected: "text")
        ),
        (
            "app://infos/details/Swift%E2%82",
            .parameterDoesNotParse(name: "title", value: "Swift%E2%82", expected: "text")
        ),
    ])
    func aLinkTheAppCannotFollowIsRejectedWithItsReason(text: String, refusal: NavigationRejection.DeepLinkReason)
        throws
    {
        let store = try onInfos()
        store.send(try link(text), expectingRejection: .deepLinkRefused(refusal))
        store.finish()
    }

    @Test func noInfosScreenIsReachableWhileSignedOutFromTheStartOrAnyLink() {
        let report = Explorer(reducer: InfosReducer(), initialState: InfosState()) { state in
            InfosAction.possible(in: state) + InfosLinks.examples.map(InfosAction.linkOpened)
        }
        .rules(AppRules(guards: InfosGuards.all))
        .run()
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.truncation == nil)
        #expect(report.states.contains { $0.pendingDestination != nil })
        #expect(report.states.contains { $0.navigation.topScreen == .infoDetails(swiftInfo) })
    }

    @Test func withoutItsGuardTheAppWouldShowInfosWhileSignedOut() {
        let unguarded = Reduce<InfosState, InfosAction, InfosEffect> { state, action in
            if case .linkOpened(let url) = action {
                try state.navigation.show(InfosLinks.router.destination(for: url))
                return []
            }
            return try InfosReducer().reduce(into: &state, action: action)
        }
        let report = Explorer(reducer: unguarded, initialState: InfosState()) { _ in
            InfosLinks.examples.map(InfosAction.linkOpened)
        }
        .rules(AppRules(guards: InfosGuards.all))
        .run()
        let violation = report.violations.first
        #expect(violation?.path == [.linkOpened(InfosLinks.examples[0])])
    }
}

@MainActor @Suite struct InfosTraceTests {
    /// The session `Sources/NavigationDemo/Traces/infos-session.json` holds, which
    /// `navigation-demo replay` reads: recorded from a real store, with a rejection in it.
    @Test func theSampleTraceIsWhatARealSessionRecordsAndItReplays() throws {
        let store = Store(initialState: InfosState(), reducer: InfosReducer()) { _ in .none }
        store.trace = Trace()
        for action: InfosAction in [
            .appStarted, .linkOpened(InfosLinks.examples[1]), .loginTapped, .onboardingValidated, .back,
            .infoSelected(Info(title: "Typed throws")), .createTapped, .infoCreated(Info(title: "Traces")),
            .logoutTapped, .back, .alert(.logoutConfirmed),
        ] {
            store.send(action)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let recorded = try #require(store.trace)
        let text = String(decoding: try encoder.encode(recorded), as: UTF8.self) + "\n"
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/NavigationDemo/Traces/infos-session.json").path
        try GoldenFile.check(text, against: path)
        let decoder = JSONDecoder()
        decoder.userInfo[.rejectionReasons] = [InfosRefusal.self]
        #expect(try decoder.decode(Trace<InfosAction>.self, from: Data(text.utf8)) == recorded)
        let replay = recorded.replay(from: InfosState(), reducer: InfosReducer())
        #expect(replay.divergence == nil)
        #expect(replay.states.last == store.state)
        #expect(recorded.entries.contains { $0.rejection == .refused(InfosRefusal.logoutSheetShown) })
    }
}
