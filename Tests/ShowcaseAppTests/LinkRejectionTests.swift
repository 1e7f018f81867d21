import NavigationReducer
import NavigationReducerTesting
import ShowcaseApp
import Testing

/// Links the app does not follow: each is refused with its typed reason and changes nothing,
/// whatever was on screen.
@MainActor @Suite struct LinkRejectionTests {
    @Test(arguments: [
        ("https://assets/btc", NavigationRejection.DeepLinkReason.unsupportedScheme("https")),
        ("app://settings", .noRouteMatches("settings")),
        ("app://assets/btc/share", .noRouteMatches("assets/btc/share")),
        ("app://add-asset/cardano", .noRouteMatches("add-asset/cardano")),
        ("app://assets/42", .parameterDoesNotParse(name: "id", value: "42", expected: "Ticker")),
        ("app://assets/BTC/edit", .parameterDoesNotParse(name: "id", value: "BTC", expected: "Ticker")),
        ("app://assets/bitcoin", .parameterDoesNotParse(name: "id", value: "bitcoin", expected: "Ticker")),
        ("app://assets/b%20c", .parameterDoesNotParse(name: "id", value: "b c", expected: "Ticker")),
    ])
    func aLinkTheRouterCannotReadIsRefusedWithItsReason(link text: String, refusal: NavigationRejection.DeepLinkReason)
        throws
    {
        let store = try onBitcoinEdit()
        store.send(try link(text), expectingRejection: .deepLinkRefused(refusal))
        store.finish()
    }

    @Test func aLinkToAnAssetTheUserDoesNotHoldIsRefusedByTheOwnedAssetGuard() throws {
        let store = onAssets()
        store.send(try link("app://assets/doge"), expectingRejection: .refusedByGuard("owned asset"))
        store.send(try link("app://assets/ada/edit"), expectingRejection: .refusedByGuard("owned asset"))
        store.finish()
    }

    @Test func whileSignedOutALinkToAnAssetNotHeldIsRefusedRatherThanSentToSignIn() throws {
        let store = onAssetsSignedOut()
        store.send(try link("app://assets/doge/edit"), expectingRejection: .refusedByGuard("owned asset"))
        #expect(store.state.pendingDestination == nil)
        store.finish()
    }

    @Test func aLinkToADeletedAssetIsRefused() throws {
        let store = try onBitcoinDetails()
        store.send(.deleteTapped) { try $0.navigation.showAlert(.deleteConfirmation(of: .bitcoin)) }
        store.send(.alert(.deleteConfirmed("btc"))) {
            try $0.navigation.chooseAlertButton(sending: .deleteConfirmed("btc"))
            try $0.navigation.navigateBack(to: assetsList)
            $0.assets.removeFirst()
        }
        store.expectEffects([.delete("btc"), .trackScreen("assets")])
        store.send(try link("app://assets/btc"), expectingRejection: .refusedByGuard("owned asset"))
        store.finish()
    }

    @Test func theRefusalsReadAsTheREADMEListsThem() {
        #expect(
            NavigationRejection.deepLinkRefused(.unsupportedScheme("https")).description
                == "deep link refused: unsupported scheme \"https\"")
        #expect(
            NavigationRejection.deepLinkRefused(.noRouteMatches("settings")).description
                == "deep link refused: no route matches \"settings\"")
        #expect(
            NavigationRejection.deepLinkRefused(.parameterDoesNotParse(name: "id", value: "42", expected: "Ticker"))
                .description
                == "deep link refused: parameter id: \"42\" is not a valid Ticker")
        #expect(NavigationRejection.refusedByGuard("owned asset").description == "refused by the guard \"owned asset\"")
        #expect(NavigationRejection.refusedByGuard("signed in").description == "refused by the guard \"signed in\"")
    }
}
