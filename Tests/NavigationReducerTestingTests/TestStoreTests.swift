import NavigationReducer
import NavigationReducerTesting
import Testing

let groceries = Note(title: "Groceries")

@Suite struct TestStoreTests {
    @Test func aWholeUserPathPassesWhenEveryChangeAndEffectIsStated() throws {
        let store = TestStore(initialState: NotesState(), reducer: notesReducer)
        try store.send(.noteTapped(groceries)) {
            $0.navigation.push(.note(groceries))
        }
        try store.expectEffects([.track("note")])
        try store.receive(.saved("Groceries"), from: .save(groceries)) {
            $0.saved.insert("Groceries")
        }
        try store.send(.editTapped) {
            try $0.navigation.present(.editor(groceries), style: .fullScreen)
        }
        try store.send(.editorClosed) {
            try $0.navigation.dismiss()
        }
        try store.send(.back) {
            try $0.navigation.pop()
        }
        try store.finish()
        #expect(store.state.navigation.topScreen == .list)
    }

    @Test func aRejectedActionIsAssertedWithItsReason() throws {
        let store = TestStore(initialState: NotesState(), reducer: notesReducer)
        try store.send(.back, expectingRejection: .popAtRoot)
        try store.send(.editTapped, expectingRejection: .refused("no note to edit"))
        try store.send(.alert(.delete), expectingRejection: .noAlertShown)
        #expect(store.state == NotesState())
        #expect(store.history == ["send(back) → rejected", "send(editTapped) → rejected", "send(alert(.delete)) → rejected"])
    }

    @Test func expectedEffectsMayBeAssertedInSeveralCallsInOrder() throws {
        let store = TestStore(initialState: NotesState(), reducer: notesReducer)
        try store.send(.noteTapped(groceries)) { $0.navigation.push(.note(groceries)) }
        try store.expectEffects([.track("note")])
        #expect(store.pendingEffects == [.save(groceries)])
        try store.expectEffects([.save(groceries)])
        try store.finish()
    }

    @Test func partialModeChecksOnlyWhatTheTestStates() throws {
        let store = TestStore(initialState: NotesState(), reducer: notesReducer, exhaustivity: .partial)
        try store.send(.noteTapped(groceries))
        try store.send(.deleteTapped) {
            $0.notes = [groceries]
        }
        try store.send(.alert(.delete)) {
            $0.notes = []
        }
        try store.finish()
        #expect(store.state.navigation.topScreen == .list)
    }

    @Test func partialModeStillFailsOnAFalseStatement() {
        let store = TestStore(initialState: NotesState(), reducer: notesReducer, exhaustivity: .partial)
        #expect(throws: TestStoreFailure.self) {
            try store.send(.noteTapped(groceries)) { $0.notes = [] }
        }
    }

    @Test func theJourneyRecordsWhatTheUserSawWithoutRepeats() throws {
        let store = TestStore(initialState: NotesState(), reducer: notesReducer, exhaustivity: .partial)
        try store.send(.noteTapped(groceries))
        try store.receive(.saved("Groceries"), from: .save(groceries))
        try store.send(.deleteTapped)
        try store.send(.alert(.keep))
        try store.send(.editTapped)
        try store.send(.editorClosed)
        try store.send(.back)
        #expect(
            store.journey.sightings == [
                .screen(.list),
                .screen(.note(groceries)),
                Sighting([.note(groceries)], alert: deleteConfirmation),
                .screen(.note(groceries)),
                Sighting([.note(groceries), .editor(groceries)]),
                .screen(.note(groceries)),
                .screen(.list),
            ])
        #expect(store.journey.sightings[2].description == #".note(Note(title: "Groceries")) + alert "Delete this note?""#)
    }

    @MainActor @Test func aJourneyRecorderFollowsARealStore() {
        var recorder = JourneyRecorder<NoteScreen, NoteAlertAction>(startingAt: NotesState())
        let store = Store(initialState: NotesState(), reducer: notesReducer) { _ in .none }
        store.observeStates { recorder.record($0) }
        store.send(.noteTapped(groceries))
        store.send(.back)
        #expect(recorder.sightings == [.screen(.list), .screen(.note(groceries)), .screen(.list)])
        recorder.restart()
        #expect(recorder.sightings == [.screen(.list)])
    }
}
