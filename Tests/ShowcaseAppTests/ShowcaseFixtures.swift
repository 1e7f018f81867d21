import ExampleExplorations
import Foundation
import NavigationReducer
import NavigationReducerTesting
import ShowcaseApp
import Testing

typealias ShowcaseStore = TestStore<ShowcaseReducer>

let assetsList = ShowcaseScreen.main(.assets)
let bitcoinDetails = ShowcaseScreen.main(.details("btc"))
let bitcoinEdit = ShowcaseScreen.main(.edit("btc"))

/// A store on the assets list of a fresh install: Bitcoin, Ether, Solana.
@MainActor func onAssets() -> ShowcaseStore {
    TestStore(initialState: ShowcaseState(), reducer: ShowcaseReducer())
}

/// A store showing Bitcoin's details over the list, its loading asserted on the way.
@MainActor func onBitcoinDetails() throws -> ShowcaseStore {
    let store = onAssets()
    store.send(.assetTapped("btc")) { try $0.navigation.push(bitcoinDetails) }
    store.expectEffects([.loadAssetDetails("btc", inception: 0), .trackScreen("assetDetails")])
    return store
}

/// A store showing Bitcoin's edit form over its details.
@MainActor func onBitcoinEdit() throws -> ShowcaseStore {
    let store = try onBitcoinDetails()
    store.send(.editTapped) { try $0.navigation.push(bitcoinEdit) }
    store.expectEffects([.trackScreen("editAsset")])
    return store
}

/// A store showing the add-asset sheet's search step over the list, catalogue loaded.
@MainActor func inAddAssetSearch() throws -> ShowcaseStore {
    let store = onAssets()
    store.send(.addAssetTapped) {
        try $0.navigation.present(.addAsset(.search), style: .sheet)
    }
    store.expectEffects([.loadCatalogue, .trackScreen("addAsset.search")])
    store.send(.addAsset(.catalogueLoaded(Asset.catalogue))) { $0.updateAddAsset { $0.catalogue = Asset.catalogue } }
    return store
}

/// A store three main-flow copies deep: copy 1 inline in the app's own, copy 2 in a sheet
/// over it, copy 3 full screen over that.
@MainActor func threeInceptionsDeep() throws -> ShowcaseStore {
    let store = onAssets()
    store.send(.inceptionTapped(.inline)) { try $0.navigation.push(.main(.assets, inception: 1)) }
    store.expectEffects([.trackScreen("assets")])
    store.send(.inceptionTapped(.sheet)) { try $0.navigation.present(.main(.assets, inception: 2), style: .sheet) }
    store.expectEffects([.trackScreen("assets")])
    store.send(.inceptionTapped(.fullScreen)) {
        try $0.navigation.present(.main(.assets, inception: 3), style: .fullScreen)
    }
    store.expectEffects([.trackScreen("assets")])
    return store
}

/// The action of the system opening `text`, a link such as `app://assets/btc`.
func link(_ text: String) throws -> ShowcaseAction {
    .linkOpened(try #require(URL(string: text)))
}

/// A store on the assets list with nobody signed in.
@MainActor func onAssetsSignedOut() -> ShowcaseStore {
    TestStore(initialState: ShowcaseState(session: .signedOut), reducer: ShowcaseReducer())
}

/// The list with the sign-in sheet over it: where a link that needs a session goes first.
let signInGate = [PresentedFlow(root: ShowcaseScreen.signIn, style: .sheet)]

/// The showcase's whole exploration, run once for the suites that read it: it is the
/// slowest thing the tests do.
@MainActor let showcaseExploration = ShowcaseExploration.explorer.run()

/// An explorer of `reducer` from the showcase's initial state, with every rule of
/// ``ShowcaseExploration/explorer``, so a broken reducer is checked against the real rules.
func withTheShowcaseRules<R: Reducer>(_ reducer: R) -> Explorer<R, ShowcaseState>
where R.State == ShowcaseState, R.Action == ShowcaseAction, R.Effect == ShowcaseEffect {
    let rules = ShowcaseExploration.explorer
    var explorer = Explorer(reducer: reducer, initialState: rules.initialState, actions: rules.actions)
    for rule in rules.stateInvariants { explorer = explorer.invariant(rule.name, rule.holds) }
    for rule in rules.transitionInvariants { explorer = explorer.transitionInvariant(rule.name, rule.holds) }
    return explorer.home(rules.isHome)
}
