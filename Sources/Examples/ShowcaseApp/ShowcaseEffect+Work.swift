import NavigationReducer

extension ShowcaseEffect {
    /// The name of the asset search's work: one search runs at a time, the latest.
    public static let assetSearch = "asset search"

    /// The name of an asset's details load: one runs at a time in a flow, however often a
    /// link or a restore shows the screen again while it runs.
    public static func detailsLoad(_ id: Asset.ID) -> String { "details of \(id)" }
}

extension ShowcaseEffect {
    /// The effect as work for the example UIs: loading waits a moment and answers with sample
    /// data, storage and tracking do nothing an example needs to show.
    @MainActor
    public var simulatedWork: Work<ShowcaseAction, ShowcaseScreen> { simulatedWork(clock: ContinuousClock()) }

    /// The work with time from `clock`: a test gives a `ManualClock`.
    public func simulatedWork<C: Clock<Duration> & Sendable>(clock: C) -> Work<ShowcaseAction, ShowcaseScreen> {
        switch self {
        case .loadAssetDetails(let id, let inception):
            .run(whileShowing: .main(.details(id), inception: inception)) { send in
                guard (try? await clock.sleep(for: .milliseconds(300))) != nil else { return }
                await send(.detailsLoaded(id, priceInCents: 4_200_000))
            }
            .named(ShowcaseEffect.detailsLoad(id), ifRunning: .refuse)
        case .loadCatalogue:
            .run(whileFlowStartingAt: .addAsset(.search)) { send in
                await send(.addAsset(.catalogueLoaded(Asset.catalogue)))
            }
        case .searchAssets(let query):
            .run { send in
                await send(.addAsset(.searchAnswered(query: query, Asset.matching(query, in: Asset.catalogue))))
            }
            .debounced(id: ShowcaseEffect.assetSearch, for: .milliseconds(300), clock: clock, pastTheWait: .restarts)
        case .save, .delete, .trackScreen:
            .none
        }
    }
}
