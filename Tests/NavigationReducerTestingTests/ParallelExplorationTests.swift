import NavigationReducer
import NavigationReducerTesting
import Testing

/// A graph of `nodes` nodes kept in a note's title, three far-apart edges out of each, with a
/// refusal out of every node divisible by 7 and a note of every node visited past 2,000.
func farEdges(nodes: Int) -> Explorer<Reduce<NotesState, Int, Never>, NotesState> {
    let jump = Reduce<NotesState, Int, Never> { state, edge in
        let node = Int(state.notes[0].title) ?? 0
        if edge == 3 {
            guard node % 7 != 0 else { throw NavigationRejection.indexOutOfRange(index: node, count: 7) }
            throw NotesRefusal.notThisOne
        }
        let next = [(node + 1) % nodes, (2 * node + 7) % nodes, (3 * node + 11) % nodes][edge]
        state.notes[0].title = String(next)
        return []
    }
    var start = NotesState()
    start.notes = [Note(title: "0")]
    return Explorer(reducer: jump, initialState: start) { _ in [0, 1, 2, 3] }
        .invariant("no node past 2,000") { (Int($0.notes[0].title) ?? 0) <= 2_000 }
        .transitionInvariant("never from 1,500 to 3,011 or further") { before, _, after, _ in
            !(before.notes[0].title == "1500" && (Int(after.notes[0].title) ?? 0) > 1_000)
        }
}

/// Nodes 0 to 6: from 0, the first action leads to 1 and the last to 2; then each node `n`
/// leads to `n + 2`, from an even node only by the last of four actions, from an odd one only
/// by the first; 5 and 6 lead nowhere. So levels hold one or two states, fewer than workers.
func fork() -> Explorer<Reduce<NotesState, Int, Never>, NotesState> {
    let step = Reduce<NotesState, Int, Never> { state, edge in
        let node = Int(state.notes[0].title) ?? 0
        let next: Int? =
            switch (node, edge) {
            case (0, 0): 1
            case (0, 3): 2
            case (1...4, _) where edge == (node.isMultiple(of: 2) ? 3 : 0): node + 2
            default: nil
            }
        guard let next else { throw NotesRefusal.notThisOne }
        state.notes[0].title = String(next)
        return []
    }
    var start = NotesState()
    start.notes = [Note(title: "0")]
    return Explorer(reducer: step, initialState: start) { _ in [0, 1, 2, 3] }
        .invariant("never at node 4") { $0.notes[0].title != "4" }
}

@Suite struct ParallelExplorationTests {
    @Test(arguments: [2, 3, 4])
    func levelsOfFewerStatesThanWorkersFindTheSameDeadEndsAndRulesAsOne(workers: Int) {
        let alone = fork().run()
        let together = fork().run(onThreads: workers)
        #expect(alone.stateCount == 7)
        #expect(together.deadEnds.map(\.state.notes[0].title) == ["5", "6"])
        #expect(together.deadEnds.map(\.path) == alone.deadEnds.map(\.path))
        #expect(together.violations.map(\.path) == [[3, 3]])
        #expect(together.description == alone.description)
    }

    @Test func aDepthLimitCutsASearchSharedBetweenWorkersAsOne() {
        let alone = fork().limited(depth: 2).run()
        let together = fork().limited(depth: 2).run(onThreads: 4)
        #expect(together.truncation == .depth)
        #expect(together.stateCount == alone.stateCount)
        #expect(together.description == alone.description)
        #expect(together.cannotGetBack.map(\.path) == alone.cannotGetBack.map(\.path))
    }

    @Test(arguments: [2, 4])
    func anyNumberOfWorkersFindsTheSameStatesPathsAndCountsAsOne(workers: Int) throws {
        let explorer = farEdges(nodes: 3_000)
        let alone = explorer.run()
        let together = explorer.run(onThreads: workers)
        #expect(alone.stateCount == 3_000)
        let sameStates = together.states == alone.states
        #expect(sameStates)
        #expect(together.transitionCount == alone.transitionCount)
        #expect(together.violations.map(\.rule) == alone.violations.map(\.rule))
        #expect(alone.violations.count == 2)
        for (shared, own) in zip(together.violations, alone.violations) {
            #expect(shared.path == own.path)
        }
        #expect(together.rejections.map(\.kind) == alone.rejections.map(\.kind))
        #expect(together.rejections.map(\.count) == alone.rejections.map(\.count))
        #expect(together.rejections.map(\.example) == alone.rejections.map(\.example))
        #expect(together.description == alone.description)
    }

    @Test func aSearchKeepingItsSmallLevelsOnOneThreadFindsTheSameAsOne() {
        for explorer in [farEdges(nodes: 3_000), fork()] {
            let alone = explorer.run()
            // Levels of under a millisecond's work at the pace of the one before stay on the
            // calling thread, the others are shared, so one search takes both paths.
            let mixed = explorer.run(onThreads: 2, smallestSharedWork: .milliseconds(1))
            let sameStates = mixed.states == alone.states
            #expect(sameStates)
            #expect(mixed.description == alone.description)
            #expect(mixed.deadEnds.map(\.path) == alone.deadEnds.map(\.path))
        }
    }

    @Test func theFirstRejectionOfAKindInSearchOrderIsItsExampleWhateverTheWorkers() {
        let report = farEdges(nodes: 3_000).run(onThreads: 4)
        #expect(
            report.rejections.first { $0.kind == "indexOutOfRange" }?.example == .indexOutOfRange(index: 0, count: 7))
    }

    @Test func aStateLimitCutsAParallelSearchAtTheSameStatesAsASingleOne() {
        let explorer = farEdges(nodes: 3_000).limited(states: 1_234)
        let alone = explorer.run()
        let together = explorer.run(onThreads: 3)
        #expect(alone.truncation == .states)
        #expect(together.truncation == .states)
        let sameStates = together.states == alone.states
        #expect(sameStates)
    }
}
