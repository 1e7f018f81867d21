import Foundation
import NavigationReducer

/// The app's deep links: `app://infos` and `app://infos/details/:title`.
///
/// A link leads to a whole tree; whether the user may see it is for ``InfosGuards`` to say.
public enum InfosLinks {
    /// The router: each link's tree, refused with a reason otherwise.
    public static let router = DeepLinkRouter<InfosScreen, InfosAction>(scheme: "app")
        .route("infos") { _ in NavigationDestination(root: ScreenStack(root: .infos)) }
        .route("infos/details/:title") { match in
            NavigationDestination(
                root: ScreenStack(root: .infos, pushed: [.infoDetails(Info(title: try match.text("title")))]))
        }

    /// Links the explorer opens from every state to prove the guard.
    public static let examples = ["app://infos", "app://infos/details/Swift%206"].compactMap(URL.init(string:))
}

/// The app's route guards.
public enum InfosGuards {
    /// The infos, details and new-info screens need a user who is logged in and went through
    /// onboarding; a link to them while logged out opens the login and waits for it.
    public static let signedIn = RouteGuard<InfosState>(
        "signed in",
        protects: { ["infos", "infoDetails", "newInfo"].contains($0.trackingName) },
        allows: { $0.session.isLoggedIn && $0.session.hasLoggedInBefore },
        redirect: { state in
            if !state.session.isLoggedIn { try state.navigation.setRoot(.login, animated: false) }
        }
    )

    /// Every guard of the app.
    public static let all = [signedIn]
}
