import InfosApp
import NavigationReducer
import NavigationReducerTesting
import Testing

// The NavigationService article's 20 spec lines, one test each, asserted on state snapshots
// and effect lists. The article checked them through a UINavigationController spy.

@MainActor @Suite("LOGIN") struct LoginSpecs {
    @Test("On init user not login set login view as root with no animation")
    func onInitUserNotLoginSetsLoginAsRootWithNoAnimation() throws {
        let store = try startedLoggedOut()
        #expect(store.state.navigation.rootStack == ScreenStack(root: .login))
        #expect(store.state.navigation.animations.stack == false)
        store.finish()
    }

    @Test("User first login push to the onboarding view")
    func userFirstLoginPushesOnboarding() throws {
        let store = try onOnboardingAfterFirstLogin()
        #expect(Array(store.state.navigation.rootStack) == [.login, .onboarding])
        store.finish()
    }

    @Test("Validate onboarding set the infos view as root with no animation")
    func validateOnboardingSetsInfosAsRootWithNoAnimation() throws {
        let store = try onOnboardingAfterFirstLogin()
        store.send(.onboardingValidated) {
            $0.session.hasLoggedInBefore = true
            try $0.navigation.setRoot(.infos, animated: false)
        }
        store.expectEffects([
            .persistSession(Session(isLoggedIn: true, hasLoggedInBefore: true)), .trackScreen("infos"),
        ])
        #expect(store.state.navigation.rootStack == ScreenStack(root: .infos))
        #expect(store.state.navigation.animations.stack == false)
        store.finish()
    }

    @Test("On init user login set infos view as root with no animation")
    func onInitUserLoggedInSetsInfosAsRootWithNoAnimation() throws {
        let store = try onInfos()
        #expect(store.state.navigation.rootStack == ScreenStack(root: .infos))
        #expect(store.state.navigation.animations.stack == false)
        store.finish()
    }
}

@MainActor @Suite("INFOS") struct InfosSpecs {
    @Test("Infos can push to info details view")
    func infosPushesInfoDetails() throws {
        let store = try onInfos()
        store.send(.infoSelected(swiftInfo)) { try $0.navigation.push(.infoDetails(swiftInfo), animated: true) }
        store.expectEffects([.trackScreen("infoDetails")])
        #expect(store.state.navigation.topScreen == .infoDetails(swiftInfo))
        #expect(store.state.navigation.animations.stack)
        store.finish()
    }

    @Test("Infos nav bar have a title")
    func infosNavBarHasATitle() {
        #expect(InfosScreen.infos.navigationBar.title == "Infos")
    }

    @Test("Infos nav bar have a right button for logout")
    func infosNavBarHasARightLogoutButton() throws {
        let button = try #require(InfosScreen.infos.navigationBar.trailingButtons.first)
        #expect(InfosScreen.infos.navigationBar.trailingButtons.count == 1)
        #expect(button.content == .systemImage("arrowshape.turn.up.left.circle"))
        #expect(button.style == .plain)
        #expect(button.tint == .red)
    }

    @Test("Infos nav bar right button action present an alert sheet")
    func infosRightButtonPresentsAnAlertSheet() throws {
        let store = try onInfos()
        let action = try #require(InfosScreen.infos.navigationBar.trailingButtons.first?.action)
        store.send(action) { try $0.navigation.showAlert(.logout, animated: true) }
        #expect(store.state.navigation.alert?.style == .actionSheet)
        store.finish()
    }

    @Test("Alert sheet have a title (no message)")
    func alertSheetHasATitleAndNoMessage() throws {
        let store = try onLogoutSheet()
        #expect(store.state.navigation.alert?.title == "Want to logout?")
        #expect(store.state.navigation.alert?.message == nil)
    }

