import NavigationReducer
import NavigationReducerTesting
import ShowcaseApp
import Testing

/// Every link of ``ShowcaseLinks`` from the user's side: the whole tree it shows, the work
/// its screens start, and what the renderer does to get there.
@MainActor @Suite struct DeepLinkTests {
    @Test func theAssetsLinkShowsTheListAloneClosingWhatWasAbove() throws {
        let store = try onBitcoinEdit()
        store.send(try link("app://assets")) {
            try $0.navigation.show(ShowcaseDestination(root: ScreenStack(root: assetsList)))
        }
        store.expectEffects([.trackScreen("assets")])
        #expect(store.state.navigation.stacks == [ScreenStack(root: assetsList)])
        #expect(
            store.journey.sightings == [
                .screen(assetsList), .screen(bitcoinDetails), .screen(bitcoinEdit), .screen(assetsList),
            ])
        store.finish()
    }

    @Test func anAssetLinkShowsItsDetailsOverTheListAndLoadsThem() throws {
        let store = onAssets()
        let details = ShowcaseScreen.main(.details("eth"))
        store.send(try link("app://assets/eth")) { try $0.navigation.show(ShowcaseDestination([assetsList, details])) }
        store.expectEffects([.loadAssetDetails("eth", inception: 0), .trackScreen("assetDetails")])
        #expect(store.state.navigation.stacks == [try ScreenStack([assetsList, details])])
        #expect(store.journey.sightings == [.screen(assetsList), .screen(details)])
        store.finish()
    }

    @Test func anEditLinkShowsListDetailsAndEditWithAWorkingBack() throws {
        let store = onAssets()
        let (details, edit) = (ShowcaseScreen.main(.details("sol")), ShowcaseScreen.main(.edit("sol")))
        store.send(try link("app://assets/sol/edit")) {
            try $0.navigation.show(ShowcaseDestination([assetsList, details, edit]))
        }
        store.expectEffects([.loadAssetDetails("sol", inception: 0), .trackScreen("editAsset")])
        #expect(store.state.navigation.stacks == [try ScreenStack([assetsList, details, edit])])
        store.send(.backTapped) { try $0.navigation.pop() }
        store.expectEffects([.trackScreen("assetDetails")])
        #expect(store.journey.sightings == [.screen(assetsList), .screen(edit), .screen(details)])
        store.finish()
    }

    @Test func anEditLinkOverItsOwnDetailsKeepsTheirLoadRunning() throws {
        let store = try onBitcoinDetails()
        store.send(try link("app://assets/btc/edit")) {
            try $0.navigation.show(ShowcaseDestination([assetsList, bitcoinDetails, bitcoinEdit]))
        }
        store.expectEffects([.trackScreen("editAsset")])
        store.finish()
    }

    @Test func theAddAssetLinkOpensTheSheetWithItsOwnStackAndData() throws {
        let store = try onBitcoinDetails()
        store.send(try link("app://add-asset")) {
            try $0.navigation.show(
                ShowcaseDestination(
                    root: ScreenStack(root: assetsList), presented: [PresentedFlow(root: .addAsset(.search))]))
        }
        store.expectEffects([.loadCatalogue, .trackScreen("addAsset.search")])
        #expect(store.state.navigation.rootStack == ScreenStack(root: assetsList))
        #expect(store.state.navigation.presentedFlows == [PresentedFlow(root: .addAsset(.search), style: .sheet)])
        #expect(
            store.journey.sightings == [
                .screen(assetsList), .screen(bitcoinDetails), Sighting([assetsList, .addAsset(.search)]),
            ])
        store.finish()
    }

    @Test func theAddAssetLinksQueryFillsTheSearch() throws {
        let store = onAssets()
        store.send(try link("app://add-asset?q=car")) {
            try $0.navigation.present(.addAsset(.search), style: .sheet)
            $0.updateAddAsset { $0.query = "car" }
        }
        store.expectEffects([.loadCatalogue, .trackScreen("addAsset.search"), .searchAssets("car")])
        store.send(.addAsset(.catalogueLoaded(Asset.catalogue))) {
            $0.updateAddAsset { $0.catalogue = Asset.catalogue }
        }
        #expect(store.state.addAsset?.results == [.cardano])
        store.finish()
    }

    @Test func aLinkOverASheetAndAnAlertIsOneChangeTheRendererPlaysInThreeCommands() throws {
        let store = onAssets()
        let ether = ShowcaseScreen.main(.details("eth"), inception: 1)
        store.send(.inceptionTapped(.sheet)) { try $0.navigation.present(.main(.assets, inception: 1), style: .sheet) }
        store.expectEffects([.trackScreen("assets")])
        store.send(.assetTapped("eth")) { try $0.navigation.push(ether) }
        store.expectEffects([.loadAssetDetails("eth", inception: 1), .trackScreen("assetDetails")])
        store.send(.deleteTapped) { try $0.navigation.showAlert(.deleteConfirmation(of: .ether)) }
        let before = store.state.navigation
        let sightingsBefore = store.journey.sightings.count

        store.send(try link("app://assets/btc/edit")) {
            try $0.navigation.show(ShowcaseDestination([assetsList, bitcoinDetails, bitcoinEdit]))
        }
        store.expectEffects([.loadAssetDetails("btc", inception: 0), .trackScreen("editAsset")])

        #expect(store.journey.sightings.count == sightingsBefore + 1)
        #expect(
            before.commands(toReach: store.state.navigation) == [
                .hideAlert(animated: true),
                .dismiss(level: 1, animated: true),
                .push([bitcoinDetails, bitcoinEdit], level: 0, animated: true),
            ])
        store.finish()
    }
}
