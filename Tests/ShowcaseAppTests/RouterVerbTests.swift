import NavigationReducer
import NavigationReducerTesting
import ShowcaseApp
import Testing

/// The Router verbs — push, pop, pop to root, set the stack, present, dismiss — each through
/// the action that uses it, asserted on the state snapshot and the effect list.
@MainActor @Suite struct RouterVerbTests {
    @Test func tappingAnAssetPushesItsDetailsAndLoadsThem() throws {
        let store = onAssets()
        store.send(.assetTapped("btc")) { try $0.navigation.push(bitcoinDetails) }
        store.expectEffects([.loadAssetDetails("btc", inception: 0), .trackScreen("assetDetails")])
        #expect(Array(store.state.navigation.rootStack) == [assetsList, bitcoinDetails])
        #expect(store.state.navigation.animations.stack)
        store.finish()
    }

    @Test func backPopsTheTopScreenOfTheFlowTheUserIsIn() throws {
        let store = try onBitcoinEdit()
        store.send(.backTapped) { try $0.navigation.pop() }
        store.expectEffects([.trackScreen("assetDetails")])
        #expect(Array(store.state.navigation.rootStack) == [assetsList, bitcoinDetails])
        store.finish()
    }

    @Test func homePopsEveryScreenAboveTheList() throws {
        let store = try onBitcoinEdit()
        store.send(.homeTapped) { try $0.navigation.popToRoot() }
        store.expectEffects([.trackScreen("assets")])
        #expect(store.state.navigation.rootStack == ScreenStack(root: assetsList))
        store.finish()
    }

    @Test func savingRenamesTheAssetAndGoesBackToItsDetails() throws {
        let store = try onBitcoinEdit()
        store.send(.saveTapped(name: "Cold Bitcoin")) {
            try $0.navigation.pop()
            $0.assets[0].name = "Cold Bitcoin"
        }
        store.expectEffects([.save(Asset(id: "btc", name: "Cold Bitcoin")), .trackScreen("assetDetails")])
        store.finish()
    }

    @Test func restoreShowsDetailsAndEditAtOnceWithAWorkingBack() throws {
        let store = onAssets()
        store.send(.appInfoTapped(.sheet)) { try $0.navigation.present(.appInfo(.about), style: .sheet) }
        store.expectEffects([.trackScreen("appInfo.about")])
        store.send(.restoreTapped("eth")) {
            try $0.navigation.dismissAll(animated: false)
            try $0.navigation.setStack([assetsList, .main(.details("eth")), .main(.edit("eth"))], animated: false)
        }
        store.expectEffects([.loadAssetDetails("eth", inception: 0), .trackScreen("editAsset")])
        #expect(Array(store.state.navigation.rootStack) == [assetsList, .main(.details("eth")), .main(.edit("eth"))])
        #expect(store.state.navigation.animations.stack == false)

        store.send(.backTapped) { try $0.navigation.pop() }
        store.expectEffects([.trackScreen("assetDetails")])
        store.send(.backTapped) { try $0.navigation.pop() }
        store.expectEffects([.trackScreen("assets")])
        #expect(
            store.journey.sightings == [
                .screen(assetsList), Sighting([assetsList, .appInfo(.about)]), .screen(.main(.edit("eth"))),
                .screen(.main(.details("eth"))), .screen(assetsList),
            ])
        store.finish()
    }

    @Test func addAssetIsPresentedAsASheetWithItsOwnStack() throws {
        let store = onAssets()
        store.send(.addAssetTapped) {
            try $0.navigation.present(.addAsset(.search), style: .sheet)
        }
        store.expectEffects([.loadCatalogue, .trackScreen("addAsset.search")])
        let sheet = try #require(store.state.navigation.presentedFlows.first)
        #expect(sheet.style == .sheet)
        #expect(sheet.stack == ScreenStack(root: .addAsset(.search)))
        #expect(store.state.navigation.rootStack == ScreenStack(root: assetsList))
        store.finish()
    }

    @Test func inceptionPresentsTheMainFlowFullScreen() throws {
        let store = onAssets()
        store.send(.inceptionTapped(.fullScreen)) {
            try $0.navigation.present(.main(.assets, inception: 1), style: .fullScreen)
        }
        store.expectEffects([.trackScreen("assets")])
        #expect(
            store.state.navigation.presentedFlows == [
                PresentedFlow(root: .main(.assets, inception: 1), style: .fullScreen)
            ])
        store.finish()
    }

    @Test func dismissClosesOnlyTheTopmostPopup() throws {
        let store = try threeInceptionsDeep()
        store.send(.dismissTapped) { try $0.navigation.dismiss() }
        store.expectEffects([.trackScreen("assets")])
        #expect(store.state.navigation.levelCount == 2)
        #expect(store.state.navigation.topScreen == .main(.assets, inception: 2))
        store.finish()
    }

    @Test func dismissAllClosesEveryPopupAndKeepsTheRootStack() throws {
        let store = try threeInceptionsDeep()
        store.send(.dismissAllTapped) { try $0.navigation.dismissAll() }
        store.expectEffects([.trackScreen("assets")])
        #expect(store.state.navigation.presentedFlows.isEmpty)
        #expect(Array(store.state.navigation.rootStack) == [assetsList, .main(.assets, inception: 1)])
        store.finish()
    }
}
