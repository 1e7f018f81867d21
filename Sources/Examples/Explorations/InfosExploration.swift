import InfosApp
import NavigationReducer
import NavigationReducerTesting

/// The InfosApp's navigation rules, checked over every state it can reach.
public enum InfosExploration {
    /// An explorer over every state the app reaches from a fresh install, with its rules.
    public static var explorer: Explorer<InfosReducer, InfosState> {
        Explorer(reducer: InfosReducer(), initialState: InfosState(), actions: InfosAction.possible)
            .rules(InfosState.rules)
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

    /// The explorer with the session's saves in flight: each save ends, without a word, at any
    /// later step — the rules hold whatever a save is still running.
    public static var answeringLate: Explorer<LateAnswers<InfosReducer>, LateAnswers<InfosReducer>.Key<InfosState>> {
        explorer.answeringLate(work: { $0.work(saving: { _ in }) }, answers: { _ in .endsWithoutSending })
    }

    /// A graph node: the top screen, and the alert over it if any.
    public static func node(_ state: InfosState) -> String {
        let screen = state.navigation.topScreen.trackingName
        return state.navigation.alert.map { "\(screen) + \($0.title)" } ?? screen
    }
}
