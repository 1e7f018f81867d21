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
        #expect(violation.path == [.noteTapped(groceries), .editTapped])
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
        let rules = AppRules<NotesState>()
            .rule("a note is never edited") { !$0.navigation.isPresenting }
        let checked = Explorer(
            reducer: notesReducer.checked(by: rules), initialState: NotesState(), actions: notesActions)
        let report = checked.run()
        let violation = try #require(report.violations.first)
        #expect(violation.rule == "a note is never edited")
        #expect(violation.path == [.noteTapped(groceries), .editTapped])
        #expect(!report.states.contains { $0.navigation.isPresenting })
        #expect(
            report.description.hasSuffix(
                """
                    1. noteTapped(Note(title: "Groceries"))
                    2. editTapped (rejected: breaks the rule "a note is never edited")
                """))
        #expect(
            violation.description
                == #""a note is never edited" broken by noteTapped(Note(title: "Groceries")), editTapped"#
                + #" (rejected: breaks the rule "a note is never edited")"#)
    }

    @Test func aViolationReadsAsItsRuleAndItsPathOnOneLine() throws {
        let report = explorer.invariant("a note is never edited") { !$0.navigation.isPresenting }.run()
        let violation = try #require(report.violations.first)
        #expect(
            "\(report.violations)"
                == #"["a note is never edited" broken by noteTapped(Note(title: "Groceries")), editTapped]"#)
        #expect(violation.description.contains("rejected") == false)
    }

    @Test func aDeliberatelyBrokenReducerYieldsItsShortestCounterexample() throws {
        let broken = Reduce<NotesState, NotesAction, NotesEffect> { state, action in
            let effects = try notesReducer.reduce(into: &state, action: action)
            if action == .alert(.keep) { state.notes = [] }
            return effects
        }
        let report = Explorer(reducer: broken, initialState: NotesState(), actions: notesActions)
            .transitionInvariant("notes are only removed by confirming a delete") { before, action, after, _ in
                after.notes.count >= before.notes.count || action == .alert(.delete)
            }
            .run()
        let violation = try #require(report.violations.first)
        #expect(violation.rule == "notes are only removed by confirming a delete")
        #expect(violation.path == [.noteTapped(groceries), .deleteTapped, .alert(.keep)])
    }

    /// A reducer that marks the state and then refuses the alert button no alert asked for.
    static let changesThenRefuses = Reduce<NotesState, NotesAction, NotesEffect> { state, action in
        if action == .alert(.keep), state.navigation.alert == nil { state.saved.insert("marked by a refused try") }
        return try notesReducer.reduce(into: &state, action: action)
    }

    @Test func aRejectionThatChangedTheStateBreaksARuleAndTheSearchGoesOnFromTheStateBefore() throws {
        let report = Explorer(reducer: Self.changesThenRefuses, initialState: NotesState(), actions: notesActions)
            .run()
        let violation = try #require(report.violations.first)
        #expect(violation.rule == .rejectLeavesState)
        #expect(violation.path == [.alert(.keep)])
        #expect(violation.trace.entries.map(\.rejection) == [.noAlertShown])
        #expect(!report.states.contains { $0.saved.contains("marked by a refused try") })
    }

    @Test func aRejectionThatChangedTheStateIsFoundWhenStatesAreToldApartByAPart() throws {
        let report = Explorer(
            reducer: Self.changesThenRefuses, initialState: NotesState(), actions: notesActions, key: \.navigation
        )
        .run()
        #expect(report.violations.map(\.rule) == [.rejectLeavesState])
    }

    @Test func theReportListsEveryRefusalByARuleHoweverManyKindsComeBeforeIt() {
        let refusals: [NavigationRejection] = [
            .popAtRoot, .screenNotInStack, .screenNotInTree, .emptyStack, .nothingPresented, .cannotStopRootFlow,
            .childStateAbsent, .alertAlreadyShown, .noAlertShown, .ruleBroken("a rare rule"),
        ]
        let refusing = Reduce<NavigationState<Int, Never>, Int, Never> { state, action in
            guard action < refusals.count else {
                try state.push(action)
                return []
            }
            throw refusals[action]
        }
        // Nine kinds refused in each of the three states; the rule only in the last one.
        let report = Explorer(reducer: refusing, initialState: NavigationState(root: 0)) { state in
            state.rootStack.count < 3 ? Array(0..<9) + [refusals.count] : Array(0..<refusals.count)
        }
        .run()
        let lines = report.description.split(separator: "\n")
        #expect(lines.contains(#"  1 × ruleBroken, e.g. breaks the rule "a rare rule""#))
        #expect(lines.contains("  … and 1 more kind"))
    }

    @Test func rejectedActionsAreCountedByKind() {
        let report = explorer.run()
        #expect(report.rejectionCount(of: .popAtRoot) > 0)
        #expect(report.rejectionCount(of: .noAlertShown) > 0)
        #expect(report.rejectionCount(of: .nestingLimitReached(limit: 16)) == 0)
    }

    @Test func aStateLimitCutsTheSearchAndSaysSo() {
        let report = explorer.limited(states: 3).run()
        #expect(report.stateCount == 3)
        #expect(report.truncation == .states)
        #expect(report.description.contains("cut short by the state limit"))
    }

    /// 10,000 states in a row, 10,001 with the first, each with a number of its own.
    static let chain = Reduce<NotesState, Int, Never> { state, _ in
        let step = state.saved.first.flatMap { Int($0) } ?? 0
        guard step < 10_000 else { throw NotesRefusal.tooLate }
        state.saved = ["\(step + 1)"]
        return []
    }

    @Test func aSearchThatWouldOutgrowItsMemoryBudgetGoesOnKeepingFingerprintsOnly() {
        for workers in [1, 2] {
            // 20 MB more at each look, every 4,096 states, until the switch; nothing more after it.
            let readings = MemoryReadings([0, 20 << 20, 40 << 20, 40 << 20, 40 << 20])
            var explorer = Explorer(reducer: Self.chain, initialState: NotesState()) { _ in [0] }
                .limited(memory: 16 << 20)
            explorer.residentMemory = readings.next
            let report = explorer.run(onThreads: workers)
            #expect(report.truncation == nil)
            #expect(report.stateCount == 10_001)
            #expect(report.description.contains("kept fingerprints only from state 4096 on: the memory limit"))
            #expect(report.mostStatesHeld < 4_100)
            #expect(report.deadEnds.map(\.path.count) == [10_000])
        }
    }

    /// 20 MB more at every look: past the budget at 4,096 states, where a search keeping whole
    /// states switches to fingerprints, and again at 8,192.
    @Test(arguments: [(fingerprintsFromTheStart: false, statesFound: 8_192), (true, 4_096)])
    func aSearchKeepingFingerprintsThatOutgrowsItsMemoryBudgetStopsAndSaysSo(
        fingerprintsFromTheStart: Bool, statesFound: Int
    ) {
        let readings = MemoryReadings((0..<5).map { $0 * 20 << 20 })
        let chain = Explorer(reducer: Self.chain, initialState: NotesState()) { _ in [0] }
        var explorer = (fingerprintsFromTheStart ? chain.keepingFingerprintsOnly() : chain).limited(memory: 16 << 20)
        explorer.residentMemory = readings.next
        let report = explorer.run()
        #expect(report.truncation == .memory)
        #expect(report.stateCount == statesFound)
        #expect(report.description.contains("cut short by the memory limit"))
    }

    @Test func aSearchMeasuresTheProcesssOwnMemoryUnlessToldOtherwise() {
        // 10,000 states in a row, each holding its own 16 KB note: about 160 MB kept whole.
        let heavy = Reduce<NotesState, Int, Never> { state, action in
            _ = try Self.chain.reduce(into: &state, action: action)
            state.notes = [Note(title: String(repeating: "x", count: 16_384) + (state.saved.first ?? ""))]
            return []
        }
        let report = Explorer(reducer: heavy, initialState: NotesState()) { _ in [0] }
            .limited(memory: 1)
            .run()
        // Memory other tests freed may make room for some of it, never for all.
        #expect(report.truncation == .memory || report.description.contains("kept fingerprints only from state"))
    }

    @Test func aDepthLimitCutsTheSearchAndSaysSo() {
        let report = explorer.limited(depth: 1).run()
        #expect(report.depthReached == 1)
        #expect(report.truncation == .depth)
    }

    @Test func aDepthLimitIsWhatTheProgressEstimateRunsToAndNoLimitIsNone() {
        #expect(explorer.limited(depth: 7).depthLimit == 7)
        #expect(explorer.depthLimit == nil)
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

    @Test func statesACutSearchDidNotFinishExploringAreNotCalledStuck() throws {
        #expect(explorer.limited(depth: 1).run().cannotGetBack.isEmpty)
        #expect(explorer.limited(states: 2).run().cannotGetBack.isEmpty)
        // Action 0 walks into a trap with no way out; action 1 walks a long chain, action 2
        // leaves the chain for home. Cut at depth 3, the chain is unfinished, the trap is not.
        let trapAndChain = Reduce<NotesState, Int, Never> { state, action in
            let step = state.saved.count
            switch (state.saved.contains("trap"), action) {
            case (false, 0) where step == 0: state.saved = ["trap"]
            case (false, 1) where step < 10: state.saved.insert("c\(step)")
            case (false, 2) where step > 0: state.saved = []
            default: throw NotesRefusal.noWayBack
            }
            return []
        }
        let cut = Explorer(reducer: trapAndChain, initialState: NotesState()) { _ in [0, 1, 2] }
            .home { $0.saved.isEmpty }
            .limited(depth: 3)
            .run()
        #expect(cut.truncation == .depth)
        #expect(cut.cannotGetBack.map(\.path) == [[0]])
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
        #expect(violation.path == [70_000])
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
    func rejectionsCarryingDifferentValuesAreCountedAsOneKindWithTheFirstAsExample(distinct: Int) {
        let refuseByIndex = Reduce<NotesState, Int, Never> { state, action in
            guard action < 0 else { throw NavigationRejection.indexOutOfRange(index: action % distinct, count: 0) }
            state.saved.insert("\(action)")
            return []
        }
        let actions = Array(0..<(distinct * 3)) + [-1]
        let report = Explorer(reducer: refuseByIndex, initialState: NotesState()) { _ in actions }.run()
        #expect(report.stateCount == 2)
        #expect(report.rejections.map(\.kind) == ["indexOutOfRange"])
        #expect(report.rejections.first?.count == distinct * 3 * 2)
        #expect(report.rejections.first?.example == .indexOutOfRange(index: 0, count: 0))
    }

    @Test func moreThanSixteenKindsAreEachCountedOnTheirOwn() {
        // From the root, 20 kinds refused, slot 0 to 19, one accepted push; from the pushed
        // screen, slots 19 down to 10, one each.
        let refuse = Reduce<NavigationState<Int, Never>, Int, Never> { state, action in
            guard action < 20 else {
                try state.push(action)
                return []
            }
            throw SlotRefusal.taken(state.rootStack.count == 1 ? action : 29 - action)
        }
        let report = Explorer(reducer: refuse, initialState: NavigationState(root: 0)) { state in
            state.rootStack.count == 1 ? Array(0...20) : Array(10..<20)
        }
        .run()
        let counts = Dictionary(uniqueKeysWithValues: report.rejections.map { ($0.kind, $0.count) })
        #expect(counts.count == 20)
        for slot in 0..<20 {
            #expect(counts["SlotRefusal: slot \(slot) is taken"] == (slot >= 10 ? 2 : 1))
        }
    }

    @Test func aSmallReasonNamingItsOwnKindIsCountedUnderItWhateverItsValue() {
        // From the root, 40 values of `blocked` and one `outOfBounds`, then one accepted push;
        // from the pushed screen, the 40 `blocked` again.
        let refuse = Reduce<NavigationState<Int, Never>, Int, Never> { state, action in
            switch action {
            case 0..<40: throw MoveRefusal.blocked(Int32(action))
            case 40: throw MoveRefusal.outOfBounds
            default:
                try state.push(action)
                return []
            }
        }
        let report = Explorer(reducer: refuse, initialState: NavigationState(root: 0)) { state in
            state.rootStack.count == 1 ? Array(0...41) : Array(0..<40)
        }
        .run()
        #expect(report.rejections.map(\.kind) == ["MoveRefusal.blocked", "MoveRefusal.outOfBounds"])
        #expect(report.rejections.map(\.count) == [80, 1])
        #expect(report.rejections.first?.example == .refused(MoveRefusal.blocked(0)))
        #expect(report.rejectionCount(of: .refused(MoveRefusal.blocked(99))) == 80)
        #expect(report.rejectionCount(of: .refused(MoveRefusal.outOfBounds)) == 1)
    }

    @Test func anAppsReasonsAreCountedByTheirKindOrByTheirValueWhenSmall() {
        let refuse = Reduce<NotesState, Int, Never> { state, action in
            switch action {
            case 0, 1: throw LabelRefusal.tooLong(String(repeating: "x", count: 20 + action))
            case 2: throw SizeRefusal.tooBig(action, unit: "notes")
            case 3: throw NotesRefusal.tooLate
            case 4: throw NotesRefusal.noWayBack
            case 6, 7: throw SlotRefusal.taken(action)
            default:
                state.saved.insert("done")
                return []
            }
        }
        let report = Explorer(reducer: refuse, initialState: NotesState()) { _ in [0, 1, 2, 3, 4, 5, 6, 7] }.run()
        let counts = Dictionary(uniqueKeysWithValues: report.rejections.map { ($0.kind, $0.count) })
        #expect(
            counts == [
                "LabelRefusal.tooLong": 4, "SizeRefusal": 2,
                "NotesRefusal: too late": 2, "NotesRefusal: no way back": 2,
                "SlotRefusal: slot 6 is taken": 2, "SlotRefusal: slot 7 is taken": 2,
            ])
        #expect(report.rejectionCount(of: .refused(LabelRefusal.tooLong("anything"))) == 4)
        #expect(
            report.description.contains("4 × LabelRefusal.tooLong, e.g. label \"\(String(repeating: "x", count: 20))\"")
        )
    }
}

