import NavigationReducer
import NavigationReducerTesting
import Testing

/// The notes core with a planted bug: going back from a note after it was saved pushes a
/// second list instead of popping.
let buggyNotesReducer = Reduce<NotesState, NotesAction, NotesEffect> { state, action in
    if action == .back, state.saved.contains("Groceries"), case .note = state.navigation.topScreen {
        try state.navigation.push(.list)
        return []
    }
    return try notesReducer.reduce(into: &state, action: action)
}

/// Every action of the notes core, with sample data.
let everyNotesAction: [NotesAction] = [
    .noteTapped(groceries), .noteTapped(Note(title: "Gardening")), .editTapped, .editorClosed, .deleteTapped,
    .alert(.keep), .alert(.delete), .back, .saved("Groceries"), .saved("Gardening"),
]

@Suite struct FuzzerTests {
    let listOnlyAtTheRoot: RuleName = "the list is only ever the root"

    func fuzzer<R: Reducer>(_ reducer: R) -> Fuzzer<R> where R.State == NotesState, R.Action == NotesAction {
        Fuzzer(reducer: reducer, initialState: NotesState()) { _ in everyNotesAction }
            .invariant(listOnlyAtTheRoot) { !$0.navigation.rootStack.dropFirst().contains(.list) }
    }

    @Test func aCorrectCoreKeepsEveryRuleForAllItsSteps() {
        let report = fuzzer(notesReducer).run(seed: 1, steps: 20_000)
        #expect(report.violation == nil, "\(report)")
        #expect(report.steps == 20_000)
        #expect(report.acceptedCount > 5_000)
        #expect(report.restarts > 50)
    }

    @Test func aPlantedBugIsFoundAndShrunkToItsThreeNecessaryActions() throws {
        let report = fuzzer(buggyNotesReducer).run(seed: 7, steps: 100_000)
        let violation = try #require(report.violation, "the planted bug was not found")
        #expect(violation.rule == listOnlyAtTheRoot)
        #expect((report.failingWalkLength ?? 0) > 3)
        let actions = violation.trace.actions
        #expect(actions.count == 3)
        #expect(actions.contains(.saved("Groceries")))
        #expect(actions.contains { if case .noteTapped = $0 { true } else { false } })
        #expect(actions.last == .back)
        let replay = violation.trace.replay(from: NotesState(), reducer: buggyNotesReducer)
        #expect(replay.divergence == nil)
        #expect(replay.states.last?.navigation.topScreen == .list)
        #expect(report.description.hasPrefix("rule broken: \(listOnlyAtTheRoot)\n  seed 7, after"))
    }

    @Test func theSameSeedFindsTheSameFailureAndTrace() {
        let first = fuzzer(buggyNotesReducer).run(seed: 99, steps: 50_000)
        let second = fuzzer(buggyNotesReducer).run(seed: 99, steps: 50_000)
        #expect(first.description == second.description)
        #expect(first.violation?.trace.entries == second.violation?.trace.entries)
    }

    @Test func aRejectionThatChangedTheStateBreaksTheBuiltInRule() throws {
        let careless = Reduce<NotesState, NotesAction, NotesEffect> { state, action in
            if action == .deleteTapped, state.navigation.topScreen == .list {
                state.saved.insert("half-done")
                throw NavigationRejection.refused(NotesRefusal.nothingToDelete)
            }
            return try notesReducer.reduce(into: &state, action: action)
        }
        let report = fuzzer(careless).run(seed: 3, steps: 10_000)
        let violation = try #require(report.violation)
        #expect(violation.rule == .rejectLeavesState)
        #expect(violation.trace.actions == [.deleteTapped])
    }
}

@Suite struct FuzzerFollowUpTests {
    @Test func aRuleThatOnlyAFollowUpBreaksIsFoundAndItsTraceReplaysTheChain() throws {
        let fuzzer = Fuzzer(ExplorerFollowUpTests.explorer)
        #expect(fuzzer.run(seed: 7, steps: 2_000).violation == nil)
        let report = Fuzzer(
            ExplorerFollowUpTests.explorer.followingUp { effect in
                if case .save(let note) = effect { [.saved(note.title)] } else { [] }
            }
        )
        .run(seed: 7, steps: 2_000)
        let violation = try #require(report.violation)
        #expect(violation.rule == "a note is shown once")
        #expect(violation.trace.actions == [.noteTapped(groceries), .saved("Groceries")])
        let replay = violation.trace.replay(from: NotesState(), reducer: ExplorerFollowUpTests.saving)
        #expect(replay.divergence == nil)
        #expect(replay.states.last?.navigation.rootStack.count == 3)
    }
}
