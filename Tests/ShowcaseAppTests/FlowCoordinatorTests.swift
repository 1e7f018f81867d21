import NavigationReducer
import NavigationReducerTesting
import ShowcaseApp
import Testing

/// The FlowCoordinator verbs — back to a screen wherever it is, switch to a screen, start and
/// stop child flows inline or presented — and inception, the main flow inside itself.
@MainActor @Suite struct FlowCoordinatorTests {
    @Test func goingBackToAScreenDismissesThePopupsAboveItsFlow() throws {
        let store = try threeInceptionsDeep()
        store.send(.assetTapped("eth")) { try $0.navigation.push(.main(.details("eth"), inception: 3)) }
        store.expectEffects([.loadAssetDetails("eth", inception: 3), .trackScreen("assetDetails")])
        store.send(.goBackTapped(to: .main(.assets, inception: 1))) {
            try $0.navigation.navigateBack(to: .main(.assets, inception: 1))
        }
        store.expectEffects([.trackScreen("assets")])
        #expect(store.state.navigation.levelCount == 1)
        #expect(Array(store.state.navigation.rootStack) == [assetsList, .main(.assets, inception: 1)])
        store.finish()
    }

    @Test func goingBackToTheListUnderAnInlineCopyPopsTheCopy() throws {
        let store = onAssets()
        store.send(.inceptionTapped(.inline)) { try $0.navigation.push(.main(.assets, inception: 1)) }
        store.expectEffects([.trackScreen("assets")])
        store.send(.goBackTapped(to: assetsList)) { try $0.navigation.navigateBack(to: assetsList) }
        store.expectEffects([.trackScreen("assets")])
        #expect(store.state.navigation.rootStack == ScreenStack(root: assetsList))
        store.finish()
    }

    @Test func appInfoInlineStartsAsAChildFlowAndStopsAsOneUnit() throws {
        let store = try onBitcoinDetails()
        store.send(.appInfoTapped(.inline)) { try $0.navigation.switchTo(.appInfo(.about)) }
        store.expectEffects([.trackScreen("appInfo.about")])
        store.send(.licensesTapped) { try $0.navigation.push(.appInfo(.licenses)) }
        store.expectEffects([.trackScreen("appInfo.licenses")])
        #expect(
            Array(store.state.navigation.rootStack) == [
                assetsList, bitcoinDetails, .appInfo(.about), .appInfo(.licenses),
            ])
        store.send(.appInfoClosed) { try $0.navigation.stopFlow(startingAt: .appInfo(.about)) }
        store.expectEffects([.trackScreen("assetDetails")])
        #expect(Array(store.state.navigation.rootStack) == [assetsList, bitcoinDetails])
        #expect(store.state.navigation.isPresenting == false)
        store.finish()
    }

    @Test func appInfoInASheetStartsWithItsOwnStackAndStopsByDismissing() throws {
        let store = try onBitcoinDetails()
        store.send(.appInfoTapped(.sheet)) { try $0.navigation.present(.appInfo(.about), style: .sheet) }
        store.expectEffects([.trackScreen("appInfo.about")])
        store.send(.licensesTapped) { try $0.navigation.push(.appInfo(.licenses)) }
        store.expectEffects([.trackScreen("appInfo.licenses")])
        let sheet = try #require(store.state.navigation.presentedFlows.first)
        #expect(Array(sheet.stack) == [.appInfo(.about), .appInfo(.licenses)])
        store.send(.appInfoClosed) { try $0.navigation.stopFlow(startingAt: .appInfo(.about)) }
        store.expectEffects([.trackScreen("assetDetails")])
        #expect(store.state.navigation.isPresenting == false)
        #expect(Array(store.state.navigation.rootStack) == [assetsList, bitcoinDetails])
        store.finish()
    }

    @Test func appInfoTappedWhileOpenSwitchesBackToItInsteadOfOpeningASecond() throws {
        let store = onAssets()
        store.send(.appInfoTapped(.inline)) { try $0.navigation.switchTo(.appInfo(.about)) }
        store.expectEffects([.trackScreen("appInfo.about")])
        store.send(.licensesTapped) { try $0.navigation.push(.appInfo(.licenses)) }
        store.expectEffects([.trackScreen("appInfo.licenses")])
        store.send(.appInfoTapped(.inline)) { try $0.navigation.switchTo(.appInfo(.about)) }
        store.expectEffects([.trackScreen("appInfo.about")])
        #expect(Array(store.state.navigation.rootStack) == [assetsList, .appInfo(.about)])
        store.finish()
    }

    @Test func inceptionOpensTheMainFlowThreeCopiesDeepInlineAndPresented() throws {
        let store = try threeInceptionsDeep()
        let navigation = store.state.navigation
        #expect(Array(navigation.rootStack) == [assetsList, .main(.assets, inception: 1)])
        #expect(
            navigation.presentedFlows == [
                PresentedFlow(root: .main(.assets, inception: 2), style: .sheet),
                PresentedFlow(root: .main(.assets, inception: 3), style: .fullScreen),
            ])
        #expect(
            store.journey.sightings == [
                .screen(assetsList), .screen(.main(.assets, inception: 1)),
                Sighting([.main(.assets, inception: 1), .main(.assets, inception: 2)]),
                Sighting([.main(.assets, inception: 1), .main(.assets, inception: 2), .main(.assets, inception: 3)]),
            ])
        store.finish()
    }

    @Test func closingAnInceptionStopsOnlyThatCopyWhereverItIs() throws {
        let store = try threeInceptionsDeep()
        store.send(.assetTapped("sol")) { try $0.navigation.push(.main(.details("sol"), inception: 3)) }
        store.expectEffects([.loadAssetDetails("sol", inception: 3), .trackScreen("assetDetails")])
        for inception in [3, 2, 1] {
            store.send(.inceptionClosed) {
                try $0.navigation.stopFlow(startingAt: .main(.assets, inception: inception))
            }
            store.expectEffects([.trackScreen("assets")])
        }
        #expect(store.state.navigation.stacks == [ScreenStack(root: assetsList)])
        store.send(
            .inceptionClosed,
            expectingRejection: .refused(ShowcaseRefusal.notPossible(.inceptionClosed, on: assetsList)))
        store.finish()
    }

    @Test func inceptionStopsAtTheAppsLimit() throws {
        let store = try threeInceptionsDeep()
        store.send(.inceptionTapped(.sheet), expectingRejection: .refused(ShowcaseRefusal.inceptionLimit(3)))
        store.finish()
    }
}
