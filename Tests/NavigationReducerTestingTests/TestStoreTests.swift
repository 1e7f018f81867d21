import NavigationReducer
import NavigationReducerTesting
import Testing

let groceries = Note(title: "Groceries")

@MainActor @Suite struct TestStoreTests {
    @Test func aWholeUserPathPassesWhenEveryChangeAndEffectIsStated() throws {
        let store = TestStore(initialState: NotesState(), reducer: notesReducer)
        store.send(.noteTapped(groceries)) {
            try $0.navigation.push(.note(groceries))
        }
        store.expectEffects([.track("note")])
        store.send(.saved("Groceries"), from: .save(groceries)) {
            $0.saved.insert("Groceries")
        }
        store.send(.editTapped) {
            try $0.navigation.present(.editor(groceries), style: .fullScreen)
        }
        store.send(.editorClosed) {
            try $0.navigation.dismiss()
        }
        store.send(.back) {
            try $0.navigation.pop()
        }
        store.finish()
        #expect(store.state.navigation.topScreen == .list)
    }

    @Test func aRejectedActionIsAssertedWithItsReason() throws {
        let store = TestStore(initialState: NotesState(), reducer: notesReducer)
        store.send(.back, expectingRejection: .popAtRoot)
        store.send(.editTapped, expectingRejection: .refused(NotesRefusal.noNoteToEdit))
        store.send(.alert(.delete), expectingRejection: .noAlertShown)
        #expect(store.state == NotesState())
        #expect(
            store.history == [
                "send(back) → rejected: \(NavigationRejection.popAtRoot)",
                "send(editTapped) → rejected: \(NavigationRejection.refused(NotesRefusal.noNoteToEdit))",
                "send(alert(.delete)) → rejected: \(NavigationRejection.noAlertShown)",
            ])
    }

    @Test func expectedEffectsMayBeAssertedInSeveralCallsInOrder() throws {
        let store = TestStore(initialState: NotesState(), reducer: notesReducer)
        store.send(.noteTapped(groceries)) { try $0.navigation.push(.note(groceries)) }
        store.expectEffects([.track("note")])
        #expect(store.pendingEffects == [.save(groceries)])
        store.expectEffects([.save(groceries)])
        store.finish()
    }

    @Test func partialModeChecksOnlyWhatTheTestStates() throws {
        let store = TestStore(initialState: NotesState(), reducer: notesReducer, exhaustive: false)
        store.send(.noteTapped(groceries))
        store.send(.deleteTapped) {
            $0.notes = [groceries]
        }
        store.send(.alert(.delete)) {
            $0.notes = []
        }
        store.finish()
        #expect(store.state.navigation.topScreen == .list)
    }

    @Test func partialModeStillFailsOnAFalseStatement() {
        let log = FailureLog()
        let store = TestStore(
            initialState: NotesState(), reducer: notesReducer, exhaustive: false, onFailure: log.record)
        store.send(.noteTapped(groceries)) { $0.notes = [] }
        #expect(log.failures.count == 1)
    }

    @Test func theJourneyRecordsWhatTheUserSawWithoutRepeats() throws {
        let store = TestStore(initialState: NotesState(), reducer: notesReducer, exhaustive: false)
        store.send(.noteTapped(groceries))
        store.send(.saved("Groceries"), from: .save(groceries))
        store.send(.deleteTapped)
        store.send(.alert(.keep))
        store.send(.editTapped)
        store.send(.editorClosed)
        store.send(.back)
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
        #expect(
            store.journey.sightings[2].description == #".note(Note(title: "Groceries")) + alert "Delete this note?""#)
    }

    @MainActor @Test func aJourneyRecorderFollowsARealStore() {
        var recorder = JourneyRecorder<NoteScreen, NoteAlertAction>(startingAt: NotesState())
        let store = Store(initialState: NotesState(), reducer: notesReducer) { _ in .none }
        let observation = store.observeStates { recorder.record($0) }
        store.send(.noteTapped(groceries))
        store.send(.back)
        observation.cancel()
        #expect(recorder.sightings == [.screen(.list), .screen(.note(groceries)), .screen(.list)])
        recorder.restart()
        #expect(recorder.sightings == [.screen(.list)])
    }
}
