import Foundation
import NavigationReducer
import NavigationReducerTesting
import Testing

/// A debounced search explored as the store runs it: it sends nothing until it waits out its
/// duration, a new query before then cancels it, and one after then leaves it running.
@MainActor @Suite struct ADebounceIsExploredAsTheStoreRunsIt {
    typealias Step = LateAnswers<Reduce<ShopState, ShopAction, ShopEffect>>.Step

    func explorer(queries: [String]) -> Explorer<
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
        .answeringLate(work: ShopWiring(debouncesSearch: true).work, answers: shopAnswers)
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

    @Test func thePathReplaysInATestStoreAndFromASavedTrace() throws {
        let explorer = explorer(queries: ["a", "b"])
        let violation = try #require(explorer.run().violations.first)
        let store = TestStore(
            initialState: ShopState(), reducer: shopReducer, effects: ShopWiring(debouncesSearch: true).work)
        store.replay(violation.path)
        #expect(store.history == ["send(searched(\"a\"))", "send(searched(\"b\"))", "receive(resultsArrived(\"a\"))"])
        #expect(store.state.results == "a" && store.state.query == "b")
        let trace = try JSONDecoder().decode(Trace<Step>.self, from: try JSONEncoder().encode(violation.trace))
        #expect(trace == violation.trace)
        #expect(trace.replay(from: explorer.initialState, reducer: explorer.reducer).divergence == nil)
    }
}
