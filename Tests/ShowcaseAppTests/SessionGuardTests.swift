import Foundation
import NavigationReducer
import NavigationReducerTesting
import ShowcaseApp
import Testing

/// The signed-in guard: taps onto editing or adding while signed out are refused, a link to
/// them waits behind the sign-in sheet and shows once the user signs in, and signing out
/// leaves every screen that needed the session.
@MainActor @Suite struct SessionGuardTests {
    @Test func aGuardedLinkWhileSignedOutWaitsBehindSignInAndShowsAfterSigningIn() throws {
        let edit = try etherEdit()
        let store = onAssetsSignedOut()
        store.send(.assetTapped("btc")) { try $0.navigation.push(bitcoinDetails) }
        store.expectEffects([.loadAssetDetails("btc", inception: 0), .trackScreen("assetDetails")])
        store.send(try link("app://assets/eth/edit")) {
            try $0.navigation.show(ShowcaseDestination(root: ScreenStack(root: assetsList), presented: signInGate))
            $0.pendingDestination = edit
        }
        store.expectEffects([.trackScreen("signIn")])
        store.send(.signInConfirmed) {
            try $0.navigation.stopFlow(startingAt: .signIn)
            $0.session = .signedIn
            try $0.navigation.show(edit)
            $0.pendingDestination = nil
        }
        store.expectEffects([.loadAssetDetails("eth", inception: 0), .trackScreen("editAsset")])
        #expect(
            store.journey.sightings == [
                .screen(assetsList), .screen(bitcoinDetails), Sighting([assetsList, .signIn]),
                .screen(.main(.edit("eth"))),
            ])
        store.finish()
    }

    @Test func theAddAssetLinkResumesWithItsSheetDataAndQuery() throws {
        let store = onAssetsSignedOut()
        let addAsset = ShowcaseDestination(
            root: ScreenStack(root: assetsList), presented: [PresentedFlow(root: .addAsset(.search))],
            actions: [.addAsset(.queryChanged("car"))])
        store.send(try link("app://add-asset?q=car")) {
            try $0.navigation.present(.signIn, style: .sheet)
            $0.pendingDestination = addAsset
        }
        store.expectEffects([.trackScreen("signIn")])
        store.send(.signInConfirmed) {
            $0.session = .signedIn
            try $0.navigation.show(addAsset)
            $0.updateAddAsset { $0.query = "car" }
            $0.pendingDestination = nil
        }
        store.expectEffects([.loadCatalogue, .trackScreen("addAsset.search"), .searchAssets("car")])
        #expect(
            store.journey.sightings == [
                .screen(assetsList), Sighting([assetsList, .signIn]),
                Sighting([assetsList, .addAsset(.search(AddAssetState(query: "car")))]),
            ])
        store.finish()
    }

    @Test func closingTheSignInSheetForgetsTheWaitingLink() throws {
        let store = onAssetsSignedOut()
        store.send(try link("app://assets/eth/edit")) {
            try $0.navigation.present(.signIn, style: .sheet)
            $0.pendingDestination = try etherEdit()
        }
        store.expectEffects([.trackScreen("signIn")])
        store.send(.dismissTapped) {
            try $0.navigation.dismiss()
            $0.pendingDestination = nil
        }
        store.expectEffects([.trackScreen("assets")])
        store.send(.signInTapped) { try $0.navigation.present(.signIn, style: .sheet) }
        store.expectEffects([.trackScreen("signIn")])
        store.send(.signInConfirmed) {
            try $0.navigation.stopFlow(startingAt: .signIn)
            $0.session = .signedIn
        }
        store.expectEffects([.trackScreen("assets")])
        store.finish()
    }

    @Test func aNewerLinkReplacesTheWaitingOneAndAnUnguardedLinkLeavesTheGate() throws {
        let store = onAssetsSignedOut()
        store.send(try link("app://assets/eth/edit")) {
            try $0.navigation.present(.signIn, style: .sheet)
            $0.pendingDestination = try etherEdit()
        }
        store.expectEffects([.trackScreen("signIn")])
        store.send(try link("app://add-asset")) {
            $0.pendingDestination = ShowcaseDestination(
                root: ScreenStack(root: assetsList), presented: [PresentedFlow(root: .addAsset(.search))])
        }
        store.send(try link("app://assets/btc")) {
            try $0.navigation.show(ShowcaseDestination([assetsList, bitcoinDetails]))
            $0.pendingDestination = nil
        }
        store.expectEffects([.loadAssetDetails("btc", inception: 0), .trackScreen("assetDetails")])
        store.finish()
    }

    @Test func whileSignedOutTappingOntoEditOrAddIsRefusedByTheGuard() throws {
        let store = onAssetsSignedOut()
        store.send(.addAssetTapped, expectingRejection: .refusedByGuard("signed in"))
        store.send(.assetTapped("btc")) { try $0.navigation.push(bitcoinDetails) }
        store.expectEffects([.loadAssetDetails("btc", inception: 0), .trackScreen("assetDetails")])
        store.send(.editTapped, expectingRejection: .refusedByGuard("signed in"))
        store.finish()
    }

    @Test func signingOutOnAnEditScreenGoesBackToTheListWithEveryFlowClosed() throws {
        let store = try onBitcoinEdit()
        store.send(.appInfoTapped(.sheet)) { try $0.navigation.present(.appInfo(.about), style: .sheet) }
        store.expectEffects([.trackScreen("appInfo.about")])
        store.send(.signOutTapped) {
            try $0.navigation.show(ShowcaseDestination(root: ScreenStack(root: assetsList)))
            $0.session = .signedOut
        }
        store.expectEffects([.trackScreen("assets")])
        store.send(.signOutTapped, expectingRejection: .refused(ShowcaseRefusal.alreadySignedOut))
        store.finish()
    }

    @Test func signInIsOfferedOnlyWhileSignedOut() {
        let store = onAssets()
        store.send(.signInTapped, expectingRejection: .refused(ShowcaseRefusal.alreadySignedIn))
        store.send(
            .signInConfirmed,
            expectingRejection: .refused(ShowcaseRefusal.notPossible(.signInConfirmed, on: .main(.assets))))
        store.finish()
    }

    @Test func aWaitingLinkIsSavedAndRestoredWithTheState() throws {
        var state = ShowcaseState(session: .signedOut)
        _ = try ShowcaseReducer().reduce(into: &state, action: link("app://add-asset?q=car"))
        #expect(state.pendingDestination != nil)
        let restoration = Restoration<ShowcaseState>(formatVersion: 1)
        #expect(try restoration.restore(restoration.save(state)) == .success(state))
    }

    /// Ether's list › details › edit, as the link `app://assets/eth/edit` asks for it.
    func etherEdit() throws -> ShowcaseDestination {
        try ShowcaseDestination([assetsList, .main(.details("eth")), .main(.edit("eth"))])
    }
}