/// A reason with a payload that names its kind.
enum LabelRefusal: RejectionReason {
    case tooLong(String)

    var kind: String { "tooLong" }
    var description: String {
        switch self {
        case .tooLong(let label): "label \"\(label)\" is too long"
        }
    }
}

/// A reason of eight bytes, no references: small enough to be counted by its value.
enum SlotRefusal: RejectionReason {
    case taken(Int)

    var description: String {
        switch self {
        case .taken(let slot): "slot \(slot) is taken"
        }
    }
}

/// A reason of plain data, kept in place, that names its kinds: counted by them.
enum MoveRefusal: RejectionReason {
    case blocked(Int32)
    case outOfBounds

    var kind: String {
        switch self {
        case .blocked: "blocked"
        case .outOfBounds: "outOfBounds"
        }
    }

    var description: String {
        switch self {
        case .blocked(let square): "square \(square) is blocked"
        case .outOfBounds: "off the board"
        }
    }
}

/// A reason with a payload and no kind of its own: counted by its type.
enum SizeRefusal: RejectionReason {
    case tooBig(Int, unit: String)

    var description: String {
        switch self {
        case .tooBig(let size, let unit): "\(size) \(unit) is too many"
        }
    }
}

/// A notes core whose `save` effect answers with `saved`, which pushes the saved note again:
/// a bug only the follow-up shows, as `saved` is no action a user sends.
@Suite struct ExplorerFollowUpTests {
    static let saving = Reduce<NotesState, NotesAction, NotesEffect> { state, action in
        if case .saved(let title) = action {
            try state.navigation.push(.note(Note(title: title)))
            return []
        }
        return try notesReducer.reduce(into: &state, action: action)
    }
    static let explorer = Explorer(reducer: saving, initialState: NotesState(), actions: notesActions)
        .invariant("a note is shown once") { state in
            let notes = state.navigation.rootStack.filter { if case .note = $0 { true } else { false } }
            return notes.count <= 1
        }

