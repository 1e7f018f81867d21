import NavigationReducer
import NavigationReducerTesting
import ShowcaseApp
import Testing

/// The delete confirmation (destructive + cancel) and the load-error alert (a single OK).
@MainActor @Suite struct AlertTests {
    @Test func deleteAsksForConfirmationWithADestructiveAndACancelButton() throws {
        let store = try onBitcoinEdit()
        store.send(.deleteTapped) { try $0.navigation.showAlert(.deleteConfirmation(of: .bitcoin)) }
        let alert = try #require(store.state.navigation.alert)
        #expect(alert.title == "Delete Bitcoin?")
        #expect(
            alert.buttons == [
                .destructive("Delete", sending: .deleteConfirmed("btc")), .cancel("Cancel", sending: .deleteCancelled),
            ])
        store.finish()
    }

    @Test func cancellingTheDeletionKeepsTheAssetAndTheScreen() throws {
        let store = try onBitcoinEdit()
        store.send(.deleteTapped) { try $0.navigation.showAlert(.deleteConfirmation(of: .bitcoin)) }
        store.send(.alert(.deleteCancelled)) { try $0.navigation.chooseAlertButton(sending: .deleteCancelled) }
        #expect(store.state.navigation.topScreen == bitcoinEdit)
        #expect(store.state.assets == Asset.samples)
        store.finish()
    }

    @Test func confirmingTheDeletionRemovesTheAssetAndGoesBackToTheList() throws {
        let store = try onBitcoinEdit()
        store.send(.detailsLoaded("btc", priceInCents: 6_500_000)) { $0.pricesInCents["btc"] = 6_500_000 }
        store.send(.deleteTapped) { try $0.navigation.showAlert(.deleteConfirmation(of: .bitcoin)) }
        store.send(.alert(.deleteConfirmed("btc"))) {
            try $0.navigation.chooseAlertButton(sending: .deleteConfirmed("btc"))
            try $0.navigation.navigateBack(to: assetsList)
            $0.assets.removeFirst()
            $0.pricesInCents = [:]
        }
        store.expectEffects([.delete("btc"), .trackScreen("assets")])
        #expect(store.state.navigation.stacks == [ScreenStack(root: assetsList)])
        store.finish()
    }

    @Test func deletingInAPresentedCopyGoesBackToThatCopysListAndKeepsItOpen() throws {
        let store = onAssets()
        let copy = ShowcaseScreen.main(.assets, inception: 1)
        store.send(.inceptionTapped(.sheet)) { try $0.navigation.present(copy, style: .sheet) }
        store.expectEffects([.trackScreen("assets")])
        store.send(.assetTapped("eth")) { try $0.navigation.push(.main(.details("eth"), inception: 1)) }
        store.expectEffects([.loadAssetDetails("eth", inception: 1), .trackScreen("assetDetails")])
        store.send(.deleteTapped) { try $0.navigation.showAlert(.deleteConfirmation(of: .ether)) }
        store.send(.alert(.deleteConfirmed("eth"))) {
            try $0.navigation.chooseAlertButton(sending: .deleteConfirmed("eth"))
            try $0.navigation.navigateBack(to: copy)
            $0.assets = [.bitcoin, .solana]
        }
        store.expectEffects([.delete("eth"), .trackScreen("assets")])
        #expect(store.state.navigation.stacks == [ScreenStack(root: assetsList), ScreenStack(root: copy)])
        store.finish()
    }

    @Test func aDetailsLoadFailureShowsAnAlertWithASingleOK() throws {
        let store = try onBitcoinDetails()
        store.send(.detailsLoadFailed("btc")) { try $0.navigation.showAlert(.loadError(of: .bitcoin)) }
        #expect(store.state.navigation.alert?.buttons == [.cancel("OK", sending: .loadErrorAcknowledged)])
        store.send(.alert(.loadErrorAcknowledged)) {
            try $0.navigation.chooseAlertButton(sending: .loadErrorAcknowledged)
        }
        #expect(store.state.navigation.topScreen == bitcoinDetails)
        store.finish()
    }

    @Test func whileAnAlertIsShownOnlyItsButtonsAreAccepted() throws {
        let store = try onBitcoinDetails()
        store.send(.detailsLoadFailed("btc")) { try $0.navigation.showAlert(.loadError(of: .bitcoin)) }
        store.send(
            .backTapped, expectingRejection: .refused(ShowcaseRefusal.alertShown(.loadError(of: .bitcoin))))
        store.send(.alert(.deleteCancelled), expectingRejection: .alertButtonNotFound)
        store.finish()
    }

    @Test func aLoadFailureForAScreenNoLongerShownIsRefused() throws {
        let store = try onBitcoinEdit()
        store.send(
            .detailsLoadFailed("btc"),
            expectingRejection: .refused(ShowcaseRefusal.notPossible(.detailsLoadFailed("btc"), on: bitcoinEdit)))
        store.finish()
    }
}
