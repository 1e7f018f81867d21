import Foundation
import NavigationReducer
import NavigationReducerTesting
import Testing

@MainActor @Suite struct ALateAnswerTraceIsSavedAndReplaysFromTheFile {
    typealias Step = LateAnswers<Reduce<ShopState, ShopAction, ShopEffect>>.Step

    func readBack(_ trace: Trace<Step>) throws -> Trace<Step> {
        let file = try JSONEncoder().encode(trace)
        let decoder = JSONDecoder()
        decoder.userInfo[.rejectionReasons] = [ShopRefusal.self, LateAnswerReason.self] as [any RejectionReason.Type]
        return try decoder.decode(Trace<Step>.self, from: file)
    }

    @Test func aViolationsTraceReadBackFromAFileIsTheTraceSaved() throws {
        let violation = try #require(shopExplorer(ShopWiring(tiesLoadToScreen: false)).run().violations.first)
        #expect(try readBack(violation.trace) == violation.trace)
    }

    @Test func aTraceReadBackReplaysToTheSameStateThroughTheExplorersReducer() throws {
        let explorer = shopExplorer(ShopWiring(tiesLoadToScreen: false))
        let violation = try #require(explorer.run().violations.first)
        let replayed = try readBack(violation.trace).replay(from: explorer.initialState, reducer: explorer.reducer)
        #expect(replayed.divergence == nil)
        #expect(replayed.states.last?.detailsSitOnTheirLoadingScreen == false)
        #expect(replayed.states.count == violation.path.count + 1)
    }

    @Test func aTraceReadBackReplaysInATestStoreWithTheAppsFactory() throws {
        let violation = try #require(shopExplorer(ShopWiring(tiesLoadToScreen: false)).run().violations.first)
        let store = TestStore(initialState: ShopState(), reducer: shopReducer, effects: ShopWiring().work)
        store.replay(try readBack(violation.trace).actions)
        #expect(store.history == ["send(itemTapped(1))", "send(back)", "receive(detailsLoaded(1))"])
        #expect(!store.state.detailsSitOnTheirLoadingScreen)
    }

    @Test func aRefusedAnswerIsSavedWithItsReasonAndReplaysAlike() throws {
        let explorer = Explorer(reducer: shopRefusingReplies, initialState: ShopState()) { state in
            state.navigation.rootStack.isAtRoot ? [.itemTapped(1)] : []
        }
        .answeringLate(work: ShopWiring().work, answers: shopAnswers)
        .invariant("a loading screen waits for its load") { state in
            guard case .loading = state.navigation.topScreen else { return true }
            return !state.workInFlight.isEmpty
        }
        let violation = try #require(explorer.run().violations.first)
        let trace = try readBack(violation.trace)
        #expect(trace.entries.last?.rejection == lostReply)
        #expect(trace.replay(from: explorer.initialState, reducer: explorer.reducer).divergence == nil)
    }

    @Test func aNamedWorksAnswerReadBackFindsItsWorkByTheNamesText() throws {
        let explorer = Explorer(reducer: shopReducer, initialState: ShopState()) { _ in
            [.searched("a"), .searched("b")]
        }
        .transitionInvariant("results arrive for the latest query") { before, action, _, _ in
            guard case .resultsArrived(let query) = action else { return true }
            return query == before.query
        }
        .invariant("no results for b") { $0.results != "b" }
        .answeringLate(work: ShopWiring(namesSearch: true).work, answers: shopAnswers)
        .limited(states: 1_000)
        let violation = try #require(explorer.run().violations.first { $0.rule == "no results for b" })
        let trace = try readBack(violation.trace)
        #expect(trace == violation.trace)
        #expect(
            trace.actions.compactMap { step in if case .answer(_, let work) = step { work.name } else { nil } } == [
                "search"
            ])
        #expect(trace.replay(from: explorer.initialState, reducer: explorer.reducer).divergence == nil)
    }
}
