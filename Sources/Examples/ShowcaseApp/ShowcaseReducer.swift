import NavigationReducer

/// The SwiftUI navigation showcase's app core — its Router and FlowCoordinator — as one
/// reducer over plain values.
///
/// - **Main flow**: assets list › details › edit. Details load their asset's price with work
///   tied to the details screen; edit saves and goes back to details; delete asks first.
/// - **Add asset**: a sheet with its own stack, search › confirm. Its data lives in the flow's
///   first screen and is a child feature, ``AddAssetReducer``, run there by a ``FlowFeature``:
///   it leaves with the flow however the flow leaves, and its search lives as long as the
///   flow. Confirming adds the asset and stops the flow.
/// - **App info**: the same flow pushed inline or presented as a sheet; closing it stops it as
///   one unit either way.
/// - **Inception**: the main flow opened inside itself, inline, as a sheet or full screen, up
///   to ``ShowcaseState/inceptionLimit`` copies deep.
/// - **Restore**: one action shows an asset's details and edit at once, with a working back.
/// - **Deep links** (``ShowcaseLinks``) and a **session**: a link replaces the whole tree, or
///   waits behind the sign-in sheet until the user signs in.
///
/// Every change goes through the navigation verbs, which act where the user is: a back in a
/// sheet never pops the screen under it. While an alert is shown only its buttons — and
/// links — are accepted. After every accepted action the screen the user landed on is
/// tracked, and a waiting link ends with the sign-in flow, however that left the tree.
///
/// Every state it reaches keeps ``ShowcaseGuards/all``: an action that would show a screen a
/// guard forbids (Edit while signed out) is rejected with
/// ``NavigationRejection/refusedByGuard(_:)`` and changes nothing.
public struct ShowcaseReducer: ComposedReducer, Sendable {
    public init() {}

    /// The app's decisions, opening its links, checked by its rules and guards: an action is
    /// refused with why it is not possible where the user is, or with the rule or guard it
    /// would break.
    public var body: some Reducer<ShowcaseState, ShowcaseAction, ShowcaseEffect> { Self.guardedRules }

    /// The add-asset child feature, on the flow's first screen: rejects its actions with
    /// ``NavigationRejection/childStateAbsent`` while the flow is not shown.
    static let addAssetFeature = FlowFeature(
        in: \ShowcaseState.navigation,
        state: \.addAssetData,
        screen: { .addAsset(.search($0)) },
        action: \ShowcaseAction.addAssetAction,
        effect: ShowcaseReducer.appEffect,
        child: AddAssetReducer()
    )

    /// The app's effect for one of the add-asset feature's.
    @Sendable static func appEffect(_ effect: AddAssetEffect) -> ShowcaseEffect {
        switch effect {
        case .search(let query): .searchAssets(query)
        }
    }

    /// One action under the app's rules, before the guards look at the result.
    func step(_ state: inout ShowcaseState, for action: ShowcaseAction) throws(NavigationRejection)
        -> EffectList<ShowcaseEffect>
    {
        if let alert = state.navigation.alert, !action.isAlertChoice, !action.isLink {
            throw .refused(ShowcaseRefusal.alertShown(alert))
        }
        let shown = state.navigation.topScreen
        let featureEffects = try Self.addAssetFeature.reduce(into: &state, action: action)
        var effects = try navigate(&state, for: action, from: shown)
        if !featureEffects.isEmpty { effects.insert(contentsOf: featureEffects, at: 0) }
        if state.pendingDestination != nil, !state.navigation.contains(.signIn), state.session == .signedOut {
            state.pendingDestination = nil
        }
        if !state.navigation.topScreen.isSameStep(as: shown) {
            effects.append(.trackScreen(state.navigation.topScreen.trackingName))
        }
        return effects
    }

