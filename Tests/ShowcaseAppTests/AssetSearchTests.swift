import NavigationReducer
import NavigationReducerTesting
import ShowcaseApp
import Testing

/// The add-asset search as the user types, on the app's own work with a manual clock: one
/// search 300 ms after the last keystroke, the latest query's answer only, nothing after the
/// sheet is gone.
@MainActor @Suite(.timeLimit(.minutes(5))) struct AssetSearchTests {
    /// A store on the add-asset search with the catalogue loaded, its work the app's own.
    func inSearch(_ clock: ManualClock) async -> ShowcaseStore {
        let store = TestStore(initialState: ShowcaseState(), reducer: ShowcaseReducer()) {
            $0.simulatedWork(clock: clock)
        }
        store.send(.addAssetTapped) {
            try $0.navigation.present(.addAsset(.search), style: .sheet)
        }
        await store.receive(.addAsset(.catalogueLoaded(Asset.catalogue))) {
            $0.updateAddAsset { $0.catalogue = Asset.catalogue }
        }
        return store
    }

    @Test func threeKeystrokesWithinTheDebounceStartOneSearch() async throws {
        let clock = ManualClock()
        let store = await inSearch(clock)
        store.send(.addAsset(.queryChanged("c"))) { $0.updateAddAsset { $0.query = "c" } }
        store.send(.addAsset(.queryChanged("ca"))) { $0.updateAddAsset { $0.query = "ca" } }
        store.send(.addAsset(.queryChanged("car"))) { $0.updateAddAsset { $0.query = "car" } }
        #expect(store.cancelledWork == [.searchAssets("c"), .searchAssets("ca")])
        try #require(store.runningWork == [.searchAssets("car")])
        await clock.waitForSleepers()
        clock.advance(by: .milliseconds(299))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(1))
        await store.receive(.addAsset(.searchAnswered(query: "car", [.cardano]))) {
            $0.updateAddAsset { $0.found = [.cardano] }
        }
        #expect(store.state.addAsset?.results == [.cardano])
        await store.finish(timeout: .seconds(5))
    }

    @Test func anAnswerForAQueryTheUserHasChangedIsNeverApplied() async {
        let store = await inSearch(ManualClock())
        store.send(.addAsset(.queryChanged("car"))) { $0.updateAddAsset { $0.query = "car" } }
        store.send(
            .addAsset(.searchAnswered(query: "ca", [.cardano])),
            expectingRejection: .refused(AddAssetRefusal.answerForAnOldQuery("ca")))
        #expect(store.state.addAsset?.found == nil)
        store.send(.dismissTapped) {
            try $0.navigation.dismiss()
        }
        await store.finish(timeout: .seconds(5))
    }

    @Test func dismissingTheSearchEndsTheSearchWaitingToRun() async {
        let store = await inSearch(ManualClock())
        store.send(.addAsset(.queryChanged("car"))) { $0.updateAddAsset { $0.query = "car" } }
        store.send(.dismissTapped) {
            try $0.navigation.dismiss()
        }
        #expect(store.cancelledWork == [.searchAssets("car")])
        #expect(store.runningWork.isEmpty)
        await store.finish(timeout: .seconds(5))
    }
}
