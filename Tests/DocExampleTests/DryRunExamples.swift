import NavigationReducer
import Testing

// Sources/NavigationReducer/Store/Store+DryRun.swift: a sheet with a draft asks first.
@MainActor @Suite struct DryRunExample {
    enum Screen: Hashable, Sendable { case notes, editor }
    struct AppState: NavigableState, Hashable {
        var navigation = NavigationState<Screen, Never>(root: .notes)
        var draft = ""
    }
    enum AppAction: Sendable { case userNavigated(UserNavigation<Screen>) }
    struct Unsaved: RejectionReason {
        var description: String { "the draft is not saved" }
    }

    @Test func aSheetWithADraftRefusesTheSwipeBeforeItStarts() throws {
        var start = AppState(draft: "half a sentence")
        try start.navigation.present(.editor, style: .sheet)
        let store = Store(
            initialState: start,
            reducer: Reduce<AppState, AppAction, Never> { state, action in
                guard state.draft.isEmpty else { throw Unsaved() }
                if case .userNavigated(let change) = action { try state.navigation.apply(change) }
                return []
            })
        let canSwipeDown = store.wouldAccept(.userNavigated(.dismissedFlow(root: .editor, level: 1)))
        #expect(!canSwipeDown)
        #expect(store.state == start)
    }
}