    @Test func aRuleThatOnlyAFollowUpBreaksIsFoundWithTheActionThatStartedTheChain() throws {
        #expect(Self.explorer.run().violations.isEmpty)
        let report = Self.explorer.followingUp { effect in
            if case .save(let note) = effect { [.saved(note.title)] } else { [] }
        }
        .run()
        let violation = try #require(report.violations.first)
        #expect(violation.rule == "a note is shown once")
        #expect(violation.path == [.noteTapped(groceries)])
        #expect(violation.trace.entries == [.accepted(.noteTapped(groceries)), .accepted(.saved("Groceries"))])
        let replay = violation.trace.replay(from: NotesState(), reducer: Self.saving)
        #expect(replay.divergence == nil)
        #expect(replay.states.last?.navigation.rootStack.count == 3)
    }

    @Test func aFollowUpChainThatNeverEndsIsStoppedAndReported() throws {
        // Far more than the limit, so a chain the limit does not stop ends here and fails.
        let budget = StepBudget(100_000)
        let report = Explorer(reducer: notesReducer, initialState: NotesState(), actions: notesActions)
            .followingUp(limit: 100) { effect in
                guard budget.take() else { return [] }
                return if case .track = effect { [.back, .noteTapped(groceries)] } else { [] }
            }
            .run()
        #expect(!budget.isSpent)
        let violation = try #require(report.violations.first { $0.rule == .followUpChainStops })
        #expect(violation.path == [.noteTapped(groceries)])
    }

