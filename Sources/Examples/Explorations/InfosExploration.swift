import InfosApp
import NavigationReducer
import NavigationReducerTesting

/// The InfosApp's navigation rules, checked over every state it can reach.
public enum InfosExploration {
    static let signedInScreens: Set<String> = ["infos", "infoDetails", "newInfo"]

    /// An explorer over every state the app reaches from a fresh install, with its rules.
    public static var explorer: Explorer<InfosReducer, InfosState> {
        Explorer(reducer: InfosReducer(), initialState: InfosState(), actions: InfosAction.possible)
            .invariant("an alert and a popup are never shown together") { state in
                state.navigation.alert == nil || state.navigation.popup == nil
            }
            .invariant("no infos, details or new-info screen is reachable while logged out") { state in
                state.session.isLoggedIn || !state.navigation.stack.contains { signedInScreens.contains($0.trackingName) }
            }
            .transitionInvariant("onboarding is shown at most once per user") { before, _, after, _ in
                let opensOnboarding = after.navigation.topScreen == .onboarding && before.navigation.topScreen != .onboarding
                return !opensOnboarding || !before.session.hasLoggedInBefore
            }
            .home { state in
                state.navigation.stack.isAtRoot && state.navigation.alert == nil && state.navigation.popup == nil
            }
    }

    /// A graph node: the top screen, and the alert over it if any.
    public static func node(_ state: InfosState) -> String {
        let screen = state.navigation.topScreen.trackingName
        return state.navigation.alert.map { "\(screen) + \($0.title)" } ?? screen
    }
}
