import InfosApp
import NavigationReducer
import NavigationReducerTesting

/// The InfosApp's navigation rules, checked over every state it can reach.
public enum InfosExploration {
    static let signedInScreens: Set<String> = ["infos", "infoDetails", "newInfo"]

    /// An explorer over every state the app reaches from a fresh install, with its rules.
    public static var explorer: Explorer<InfosReducer, InfosState> {
        Explorer(reducer: InfosReducer(), initialState: InfosState(), actions: InfosAction.possible)
            .invariant("nothing is ever presented over the infos flow") { state in
                !state.navigation.isPresenting
            }
            .invariant("no infos, details or new-info screen is reachable while logged out") { state in
                state.session.isLoggedIn
                    || !state.navigation.stacks.joined().contains { signedInScreens.contains($0.trackingName) }
            }
            .invariant("a signed-in user never has the login screen on top") { state in
                !state.session.isLoggedIn || state.navigation.topScreen != .login
            }
            .invariant("a signed-in user sees onboarding until validating it") { state in
                !state.session.isLoggedIn || state.session.hasLoggedInBefore
                    || state.navigation.topScreen == .onboarding
            }
            .transitionInvariant("onboarding is shown at most once per user") { before, _, after, _ in
                let opensOnboarding =
                    after.navigation.topScreen == .onboarding && before.navigation.topScreen != .onboarding
                return !opensOnboarding || !before.session.hasLoggedInBefore
            }
            .transitionInvariant("onboarding counts as done only when validated") { before, action, after, _ in
                before.session.hasLoggedInBefore == after.session.hasLoggedInBefore || action == .onboardingValidated
            }
            .transitionInvariant("back is accepted only where the nav bar shows a back button") {
                before, action, _, _ in
                action != .back || before.navigation.topScreen.navigationBar.showsBackButton
            }
            .home { state in
                state.navigation.rootStack.isAtRoot && state.navigation.alert == nil && !state.navigation.isPresenting
            }
    }

    /// A graph node: the top screen, and the alert over it if any.
    public static func node(_ state: InfosState) -> String {
        let screen = state.navigation.topScreen.trackingName
        return state.navigation.alert.map { "\(screen) + \($0.title)" } ?? screen
    }
}
