import NavigationReducer

extension ShowcaseEffect {
    /// The effect as work for the example UIs: loading waits a moment and answers with sample
    /// data, storage and tracking do nothing an example needs to show.
    @MainActor
    public var simulatedWork: Work<ShowcaseAction, ShowcaseScreen> {
        switch self {
        case .loadAssetDetails(let id, let inception):
            .run(whileShowing: .main(.details(id), inception: inception)) { send in
                try? await Task.sleep(for: .milliseconds(300))
                await send(.detailsLoaded(id, priceInCents: 4_200_000))
            }
        case .loadCatalogue:
            .run(whileFlowStartingAt: .addAsset(.search)) { send in
                await send(.addAsset(.catalogueLoaded(Asset.catalogue)))
            }
        case .save, .delete, .trackScreen:
            .none
        }
    }
}
