import NavigationReducer

/// The showcase's two route guards, stated once and kept on every state the app reaches:
/// ``ShowcaseReducer`` rejects any action that would break one, a deep link is redirected
/// or refused by them, and the explorer proves no state breaks them.
///
/// | guard | protects | allows | a link while it refuses |
/// |---|---|---|---|
/// | `owned asset` | details and edit | every asset shown is held | refused: `refused by the guard "owned asset"` |
/// | `signed in` | edit and add-asset | a signed-in session | redirected to sign-in, then resumed |
public enum ShowcaseGuards {
    /// Details and edit screens show only assets the user holds: a link to another asset is
    /// refused, and so is anything that would leave such a screen up.
    public static let ownedAsset = RouteGuard<ShowcaseState>(
        "owned asset",
        protects: { $0.ownedAssetID != nil },
        allows: { state in
            let assets = state.assets
            return state.navigation.screens.allSatisfy { screen in
                screen.ownedAssetID.map { id in assets.contains { $0.id == id } } ?? true
            }
        }
    )

    /// Editing and adding assets need a signed-in session. A link to them while signed out
    /// shows ``signInGate`` instead and waits in ``ShowcaseState/pendingDestination`` until
    /// ``ShowcaseAction/signInConfirmed``.
    public static let signedIn = RouteGuard<ShowcaseState>(
        "signed in",
        protects: { $0.requiresSession },
        allows: { $0.session == .signedIn },
        redirect: { state in
            try state.navigation.show(signInGate)
        }
    )

    /// Both guards, ownership first: a link to an asset the user does not hold is refused
    /// for that, rather than sent to sign-in to fail afterwards.
    public static let all = [ownedAsset, signedIn]

    /// Where ``signedIn`` redirects: the list with the sign-in sheet over it, every other
    /// flow and alert closed.
    public static let signInGate = ShowcaseDestination(
        root: ScreenStack(root: .main(.assets)),
        presented: [PresentedFlow(root: .signIn, style: .sheet)]
    )
}
