import Foundation
import NavigationReducer

/// Deep links and the session: a link shows its whole tree as one change, or waits behind
/// the sign-in sheet; signing in shows it; signing out leaves every screen that needed it.
/// The library's `openingLinks` opens and resumes the links (see
/// ``ShowcaseReducer/guardedRules``); what is the app's own is here.
extension ShowcaseReducer {
    /// The URL a link action carries.
    @Sendable static func linkURL(_ action: ShowcaseAction) -> URL? {
        if case .linkOpened(let url) = action { url } else { nil }
    }

    /// Signs in and closes the sign-in sheet, or leaves it to the link waiting behind it,
    /// which replaces the whole tree right after.
    func signIn(_ state: inout ShowcaseState) throws(NavigationRejection) -> EffectList<ShowcaseEffect> {
        if state.pendingDestination == nil { try state.navigation.stopFlow(startingAt: .signIn) }
        state.session = .signedIn
        return []
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
    /// details load their price, a new add-asset sheet its catalogue — and tracks where the
    /// user landed.
    @Sendable static func arrived(_ state: inout ShowcaseState, at screens: [ShowcaseScreen]) -> EffectList<
        ShowcaseEffect
    > {
        var effects: EffectList<ShowcaseEffect> = []
        for screen in screens {
            if case .main(.details(let id), let inception) = screen {
                effects.append(.loadAssetDetails(id, inception: inception))
            }
        }
        if screens.contains(where: \.startsAddAsset) { effects.append(.loadCatalogue) }
        effects.append(.trackScreen(state.navigation.topScreen.trackingName))
        return effects
    }
}
