import InfosApp
import NavigationReducer
import NavigationReducerTesting
import Testing

/// Onboarding after a first login: it cannot be left but by validating it, and it counts as
/// done only then.
@MainActor @Suite struct InfosOnboardingTests {
    @Test func backOnOnboardingIsRejectedSoASignedInUserNeverSeesTheLoginScreenAgain() throws {
        let store = try onOnboardingAfterFirstLogin()
        #expect(store.state.navigation.topScreen.navigationBar.showsBackButton == false)
        store.send(.back, expectingRejection: .refused(InfosRefusal.noBackButton(on: .onboarding)))
        #expect(store.state.session.isLoggedIn)
        #expect(store.state.navigation.topScreen == .onboarding)
        store.finish()
    }

    @Test func aFirstLoginDoesNotMarkOnboardingAsDone() throws {
        let store = try onOnboardingAfterFirstLogin()
        #expect(store.state.session == Session(isLoggedIn: true, hasLoggedInBefore: false))
        store.finish()
    }

    @Test func aUserWhoQuitsOnOnboardingSeesItAgainAtTheNextStart() throws {
        let firstRun = TestStore(initialState: InfosState(), reducer: InfosReducer(), exhaustive: false)
        firstRun.send(.appStarted)
        firstRun.send(.loginTapped)
        // The app is killed on onboarding; the next start reads the session it persisted.
        let nextRun = TestStore(initialState: InfosState(session: firstRun.state.session), reducer: InfosReducer())
        nextRun.send(.appStarted) { try $0.navigation.setRoot(.onboarding, animated: false) }
        nextRun.expectEffects([.trackScreen("onboarding")])
        nextRun.finish()
    }
}
