import Foundation
import NavigationReducer

/// Deep links and the session: a link shows its whole tree as one change, or waits behind
/// the sign-in sheet; signing in shows it; signing out leaves every screen that needed it.
extension ShowcaseReducer {
    /// Shows the tree `url` asks for, or the sign-in gate with the link waiting, or refuses.
    ///
    /// A link replaces every flow and alert as one change, so the renderer moves from what was
    /// on screen with the fewest commands.
    func openLink(_ url: URL, in state: inout ShowcaseState) throws(NavigationRejection) -> EffectList<ShowcaseEffect> {
        let destination = try ShowcaseLinks.router.destination(for: url)
        // `open` judges a guard on the state before the link is shown, which cannot tell
        // whether the linked asset is held; judge ownership on the tree the link would show,
        // so a link to another asset is refused now instead of waiting behind sign-in.
        var shown = state
        try shown.navigation.show(destination, animated: false)
        if ShowcaseGuards.ownedAsset.refuses(destination.screens, in: shown) {
            throw .refusedByGuard(ShowcaseGuards.ownedAsset.name)
        }
        let before = state.navigation
        let actions = try ShowcaseGuards.all.open(destination, in: &state, pending: \.pendingDestination)
        return try arrive(from: before, sending: actions, in: &state)
    }

    /// Signs in, closes the sign-in sheet and shows the link waiting behind it, if any.
    func signIn(_ state: inout ShowcaseState) throws(NavigationRejection) -> EffectList<ShowcaseEffect> {
        let before = state.navigation
        try state.navigation.stopFlow(startingAt: .signIn)
        state.session = .signedIn
        let actions = try ShowcaseGuards.all.resumePending(in: &state, pending: \.pendingDestination)
        return try arrive(from: before, sending: actions, in: &state)
    }

    /// Signs out and goes back to the app's list, closing every flow: none of them is left
    /// showing a screen that needed the session.
    func signOut(_ state: inout ShowcaseState) throws(NavigationRejection) -> EffectList<ShowcaseEffect> {
        guard state.session == .signedIn else { throw .refused(ShowcaseRefusal.alreadySignedOut) }
        try state.navigation.show(ShowcaseDestination(root: ScreenStack(root: .main(.assets))))
        state.session = .signedOut
        return []
    }

    /// Starts what the screens a link brought up need, as the taps to them would have —
    /// details load their price, the add-asset sheet gets its data and catalogue — then
    /// applies the link's own actions on the tree now shown.
    func arrive(
        from before: NavigationState<ShowcaseScreen, ShowcaseAlertAction>, sending actions: [ShowcaseAction],
        in state: inout ShowcaseState
    ) throws(NavigationRejection) -> EffectList<ShowcaseEffect> {
        let wasShown = Set(before.stacks.joined())
        var effects: EffectList<ShowcaseEffect> = []
        for screen in state.navigation.stacks.joined() where !wasShown.contains(screen) {
            if case .main(.details(let id), let inception) = screen {
                effects.append(.loadAssetDetails(id, inception: inception))
            }
        }
        if state.addAsset == nil, state.navigation.contains(.addAsset(.search)) {
            state.addAsset = AddAssetState()
            effects.append(.loadCatalogue)
        }
        for action in actions {
            effects += try step(&state, for: action)
        }
        return effects
    }
}
