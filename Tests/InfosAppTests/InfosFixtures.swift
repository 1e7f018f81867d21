import InfosApp
import NavigationReducer
import NavigationReducerTesting

let swiftInfo = Info(title: "Swift 6")
let newInfo = Info(title: "Typed throws")

/// A store where the app has started for a user who never logged in.
@MainActor func startedLoggedOut() throws -> TestStore<InfosReducer> {
    let store = TestStore(initialState: InfosState(), reducer: InfosReducer())
    store.send(.appStarted) { try $0.navigation.setRoot(.login, animated: false) }
    store.expectEffects([.trackScreen("login")])
    return store
}

/// A store showing onboarding, pushed by a user's first login: the spec's "User first login
/// push to the onboarding view", asserted on the way. Onboarding is not done yet.
@MainActor func onOnboardingAfterFirstLogin() throws -> TestStore<InfosReducer> {
    let store = try startedLoggedOut()
    store.send(.loginTapped) {
        $0.session = Session(isLoggedIn: true, hasLoggedInBefore: false)
        try $0.navigation.push(.onboarding, animated: true)
    }
    store.expectEffects([
        .persistSession(Session(isLoggedIn: true, hasLoggedInBefore: false)), .trackScreen("onboarding"),
    ])
    return store
}

/// A store showing the infos root for a logged-in user.
@MainActor func onInfos() throws -> TestStore<InfosReducer> {
    let store = TestStore(
        initialState: InfosState(session: Session(isLoggedIn: true, hasLoggedInBefore: true)),
        reducer: InfosReducer()
    )
    store.send(.appStarted) { try $0.navigation.setRoot(.infos, animated: false) }
    store.expectEffects([.trackScreen("infos")])
    return store
}

/// A store showing the details of `swiftInfo` above infos.
@MainActor func onDetails() throws -> TestStore<InfosReducer> {
    let store = try onInfos()
    store.send(.infoSelected(swiftInfo)) { try $0.navigation.push(.infoDetails(swiftInfo), animated: true) }
    store.expectEffects([.trackScreen("infoDetails")])
    return store
}

/// A store showing the new info screen above details.
@MainActor func onNewInfo() throws -> TestStore<InfosReducer> {
    let store = try onDetails()
    store.send(.createTapped) { try $0.navigation.push(.newInfo, animated: true) }
    store.expectEffects([.trackScreen("newInfo")])
    return store
}

/// A store showing the logout sheet over infos.
@MainActor func onLogoutSheet() throws -> TestStore<InfosReducer> {
    let store = try onInfos()
    store.send(.logoutTapped) { try $0.navigation.showAlert(.logout, animated: true) }
    return store
}
