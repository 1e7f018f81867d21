import NavigationReducer

extension InfosState {
    /// The app's rules, stated once: a restored session, every state the Explorer reaches and
    /// every random walk keeps them.
    public static let rules = AppRules<InfosState>(guards: InfosGuards.all)
        .rule("nothing is ever presented over the infos flow") { state in
            !state.navigation.isPresenting
        }
        .rule("no infos, details or new-info screen is reachable while logged out") { state in
            state.session.isLoggedIn
                || !state.navigation.stacks.joined().contains { signedInScreens.contains($0.trackingName) }
        }
        .rule("a signed-in user never has the login screen on top") { state in
            !state.session.isLoggedIn || state.navigation.topScreen != .login
        }
        .rule("a signed-in user sees onboarding until validating it") { state in
            !state.session.isLoggedIn || state.session.hasLoggedInBefore
                || state.navigation.topScreen == .onboarding
        }

    static let signedInScreens: Set<String> = ["infos", "infoDetails", "newInfo"]
}
