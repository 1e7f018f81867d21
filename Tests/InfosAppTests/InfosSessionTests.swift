import Foundation
import InfosApp
import NavigationReducer
import NavigationReducerTesting
import Testing

@MainActor @Suite struct InfosSessionTests {
    @Test func aWholeSessionShowsExactlyTheseScreensInThisOrder() throws {
        let store = TestStore(initialState: InfosState(), reducer: InfosReducer(), exhaustive: false)
        let path: [InfosAction] = [
            .appStarted, .loginTapped, .onboardingValidated, .infoSelected(swiftInfo), .createTapped,
            .infoCreated(newInfo), .logoutTapped, .alert(.logoutCancelled), .logoutTapped, .alert(.logoutConfirmed),
            .loginTapped,
        ]
        for action in path { store.send(action) }
        #expect(
            store.journey.sightings == [
                .screen(.launch),
                .screen(.login),
                .screen(.onboarding),
                .screen(.infos),
                .screen(.infoDetails(swiftInfo)),
                .screen(.newInfo),
                .screen(.infos),
                Sighting([.infos], alert: .logout),
                .screen(.infos),
                Sighting([.infos], alert: .logout),
                .screen(.login),
                .screen(.infos),
            ])
        #expect(store.state.infos == [newInfo])
        #expect(store.state.session == Session(isLoggedIn: true, hasLoggedInBefore: true))
    }

    @Test func anAlertButtonWithNoAlertShownIsRejected() throws {
        let store = try onInfos()
        store.send(.alert(.logoutConfirmed), expectingRejection: .noAlertShown)
    }

    @Test func backOnTheInfosRootIsRejectedBecauseItsBarShowsNoBackButton() throws {
        let store = try onInfos()
        store.send(.back, expectingRejection: .refused(InfosRefusal.noBackButton(on: .infos)))
    }

    @Test func creatingAnInfoAnywhereButTheNewInfoScreenIsRejected() throws {
        let store = try onDetails()
        store.send(.infoCreated(newInfo), expectingRejection: .refused(InfosRefusal.infoCreatedAwayFromNewInfo))
    }

    @Test func screensUnderTheLogoutSheetIgnoreTaps() throws {
        let store = try onLogoutSheet()
        store.send(
            .infoSelected(swiftInfo),
            expectingRejection: .refused(InfosRefusal.logoutSheetShown))
    }

    @Test func anInfosStateRoundTripsThroughJSON() throws {
        let store = try onNewInfo()
        let data = try JSONEncoder().encode(store.state)
        #expect(try JSONDecoder().decode(InfosState.self, from: data) == store.state)
    }
}
