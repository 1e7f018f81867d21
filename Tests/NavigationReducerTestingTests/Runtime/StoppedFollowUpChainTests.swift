import NavigationReducer
import NavigationReducerTesting
import Testing

@MainActor @Suite struct AStoppedFollowUpChainFailsAtTheTestsLine {
    let log = FailureLog()

    /// The shop's tick pings, and this factory's ping ticks again: a chain without end.
    static func endlessTicks(_ effect: ShopEffect) -> Work<ShopAction, ShopScreen> {
        effect == .ping ? .send(.tick) : ShopWiring().work(effect)
    }

    @Test func aReplayedStepWhoseFollowUpsNeverEndFailsWhereTheTestReplaysIt() throws {
        let store = TestStore(
            initialState: ShopState(), reducer: shopReducer, onFailure: log.record, effects: Self.endlessTicks)
        // A thousand, not the default 100,000: this suite holds the main actor while it runs.
        store.limitFollowUps(to: 1_000)
        store.replay([.send(.tick)], fileID: "Shop/ShopTests.swift", line: 42)
        let failure = try #require(log.failures.first)
        #expect(failure.message.hasPrefix("follow-up actions stopped at 1000: "), "\(failure)")
        #expect((failure.fileID, failure.line) == ("Shop/ShopTests.swift", 42))
    }
}
