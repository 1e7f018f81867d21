import NavigationReducer
import Testing

@MainActor @Suite struct AskingTheReducerBeforeAGestureStarts {
    enum Screen: Hashable, Sendable { case list, editor }
    struct DraftState: NavigableState, Hashable {
        var navigation = NavigationState<Screen, Never>(root: .list)
        var hasUnsavedDraft = false
    }
    enum DraftAction: Sendable, Equatable {
        case editTapped, typed, userNavigated(UserNavigation<Screen>)
    }
    enum DraftRefusal: RejectionReason {
        case unsavedDraft
        var description: String { "the draft is not saved" }
    }
    static let reducer = Reduce<DraftState, DraftAction, String> { state, action in
        switch action {
        case .editTapped:
            try state.navigation.present(.editor, style: .sheet)
            return ["editor shown"]
        case .typed:
            state.hasUnsavedDraft = true
            return []
        case .userNavigated(let change):
            guard !state.hasUnsavedDraft else { throw DraftRefusal.unsavedDraft }
            try state.navigation.apply(change)
            return ["dismissed"]
        }
    }
    static let swipeDown = DraftAction.userNavigated(.dismissedFlow(root: .editor, level: 1))

    @Test func aDryRunSaysWhetherTheReducerWouldTakeTheGestureAndChangesNothing() {
        var worked: [String] = []
        var heard: [StoreDiagnostic<DraftAction, String>] = []
        let store = Store(initialState: DraftState(), reducer: Self.reducer) { effect in
            worked.append(effect)
            return .none
        }
        let token = store.observeDiagnostics { heard.append($0) }
        defer { token.cancel() }
        store.send(.editTapped)
        let shown = store.state
        #expect(store.wouldAccept(Self.swipeDown))
        #expect(store.state == shown)
        store.send(.typed)
        let drafting = store.state
        #expect(!store.wouldAccept(Self.swipeDown))
        #expect(store.state == drafting)
        #expect(worked == ["editor shown"])
        #expect(heard.isEmpty)
    }
}
