import NavigationReducer
import NavigationReducerTesting
import Testing

/// The notes app's effect factory with a manual clock: saving a note takes one second of
/// that clock and lasts while the note is shown; tracking answers with a follow-up.
@MainActor
func notesEffects(clock: ManualClock) -> @MainActor (NotesEffect) -> Work<NotesAction, NoteScreen> {
    { effect in
        switch effect {
        case .save(let note):
            return .run(whileShowing: .note(note)) { send in
                guard (try? await clock.sleep(for: .seconds(1))) != nil else { return }
                await send(.saved(note.title))
            }
        case .track:
            return .none
        }
    }
}

@MainActor @Suite(.timeLimit(.minutes(5))) struct TestStoreWorkTests {
    @Test func loadingStopsWhenTheUserGoesBack() async {
        let store = TestStore(
            initialState: NotesState(), reducer: notesReducer, effects: notesEffects(clock: ManualClock()))
        store.send(.noteTapped(groceries)) { try $0.navigation.push(.note(groceries)) }
        store.send(.back) { try $0.navigation.pop() }
        #expect(store.cancelledWork == [.save(groceries)])
        await store.finish(timeout: .seconds(5))
    }

    @Test func workThatSleepsOnTheManualClockDeliversWhenTheTestAdvancesIt() async throws {
        let clock = ManualClock()
        let store = TestStore(initialState: NotesState(), reducer: notesReducer, effects: notesEffects(clock: clock))
        store.send(.noteTapped(groceries)) { try $0.navigation.push(.note(groceries)) }
        try #require(store.runningWork == [.save(groceries)])
        await clock.waitForSleepers()
        clock.advance(by: .milliseconds(999))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(1))
        await store.receive(.saved("Groceries")) { $0.saved.insert("Groceries") }
        await store.finish(timeout: .seconds(5))
        #expect(store.cancelledWork.isEmpty)
    }

    @Test func aFollowUpSentByTheFactoryMustBeReceivedBeforeTheNextSend() {
        let log = FailureLog()
        let store = TestStore(initialState: NotesState(), reducer: notesReducer, onFailure: log.record) { effect in
            if case .track(let name) = effect { return .send(.saved(name)) }
            return .none
        }
        store.send(.noteTapped(groceries)) { try $0.navigation.push(.note(groceries)) }
        store.send(.back) { try $0.navigation.pop() }
        #expect(
            log.failures.map(\.message) == [
                """
                send(back): actions were received and not asserted:
                  .saved("note")

                Actions that led here:
                  send(noteTapped(Note(title: "Groceries")))
                """
            ])
    }

    @Test func aFollowUpIsReceivedInOrderAndChecked() async {
        let store = TestStore(initialState: NotesState(), reducer: notesReducer) { effect in
            if case .track(let name) = effect { return .send(.saved(name)) }
            return .none
        }
        store.send(.noteTapped(groceries)) { try $0.navigation.push(.note(groceries)) }
        await store.receive(.saved("note")) { $0.saved.insert("note") }
        store.finish()
    }

    @Test func workStillRunningAtFinishFailsNamingTheEffectThatStartedIt() {
        let log = FailureLog()
        let store = TestStore(
            initialState: NotesState(), reducer: notesReducer, onFailure: log.record,
            effects: notesEffects(clock: ManualClock()))
        store.send(.noteTapped(groceries)) { try $0.navigation.push(.note(groceries)) }
        store.finish()
        #expect(
            log.failures.map(\.message) == [
                """
                finish(): work is still running, started by:
                  .save(Note(title: "Groceries")), while .note(Note(title: "Groceries")) is shown (entry 1 of flow 0)

                Actions that led here:
                  send(noteTapped(Note(title: "Groceries")))
                """
            ])
    }

    @Test func receivingWhenNoWorkRunsFailsAtOnceInsteadOfWaiting() async {
        let log = FailureLog()
        let store = TestStore(initialState: NotesState(), reducer: notesReducer, onFailure: log.record) { _ in .none }
        let callLine: UInt = #line + 1
        await store.receive(.saved("never"), timeout: .seconds(30))
        let failure = log.failures.first
        #expect(
            failure?.message.hasPrefix(
                #"receive(saved("never")): no action was received within 30.0 seconds; no work is running"#) == true)
        #expect(failure?.line == callLine)
        #expect(failure?.fileID == "NavigationReducerTestingTests/TestStoreWorkTests.swift")
    }

    @Test func aReleasedTestStoreCancelsItsWork() async throws {
        let clock = ManualClock()
        var store: TestStore<Reduce<NotesState, NotesAction, NotesEffect>>? = TestStore(
            initialState: NotesState(), reducer: notesReducer, effects: notesEffects(clock: clock))
        store?.send(.noteTapped(groceries)) { try $0.navigation.push(.note(groceries)) }
        try #require(store?.runningWork == [.save(groceries)])
        await clock.waitForSleepers()
        store = nil
        #expect(store == nil)
    }
}
