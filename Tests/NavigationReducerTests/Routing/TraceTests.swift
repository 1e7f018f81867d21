import Foundation
import NavigationReducer
import NavigationReducerTesting
import Testing

@MainActor @Suite struct TraceTests {
    @Test func aStoreRecordsEveryActionWithItsOutcome() throws {
        let store = Store(initialState: GuardedState(signedIn: true), reducer: routingReducer)
        let recorder = store.recordTrace()
        store.send(.listTapped)
        store.send(.detailTapped(2))
        store.send(.back)
        store.send(.back)
        store.send(.back)
        #expect(
            recorder.trace.entries == [
                TraceEntry(.listTapped, .accepted), TraceEntry(.detailTapped(2), .accepted),
                TraceEntry(.back, .accepted),
                TraceEntry(.back, .accepted), TraceEntry(.back, .rejected(.popAtRoot)),
            ])
        recorder.cancel()
        store.send(.listTapped)
        #expect(recorder.trace.entries.count == 5)
    }

    @Test func aBoundedTraceKeepsTheLastActions() {
        var trace = Trace<Int>(limit: 3)
        for action in 1...10 { trace.record(TraceEntry(action, .accepted)) }
        #expect(trace.actions == [8, 9, 10])
    }

    @Test func replayingATraceReproducesEveryStateAndSurvivesJSON() throws {
        let store = Store(initialState: GuardedState(), reducer: routingReducer)
        let recorder = store.recordTrace(keepingLast: nil)
        var states = [store.state]
        let observation = store.observeStates { states.append($0) }
        for action in [
            RoutingAction.opened(URL(string: "app://items/3")!), .signedIn, .back, .back, .back, .detailTapped(9),
        ] {
            store.send(action)
        }
        observation.cancel()
        let saved = try JSONEncoder().encode(recorder.trace)
        let trace = try JSONDecoder().decode(Trace<RoutingAction>.self, from: saved)
        let replay = trace.replay(from: GuardedState(), reducer: routingReducer)
        #expect(replay.divergence == nil)
        #expect(Set(replay.states) == Set(states))
        #expect(replay.states.last == store.state)
    }

    @Test func aReplayStopsWhereTheCodeNoLongerAgreesWithTheTrace() {
        let trace = Trace<RoutingAction>(entries: [
            TraceEntry(.listTapped, .accepted), TraceEntry(.detailTapped(1), .accepted), TraceEntry(.back, .accepted),
        ])
        let replay = trace.replay(from: GuardedState(), reducer: routingReducer)
        #expect(
            replay.divergence
                == TraceReplay.Divergence(
                    index: 1, action: .detailTapped(1), recorded: .accepted,
                    replayed: .rejected(.refusedByGuard("signed in"))))
        #expect(replay.states.count == 3)
    }
}
