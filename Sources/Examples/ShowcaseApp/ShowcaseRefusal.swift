import NavigationReducer

/// Why the ``ShowcaseReducer`` refuses an action (the add-asset feature refuses with its
/// own ``AddAssetRefusal``).
///
/// | case | description |
/// |---|---|
/// | ``alertShown(_:)`` | `"Sign out?" is shown: choose one of its buttons` |
/// | ``noSuchAsset(_:)`` | `no asset 42 in the list` |
/// | ``noScreenShows(_:)`` | `no screen shows asset 42` |
/// | ``assetNeedsName`` | `an asset needs a name` |
/// | ``alreadyOwned(_:)`` | `Gold is already in your assets` |
/// | ``alreadyAtRoot`` | `already at the root of this flow` |
/// | ``alreadySignedIn`` | `already signed in` |
/// | ``alreadySignedOut`` | `already signed out` |
/// | ``inceptionLimit(_:)`` | `inception goes 3 levels deep at most` |
/// | ``notPossible(_:on:)`` | `confirmTapped is not possible on assets` |
/// | ``draftWouldBeLost(_:)`` | `Cardano is not added yet: add it, or cancel to discard it` |
public enum ShowcaseRefusal: RejectionReason {
    /// An alert is up: only its buttons (and deep links) answer.
    case alertShown(AlertState<ShowcaseAlertAction>)
    case noSuchAsset(Asset.ID)
    case noScreenShows(Asset.ID)
    case assetNeedsName
    case alreadyOwned(Asset)
    case alreadyAtRoot
    case alreadySignedIn
    case alreadySignedOut
    /// Opening a main-flow copy deeper than ``ShowcaseState/inceptionLimit``.
    case inceptionLimit(Int)
    /// An action the shown screen does not offer.
    case notPossible(ShowcaseAction, on: ShowcaseScreen)
    /// A swipe down on the add-asset flow while it holds an asset picked and not added.
    case draftWouldBeLost(Asset)

    /// The case's name: what the explorer counts these refusals under.
    public var kind: String {
        switch self {
        case .alertShown: "alertShown"
        case .noSuchAsset: "noSuchAsset"
        case .noScreenShows: "noScreenShows"
        case .assetNeedsName: "assetNeedsName"
        case .alreadyOwned: "alreadyOwned"
        case .alreadyAtRoot: "alreadyAtRoot"
        case .alreadySignedIn: "alreadySignedIn"
        case .alreadySignedOut: "alreadySignedOut"
        case .inceptionLimit: "inceptionLimit"
        case .notPossible: "notPossible"
        case .draftWouldBeLost: "draftWouldBeLost"
        }
    }

    public var description: String {
        switch self {
        case .alertShown(let alert): "\"\(alert.title)\" is shown: choose one of its buttons"
        case .noSuchAsset(let id): "no asset \(id) in the list"
        case .noScreenShows(let id): "no screen shows asset \(id)"
        case .assetNeedsName: "an asset needs a name"
        case .alreadyOwned(let asset): "\(asset.name) is already in your assets"
        case .alreadyAtRoot: "already at the root of this flow"
        case .alreadySignedIn: "already signed in"
        case .alreadySignedOut: "already signed out"
        case .inceptionLimit(let limit): "inception goes \(limit) levels deep at most"
        case .notPossible(let action, let screen): "\(action.name) is not possible on \(screen.trackingName)"
        case .draftWouldBeLost(let asset): "\(asset.name) is not added yet: add it, or cancel to discard it"
        }
    }
}

/// Why the add-asset feature refuses an action.
public enum AddAssetRefusal: RejectionReason {
    /// Picking an asset the search does not show.
    case notAmongResults(Asset, query: String)
    /// The search service's answer for a query the user has since changed.
    case answerForAnOldQuery(String)

    public var description: String {
        switch self {
        case .notAmongResults(let asset, let query): "\(asset.name) is not among the results for \"\(query)\""
        case .answerForAnOldQuery(let query): "the search answered for \"\(query)\", which is no longer the query"
        }
    }
}
