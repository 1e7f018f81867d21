/// What the user did, or what the outside world answered.
public enum ShowcaseAction: Hashable, Sendable {
    // Main flow.
    case assetTapped(Asset.ID)
    case detailsLoaded(Asset.ID, priceInCents: Int)
    case detailsLoadFailed(Asset.ID)
    case editTapped
    case saveTapped(name: String)
    case deleteTapped
    case alert(ShowcaseAlertAction)
    /// A deep link or saved session asking for an asset's edit screen, details under it.
    case restoreTapped(Asset.ID)

    // Moving around.
    case backTapped
    case homeTapped
    case goBackTapped(to: ShowcaseScreen)
    case dismissTapped
    case dismissAllTapped

    // Child flows.
    case addAssetTapped
    case addAsset(AddAssetAction)
    case appInfoTapped(AppInfoPlacement)
    case licensesTapped
    case appInfoClosed
    case inceptionTapped(InceptionPlacement)
    case inceptionClosed

    /// Whether the action is a choice in the shown alert, the only thing an alert lets through.
    public var isAlertChoice: Bool {
        if case .alert = self { true } else { false }
    }

    /// The action's case name without its data, for rejection reasons: a `switch`, because
    /// describing an action by reflection costs microseconds and the explorer rejects tens of
    /// thousands of them.
    public var name: String {
        switch self {
        case .assetTapped: "assetTapped"
        case .detailsLoaded: "detailsLoaded"
        case .detailsLoadFailed: "detailsLoadFailed"
        case .editTapped: "editTapped"
        case .saveTapped: "saveTapped"
        case .deleteTapped: "deleteTapped"
        case .alert: "alert"
        case .restoreTapped: "restoreTapped"
        case .backTapped: "backTapped"
        case .homeTapped: "homeTapped"
        case .goBackTapped: "goBackTapped"
        case .dismissTapped: "dismissTapped"
        case .dismissAllTapped: "dismissAllTapped"
        case .addAssetTapped: "addAssetTapped"
        case .addAsset(.catalogueLoaded): "catalogueLoaded"
        case .addAsset(.queryChanged): "queryChanged"
        case .addAsset(.assetPicked): "assetPicked"
        case .addAsset(.confirmTapped): "confirmTapped"
        case .appInfoTapped: "appInfoTapped"
        case .licensesTapped: "licensesTapped"
        case .appInfoClosed: "appInfoClosed"
        case .inceptionTapped: "inceptionTapped"
        case .inceptionClosed: "inceptionClosed"
        }
    }

    /// The add-asset flow's own action, if this is one: how ``ShowcaseReducer`` scopes it.
    public var addAssetAction: AddAssetAction? {
        if case .addAsset(let action) = self { action } else { nil }
    }
}

/// Where the app-info flow opens.
public enum AppInfoPlacement: Hashable, Sendable, CaseIterable {
    /// Pushed onto the current stack: an inline child flow.
    case inline
    /// Presented as a sheet with its own stack.
    case sheet
}

/// Where a new copy of the main flow opens.
public enum InceptionPlacement: Hashable, Sendable, CaseIterable {
    /// Pushed onto the current stack, embedded in the flow it came from.
    case inline
    case sheet
    case fullScreen
}
