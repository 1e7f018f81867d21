import NavigationReducer
import NavigationReducerTesting
import Testing
import TimersApp

// Sources/NavigationReducer/NavigationReducer.docc/ComposingReducers.md and ComingFromTCA.md,
// and the doc comments of ForEachEntry, FlowFeature, EntryAction and NavigationState.remove(entry:):
// their types and reducers are the TimersApp example's, compiled there.
@MainActor @Suite struct FeatureExamples {
    @Test func eachRowTicksUnderItsOwnNameAndEndsWithItsEntry() async throws {
        let clock = ManualClock()
        let store = TestStore(initialState: TimersState(), reducer: TimersReducer()) { effect in
            effect.work(clock: clock) { _ in }
        }
        store.send(.addTimerTapped) { try $0.navigation.push(.timer(TimerRow())) }
        store.send(.addTimerTapped) { try $0.navigation.push(.timer(TimerRow())) }
        store.send(.timer(EntryAction(EntryID(flow: 0, number: 1), .startTapped)))
        store.send(.timer(EntryAction(EntryID(flow: 0, number: 2), .startTapped)))
        store.send(.timer(EntryAction(EntryID(flow: 0, number: 1), .stopTapped)))
        #expect(store.cancelledWork == [.timer(EntryID(flow: 0, number: 1), .tickEverySecond)])
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await store.receive(.timer(EntryAction(EntryID(flow: 0, number: 2), .tick))) {
            try $0.navigation.setStack([.timers, .timer(TimerRow()), .timer(TimerRow(elapsed: 1))])
        }
        store.send(.closeTapped(EntryID(flow: 0, number: 2))) { try $0.navigation.pop() }
        #expect(store.runningWork.isEmpty)
        store.send(.stopwatchTapped) { try $0.navigation.present(.timer(TimerRow(name: "Stopwatch")), style: .sheet) }
        store.send(.stopwatch(.startTapped))
        store.send(.timer(EntryAction(EntryID(flow: 0, number: 1), .startTapped)))
        store.send(.stopwatch(.stopTapped))
        #expect(store.runningWork == [.timer(EntryID(flow: 0, number: 1), .tickEverySecond)])
        store.send(.timer(EntryAction(EntryID(flow: 0, number: 1), .stopTapped)))
        await store.finish(timeout: .seconds(30))
    }

    @Test func anEntryIsAddressedByTheIdATestWrites() {
        let store = Store(initialState: TimersState(), reducer: TimersReducer()) { _ in .none }
        store.send(.addTimerTapped)
        store.send(.addTimerTapped)
        store.send(.timer(EntryAction(EntryID(flow: 0, number: 2), .startTapped)))
        store.send(.timer(EntryAction(EntryID(flow: 0, number: 2), .tick)))
        #expect(store.state.navigation.topScreen == .timer(TimerRow(elapsed: 1)))
    }
}
