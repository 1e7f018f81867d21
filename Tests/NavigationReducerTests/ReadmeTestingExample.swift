// The README's test, verbatim, imports included: Swift Testing runs it.
import NavigationReducerTesting
import Testing

@testable import AppCore

@MainActor @Test func addingAnAssetFromItsDetails() {
    let store = TestStore(initialState: AppState(), reducer: AppReducer())
    store.send(.assetTapped(7)) { try $0.navigation.push(.details(id: 7)) }
    store.expectEffects([.track("details")])
    store.send(.addTapped) { try $0.navigation.present(.addAsset) }
    store.send(.assetPicked(2)) { try $0.navigation.push(.confirm(id: 2)) }
    store.send(.backTapped) { try $0.navigation.pop() }
    store.send(.closeTapped) { try $0.navigation.dismiss() }
    store.send(.alert(.delete), expectingRejection: .noAlertShown)
    store.finish()
}
