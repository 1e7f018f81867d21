import NavigationReducer
import NavigationReducerTesting
import Testing

@MainActor @Suite struct ReplayingAPathWithLateAnswers {
    @Test func aViolationsPathReplaysInATestStoreToTheStateItsTraceReaches() throws {
        let explorer = shopExplorer(ShopWiring(tiesLoadToScreen: false))
        let violation = try #require(explorer.run().violations.first)
        let traced = violation.trace.replay(from: explorer.initialState, reducer: explorer.reducer)
        #expect(traced.divergence == nil)
        let last = try #require(traced.states.last)
        #expect(!last.detailsSitOnTheirLoadingScreen)

        let store = TestStore(initialState: ShopState(), reducer: shopReducer, effects: ShopWiring().work)
        store.replay(violation.path)
        #expect(store.state == last.app)
        #expect(store.history == ["send(itemTapped(1))", "send(back)", "receive(detailsLoaded(1))"])
        #expect(store.runningWork.isEmpty)
    }

    @Test func workTheStoreCancelledCannotAnswerInAReplay() throws {
        let explorer = shopExplorer(ShopWiring(tiesLoadToScreen: false))
        let violation = try #require(explorer.run().violations.first)
        var failures: [TestStoreFailure] = []
        // The same path in a store whose load ends with its screen: going back cancelled it.
        let store = TestStore(
            initialState: ShopState(), reducer: shopReducer, onFailure: { failures.append($0) },
            effects: ShopWiring(tiesLoadToScreen: true).work)
        store.replay(violation.path)
        #expect(
            failures.map { $0.message.prefix { $0 != "\n" } } == [
                "replay: detailsLoaded(1) arrives (work of loadDetails(1)) names work that is not running"
            ])
        #expect(store.state.navigation.topScreen == .list)
        #expect(store.cancelledWork == [.loadDetails(1)])
    }

    @Test func aReplayNeedsTheAppsFactory() throws {
        let violation = try #require(shopExplorer(ShopWiring()).run().violations.first)
        var failures: [TestStoreFailure] = []
        let store = TestStore(initialState: ShopState(), reducer: shopReducer, onFailure: { failures.append($0) })
        store.replay(violation.path)
        #expect(
            failures.map { $0.message.prefix { $0 != "\n" } } == [
                "replay: the store needs the app's factory (`TestStore(…, effects:)`) to run work"
            ])
        #expect(store.state == ShopState())
    }
}

@Suite struct FuzzingAnswersThatArriveLate {
    @Test func theFuzzerFindsTheLateReplyAndShrinksItsWalkToThePathWithTheAnswer() throws {
        let report = Fuzzer(shopExplorer(ShopWiring(tiesLoadToScreen: false))).run(seed: 7, steps: 20_000)
        let violation = try #require(report.violation)
        #expect(violation.rule == "details sit on their loading screen")
        #expect(
            violation.path.map(\.description) == [
                "itemTapped(1)", "back", "detailsLoaded(1) arrives (work of loadDetails(1))",
            ])
    }

    @Test func theFuzzerFindsNothingWhenTheLoadEndsWithItsScreen() {
        let report = Fuzzer(shopExplorer(ShopWiring(tiesLoadToScreen: true))).run(seed: 7, steps: 20_000)
        #expect(report.violation == nil)
        #expect(report.acceptedCount > 10_000)
    }
}
