import NavigationReducer

/// The add-asset flow's data while it runs: the catalogue once loaded and the search query.
///
/// Which step the flow is at lives in the navigation tree, not here: the confirm screen
/// carries the asset it confirms, so going back to the search and picking another keeps one
/// source of truth.
public struct AddAssetState: Hashable, Sendable, Codable {
    /// What the catalogue service returned; `nil` while it loads.
    public var catalogue: [Asset]?
    /// What the user typed in the search field.
    public var query: String

    public init(catalogue: [Asset]? = nil, query: String = "") {
        self.catalogue = catalogue
        self.query = query
    }

    /// The catalogue assets whose name contains the query, ignoring case; all of them for an
    /// empty query, none while loading.
    public var results: [Asset] {
        let catalogue = catalogue ?? []
        guard !query.isEmpty else { return catalogue }
        return catalogue.filter { $0.name.lowercased().contains(query.lowercased()) }
    }
}

/// What happens in the add-asset flow.
public enum AddAssetAction: Hashable, Sendable, Codable {
    /// The catalogue arrived, from work tied to the flow.
    case catalogueLoaded([Asset])
    case queryChanged(String)
    /// The user picked one of the results on the search step.
    case assetPicked(Asset)
    /// The user confirmed the asset on the confirm step.
    case confirmTapped
}

/// The add-asset flow's own rules, on its own data: it knows nothing of the app or of
/// navigation. ``ShowcaseReducer`` scopes it in over ``ShowcaseState/addAsset`` and then
/// moves between the flow's steps itself.
///
/// It changes data only for ``AddAssetAction/catalogueLoaded(_:)`` and
/// ``AddAssetAction/queryChanged(_:)``, which the app accepts on any step, so a rejection by
/// the app after this reducer ran never leaves half a change behind.
public struct AddAssetReducer: Reducer, Sendable {
    public init() {}

    public func reduce(into state: inout AddAssetState, action: AddAssetAction) throws(NavigationRejection)
        -> EffectList<Never>
    {
        switch action {
        case .catalogueLoaded(let assets):
            state.catalogue = assets
        case .queryChanged(let query):
            state.query = query
        case .assetPicked(let asset):
            guard state.results.contains(asset) else {
                throw .refused(AddAssetRefusal.notAmongResults(asset, query: state.query))
            }
        case .confirmTapped:
            break
        }
        return []
    }
}
