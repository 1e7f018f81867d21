import Foundation
import NavigationReducer

/// What the user did, or what the outside world answered.
///
/// `Codable`, so a deep link's destination — which carries actions — can wait in the saved
/// state (``ShowcaseState/pendingDestination``).
public enum ShowcaseAction: Hashable, Sendable, Codable, NavigationActions {
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
    /// The user went back or dismissed a sheet with a gesture or the system back button.
    case userNavigated(UserNavigation<ShowcaseScreen>)

    // Child flows.
    case addAssetTapped
    case addAsset(AddAssetAction)
    case appInfoTapped(AppInfoPlacement)
    case licensesTapped
    case appInfoClosed
    case inceptionTapped(InceptionPlacement)
    case inceptionClosed

    // Deep links and the session.
    /// The system opened a link such as `app://assets/btc/edit`: see ``ShowcaseLinks``.
    case linkOpened(URL)
    /// The list's Sign In button, while signed out.
    case signInTapped
    /// The sign-in form was submitted and accepted: signs in and shows a waiting link.
    case signInConfirmed
    case signOutTapped

    /// Whether the action is a choice in the shown alert, the only thing an alert lets through.
    public var isAlertChoice: Bool {
        if case .alert = self { true } else { false }
    }

    /// Whether the action is an opened link, which replaces the whole tree and so is accepted
    /// over an alert too.
    public var isLink: Bool {
        if case .linkOpened = self { true } else { false }
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
        case .userNavigated: "userNavigated"
        case .addAssetTapped: "addAssetTapped"
        case .addAsset(.catalogueLoaded): "catalogueLoaded"
        case .addAsset(.queryChanged): "queryChanged"
        case .addAsset(.searchAnswered): "searchAnswered"
        case .addAsset(.assetPicked): "assetPicked"
        case .addAsset(.confirmTapped): "confirmTapped"
        case .addAsset(.cancelTapped): "cancelTapped"
        case .appInfoTapped: "appInfoTapped"
        case .licensesTapped: "licensesTapped"
        case .appInfoClosed: "appInfoClosed"
        case .inceptionTapped: "inceptionTapped"
        case .inceptionClosed: "inceptionClosed"
        case .linkOpened: "linkOpened"
        case .signInTapped: "signInTapped"
        case .signInConfirmed: "signInConfirmed"
        case .signOutTapped: "signOutTapped"
        }
    }

    /// The add-asset flow's own action, if this is one: how ``ShowcaseReducer`` scopes it.
    public var addAssetAction: AddAssetAction? {
        if case .addAsset(let action) = self { action } else { nil }
    }
}

/// Where the app-info flow opens.
public enum AppInfoPlacement: Hashable, Sendable, Codable, CaseIterable {
    /// Pushed onto the current stack: an inline child flow.
    case inline
    /// Presented as a sheet with its own stack.
    case sheet
}

/// Where a new copy of the main flow opens.
public enum InceptionPlacement: Hashable, Sendable, Codable, CaseIterable {
    /// Pushed onto the current stack, embedded in the flow it came from.
    case inline
    case sheet
    case fullScreen
}
