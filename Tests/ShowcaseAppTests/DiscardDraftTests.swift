import NavigationReducer
import NavigationReducerTesting
import ShowcaseApp
import Testing

/// An asset picked in the add-asset sheet and not added yet is a draft: a swipe down would
/// lose it, so the reducer refuses it — and a host asks before the swipe begins — while
/// Cancel asks "Discard Cardano?" first.
@MainActor @Suite struct ASwipeDownNeverLosesAPickedAsset {
    /// A swipe down on the sheet at level 1, as the host reports it: with the flow's first
    /// screen as shown, its data included.
    static func swipeDown(_ state: ShowcaseState) -> ShowcaseAction {
        .userNavigated(.dismissedFlow(root: state.navigation.stack(atLevel: 1)?.root ?? .addAsset(.search), level: 1))
    }

    /// A swipe down on the sheet at level 1 that the host refused before it began.
    static func triedSwipeDown(_ state: ShowcaseState) -> ShowcaseAction {
        .userNavigated(.triedToDismiss(root: state.navigation.stack(atLevel: 1)?.root ?? .addAsset(.search), level: 1))
    }

    /// The add-asset sheet on its confirm step, Cardano picked.
    func withCardanoPicked() throws -> ShowcaseStore {
        let store = try inAddAssetSearch()
        store.send(.addAsset(.assetPicked(.cardano))) { try $0.navigation.push(.addAsset(.confirm(.cardano))) }
        store.expectEffects([.trackScreen("addAsset.confirm")])
        return store
    }

    @Test func aSwipeDownBeforeAnythingIsPickedClosesTheSheet() throws {
        let store = try inAddAssetSearch()
        store.send(Self.swipeDown(store.state)) {
            try $0.navigation.dismiss()
        }
        store.expectEffects([.trackScreen("assets")])
        store.finish()
    }

    @Test func aSwipeDownWithAnAssetPickedIsRefusedWithItsReason() throws {
        let store = try withCardanoPicked()
        store.send(
            Self.swipeDown(store.state), expectingRejection: .refused(ShowcaseRefusal.draftWouldBeLost(.cardano)))
        store.finish()
    }

    @Test func aSwipeDownTheHostRefusedAsksDiscardAsCancelDoes() throws {
        let store = try withCardanoPicked()
        store.send(Self.triedSwipeDown(store.state)) {
            try $0.navigation.showAlert(.discardDraft(of: .cardano))
        }
        store.send(.alert(.draftDiscarded)) {
            try $0.navigation.chooseAlertButton(sending: .draftDiscarded)
            try $0.navigation.dismiss()
        }
        store.expectEffects([.trackScreen("assets")])
        store.finish()
    }

    @Test func aSwipeDownTriedBeforeAnythingIsPickedChangesNothing() throws {
        let store = try inAddAssetSearch()
        store.send(Self.triedSwipeDown(store.state))
        store.finish()
    }

    @Test func aHostAsksBeforeTheSwipeBeginsAndIsToldNoWhileAnAssetIsPicked() throws {
        let store = Store(initialState: ShowcaseState(), reducer: ShowcaseReducer()) { _ in .none }
        store.send(.addAssetTapped)
        store.send(.addAsset(.catalogueLoaded(Asset.catalogue)))
        #expect(store.wouldAccept(Self.swipeDown(store.state)))
        store.send(.addAsset(.assetPicked(.cardano)))
        #expect(!store.wouldAccept(Self.swipeDown(store.state)))
        store.send(.userNavigated(.popped(remaining: 0, level: 1)))
        #expect(store.wouldAccept(Self.swipeDown(store.state)))
    }

    @Test func cancelWithAnAssetPickedAsksWhetherToDiscardIt() throws {
        let store = try withCardanoPicked()
        store.send(.addAsset(.cancelTapped)) { try $0.navigation.showAlert(.discardDraft(of: .cardano)) }
        #expect(store.state.navigation.alert?.title == "Discard Cardano?")
        store.send(.alert(.draftKept)) { try $0.navigation.hideAlert() }
        store.send(.addAsset(.cancelTapped)) { try $0.navigation.showAlert(.discardDraft(of: .cardano)) }
        store.send(.alert(.draftDiscarded)) {
            try $0.navigation.hideAlert()
            try $0.navigation.dismiss()
        }
        store.expectEffects([.trackScreen("assets")])
        #expect(store.state.assets.map(\.id) == ["btc", "eth", "sol"])
        store.finish()
    }

    @Test func cancelBeforeAnythingIsPickedClosesTheSheetAtOnce() throws {
        let store = try inAddAssetSearch()
        store.send(.addAsset(.cancelTapped)) {
            try $0.navigation.dismiss()
        }
        store.expectEffects([.trackScreen("assets")])
        store.finish()
    }
}