    /// Decides the navigation for `action`, seen from the screen the user was on.
    func navigate(
        _ state: inout ShowcaseState, for action: ShowcaseAction, from shown: ShowcaseScreen
    ) throws(NavigationRejection) -> EffectList<ShowcaseEffect> {
        switch (action, shown) {
        case (.assetTapped(let id), .main(.assets, let inception)):
            guard state.asset(id) != nil else { throw .refused(ShowcaseRefusal.noSuchAsset(id)) }
            try state.navigation.push(.main(.details(id), inception: inception))
            return [.loadAssetDetails(id, inception: inception)]

        case (.detailsLoaded(let id, let price), _):
            guard state.asset(id) != nil else { throw .refused(ShowcaseRefusal.noSuchAsset(id)) }
            state.pricesInCents[id] = price
            return []

        case (.detailsLoadFailed(let id), .main(.details(let shownID), _)) where id == shownID:
            guard let asset = state.asset(id) else { throw .refused(ShowcaseRefusal.noSuchAsset(id)) }
            try state.navigation.showAlert(.loadError(of: asset))
            return []

        case (.editTapped, .main(.details(let id), let inception)):
            try state.navigation.push(.main(.edit(id), inception: inception))
            return []

        case (.saveTapped(let name), .main(.edit(let id), _)):
            return try save(name, for: id, in: &state)

        case (.deleteTapped, .main(.details(let id), _)), (.deleteTapped, .main(.edit(let id), _)):
            guard let asset = state.asset(id) else { throw .refused(ShowcaseRefusal.noSuchAsset(id)) }
            try state.navigation.showAlert(.deleteConfirmation(of: asset))
            return []

        case (.alert(let choice), _):
            return try answer(choice, in: &state)

        case (.restoreTapped(let id), _):
            return try restore(id, in: &state)

        case (.backTapped, _):
            try state.navigation.pop()
            return []

        case (.homeTapped, _):
            guard !state.navigation.topStack.isAtRoot else { throw .refused(ShowcaseRefusal.alreadyAtRoot) }
            try state.navigation.popToRoot()
            return []

        case (.goBackTapped(let screen), _):
            try state.navigation.navigateBack(to: screen)
            return []

        case (.dismissTapped, _):
            try state.navigation.dismiss()
            return []

        case (.userNavigated(let change), _):
            if case .dismissedFlow(_, let level) = change, let draft = state.draft(atOrAbove: level) {
                throw .refused(ShowcaseRefusal.draftWouldBeLost(draft))
            }
            // A swipe down the host refused on the confirm step asks, as Cancel does.
            if case .triedToDismiss = change, case .addAsset(.confirm(let asset)) = shown {
                try state.navigation.apply(change)
                try state.navigation.showAlert(.discardDraft(of: asset))
                return []
            }
            try state.navigation.apply(change)
            return []

        case (.dismissAllTapped, _):
            guard state.navigation.isPresenting else { throw .nothingPresented }
            try state.navigation.dismissAll()
            return []

        case (.addAssetTapped, .main(.assets, _)):
            try state.navigation.present(.addAsset(.search), style: .sheet)
            return [.loadCatalogue]

        case (.addAsset(let step), _):
            return try addAssetStep(step, from: shown, in: &state)

        case (.appInfoTapped(let placement), .main), (.appInfoTapped(let placement), .appInfo):
            try openAppInfo(placement, in: &state)
            return []

        case (.licensesTapped, .appInfo(.about)):
            try state.navigation.push(.appInfo(.licenses))
            return []

        case (.appInfoClosed, .appInfo):
            try state.navigation.stopFlow(startingAt: .appInfo(.about))
            return []

        case (.inceptionTapped(let placement), .main(.assets, let inception)):
            guard inception < state.inceptionLimit else {
                throw .refused(ShowcaseRefusal.inceptionLimit(state.inceptionLimit))
            }
            try openInception(inception + 1, placement, in: &state)
            return []

        case (.inceptionClosed, .main(_, let inception)) where inception > 0:
            try state.navigation.stopFlow(startingAt: .main(.assets, inception: inception))
            return []

        case (.signInTapped, .main(.assets, inception: 0)):
            guard state.session == .signedOut else { throw .refused(ShowcaseRefusal.alreadySignedIn) }
            try state.navigation.present(.signIn, style: .sheet)
            return []

        case (.signInConfirmed, .signIn):
            return try signIn(&state)

        case (.signOutTapped, _):
            return try signOut(&state)

        default:
            throw .refused(ShowcaseRefusal.notPossible(action, on: shown.step))
        }
    }
}
