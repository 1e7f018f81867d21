import Foundation
import NavigationReducer
import NavigationReducerTesting
import Testing

/// A debounced search explored as the store runs it: it sends nothing until it waits out its
/// duration, a new query before then cancels it, and one after then leaves it running. Off
/// the main actor but for the replays in a test store, as an exploration holds its thread.
@Suite struct ADebounceIsExploredAsTheStoreRunsIt {
    typealias Step = LateAnswers<Reduce<ShopState, ShopAction, ShopEffect>>.Step

    func explorer(queries: [String], pastTheWait: PastTheWait = .runsOn) -> Explorer<
        LateAnswers<Reduce<ShopState, ShopAction, ShopEffect>>,
        LateAnswers<Reduce<ShopState, ShopAction, ShopEffect>>.Key<ShopState>
    > {
        Explorer(reducer: shopReducer, initialState: ShopState()) { state in
            queries.filter { $0 != state.query }.map(ShopAction.searched)
        }
        .transitionInvariant("results arrive for the latest query") { before, action, _, _ in
            guard case .resultsArrived(let query) = action else { return true }
            return query == before.query
        }
        .answeringLate(work: ShopWiring(debouncesSearch: pastTheWait).work, answers: shopAnswers)
        .limited(states: 1_000)
    }

    @Test func aSearchAnswersOnlyAfterItWaitedOutItsDebounce() throws {
        let report = explorer(queries: ["a"]).invariant("no results yet") { $0.results == nil }.run()
        #expect(
            report.description.hasSuffix(
                """
                    1. searched("a")
                    2. the work of search("a") waits out its debounce
                    3. resultsArrived("a") arrives (work of search("a"))
                """), "\(report)")
    }

    @Test func aNewQueryBeforeTheWaitCancelsTheSearchAndOneAfterLeavesItRunning() throws {
        let report = explorer(queries: ["a", "b"]).invariant("one search waits at a time") { state in
            state.workInFlight.filter(\.isWaiting).count <= 1
        }
        .run()
        #expect(!report.violations.contains { $0.rule == "one search waits at a time" }, "\(report)")
        #expect(report.states.contains { $0.workInFlight.count == 2 && $0.workInFlight.filter(\.isWaiting).count == 1 })
    }

    @Test func anOldSearchPastItsWaitAnsweringAfterANewQueryIsFound() throws {
        let report = explorer(queries: ["a", "b"]).run()
        #expect(
            report.description.hasSuffix(
                """
                    1. searched("a")
                    2. the work of search("a") waits out its debounce
                    3. searched("b")
                    4. resultsArrived("a") arrives (work of search("a"))
                """), "\(report)")
    }

    @MainActor @Test func thePathReplaysInATestStoreAndFromASavedTrace() throws {
        let explorer = explorer(queries: ["a", "b"])
        let violation = try #require(explorer.run().violations.first)
        let store = TestStore(
            initialState: ShopState(), reducer: shopReducer, effects: ShopWiring(debouncesSearch: .runsOn).work)
        store.replay(violation.path)
        #expect(store.history == ["send(searched(\"a\"))", "send(searched(\"b\"))", "receive(resultsArrived(\"a\"))"])
        #expect(store.state.results == "a" && store.state.query == "b")
        let trace = try JSONDecoder().decode(Trace<Step>.self, from: try JSONEncoder().encode(violation.trace))
        #expect(trace == violation.trace)
        #expect(trace.replay(from: explorer.initialState, reducer: explorer.reducer).divergence == nil)
    }

    @Test func aDebounceStillWaitingNeitherAnswersNorEnds() throws {
        let explorer = explorer(queries: ["a"])
        var state = explorer.initialState
        _ = try explorer.reducer.reduce(into: &state, action: .send(.searched("a")))
        let waiting = try #require(state.workInFlight.first)
        #expect(waiting.isWaiting)
        let before = state
        #expect(throws: NavigationRejection.refused(LateAnswerReason.notInFlight)) {
            try explorer.reducer.reduce(into: &state, action: .answer(.resultsArrived("a"), from: waiting))
        }
        #expect(throws: NavigationRejection.refused(LateAnswerReason.notInFlight)) {
            try explorer.reducer.reduce(into: &state, action: .end(waiting))
        }
        #expect(state == before)
    }

    @Test func aDebounceThatRestartsIsExploredAsNamedWorkWithNoWaitOfItsOwn() throws {
        let report = explorer(queries: ["a", "b"], pastTheWait: .restarts).run()
        #expect(report.violations.isEmpty, "\(report)")
        #expect(
            report.states.allSatisfy { $0.workInFlight.count <= 1 && !$0.workInFlight.contains(where: \.isWaiting) })
        #expect(report.states.contains { $0.results == "a" })
    }

    @MainActor @Test func aReplayPassesTheWaitOfTheWorkThePathNames() throws {
        let explorer = explorer(queries: ["a", "b"])
        var state = explorer.initialState
        var path: [Step] = []
        func take(_ step: Step) throws {
            _ = try explorer.reducer.reduce(into: &state, action: step)
            path.append(step)
        }
        try take(.send(.searched("a")))
        try take(.passesWait(try #require(state.workInFlight.first)))
        try take(.send(.searched("b")))
        try take(.send(.searched("a")))
        try take(.passesWait(try #require(state.workInFlight.first { $0.isWaiting && $0.effect == .search("a") })))
        try take(.send(.searched("b")))
        #expect(state.workInFlight.map(\.effect) == [.search("a"), .search("a"), .search("b")])
        let store = TestStore(
            initialState: ShopState(), reducer: shopReducer, effects: ShopWiring(debouncesSearch: .runsOn).work)
        store.replay(path)
        #expect(store.runningWork == state.workInFlight.map(\.effect))
    }
}
