import NavigationReducer

extension InfosScreen {
    /// The navigation bar this screen shows, as data: the app's UIKit host copies it onto a
    /// `UINavigationItem`, a test compares it.
    public var navigationBar: NavigationBar<InfosAction> {
        switch self {
        case .launch:
            NavigationBar(title: "", showsBackButton: false)
        case .login:
            NavigationBar(title: "Login", showsBackButton: false)
        case .onboarding:
            NavigationBar(title: "Welcome", showsBackButton: false)
        case .infos:
            NavigationBar(
                title: "Infos",
                trailingButtons: [
                    BarButton(
                        .systemImage("arrowshape.turn.up.left.circle"), style: .plain, tint: .red,
                        sending: .logoutTapped)
                ],
                showsBackButton: false
            )
        case .infoDetails:
            NavigationBar(
                title: "Info Details",
                trailingButtons: [BarButton(.systemImage("plus"), style: .plain, tint: .blue, sending: .createTapped)],
                showsBackButton: true
            )
        case .newInfo:
            NavigationBar(title: "New Info", showsBackButton: true)
        }
    }

    /// The name analytics knows the screen by.
    public var trackingName: String { kind.rawValue }

    /// The screen's kind, without its data. The `switch` makes the compiler check every
    /// screen has one, and ``Kind/allCases`` lists them for "is every screen reachable".
    public var kind: Kind {
        switch self {
        case .launch: .launch
        case .login: .login
        case .onboarding: .onboarding
        case .infos: .infos
        case .infoDetails: .infoDetails
        case .newInfo: .newInfo
        }
    }

    /// The kinds of screen, named as analytics and reports name them.
    public enum Kind: String, CaseIterable, Sendable {
        case launch, login, onboarding, infos, infoDetails, newInfo
    }
}

extension AlertState where Action == InfosAlertAction {
    /// The logout confirmation, an action sheet with no message.
    public static let logout = AlertState(
        title: "Want to logout?",
        style: .actionSheet,
        .cancel("Cancel", sending: .logoutCancelled),
        .destructive("Logout", sending: .logoutConfirmed)
    )
}
