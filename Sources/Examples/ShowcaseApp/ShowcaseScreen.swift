/// Every screen of the showcase, for every flow and every level of the navigation tree.
///
/// Each flow has its own nested enum of steps, so a screen says which flow it belongs to:
/// `.addAsset(.confirm(.cardano))` is the confirm step of the add-asset flow wherever it is
/// shown.
///
/// The main flow can be opened inside itself ("inception"), inline or presented, so the same
/// step can be on screen several times at once. Its screens therefore carry an explicit
/// `inception` number — `0` for the app's own main flow, `k` for the copy opened from copy
/// `k - 1` — and two copies of "Bitcoin's details" are two different screens. Identity stays
/// visible: no generated ids.
public enum ShowcaseScreen: Hashable, Sendable, Codable {
    /// A step of the main flow: list › details › edit.
    case main(MainStep, inception: Int = 0)
    /// A step of the add-asset flow, always presented as a sheet.
    case addAsset(AddAssetStep)
    /// A step of the app-info flow, pushed inline or presented.
    case appInfo(AppInfoStep)
    /// The sign-in form, presented as a sheet: from the list's Sign In button, or as the
    /// redirect of a link to a screen that needs a session (``ShowcaseGuards/signedIn``).
    case signIn

    /// The main flow: the assets list, one asset's details, and its edit form.
    public enum MainStep: Hashable, Sendable, Codable {
        case assets
        case details(Asset.ID)
        case edit(Asset.ID)
    }

    /// The add-asset flow: search the catalogue, then confirm the chosen asset.
    public enum AddAssetStep: Hashable, Sendable, Codable {
        /// The flow's first screen, holding the flow's data: it lives with the flow and leaves
        /// with it, and ``AddAssetReducer`` runs on it as a ``FlowFeature``.
        indirect case search(AddAssetState)
        case confirm(Asset)

        /// The search step of a flow just started: no catalogue, no query.
        public static var search: Self { .search(AddAssetState()) }
    }

    /// The app-info flow: about, then the licences.
    public enum AppInfoStep: Hashable, Sendable, Codable {
        case about
        case licenses
    }

    /// The add-asset flow's data, on its first screen; `nil` for every other screen. What
    /// ``ShowcaseReducer``'s ``FlowFeature`` runs ``AddAssetReducer`` on.
    public var addAssetData: AddAssetState? {
        get { if case .addAsset(.search(let data)) = self { data } else { nil } }
        set { if let newValue, case .addAsset(.search) = self { self = .addAsset(.search(newValue)) } }
    }

    /// The screen without the data of the flow it starts: what the user sees as one step,
    /// whatever was typed or loaded on it.
    public var step: Self {
        if case .addAsset(.search) = self { .addAsset(.search) } else { self }
    }

    /// Whether both screens are the same step, whatever data the add-asset search holds:
    /// compared in place, for every action.
    public func isSameStep(as other: Self) -> Bool {
        switch (self, other) {
        case (.addAsset(.search), .addAsset(.search)): true
        case (.addAsset(.search), _), (_, .addAsset(.search)): false
        default: self == other
        }
    }

    /// Whether the screen is the first of an add-asset flow, whatever its data.
    public var startsAddAsset: Bool {
        if case .addAsset(.search) = self { true } else { false }
    }

    /// Whether the screen shows the details of asset `id`, in any copy of the main flow.
    public func isDetails(of id: Asset.ID) -> Bool {
        if case .main(.details(let shown), _) = self { shown == id } else { false }
    }

    /// The owned asset the screen shows, if any: what a deletion takes off screen.
    public var ownedAssetID: Asset.ID? {
        switch self {
        case .main(.details(let id), _), .main(.edit(let id), _): id
        case .main(.assets, _), .addAsset, .appInfo, .signIn: nil
        }
    }

    /// Whether the screen changes the user's holdings, and so needs a signed-in session:
    /// editing an asset and adding one. Browsing the list and details does not.
    public var requiresSession: Bool {
        switch self {
        case .main(.edit, _), .addAsset: true
        case .main(.assets, _), .main(.details, _), .appInfo, .signIn: false
        }
    }

    /// The screen's kind without its data, for analytics, reports and graphs.
    public var trackingName: String { kind.rawValue }

    /// The screen's kind. The `switch` makes the compiler check every screen has one, and
    /// ``Kind/allCases`` lists them for "is every screen reachable" checks.
    public var kind: Kind {
        switch self {
        case .main(.assets, _): .assets
        case .main(.details, _): .assetDetails
        case .main(.edit, _): .editAsset
        case .addAsset(.search): .addAssetSearch
        case .addAsset(.confirm): .addAssetConfirm
        case .appInfo(.about): .appInfoAbout
        case .appInfo(.licenses): .appInfoLicenses
        case .signIn: .signIn
        }
    }

    /// The kinds of screen, named as analytics and reports name them.
    public enum Kind: String, CaseIterable, Sendable {
        case assets, assetDetails, editAsset
        case addAssetSearch = "addAsset.search"
        case addAssetConfirm = "addAsset.confirm"
        case appInfoAbout = "appInfo.about"
        case appInfoLicenses = "appInfo.licenses"
        case signIn
    }

    /// Every kind of screen, by ``trackingName``.
    public static let allTrackingNames = Kind.allCases.map(\.rawValue)
}
