import NavigationReducer

/// Why the ``InfosReducer`` refuses an action.
///
/// | case | description |
/// |---|---|
/// | ``logoutSheetShown`` | `the logout sheet is shown: choose one of its buttons` |
/// | ``infoCreatedAwayFromNewInfo`` | `an info is created from the new info screen` |
/// | ``noBackButton(on:)`` | `onboarding shows no back button` |
/// | ``notPossible(_:on:)`` | `createTapped is not possible on infos` |
public enum InfosRefusal: RejectionReason {
    /// The logout sheet is up: only its buttons answer.
    case logoutSheetShown
    case infoCreatedAwayFromNewInfo
    /// `back` where the navigation bar shows no back button.
    case noBackButton(on: InfosScreen)
    /// An action the top screen does not offer.
    case notPossible(InfosAction, on: InfosScreen)

    /// The case's name: what the explorer counts these refusals under.
    public var kind: String {
        switch self {
        case .logoutSheetShown: "logoutSheetShown"
        case .infoCreatedAwayFromNewInfo: "infoCreatedAwayFromNewInfo"
        case .noBackButton: "noBackButton"
        case .notPossible: "notPossible"
        }
    }

    public var description: String {
        switch self {
        case .logoutSheetShown: "the logout sheet is shown: choose one of its buttons"
        case .infoCreatedAwayFromNewInfo: "an info is created from the new info screen"
        case .noBackButton(let screen): "\(screen.trackingName) shows no back button"
        case .notPossible(let action, let screen): "\(action.name) is not possible on \(screen.trackingName)"
        }
    }
}
