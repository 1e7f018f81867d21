import Foundation
import NavigationReducer
import NavigationReducerTesting
import Testing

@MainActor @Suite struct TraceTests {
    @Test func aStoreRecordsEveryActionWithItsOutcome() throws {
        let store = Store(initialState: GuardedState(signedIn: true), reducer: routingReducer)
        store.trace = Trace()
        store.send(.listTapped)
        store.send(.detailTapped(2))
        store.send(.back)
        store.send(.back)
        store.send(.back)
        #expect(
            store.trace?.entries == [
                .accepted(.listTapped), .accepted(.detailTapped(2)), .accepted(.back), .accepted(.back),
                .rejected(.back, .popAtRoot),
            ])
        let recorded = store.trace
        store.trace = nil
        store.send(.listTapped)
        #expect(store.trace == nil)
        #expect(recorded?.entries.count == 5)
        store.send(.detailTapped(3))
        store.trace = Trace()
        store.send(.back)
        #expect(store.trace?.entries == [.accepted(.back)])
    }

    @Test func aBoundedTraceKeepsTheLastActions() {
        var trace = Trace<Int>(limit: 3)
        for action in 1...10 { trace.record(.accepted(action)) }
        #expect(trace.actions == [8, 9, 10])
    }

    @Test func replayingATraceReproducesEveryStateAndSurvivesJSON() throws {
        let store = Store(initialState: GuardedState(), reducer: routingReducer)
        store.trace = Trace()
        var states = [store.state]
        let observation = store.observeStates { states.append($0) }
        for action in [
            RoutingAction.opened(URL(string: "app://items/3")!), .signedIn, .back, .back, .back, .detailTapped(9),
        ] {
            store.send(action)
        }
        observation.cancel()
        let saved = try JSONEncoder().encode(store.trace)
        let trace = try JSONDecoder().decode(Trace<RoutingAction>.self, from: saved)
        let replay = trace.replay(from: GuardedState(), reducer: routingReducer)
        #expect(replay.divergence == nil)
        #expect(Set(replay.states) == Set(states))
        #expect(replay.states.last == store.state)
    }

    @Test func aReplayStopsWhereTheCodeNoLongerAgreesWithTheTrace() {
        let trace = Trace<RoutingAction>(entries: [
            .accepted(.listTapped), .accepted(.detailTapped(1)), .accepted(.back),
        ])
        let replay = trace.replay(from: GuardedState(), reducer: routingReducer)
        #expect(replay.divergence?.index == 1)
        #expect(replay.divergence?.recorded == .accepted(.detailTapped(1)))
        #expect(replay.divergence?.replayed == .rejected(.detailTapped(1), .refusedByGuard("signed in")))
        #expect(replay.states.count == 3)
    }

    @Test func eachEntrySavesAsItsOutcomeNamingTheAction() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let entries: [Trace<Int>.Entry] = [.accepted(1), .rejected(2, .popAtRoot), .dropped(3)]
        let text = String(decoding: try encoder.encode(entries), as: UTF8.self)
        #expect(text == #"[{"accepted":1},{"reason":{"popAtRoot":{}},"rejected":2},{"dropped":3}]"#)
        #expect(try JSONDecoder().decode([Trace<Int>.Entry].self, from: Data(text.utf8)) == entries)
    }

    @Test func anEntryWithoutAnOutcomeIsRefusedWhenLoaded() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Trace<Int>.Entry.self, from: Data(#"{"action":1}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Trace<Int>.Entry.self, from: Data(#"{"rejected":1}"#.utf8))
        }
    }
}
