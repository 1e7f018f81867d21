import NavigationReducer

/// The add-asset flow's data while it runs: the catalogue once loaded, the search query and
/// the search service's answer for it.
///
/// Which step the flow is at lives in the navigation tree, not here: the confirm screen
/// carries the asset it confirms, so going back to the search and picking another keeps one
/// source of truth.
public struct AddAssetState: Hashable, Sendable, Codable {
    /// What the catalogue service returned; `nil` while it loads.
    public var catalogue: [Asset]?
    /// What the user typed in the search field.
    public var query: String
    /// What the search service found for ``query``; `nil` until it answers.
    public var found: [Asset]?

    public init(catalogue: [Asset]? = nil, query: String = "", found: [Asset]? = nil) {
        self.catalogue = catalogue
        self.query = query
        self.found = found
    }

    /// What the search service found for the query once it answered; until then the
    /// catalogue assets whose name contains the query, ignoring case (all of them for an
    /// empty query, none while loading).
    public var results: [Asset] {
        if let found { return found }
        return Asset.matching(query, in: catalogue ?? [])
    }
}

extension Asset {
    /// The assets of `assets` whose name contains `query`, ignoring case; all for an empty
    /// query. What the search service answers.
    public static func matching(_ query: String, in assets: [Asset]) -> [Asset] {
        guard !query.isEmpty else { return assets }
        return assets.filter { $0.name.lowercased().contains(query.lowercased()) }
    }
}

/// What the add-asset flow asks of the outside world.
public enum AddAssetEffect: Hashable, Sendable {
    /// Ask the search service for the assets matching a query: as the user types, so the
    /// factory debounces it and restarts it at each keystroke.
    case search(String)
}

/// What happens in the add-asset flow.
public enum AddAssetAction: Hashable, Sendable, Codable {
    /// The catalogue arrived, from work tied to the flow.
    case catalogueLoaded([Asset])
    case queryChanged(String)
    /// The search service answered for `query`; applied only while it is still the query.
    case searchAnswered(query: String, [Asset])
    /// The user picked one of the results on the search step.
    case assetPicked(Asset)
    /// The user confirmed the asset on the confirm step.
    case confirmTapped
    /// The user tapped Cancel on either step.
    case cancelTapped
}

/// The add-asset flow's own rules, on its own data: it knows nothing of the app or of
/// navigation. ``ShowcaseReducer`` runs it as a `FlowFeature` on the flow's first screen,
/// which holds its data, and moves between the flow's steps itself.
///
/// It changes data only for ``AddAssetAction/catalogueLoaded(_:)``,
/// ``AddAssetAction/queryChanged(_:)`` and ``AddAssetAction/searchAnswered(query:_:)``, which
/// the app accepts on any step, so a rejection by the app after this reducer ran never leaves
/// half a change behind.
public struct AddAssetReducer: Reducer, Sendable {
    public init() {}

    public func reduce(into state: inout AddAssetState, action: AddAssetAction) throws(NavigationRejection)
        -> EffectList<AddAssetEffect>
    {
        switch action {
        case .catalogueLoaded(let assets):
            state.catalogue = assets
        case .queryChanged(let query):
            guard query != state.query else { return [] }
            state.query = query
            state.found = nil
            return [.search(query)]
        case .searchAnswered(let query, let assets):
            guard query == state.query else { throw .refused(AddAssetRefusal.answerForAnOldQuery(query)) }
            state.found = assets
        case .assetPicked(let asset):
            guard state.results.contains(asset) else {
                throw .refused(AddAssetRefusal.notAmongResults(asset, query: state.query))
            }
        case .confirmTapped, .cancelTapped:
            break
        }
        return []
    }
}
