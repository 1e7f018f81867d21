import Foundation
import NavigationReducer
import NavigationReducerTesting
import Testing

func notesActions(_ state: NotesState) -> [NotesAction] {
    [.noteTapped(groceries), .editTapped, .editorClosed, .deleteTapped, .alert(.keep), .alert(.delete), .back]
}

let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path

@Suite struct ExplorerTests {
    let explorer = Explorer(reducer: notesReducer, initialState: NotesState(), actions: notesActions)

    @Test func itVisitsEveryReachableStateOnce() {
        let report = explorer.run()
        #expect(report.stateCount == Set(report.states).count)
        #expect(report.truncation == nil)
        #expect(report.states.contains { $0.navigation.isPresenting })
        #expect(report.states.contains { $0.notes.isEmpty })
        #expect(report.transitionCount > report.stateCount)
    }

    @Test func rulesThatHoldAreReportedAsHolding() {
        let report =
            explorer
            .invariant("an alert and a popup are never shown together") {
                $0.navigation.alert == nil || !$0.navigation.isPresenting
            }
            .transitionInvariant("deleting needs a confirmation") { before, _, after, _ in
                after.notes.count == before.notes.count || before.navigation.alert != nil
            }
            .run()
        #expect(report.violations.isEmpty)
        #expect(report.description.contains("rules: all 2 hold"))
    }