    @Test("Alert sheet have a cancel action (user can dismiss)")
    func alertSheetHasACancelActionThatDismisses() throws {
        let store = try onLogoutSheet()
        #expect(
            store.state.navigation.alert?.button(sending: .logoutCancelled)
                == .cancel("Cancel", sending: .logoutCancelled))
        store.send(.alert(.logoutCancelled)) { try $0.navigation.chooseAlertButton(sending: .logoutCancelled) }
        #expect(store.state.navigation.alert == nil)
        #expect(store.state.navigation.topScreen == .infos)
        store.finish()
    }

    @Test("Alert sheet have a logout action")
    func alertSheetHasALogoutAction() throws {
        let store = try onLogoutSheet()
        #expect(
            store.state.navigation.alert?.button(sending: .logoutConfirmed)
                == .destructive("Logout", sending: .logoutConfirmed))
    }

    @Test("Confirm logout set login as root with no animation")
    func confirmLogoutSetsLoginAsRootWithNoAnimation() throws {
        let store = try onLogoutSheet()
        store.send(.alert(.logoutConfirmed)) {
            try $0.navigation.chooseAlertButton(sending: .logoutConfirmed)
            $0.session.isLoggedIn = false
            try $0.navigation.setRoot(.login, animated: false)
        }
        store.expectEffects([
            .persistSession(Session(isLoggedIn: false, hasLoggedInBefore: true)), .trackScreen("login"),
        ])
        #expect(store.state.navigation.animations.stack == false)
        store.finish()
    }

    @Test("Login user after a logout set infos view as root (no onboarding)")
    func loginAfterALogoutSetsInfosAsRootWithoutOnboarding() throws {
        let store = try onLogoutSheet()
        store.send(.alert(.logoutConfirmed)) {
            try $0.navigation.chooseAlertButton(sending: .logoutConfirmed)
            $0.session.isLoggedIn = false
            try $0.navigation.setRoot(.login, animated: false)
        }
        store.expectEffects([
            .persistSession(Session(isLoggedIn: false, hasLoggedInBefore: true)), .trackScreen("login"),
        ])
        store.send(.loginTapped) {
            $0.session.isLoggedIn = true
            try $0.navigation.setRoot(.infos, animated: true)
        }
        store.expectEffects([
            .persistSession(Session(isLoggedIn: true, hasLoggedInBefore: true)), .trackScreen("infos"),
        ])
        #expect(store.state.navigation.rootStack == ScreenStack(root: .infos))
        store.finish()
    }
}

@MainActor @Suite("INFOS DETAILS") struct InfoDetailsSpecs {
    @Test("Info details nav bar have a title")
    func infoDetailsNavBarHasATitle() {
        #expect(InfosScreen.infoDetails(swiftInfo).navigationBar.title == "Info Details")
    }

    @Test("Info details nav bar have a back button")
    func infoDetailsNavBarHasABackButton() throws {
        #expect(InfosScreen.infoDetails(swiftInfo).navigationBar.showsBackButton)
        let store = try onDetails()
        store.send(.back) { try $0.navigation.pop(animated: true) }
        #expect(store.state.navigation.topScreen == .infos)
    }

    @Test("Info details nav bar have a right button to add a new info")
    func infoDetailsNavBarHasARightAddButton() throws {
        let button = try #require(InfosScreen.infoDetails(swiftInfo).navigationBar.trailingButtons.first)
        #expect(button.content == .systemImage("plus"))
        #expect(button.tint == .blue)
    }

    @Test("Info details nav bar right button action push to the new info view")
    func infoDetailsRightButtonPushesNewInfo() throws {
        let store = try onDetails()
        let action = try #require(store.state.navigation.topScreen.navigationBar.trailingButtons.first?.action)
        store.send(action) { try $0.navigation.push(.newInfo, animated: true) }
        store.expectEffects([.trackScreen("newInfo")])
        #expect(Array(store.state.navigation.rootStack) == [.infos, .infoDetails(swiftInfo), .newInfo])
        store.finish()
    }
}

@MainActor @Suite("NEW INFOS") struct NewInfoSpecs {
    @Test("New info nav bar have a title")
    func newInfoNavBarHasATitle() {
        #expect(InfosScreen.newInfo.navigationBar.title == "New Info")
    }

    @Test("New info nav bar have a back button")
    func newInfoNavBarHasABackButton() throws {
        #expect(InfosScreen.newInfo.navigationBar.showsBackButton)
        let store = try onNewInfo()
        store.send(.back) { try $0.navigation.pop(animated: true) }
        #expect(store.state.navigation.topScreen == .infoDetails(swiftInfo))
    }

    @Test("Create new info pop to the infos root with animation")
    func createNewInfoPopsToInfosWithAnimation() throws {
        let store = try onNewInfo()
        store.send(.infoCreated(newInfo)) {
            try $0.navigation.pop(to: .infos, animated: true)
            $0.infos = [newInfo]
        }
        store.expectEffects([.trackScreen("infos")])
        #expect(store.state.navigation.rootStack == ScreenStack(root: .infos))
        #expect(store.state.navigation.animations.stack)
        store.finish()
    }
}
