import Foundation
import NavigationReducer

/// One piece of information the app lists.
public struct Info: Hashable, Sendable, Codable {
    public var title: String

    public init(title: String) { self.title = title }
}

/// The screens of the NavigationService article's app.
public enum InfosScreen: Hashable, Sendable, Codable {
    /// What shows before the app has decided where to start.
    case launch
    case login
    case onboarding
    case infos
    case infoDetails(Info)
    case newInfo
}

public enum InfosAlertAction: Hashable, Sendable, Codable {
    case logoutCancelled
    case logoutConfirmed
}

/// Whether a user is logged in, and whether they ever logged in (onboarding is shown once).
public struct Session: Hashable, Sendable, Codable {
    public var isLoggedIn: Bool
    /// Whether the user has been through onboarding: set when they validate it, not when they
    /// first log in, so a user who quits on onboarding sees it again.
    public var hasLoggedInBefore: Bool

    public init(isLoggedIn: Bool = false, hasLoggedInBefore: Bool = false) {
        self.isLoggedIn = isLoggedIn
        self.hasLoggedInBefore = hasLoggedInBefore
    }
}

public struct InfosState: NavigableState, Hashable, Sendable, Codable {
    public var navigation = NavigationState<InfosScreen, InfosAlertAction>(root: .launch)
    public var session: Session
    public var infos: [Info]
    /// Where a deep link opened while signed out leads, waiting for the login.
    public var pendingDestination: NavigationDestination<InfosScreen, InfosAction>?

    public init(session: Session = Session(), infos: [Info] = []) {
        self.session = session
        self.infos = infos
    }
}

/// What the user does.
public enum InfosAction: Hashable, Sendable, Codable {
    case appStarted
    /// The app was opened with a deep link (see ``InfosLinks``).
    case linkOpened(URL)
    case loginTapped
    case onboardingValidated
    case infoSelected(Info)
    case createTapped
    case infoCreated(Info)
    case logoutTapped
    case alert(InfosAlertAction)
    case back
}

extension InfosAction {
    /// Whether the action is a choice in the logout sheet, the only thing it lets through.
    public var isAlertChoice: Bool {
        if case .alert = self { true } else { false }
    }
}

/// Work for the outside world, as values.
public enum InfosEffect: Hashable, Sendable {
    case persistSession(Session)
    case trackScreen(String)
}
