import NavigationReducer
import NavigationReducerTesting
import Testing

// Sources/NavigationReducer/NavigationReducer.docc/ComposingReducers.md
@MainActor @Suite struct ComposingReducersExample {
    struct EditorState: Hashable, Sendable { var text = "" }
    enum EditorAction: Sendable { case typed(String), saveTapped }
    struct EditorReducer: Reducer {
        func reduce(into state: inout EditorState, action: EditorAction) throws(NavigationRejection)
            -> EffectList<Never>
        {
            if case .typed(let text) = action { state.text = text }
            return []
        }
    }

    enum Screen: Hashable, Sendable { case notes, editor }
    struct AppState: NavigableState, Hashable {
        var navigation = NavigationState<Screen, Never>(root: .notes)
        var notes: [String] = []
        var editor: EditorState?

        static let rules = AppRules<AppState>()
            .rule("the editor's data exists exactly while the editor is shown") { state in
                (state.editor != nil) == state.navigation.contains(.editor)
            }
    }
    enum AppAction: Sendable { case newNoteTapped, editor(EditorAction) }

    struct AppReducer: ComposedReducer {
        var body: some Reducer<AppState, AppAction, Never> { Self.composed }

        static let composed: some Reducer<AppState, AppAction, Never> = Scope(
            optionalState: \AppState.editor,
            action: { (action: AppAction) in if case .editor(let child) = action { child } else { nil } },
            child: EditorReducer()
        )
        .combined(with: AppCore())
        .checked(by: AppState.rules)
    }

    struct AppCore: Reducer {
        func reduce(into state: inout AppState, action: AppAction) throws(NavigationRejection) -> EffectList<Never> {
            switch action {
            case .newNoteTapped:
                try state.navigation.present(.editor, style: .sheet)
                state.editor = EditorState()
            case .editor(.saveTapped):
                guard let editor = state.editor else { throw .childStateAbsent }
                try state.navigation.dismiss()
                state.notes.append(editor.text)
                state.editor = nil
            case .editor(.typed):
                break
            }
            return []
        }
    }

    @Test func theFeatureAndTheAppShareOneStoreAndOneSetOfRules() {
        let store = TestStore(initialState: AppState(), reducer: AppReducer())
        store.send(.newNoteTapped) {
            try $0.navigation.present(.editor, style: .sheet)
            $0.editor = EditorState()
        }
        store.send(.editor(.typed("Milk"))) { $0.editor?.text = "Milk" }
        store.send(.editor(.saveTapped)) {
            try $0.navigation.dismiss()
            $0.notes = ["Milk"]
            $0.editor = nil
        }
        store.send(.editor(.typed("Eggs")), expectingRejection: .childStateAbsent)
        store.finish()
    }
}