    @Test func aRefusedFollowUpThatChangedTheStateIsUndoneAndBreaksRejectLeavesState() throws {
        let sloppy = Reduce<NotesState, NotesAction, NotesEffect> { state, action in
            if case .saved(let title) = action {
                state.saved.insert(title)
                throw NotesRefusal.tooLate
            }
            return try notesReducer.reduce(into: &state, action: action)
        }
        let report = Explorer(reducer: sloppy, initialState: NotesState(), actions: notesActions)
            .followingUp { effect in
                if case .save(let note) = effect { [.saved(note.title)] } else { [] }
            }
            .run()
        #expect(report.rejectionCount(of: .refused(NotesRefusal.tooLate)) > 0)
        #expect(report.states.allSatisfy { $0.saved.isEmpty })
        let violation = try #require(report.violations.first)
        #expect(violation.rule == .rejectLeavesState)
        #expect(violation.path == [.noteTapped(groceries)])
    }
}

/// Resident memory readings a test gives a search, one a look, the last repeated.
final class MemoryReadings: @unchecked Sendable {
    private let lock = NSLock()
    private var readings: [Int]

    init(_ readings: [Int]) { self.readings = readings }

    @Sendable func next() -> Int? {
        lock.withLock { readings.count > 1 ? readings.removeFirst() : readings.first }
    }
}
