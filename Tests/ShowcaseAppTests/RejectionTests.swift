import NavigationReducer
import NavigationReducerTesting
import ShowcaseApp
import Testing

/// Requests the app cannot honour: each is rejected with its reason and changes nothing.
@MainActor @Suite struct RejectionTests {
    @Test func backAtASheetsRootDoesNotPopTheScreenUnderTheSheet() throws {
        let store = try onBitcoinDetails()
        store.send(.appInfoTapped(.sheet)) { try $0.navigation.present(.appInfo(.about), style: .sheet) }
        store.expectEffects([.trackScreen("appInfo.about")])
        store.send(.backTapped, expectingRejection: .popAtRoot)
        #expect(Array(store.state.navigation.rootStack) == [assetsList, bitcoinDetails])
        #expect(store.state.navigation.topScreen == .appInfo(.about))
        store.finish()
    }

    @Test func backAtTheAddAssetSheetsRootKeepsTheInlineCopyUnderIt() throws {
        let store = onAssets()
        store.send(.inceptionTapped(.inline)) { try $0.navigation.push(.main(.assets, inception: 1)) }
        store.expectEffects([.trackScreen("assets")])
        store.send(.addAssetTapped) {
            try $0.navigation.present(.addAsset(.search), style: .sheet)
        }
        store.expectEffects([.loadCatalogue, .trackScreen("addAsset.search")])
        store.send(.backTapped, expectingRejection: .popAtRoot)
        #expect(Array(store.state.navigation.rootStack) == [assetsList, .main(.assets, inception: 1)])
        store.finish()
    }

    @Test(arguments: [
        AddAssetAction.catalogueLoaded(Asset.catalogue), .queryChanged("car"), .assetPicked(.cardano), .confirmTapped,
    ])
    func addAssetActionsWhileTheFlowIsNotRunningAreRejected(_ action: AddAssetAction) throws {
        let store = onAssets()
        store.send(.addAsset(action), expectingRejection: .childStateAbsent)
        store.finish()
    }

    @Test func confirmingAnAssetAlreadyHeldIsRefused() throws {
        let store = try inAddAssetSearch()
        store.send(.addAsset(.catalogueLoaded([.bitcoin]))) { $0.updateAddAsset { $0.catalogue = [.bitcoin] } }
        store.send(.addAsset(.assetPicked(.bitcoin))) { try $0.navigation.push(.addAsset(.confirm(.bitcoin))) }
        store.expectEffects([.trackScreen("addAsset.confirm")])
        store.send(.addAsset(.confirmTapped), expectingRejection: .refused(ShowcaseRefusal.alreadyOwned(.bitcoin)))
        store.finish()
    }

    @Test func confirmingOnTheSearchStepIsRefused() throws {
        let store = try inAddAssetSearch()
        store.send(
            .addAsset(.confirmTapped),
            expectingRejection: .refused(ShowcaseRefusal.notPossible(.addAsset(.confirmTapped), on: .addAsset(.search)))
        )
        store.finish()
    }

    @Test func dismissingWithNothingPresentedIsRejected() throws {
        let store = onAssets()
        store.send(.dismissTapped, expectingRejection: .nothingPresented)
        store.send(.dismissAllTapped, expectingRejection: .nothingPresented)
        store.finish()
    }

    @Test func goingBackToAScreenThatIsNotShownIsRejected() throws {
        let store = onAssets()
        store.send(.goBackTapped(to: bitcoinDetails), expectingRejection: .screenNotInTree)
        store.finish()
    }

    @Test func addingAnAssetIsOnlyOfferedOnAList() throws {
        let store = try onBitcoinDetails()
        store.send(
            .addAssetTapped,
            expectingRejection: .refused(ShowcaseRefusal.notPossible(.addAssetTapped, on: bitcoinDetails)))
        store.finish()
    }
}
