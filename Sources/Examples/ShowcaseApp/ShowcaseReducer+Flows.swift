import NavigationReducer

/// The steps that take more than one verb: saving, answering an alert, restoring, and
/// starting or moving through the child flows. Each checks everything that can fail before
/// it changes anything.
extension ShowcaseReducer {
    /// Renames the asset and goes back from edit to its details.
    func save(_ name: String, for id: Asset.ID, in state: inout ShowcaseState) throws(NavigationRejection)
        -> EffectList<ShowcaseEffect>
    {
        guard !name.isEmpty else { throw .refused(ShowcaseRefusal.assetNeedsName) }
        guard let index = state.assets.firstIndex(where: { $0.id == id }) else {
            throw .refused(ShowcaseRefusal.noSuchAsset(id))
        }
        try state.navigation.pop()
        state.assets[index].name = name
        return [.save(state.assets[index])]
    }

    /// Closes the alert; a confirmed deletion also removes the asset and takes every screen
    /// showing it off screen, back to the list of the first main-flow copy that showed it; a
    /// discarded draft closes the add-asset flow.
    func answer(_ choice: ShowcaseAlertAction, in state: inout ShowcaseState) throws(NavigationRejection)
        -> EffectList<ShowcaseEffect>
    {
        if choice == .draftDiscarded {
            // Both or neither: a discard alert a saved file brings back over another screen
            // has no draft to close, and is refused as it is.
            var answered = state.navigation
            try answered.chooseAlertButton(sending: choice)
            try answered.dismiss()
            state.navigation = answered
            return []
        }
        guard case .deleteConfirmed(let id) = choice else {
            try state.navigation.chooseAlertButton(sending: choice)
            return []
        }
        let firstShowing = state.navigation.screens.first { $0.ownedAssetID == id }
        guard case .main(_, let inception)? = firstShowing,
            state.navigation.contains(.main(.assets, inception: inception))
        else { throw .refused(ShowcaseRefusal.noScreenShows(id)) }
        try state.navigation.chooseAlertButton(sending: choice)
        // The alert is gone and the list is in the tree: this cannot be rejected.
        try state.navigation.navigateBack(to: .main(.assets, inception: inception))
        state.assets.removeAll { $0.id == id }
        state.pricesInCents[id] = nil
        return [.delete(id)]
    }

    /// Shows list › details › edit of `id` at once on the root flow, closing every popup, as
    /// a deep link or a saved session would; not animated, since the user did not walk there.
    func restore(_ id: Asset.ID, in state: inout ShowcaseState) throws(NavigationRejection)
        -> EffectList<ShowcaseEffect>
    {
        guard state.asset(id) != nil else { throw .refused(ShowcaseRefusal.noSuchAsset(id)) }
        try state.navigation.dismissAll(animated: false)
        try state.navigation.setStack([.main(.assets), .main(.details(id)), .main(.edit(id))], animated: false)
        return [.loadAssetDetails(id, inception: 0)]
    }

    /// Moves between the add-asset steps; the data changes were made by ``AddAssetReducer``.
    func addAssetStep(
        _ action: AddAssetAction, from shown: ShowcaseScreen, in state: inout ShowcaseState
    ) throws(NavigationRejection) -> EffectList<ShowcaseEffect> {
        switch (action, shown) {
        case (.catalogueLoaded, _), (.queryChanged, _), (.searchAnswered, _):
            return []
        case (.assetPicked(let asset), .addAsset(.search)):
            try state.navigation.push(.addAsset(.confirm(asset)))
            return []
        case (.confirmTapped, .addAsset(.confirm(let asset))):
            guard state.asset(asset.id) == nil else { throw .refused(ShowcaseRefusal.alreadyOwned(asset)) }
            try state.navigation.dismiss()
            state.assets.append(asset)
            return [.save(asset)]
        case (.cancelTapped, .addAsset(.search)):
            try state.navigation.dismiss()
            return []
        case (.cancelTapped, .addAsset(.confirm(let asset))):
            try state.navigation.showAlert(.discardDraft(of: asset))
            return []
        case (.assetPicked, _), (.confirmTapped, _), (.cancelTapped, _):
            throw .refused(ShowcaseRefusal.notPossible(.addAsset(action), on: shown.step))
        }
    }

    /// One app-info flow at a time: if it is already open — tapped again from its licences,
    /// say — go back to its first screen wherever it is; else open it.
    func openAppInfo(_ placement: AppInfoPlacement, in state: inout ShowcaseState) throws(NavigationRejection) {
        switch placement {
        case .inline:
            try state.navigation.switchTo(.appInfo(.about))
        case .sheet where state.navigation.contains(.appInfo(.about)):
            try state.navigation.navigateBack(to: .appInfo(.about))
        case .sheet:
            try state.navigation.present(.appInfo(.about), style: .sheet)
        }
    }

    /// Opens main-flow copy `inception` over or inside the one the user is in.
    func openInception(
        _ inception: Int, _ placement: InceptionPlacement, in state: inout ShowcaseState
    ) throws(NavigationRejection) {
        guard inception <= state.inceptionLimit else {
            throw .refused(ShowcaseRefusal.inceptionLimit(state.inceptionLimit))
        }
        let list = ShowcaseScreen.main(.assets, inception: inception)
        switch placement {
        case .inline: try state.navigation.push(list)
        case .sheet: try state.navigation.present(list, style: .sheet)
        case .fullScreen: try state.navigation.present(list, style: .fullScreen)
        }
    }
}
