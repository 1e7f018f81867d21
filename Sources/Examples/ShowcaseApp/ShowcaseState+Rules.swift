import NavigationReducer

extension ShowcaseState {
    /// The showcase's rules, stated once: a restored session, every state the Explorer
    /// reaches and every random walk keeps them. "No screen shows an asset the user no longer
    /// holds" is the owned-asset guard, among ``ShowcaseGuards/all``.
    public static let rules = AppRules<ShowcaseState>(guards: ShowcaseGuards.all)
        .rule("every asset is held once") { state in
            // A handful of assets: comparing each pair costs less than building a set. A long
            // list (a restored save can carry thousands) is checked in linear time.
            guard state.assets.count > 8 else {
                return state.assets.indices.allSatisfy { index in
                    !state.assets[(index + 1)...].contains { $0.id == state.assets[index].id }
                }
            }
            return Set(state.assets.lazy.map(\.id)).count == state.assets.count
        }
        .rule("the delete alert is only shown on the details or edit screen of the asset it deletes") {
            state in
            guard let alert = state.navigation.alert,
                case .deleteConfirmed(let id)? = alert.buttons.first(where: { $0.role == .destructive })?.action
            else { return true }
            return state.navigation.topScreen.ownedAssetID == id
        }
        .rule("never two add-asset sheets at once") { state in
            // The search holds the flow's data: it only ever starts the one sheet.
            let searches = state.navigation.screens.count { $0.startsAddAsset }
            return searches == 0
                || (searches == 1 && state.navigation.presentedFlows.contains { $0.root.startsAddAsset })
        }
        .rule("a link waits only behind the sign-in sheet, while signed out") { state in
            state.pendingDestination == nil
                || (state.session == .signedOut && state.navigation.contains(.signIn))
        }
        .rule("inception never goes deeper than the app's limit") { state in
            let limit = state.inceptionLimit
            guard (0...ShowcaseState.deepestInceptionLimit).contains(limit) else { return false }
            return state.navigation.screens.allSatisfy { screen in
                guard case .main(_, let inception) = screen else { return true }
                return (0...limit).contains(inception)
            }
        }
}
