import NavigationReducer
import NavigationReducerTesting
import Testing

/// A node's title as a key whose hash is the same for every node: every two states collide.
private struct CollidingTitle: Hashable {
    let title: String

    func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

@Suite struct SearchKeepingFingerprintsOnly {
    @Test func findsTheSameStatesPathsAndCountsAsTheWholeSearch() {
        let explorer = farEdges(nodes: 3_000)
        let whole = explorer.run()
        for compact in [explorer.keepingFingerprintsOnly().run(), explorer.keepingFingerprintsOnly().run(onThreads: 3)]
        {
            #expect(compact.stateCount == 3_000)
            let sameStates = compact.states == whole.states
            #expect(sameStates)
            #expect(compact.violations.count == 2)
            #expect(compact.violations.map(\.path) == whole.violations.map(\.path))
            #expect(compact.description == whole.description)
        }
    }

    @Test func holdsTheLevelsItTriesNotTheStatesBehindThem() {
        let explorer = farEdges(nodes: 3_000).keepingFingerprintsOnly()
        for compact in [explorer.run(), explorer.run(onThreads: 2)] {
            #expect(compact.stateCount == 3_000)
            // Its levels hold 1, 3, 9, 24, 60, 131, 292, 615, 927, 705, 214 and 19 states: two
            // next to each other at most, 1,632.
            #expect(compact.mostStatesHeld <= 1_632)
            #expect(compact.mostStatesHeld >= 927)
        }
    }

    @Test func aStateReachedThroughFollowUpsIsRebuiltWithThem() {
        let explorer = ExplorerFollowUpTests.explorer.followingUp { effect in
            if case .save(let note) = effect { [.saved(note.title)] } else { [] }
        }
        let whole = explorer.run()
        for compact in [explorer.keepingFingerprintsOnly().run(), explorer.keepingFingerprintsOnly().run(onThreads: 2)]
        {
            #expect(compact.stateCount == whole.stateCount)
            let sameStates = compact.states == whole.states
            #expect(sameStates)
            #expect(compact.description == whole.description)
        }
    }

    @Test func aViolationFoundDeepIsReplayedToTheStateThatBrokeIt() throws {
        let compact = farEdges(nodes: 3_000).keepingFingerprintsOnly().run()
        let violation = try #require(compact.violations.first { $0.rule == "no node past 2,000" })
        let explorer = farEdges(nodes: 3_000)
        var state = explorer.initialState
        for action in violation.path { _ = try explorer.reducer.reduce(into: &state, action: action) }
        #expect(Int(state.notes[0].title) ?? 0 > 2_000)
        #expect(violation.path.count > 1)
    }

    @Test func aFingerprintCollisionMergesTwoStatesIntoOne() {
        let colliding = farEdges(nodes: 300)
        let explorer = Explorer(
            reducer: colliding.reducer, initialState: colliding.initialState, actions: colliding.actions
        ) {
            CollidingTitle(title: $0.notes[0].title)
        }
        #expect(explorer.run().stateCount == 300)
        // Every state's fingerprint is the initial state's: nothing else is ever kept.
        #expect(explorer.keepingFingerprintsOnly().run().stateCount == 1)
    }

    @Test func aStateLimitCutsTheSearchAtTheSameStatesAsTheWholeOne() {
        let explorer = farEdges(nodes: 3_000).limited(states: 1_234)
        let whole = explorer.run()
        let compact = explorer.keepingFingerprintsOnly().run()
        #expect(compact.truncation == .states)
        let sameStates = compact.states == whole.states
        #expect(sameStates)
        #expect(compact.cannotGetBack.map(\.path) == whole.cannotGetBack.map(\.path))
        #expect(compact.description == whole.description)
    }

    @Test func aDeadEndIsRebuiltWithItsState() {
        let whole = fork().run()
        let compact = fork().keepingFingerprintsOnly().run()
        #expect(compact.deadEnds.map(\.state.notes[0].title) == ["5", "6"])
        #expect(compact.deadEnds.map(\.path) == whole.deadEnds.map(\.path))
    }
}
