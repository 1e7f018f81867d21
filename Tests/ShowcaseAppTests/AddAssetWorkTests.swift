import NavigationReducer
import ShowcaseApp
import Testing

/// Work tied to the add-asset flow on a real Store: it runs through every step inside the
/// flow and ends when the flow is dismissed. `runningWorkCount` is read synchronously after
/// each `send`, so nothing sleeps or polls.
@MainActor @Suite struct AddAssetWorkTests {
    /// A store whose catalogue work waits forever — on a stream nobody finishes, so it runs
    /// until it is cancelled — tied to the add-asset flow as the app's factory ties it; every
    /// other effect needs no work here.
    func makeStore() -> Store<ShowcaseReducer> {
        let (forever, keepOpen) = AsyncStream<Never>.makeStream()
        return Store(initialState: ShowcaseState(), reducer: ShowcaseReducer()) { effect in
            switch effect {
            case .loadCatalogue:
                return .run(whileFlowStartingAt: .addAsset(.search)) { _ in
                    for await _ in forever {}
                    _ = keepOpen
                }
            case .loadAssetDetails, .searchAssets, .save, .delete, .trackScreen:
                return .none
            }
        }
    }

    @Test func catalogueWorkSurvivesStepsInsideTheFlowAndEndsWhenConfirmingClosesIt() {
        let store = makeStore()
        store.send(.addAssetTapped)
        #expect(store.runningWorkCount == 1)
        store.send(.addAsset(.catalogueLoaded(Asset.catalogue)))
        store.send(.addAsset(.assetPicked(.cardano)))
        #expect(store.state.navigation.topScreen == .addAsset(.confirm(.cardano)))
        #expect(store.runningWorkCount == 1)
        store.send(.backTapped)
        store.send(.addAsset(.assetPicked(.polkadot)))
        #expect(store.runningWorkCount == 1)
        store.send(.addAsset(.confirmTapped))
        #expect(store.state.navigation.isPresenting == false)
        #expect(store.runningWorkCount == 0)
    }

    @Test func catalogueWorkEndsWhenTheSheetIsDismissed() {
        let store = makeStore()
        store.send(.addAssetTapped)
        #expect(store.runningWorkCount == 1)
        store.send(.dismissTapped)
        #expect(store.runningWorkCount == 0)
    }

    @Test func theCatalogueTheWorkSendsReachesTheFlow() async {
        let store = Store(initialState: ShowcaseState(), reducer: ShowcaseReducer()) { effect in
            guard effect == .loadCatalogue else { return .none }
            return .run(whileFlowStartingAt: .addAsset(.search)) { send in
                await send(.addAsset(.catalogueLoaded(Asset.catalogue)))
            }
        }
        store.send(.addAssetTapped)
        await store.waitUntilIdle()
        #expect(store.state.addAsset?.results == Asset.catalogue)
    }
}