    @Test func aBrokenRuleIsReportedWithTheShortestPathThatBreaksIt() throws {
        let report = explorer.invariant("a note is never edited") { !$0.navigation.isPresenting }.run()
        let violation = try #require(report.violations.first)
        #expect(violation.rule == "a note is never edited")
        #expect(report.path(to: violation) == [.noteTapped(groceries), .editTapped])
        #expect(
            report.description.hasSuffix(
                """
                rule broken: a note is never edited
                  shortest path:
                    1. noteTapped(Note(title: "Groceries"))
                    2. editTapped
                """))
    }

    @Test func aRuleTheCheckedReducerRefusesToBreakIsReportedAsBrokenWithItsPath() throws {
        let rules = AppRules<NotesState>([StateRule("a note is never edited") { !$0.navigation.isPresenting }])
        let checked = Explorer(
            reducer: notesReducer.checked(by: rules), initialState: NotesState(), actions: notesActions)
        let report = checked.run()
        let violation = try #require(report.violations.first)
        #expect(violation.rule == "a note is never edited")
        #expect(report.path(to: violation) == [.noteTapped(groceries), .editTapped])
        #expect(!report.states.contains { $0.navigation.isPresenting })
    }

    @Test func aDeliberatelyBrokenReducerYieldsItsShortestCounterexample() throws {
        let broken = Reduce<NotesState, NotesAction, NotesEffect> { state, action in
            if action == .alert(.keep) { state.notes = [] }
            return try notesReducer.reduce(into: &state, action: action)
        }
        let report = Explorer(reducer: broken, initialState: NotesState(), actions: notesActions)
            .transitionInvariant("notes are only removed by confirming a delete") { before, action, after, _ in
                after.notes.count >= before.notes.count || action == .alert(.delete)
            }
            .run()
        let violation = try #require(report.violations.first)
        #expect(report.path(to: violation) == [.noteTapped(groceries), .deleteTapped, .alert(.keep)])
    }

    @Test func rejectedActionsAreCountedByReason() {
        let report = explorer.run()
        #expect((report.rejections[.popAtRoot] ?? 0) > 0)
        #expect((report.rejections[.noAlertShown] ?? 0) > 0)
    }

    @Test func aStateLimitCutsTheSearchAndSaysSo() {
        let report = explorer.limited(states: 3).run()
        #expect(report.stateCount == 3)
        #expect(report.truncation == .states)
        #expect(report.description.contains("cut short by the state limit"))
    }

    @Test func aDepthLimitCutsTheSearchAndSaysSo() {
        let report = explorer.limited(depth: 1).run()
        #expect(report.depthReached == 1)
        #expect(report.truncation == .depth)
    }

    @Test func deadEndsAndStatesWithNoWayBackAreFound() throws {
        let trap = Reduce<NotesState, NotesAction, NotesEffect> { state, action in
            if case .note = state.navigation.topScreen, action == .back || action == .alert(.delete) {
                throw NavigationRejection.refused(NotesRefusal.noWayBack)
            }
            return try notesReducer.reduce(into: &state, action: action)
        }
        let report = Explorer(reducer: trap, initialState: NotesState(), actions: notesActions).run()
        let stuck = try #require(report.cannotGetBack.first)
        #expect(stuck.path == [.noteTapped(groceries)])
        #expect(report.cannotGetBack.count > 0)
        let healthy = explorer.run()
        #expect(healthy.cannotGetBack.isEmpty)
        #expect(healthy.deadEnds.isEmpty)
    }

    @Test func screensNeverReachedAreListed() {
        let report = explorer.run()
        let names = report.screensNeverReached(of: ["list", "note", "settings"]) { screen in
            if case .note = screen { "note" } else { "list" }
        }
        #expect(names == ["settings"])
    }

    @Test("a try that changes the state and then refuses leaves nothing behind for the next try")
    func aRefusedChangeIsUndone() {
        func refusingEdits(clearingNotes: Bool) -> Reduce<NotesState, NotesAction, NotesEffect> {
            Reduce { state, action in
                guard action == .editTapped else { return try notesReducer.reduce(into: &state, action: action) }
                if clearingNotes { state.notes = [] }
                throw NavigationRejection.popAtRoot
            }
        }
        func states(clearingNotes: Bool) -> [NotesState] {
            Explorer(
                reducer: refusingEdits(clearingNotes: clearingNotes), initialState: NotesState(), actions: notesActions
            )
            .run().states
        }
        func statesByNavigation(clearingNotes: Bool) -> [NotesState] {
            Explorer(
                reducer: refusingEdits(clearingNotes: clearingNotes), initialState: NotesState(), actions: notesActions,
                key: \.navigation
            ).run().states
        }
        #expect(states(clearingNotes: true) == states(clearingNotes: false))
        #expect(statesByNavigation(clearingNotes: true) == statesByNavigation(clearingNotes: false))
    }

    @Test func aProjectionKeyMergesStatesTheRulesDoNotCareAbout() {
        let byNavigation = Explorer(
            reducer: notesReducer, initialState: NotesState(), actions: notesActions, key: \.navigation
        ).run()
        #expect(byNavigation.stateCount < explorer.run().stateCount)
    }

    @Test func theGraphIsByteIdenticalRunToRunAndMatchesItsGoldenFiles() throws {
        func graph() -> StateGraph {
            explorer.run().graph { state in
                var name = ValueDump.line(of: state.navigation.rootStack.top)
                if state.navigation.isPresenting { name += " + editor" }
                if let alert = state.navigation.alert { name += " + " + alert.title }
                return name
            }
        }
        let first = graph()
        #expect(first == graph())
        #expect(first.mermaid.hasPrefix("flowchart LR\n    n0[\".list\"]"))
        try GoldenFile.check(first.mermaid + "\n", against: goldenFolder + "/notes.mmd")
        try GoldenFile.check(first.dot + "\n", against: goldenFolder + "/notes.dot")
    }

    @Test func theShortestPathIsRightWithMoreThan65536ActionsInAState() throws {
        let onlyTheLast = Reduce<NotesState, Int, Never> { state, action in
            guard action == 70_000 else { throw NavigationRejection.refused(NotesRefusal.notThisOne) }
            state.saved.insert("found")
            return []
        }
        let report = Explorer(reducer: onlyTheLast, initialState: NotesState()) { _ in Array(0...70_000) }
            .invariant("nothing is found") { !$0.saved.contains("found") }
            .run()
        let violation = try #require(report.violations.first)
        #expect(report.path(to: violation) == [70_000])
    }

    @Test func aSearchFarPastTheIndexsFirstGrowthFindsEachStateExactlyOnce() {
        // A 32 × 32 grid: action 0 saves the next "a" name, action 1 the next "b" name, so most
        // states are reached from two others and must be found again, not added twice.
        let grid = Reduce<NotesState, Int, Never> { state, action in
            let prefix = action == 0 ? "a" : "b"
            let count = state.saved.filter { $0.hasPrefix(prefix) }.count
            guard count < 32 else { throw NavigationRejection.refused(NotesRefusal.notThisOne) }
            state.saved.insert("\(prefix)\(count)")
            return []
        }
        let report = Explorer(reducer: grid, initialState: NotesState()) { _ in [0, 1] }.run()
        #expect(report.stateCount == 33 * 33)
        #expect(Set(report.states).count == 33 * 33)
        #expect(report.transitionCount == 2 * 33 * 32)
    }

    @Test func statesFoundAgainLongAfterTheirFirstVisitAreRecognisedThroughEveryGrowthOfTheIndex() {
        // 3,000 nodes, three edges out of each to far-apart nodes: most states are reached
        // again from states visited long after them, across every growth of the index.
        let nodes = 3_000
        @Sendable func successors(_ node: Int) -> [Int] {
            [(node + 1) % nodes, (2 * node + 7) % nodes, (3 * node + 11) % nodes]
        }
        var reachable: Set<Int> = [0]
        var frontier = [0]
        while let node = frontier.popLast() {
            for next in successors(node) where reachable.insert(next).inserted { frontier.append(next) }
        }
        let jump = Reduce<NotesState, Int, Never> { state, edge in
            let node = Int(state.notes[0].title) ?? 0
            state.notes[0].title = String(successors(node)[edge])
            return []
        }
        var start = NotesState()
        start.notes = [Note(title: "0")]
        let report = Explorer(reducer: jump, initialState: start) { _ in [0, 1, 2] }.run()
        #expect(report.stateCount == reachable.count)
        #expect(report.transitionCount == 3 * reachable.count)
    }

    @Test(arguments: [3, 40])
    func rejectionsAreCountedByReasonHoweverManyDistinctReasonsThereAre(distinct: Int) {
        let refuseByIndex = Reduce<NotesState, Int, Never> { state, action in
            guard action < 0 else { throw NavigationRejection.indexOutOfRange(index: action % distinct, count: 0) }
            state.saved.insert("\(action)")
            return []
        }
        let actions = Array(0..<(distinct * 3)) + [-1]
        let report = Explorer(reducer: refuseByIndex, initialState: NotesState()) { _ in actions }.run()
        var expected: [NavigationRejection: Int] = [:]
        for index in 0..<distinct { expected[.indexOutOfRange(index: index, count: 0)] = 3 * 2 }
        #expect(report.stateCount == 2)
        #expect(report.rejections == expected)
    }
}
