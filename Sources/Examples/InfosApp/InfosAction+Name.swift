extension InfosAction {
    /// The action's case name, for rejection reasons: a `switch`, not reflection, so a
    /// rejected action costs no `String(describing:)`.
    public var name: String {
        switch self {
        case .appStarted: "appStarted"
        case .linkOpened: "linkOpened"
        case .loginTapped: "loginTapped"
        case .onboardingValidated: "onboardingValidated"
        case .infoSelected: "infoSelected"
        case .createTapped: "createTapped"
        case .infoCreated: "infoCreated"
        case .logoutTapped: "logoutTapped"
        case .alert: "alert"
        case .back: "back"
        }
    }
}
