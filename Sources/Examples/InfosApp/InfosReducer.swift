import NavigationReducer

/// The NavigationService article's app: login → onboarding (first login only) → infos →
/// details → new info, with a logout action sheet on infos.
///
/// Every transition, its animation included, is decided here and is visible in the state:
/// root changes at start and on logout do not animate; pushes do; validating onboarding sets
/// infos as root without animation (the article's spec line; its test expected animation);
/// logging in again after a logout sets infos as root with animation.
///
/// Onboarding counts as done (``Session/hasLoggedInBefore``) only once validated: a user who
/// quits on it sees it again at the next start. `back` follows the navigation bar: it is
/// accepted only where ``InfosScreen/navigationBar`` shows a back button, and otherwise
/// rejected with ``InfosRefusal/noBackButton(on:)``, so a signed-in user never goes back
/// to the login screen.
///
/// Every state it reaches is checked against ``InfosGuards/all``: no infos screen shows
/// while signed out, from a tap, a deep link or a restored session.
public struct InfosReducer: ComposedReducer, Sendable {
    public init() {}

    /// The app's decisions, opening its links, checked by its rules and guards.
    public var body: some Reducer<InfosState, InfosAction, InfosEffect> { Self.composed }

    static let composed: some Reducer<InfosState, InfosAction, InfosEffect> = InfosCore()
        .openingLinks(
            router: InfosLinks.router, rules: InfosState.rules, pending: \.pendingDestination,
            url: { action in if case .linkOpened(let url) = action { url } else { nil } },
            arrived: { state, _ in [.trackScreen(state.navigation.topScreen.trackingName)] }
        )
}

/// The app's decisions, before the guards check where they lead.
struct InfosCore: Reducer {
    func reduce(into state: inout InfosState, action: InfosAction) throws(NavigationRejection)
        -> EffectList<InfosEffect>
    {
        let top = state.navigation.topScreen
        if state.navigation.alert != nil, !action.isAlertChoice {
            throw .refused(InfosRefusal.logoutSheetShown)
        }
        switch (action, top) {
        case (.appStarted, .launch):
            let start: InfosScreen =
                switch (state.session.isLoggedIn, state.session.hasLoggedInBefore) {
                case (false, _): .login
                case (true, false): .onboarding
                case (true, true): .infos
                }
            try state.navigation.setRoot(start, animated: false)
            return [.trackScreen(start.trackingName)]

        case (.loginTapped, .login):
            let firstLogin = !state.session.hasLoggedInBefore
            state.session.isLoggedIn = true
            // A link waiting behind the login shows its own tree right after this action.
            let linkWaits = !firstLogin && state.pendingDestination != nil
            if firstLogin {
                try state.navigation.push(.onboarding, animated: true)
            } else if !linkWaits {
                try state.navigation.setRoot(.infos, animated: true)
            }
            return [.persistSession(state.session)]
                + (linkWaits ? [] : [.trackScreen(state.navigation.topScreen.trackingName)])

        case (.onboardingValidated, .onboarding):
            state.session.hasLoggedInBefore = true
            guard state.pendingDestination == nil else { return [.persistSession(state.session)] }
            try state.navigation.setRoot(.infos, animated: false)
            return [.persistSession(state.session), .trackScreen(state.navigation.topScreen.trackingName)]

        case (.infoSelected(let info), .infos):
            try state.navigation.push(.infoDetails(info), animated: true)
            return [.trackScreen("infoDetails")]

        case (.createTapped, .infoDetails):
            try state.navigation.push(.newInfo, animated: true)
            return [.trackScreen("newInfo")]

        case (.infoCreated(let info), .newInfo):
            try state.navigation.pop(to: .infos, animated: true)
            if !state.infos.contains(info) { state.infos.append(info) }
            return [.trackScreen("infos")]

        case (.infoCreated, _):
            throw .refused(InfosRefusal.infoCreatedAwayFromNewInfo)

        case (.logoutTapped, .infos):
            try state.navigation.showAlert(.logout, animated: true)
            return []

        case (.alert(let choice), _):
            try state.navigation.chooseAlertButton(sending: choice)
            guard choice == .logoutConfirmed else { return [] }
            state.session.isLoggedIn = false
            try state.navigation.setRoot(.login, animated: false)
            return [.persistSession(state.session), .trackScreen("login")]

        case (.back, _):
            guard top.navigationBar.showsBackButton else { throw .refused(InfosRefusal.noBackButton(on: top)) }
            try state.navigation.pop(animated: true)
            return []

        default:
            throw .refused(InfosRefusal.notPossible(action, on: top))
        }
    }
}
