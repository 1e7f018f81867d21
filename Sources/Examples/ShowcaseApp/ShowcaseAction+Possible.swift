import NavigationReducer

extension ShowcaseAction {
    /// Every action a user (or the outside world) could send in `state`, with sample data:
    /// what the state-space explorer tries. The reducer rejects those that do not apply.
    ///
    /// The links are ``ShowcaseLinks/examples``, opened from every state, so the explorer's
    /// guard rules cover every state a link leads to.
    ///
    /// Data is taken from the state where a real user would take it from the screen: the
    /// assets listed, the shown alert's buttons, the add-asset results. Saving keeps the
    /// asset's name and loaded prices are left out: they change data, not navigation, and
    /// would only multiply the states.
    public static func possible(in state: ShowcaseState) -> [ShowcaseAction] {
        var actions: [ShowcaseAction] = [
            .backTapped, .homeTapped, .dismissTapped, .dismissAllTapped, .editTapped, .deleteTapped,
            .addAssetTapped, .licensesTapped, .appInfoClosed, .inceptionClosed, .addAsset(.confirmTapped),
            .addAsset(.cancelTapped), .addAsset(.catalogueLoaded([.cardano])), .addAsset(.queryChanged("car")),
            .addAsset(.queryChanged("")),
            .goBackTapped(to: .main(.assets)), .signInTapped, .signInConfirmed, .signOutTapped,
        ]
        let top = state.navigation.topLevel
        if !state.navigation.topStack.isAtRoot {
            actions.append(
                .userNavigated(.popped(remaining: state.navigation.topStack.count - 2, level: top)))
        }
        if let flow = state.navigation.presentedFlows.last, flow.style == .sheet {
            actions.append(.userNavigated(.dismissedFlow(root: flow.root, level: top)))
            // What a host reports when it refuses that swipe before it begins.
            if state.draft(atOrAbove: top) != nil {
                actions.append(.userNavigated(.triedToDismiss(root: flow.root, level: top)))
            }
        }
        actions += AppInfoPlacement.allCases.map { .appInfoTapped($0) }
        actions += InceptionPlacement.allCases.map { .inceptionTapped($0) }
        actions += state.assets.map { .assetTapped($0.id) }
        if let first = state.assets.first { actions.append(.restoreTapped(first.id)) }
        if let alert = state.navigation.alert { actions += alert.buttons.map { .alert($0.action) } }
        if let id = state.navigation.topScreen.ownedAssetID {
            actions.append(.detailsLoadFailed(id))
            if let asset = state.asset(id) { actions.append(.saveTapped(name: asset.name)) }
        }
        actions += (state.addAsset?.results ?? []).map { .addAsset(.assetPicked($0)) }
        // Last, so a shortest path to a bug prefers taps when a link is no shorter.
        actions += ShowcaseLinks.examples.map(ShowcaseAction.linkOpened)
        return actions
    }
}

extension ShowcaseAction {
    /// Every action the user could send in `state`: ``possible(in:)`` without what the app's
    /// work answers, for an explorer that answers the work as it runs — and without the price
    /// alert, which lands over any screen and would multiply the states with work in flight
    /// eightfold (743,951 states); the exploration without work in flight proves it over every
    /// state.
    public static func userActions(in state: ShowcaseState) -> [ShowcaseAction] {
        possible(in: state).filter { !$0.isWorkAnswer && !$0.isPriceAlert }
    }

    /// Whether the action opens a price alert (`app://price-alerts/…`).
    public var isPriceAlert: Bool {
        if case .linkOpened(let url) = self { url.host() == "price-alerts" } else { false }
    }

    /// Whether the app's work sends the action, not the user.
    public var isWorkAnswer: Bool {
        switch self {
        case .detailsLoaded, .detailsLoadFailed, .addAsset(.catalogueLoaded), .addAsset(.searchAnswered): true
        default: false
        }
    }
}
