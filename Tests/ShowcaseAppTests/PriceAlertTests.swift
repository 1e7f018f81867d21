import NavigationReducer
import NavigationReducerTesting
import ShowcaseApp
import Testing

/// A price alert from the user's side: the details land over the screen they are on, and a
/// swipe down leaves them where they were.
@MainActor @Suite struct APriceAlertOverTheScreenTheUserIsOn {
    @Test func inTheAddAssetSheetItPresentsTheDetailsOverItAndLoadsThem() throws {
        let store = try inAddAssetSearch()
        let before = store.state
        store.send(try link("app://price-alerts/btc")) { try $0.navigation.present(bitcoinDetails, style: .sheet) }
        store.expectEffects([.loadAssetDetails("btc", inception: 0), .trackScreen("assetDetails")])
        #expect(
            store.state.navigation.stacks.map { $0.map(\.step) } == [
                [assetsList], [.addAsset(.search)], [bitcoinDetails],
            ])
        store.send(.userNavigated(.dismissedFlow(root: bitcoinDetails, level: 2))) { try $0.navigation.dismiss() }
        store.expectEffects([.trackScreen("addAsset.search")])
        #expect(store.state == before)
        store.finish()
    }

    @Test func onTheEditFormOfThatAssetItGoesBackToItsDetails() throws {
        let store = try onBitcoinEdit()
        store.send(try link("app://price-alerts/btc")) { try $0.navigation.pop() }
        store.expectEffects([.trackScreen("assetDetails")])
        store.finish()
    }

    @Test func forAnAssetTheUserDoesNotHoldItIsRefusedByTheGuard() throws {
        let store = onAssets()
        store.send(try link("app://price-alerts/ada"), expectingRejection: .refusedByGuard("owned asset"))
        store.finish()
    }
}
