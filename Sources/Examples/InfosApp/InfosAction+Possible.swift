extension InfosAction {
    /// Every action a user could send in `state`, with sample data: what the state-space
    /// explorer tries. The reducer rejects those that do not apply.
    public static func possible(in state: InfosState) -> [InfosAction] {
        [
            .appStarted, .loginTapped, .onboardingValidated, .infoSelected(Info(title: "Swift 6")), .createTapped,
            .infoCreated(Info(title: "Typed throws")), .logoutTapped, .alert(.logoutCancelled),
            .alert(.logoutConfirmed),
            .back,
        ]
    }
}

extension InfosScreen {
    /// Every kind of screen, by ``trackingName``, for "is every screen reachable" checks.
    public static let allTrackingNames = Kind.allCases.map(\.rawValue)
}
