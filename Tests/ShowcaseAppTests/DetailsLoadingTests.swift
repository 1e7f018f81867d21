import NavigationReducer
import NavigationReducerTesting
import ShowcaseApp
import Testing

/// The app's loading of an asset's details, run through the same runtime as the app: the
/// price comes back after one second of a manual clock, while the details screen shows.
@MainActor
func showcaseEffects(clock: ManualClock) -> @MainActor (ShowcaseEffect) -> Work<ShowcaseAction, ShowcaseScreen> {
    { effect in
        guard case .loadAssetDetails(let id, let inception) = effect else { return .none }
        return .run(whileShowing: ShowcaseEffect.detailsScreen(of: id, inception: inception)) { send in
            guard (try? await clock.sleep(for: .seconds(1))) != nil else { return }
            await send(.detailsLoaded(id, priceInCents: 6_500_000))
        }
    }
}

@MainActor @Suite(.timeLimit(.minutes(5))) struct DetailsLoadingTests {
    func store(_ clock: ManualClock) -> ShowcaseStore {
        TestStore(initialState: ShowcaseState(), reducer: ShowcaseReducer(), effects: showcaseEffects(clock: clock))
    }

    @Test func theDetailsPriceArrivesWhenTheClockReachesIt() async throws {
        let clock = ManualClock()
        let store = store(clock)
        store.send(.assetTapped("btc")) { try $0.navigation.push(bitcoinDetails) }
        try #require(store.runningWork == [.loadAssetDetails("btc", inception: 0)])
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await store.receive(.detailsLoaded("btc", priceInCents: 6_500_000)) { $0.pricesInCents["btc"] = 6_500_000 }
        await store.finish(timeout: .seconds(5))
    }

    @Test func loadingStopsWhenTheUserGoesBack() async {
        let store = store(ManualClock())
        store.send(.assetTapped("btc")) { try $0.navigation.push(bitcoinDetails) }
        store.send(.backTapped) { try $0.navigation.pop() }
        #expect(store.cancelledWork == [.loadAssetDetails("btc", inception: 0)])
        await store.finish(timeout: .seconds(5))
    }
}
