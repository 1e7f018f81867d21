#if canImport(UIKit) && !os(watchOS)
    import NavigationReducer
    import ShowcaseApp

    /// The showcase's effects as work: loading is simulated with a short wait, storage and
    /// tracking do nothing an example needs to show.
    enum ShowcaseEffects {
        @MainActor
        static func work(_ effect: ShowcaseEffect) -> Work<ShowcaseAction, ShowcaseScreen> {
            switch effect {
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
#endif
