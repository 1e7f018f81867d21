import NavigationReducer
import NavigationReducerTesting
import ShowcaseApp
import Testing

/// The add-asset flow from the user's side: exactly what they see, step by step, and the
/// child feature's data living exactly as long as its sheet.
@MainActor @Suite struct AddAssetJourneyTests {
    @Test func searchingPickingAndConfirmingAddsTheAssetAndClosesTheSheet() throws {
        let store = try inAddAssetSearch()
        store.send(.addAsset(.queryChanged("car"))) { $0.updateAddAsset { $0.query = "car" } }
        store.expectEffects([.searchAssets("car")])
        #expect(store.state.addAsset?.results == [.cardano])
        store.send(.addAsset(.assetPicked(.cardano))) { try $0.navigation.push(.addAsset(.confirm(.cardano))) }
        store.expectEffects([.trackScreen("addAsset.confirm")])
        store.send(.addAsset(.confirmTapped)) {
            try $0.navigation.dismiss()
            $0.assets.append(.cardano)
        }
        store.expectEffects([.save(.cardano), .trackScreen("assets")])

        #expect(
            store.journey.sightings == [
                .screen(assetsList),
                Sighting([assetsList, .addAsset(.search)]),
                Sighting([assetsList, .addAsset(.search(AddAssetState(catalogue: Asset.catalogue)))]),
                Sighting([assetsList, .addAsset(.search(AddAssetState(catalogue: Asset.catalogue, query: "car")))]),
                Sighting([assetsList, .addAsset(.confirm(.cardano))]),
                .screen(assetsList),
            ])
        #expect(store.state.assets.map(\.id) == ["btc", "eth", "sol", "ada"])
        store.finish()
    }

    @Test func aSwipeBackInsideTheSheetPopsOneScreenAndASwipeDownEndsTheFlowWithItsData() throws {
        let store = try inAddAssetSearch()
        store.send(.addAsset(.assetPicked(.polkadot))) { try $0.navigation.push(.addAsset(.confirm(.polkadot))) }
        store.expectEffects([.trackScreen("addAsset.confirm")])
        store.send(.userNavigated(.popped(remaining: 0, level: 1))) { try $0.navigation.pop() }
        store.expectEffects([.trackScreen("addAsset.search")])
        store.send(ASwipeDownNeverLosesAPickedAsset.swipeDown(store.state)) {
            try $0.navigation.dismiss()
        }
        store.expectEffects([.trackScreen("assets")])
        store.finish()
    }

    @Test func backInsideTheSheetReturnsToTheSearchWithItsQueryKept() throws {
        let store = try inAddAssetSearch()
        store.send(.addAsset(.queryChanged("dot"))) { $0.updateAddAsset { $0.query = "dot" } }
        store.expectEffects([.searchAssets("dot")])
        store.send(.addAsset(.assetPicked(.polkadot))) { try $0.navigation.push(.addAsset(.confirm(.polkadot))) }
        store.expectEffects([.trackScreen("addAsset.confirm")])
        store.send(.backTapped) { try $0.navigation.pop() }
        store.expectEffects([.trackScreen("addAsset.search")])
        #expect(store.state.addAsset?.query == "dot")
        #expect(Array(store.state.navigation.rootStack) == [assetsList])
        store.finish()
    }

    @Test func dismissingTheSheetEndsTheFlowAndItsData() throws {
        let store = try inAddAssetSearch()
        store.send(.dismissTapped) {
            try $0.navigation.dismiss()
        }
        store.expectEffects([.trackScreen("assets")])
        store.send(.addAsset(.queryChanged("car")), expectingRejection: .childStateAbsent)
        store.finish()
    }

    @Test func anAssetMissingFromTheResultsCannotBePicked() throws {
        let store = try inAddAssetSearch()
        store.send(.addAsset(.queryChanged("car"))) { $0.updateAddAsset { $0.query = "car" } }
        store.expectEffects([.searchAssets("car")])
        store.send(
            .addAsset(.assetPicked(.polkadot)),
            expectingRejection: .refused(AddAssetRefusal.notAmongResults(.polkadot, query: "car")))
        store.finish()
    }
}
