import NavigationReducer

/// The whole showcase app core as one value: its navigation tree, the assets the user holds,
/// what was loaded about them, and the add-asset flow's data while that flow runs.
public struct ShowcaseState: NavigableState, Hashable, Sendable, Codable {
    public var navigation = NavigationState<ShowcaseScreen, ShowcaseAlertAction>(root: .main(.assets))
    /// The assets list, in the order it shows them.
    public var assets: [Asset]
    /// Prices loaded by the details screens, in cents, by asset.
    public var pricesInCents: [Asset.ID: Int] = [:]
    /// The add-asset flow's data: present exactly while that flow is shown, so an action
    /// for it at any other time is rejected rather than applied to a stale flow.
    public var addAsset: AddAssetState?
    /// The deepest main-flow copy an inception may open: the app's own bound on nesting,
    /// which also keeps the explorer's state space finite.
    public var inceptionLimit: Int

    /// A state on the assets list holding `assets`.
    ///
    /// - Parameter inceptionLimit: How many copies of the main flow may be opened inside it.
    public init(assets: [Asset] = Asset.samples, inceptionLimit: Int = 3) {
        self.assets = assets
        self.inceptionLimit = inceptionLimit
    }

    /// The asset with `id`, if the user holds it.
    public func asset(_ id: Asset.ID) -> Asset? {
        assets.first { $0.id == id }
    }
}

/// What the buttons of the showcase's alerts send.
public enum ShowcaseAlertAction: Hashable, Sendable, Codable {
    case deleteConfirmed(Asset.ID)
    case deleteCancelled
    case loadErrorAcknowledged
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
