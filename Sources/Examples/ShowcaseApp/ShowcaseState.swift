import NavigationReducer

/// A tree a deep link asks for, with the actions to send once it shows.
public typealias ShowcaseDestination = NavigationDestination<ShowcaseScreen, ShowcaseAction>

/// The whole showcase app core as one value: its navigation tree, the assets the user holds,
/// what was loaded about them, the add-asset flow's data while that flow runs, the session,
/// and a deep link waiting behind sign-in.
public struct ShowcaseState: NavigableState, Hashable, Sendable, Codable {
    public var navigation = NavigationState<ShowcaseScreen, ShowcaseAlertAction>(root: .main(.assets))
    /// The assets list, in the order it shows them.
    public var assets: [Asset]
    /// Prices loaded by the details screens, in cents, by asset.
    public var pricesInCents: [Asset.ID: Int] = [:]
    /// The deepest main-flow copy an inception may open: the app's own bound on nesting,
    /// which also keeps the explorer's state space finite.
    public var inceptionLimit: Int
    /// The highest ``inceptionLimit`` the showcase's rules accept, so that a saved session
    /// cannot ask for copies past what any arithmetic on them can count.
    public static var deepestInceptionLimit: Int { 64 }
    /// Whether someone is signed in; editing and adding assets need it.
    public var session: ShowcaseSession
    /// The link that was redirected to sign-in, shown once the user signs in. It waits exactly
    /// while the sign-in screen shows: closing that screen forgets it, a newer link to a whole
    /// tree replaces it, and a price alert shown over the sign-in sheet leaves it waiting.
    /// Part of the state, so it is saved, tested and explored with it.
    public var pendingDestination: ShowcaseDestination?
    /// The alert a price alert put aside, with the screen it was over: it shows again when the
    /// user swipes the price alert's details down, so they are back exactly where they were.
    public var heldAlert: AlertState<ShowcaseAlertAction>.Held?

    /// A state on the assets list holding `assets`.
    ///
    /// - Parameters:
    ///   - inceptionLimit: How many copies of the main flow may be opened inside it.
    ///   - session: Signed in by default, so every flow of the showcase works at once; pass
    ///     ``ShowcaseSession/signedOut`` to start in front of the sign-in gate.
    public init(assets: [Asset] = Asset.samples, inceptionLimit: Int = 3, session: ShowcaseSession = .signedIn) {
        self.assets = assets
        self.inceptionLimit = inceptionLimit
        self.session = session
    }

    /// The data of the add-asset flow shown, held by its first screen: `nil` while no such
    /// flow is shown, so an action for it then is rejected rather than applied to a stale flow.
    public var addAsset: AddAssetState? {
        navigation.presentedFlows.last { $0.root.startsAddAsset }?.root.addAssetData
    }

    /// Changes the data of the add-asset flow shown, if one is: what a test expects the
    /// flow's feature to do.
    public mutating func updateAddAsset(_ change: (inout AddAssetState) -> Void) {
        guard let level = navigation.presentedFlows.lastIndex(where: { $0.root.startsAddAsset }) else { return }
        try? navigation.updateScreen(navigation.presentedFlows[level].stack.entryID(at: 0)) { screen in
            guard var data = screen.addAssetData else { return }
            change(&data)
            screen.addAssetData = data
        }
    }

    /// The asset with `id`, if the user holds it.
    public func asset(_ id: Asset.ID) -> Asset? {
        assets.first { $0.id == id }
    }

    /// The asset picked in the add-asset flow and not added yet — the confirm step shows it —
    /// when that flow is presented at `level` or above: what a swipe down from `level` would
    /// lose.
    public func draft(atOrAbove level: Int) -> Asset? {
        let flows = navigation.presentedFlows
        for index in flows.indices where index + 1 >= level && flows[index].root.startsAddAsset {
            for screen in flows[index].stack {
                if case .addAsset(.confirm(let asset)) = screen { return asset }
            }
        }
        return nil
    }

    /// The name of the asset with `id`, if the user holds it: a key path a screen reads
    /// (`\.[assetNamed: id]`), so a view showing one asset's name is redrawn when that name
    /// changes, not when another asset does.
    public subscript(assetNamed id: Asset.ID) -> String? {
        asset(id)?.name
    }
}

/// What the buttons of the showcase's alerts send.
public enum ShowcaseAlertAction: Hashable, Sendable, Codable {
    case deleteConfirmed(Asset.ID)
    case deleteCancelled
    case loadErrorAcknowledged
    /// The add-asset flow is closed and the asset picked is not added.
    case draftDiscarded
    /// The add-asset flow stays on its confirm step.
    case draftKept
}

extension AlertState where Action == ShowcaseAlertAction {
    /// "Delete Bitcoin?" with a destructive Delete and a Cancel.
    public static func deleteConfirmation(of asset: Asset) -> Self {
        AlertState(
            title: "Delete \(asset.name)?",
            message: "It leaves your assets list.",
            .destructive("Delete", sending: .deleteConfirmed(asset.id)),
            .cancel("Cancel", sending: .deleteCancelled)
        )
    }

    /// "Discard Cardano?" with a destructive Discard and a Keep Editing: Cancel on the add-asset
    /// flow's confirm step, where a swipe down is refused.
    public static func discardDraft(of asset: Asset) -> Self {
        AlertState(
            title: "Discard \(asset.name)?",
            message: "It is not added to your assets yet.",
            .destructive("Discard", sending: .draftDiscarded),
            .cancel("Keep Editing", sending: .draftKept)
        )
    }

    /// "Couldn't load Bitcoin" with a single OK.
    public static func loadError(of asset: Asset) -> Self {
        AlertState(
            title: "Couldn't load \(asset.name)",
            message: "Check your connection and try again.",
            .cancel("OK", sending: .loadErrorAcknowledged)
        )
    }
}

/// Work for the outside world, as values: the app's effect factory runs them.
public enum ShowcaseEffect: Hashable, Sendable {
    /// Load an asset's details for the details screen of main-flow copy `inception`; the
    /// work belongs to that screen and ends when it leaves.
    case loadAssetDetails(Asset.ID, inception: Int)
    /// Load the add-asset flow's catalogue; the work belongs to that flow, whatever step it
    /// is at, and ends when it is dismissed.
    case loadCatalogue
    /// Search the assets for what the user typed in the add-asset flow; the work belongs to
    /// that flow, waits until the user stops typing and restarts at each keystroke.
    case searchAssets(String)
    /// Persist a new or renamed asset.
    case save(Asset)
    /// Remove an asset from storage.
    case delete(Asset.ID)
    /// Report the screen the user landed on.
    case trackScreen(String)
}

extension ShowcaseEffect {
    /// The details screen whose work ``loadAssetDetails(_:inception:)`` is tied to.
    public static func detailsScreen(of id: Asset.ID, inception: Int) -> ShowcaseScreen {
        .main(.details(id), inception: inception)
    }
}
