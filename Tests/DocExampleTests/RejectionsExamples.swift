import NavigationReducer
import NavigationReducerTesting
import Testing

// Sources/NavigationReducer/NavigationReducer.docc/RejectionsFailuresAndReports.md
@MainActor @Suite struct RejectionsFailuresAndReportsExample {
    enum Screen: Hashable, Sendable { case notes }
    struct NotesState: NavigableState, Hashable {
        var navigation = NavigationState<Screen, Never>(root: .notes)
        var notes: [String] = []
    }
    enum NotesAction: Sendable { case saveTapped(String), backTapped }

    enum NotesRefusal: RejectionReason {
        case emptyNote

        var description: String { "a note needs some text" }
    }

    struct NotesReducer: Reducer {
        func reduce(into state: inout NotesState, action: NotesAction) throws(NavigationRejection)
            -> EffectList<Never>
        {
            switch action {
            case .saveTapped(let text):
                guard !text.isEmpty else { throw .refused(NotesRefusal.emptyNote) }
                state.notes.append(text)
            case .backTapped:
                try state.navigation.pop()
            }
            return []
        }
    }

    @Test func aRejectionIsTheSameValueInTheTestStore() {
        let store = TestStore(initialState: NotesState(), reducer: NotesReducer())
        store.send(.saveTapped(""), expectingRejection: .refused(NotesRefusal.emptyNote))
        store.send(.backTapped, expectingRejection: .popAtRoot)
        store.send(.saveTapped("Milk")) { $0.notes = ["Milk"] }
        store.finish()
    }

    @Test func theStoreReportsTheRejectionAndKeepsItsState() {
        let store = Store(initialState: NotesState(), reducer: NotesReducer())
        var reported: [NavigationRejection] = []
        let token = store.observeDiagnostics { diagnostic in
            if case .rejected(_, let rejection) = diagnostic { reported.append(rejection) }
        }
        store.send(.saveTapped(""))
        #expect(reported == [.refused(NotesRefusal.emptyNote)])
        #expect(reported.map(\.description) == ["a note needs some text"])
        #expect(store.state == NotesState())
        token.cancel()
    }
}
