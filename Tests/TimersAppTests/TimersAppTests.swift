import NavigationReducer
import NavigationReducerTesting
import Testing
import TimersApp

/// Records what the save service was given, in order.
actor SavedRows {
    private(set) var rows: [TimerRow] = []

    func save(_ row: TimerRow) { rows.append(row) }
}

/// The timers app from the user's side: rows that tick and save on their own, and a
/// stopwatch on a sheet.
@MainActor @Suite(.timeLimit(.minutes(5))) struct TimersAppTests {
    let first = EntryID(flow: 0, number: 1)
    let second = EntryID(flow: 0, number: 2)

    func makeStore(_ clock: ManualClock, _ saved: SavedRows) -> TestStore<TimersReducer> {
        TestStore(initialState: TimersState(), reducer: TimersReducer()) { effect in
            effect.work(clock: clock) { row in await saved.save(row) }
        }
    }

    func twoRows(_ store: TestStore<TimersReducer>) {
        store.send(.addTimerTapped) { try $0.navigation.push(.timer(TimerRow())) }
        store.send(.addTimerTapped) { try $0.navigation.push(.timer(TimerRow())) }
    }

    @Test func typingInTwoRowsSavesEachRowOnceItsNameIsQuiet() async throws {
        let clock = ManualClock()
        let saved = SavedRows()
        let store = makeStore(clock, saved)
        twoRows(store)
        store.send(.timer(EntryAction(first, .renamed("T")))) {
            try $0.navigation.setStack([.timers, .timer(TimerRow(name: "T")), .timer(TimerRow())])
        }
        store.send(.timer(EntryAction(second, .renamed("E")))) {
            try $0.navigation.setStack([.timers, .timer(TimerRow(name: "T")), .timer(TimerRow(name: "E"))])
        }
        store.send(.timer(EntryAction(first, .renamed("Tea")))) {
            try $0.navigation.setStack([.timers, .timer(TimerRow(name: "Tea")), .timer(TimerRow(name: "E"))])
        }
        #expect(store.cancelledWork == [.timer(first, .save(TimerRow(name: "T")))])
        await clock.waitForSleepers(2)
        clock.advance(by: .milliseconds(500))
        await store.finish(timeout: .seconds(30))
        #expect(Set(await saved.rows) == [TimerRow(name: "Tea"), TimerRow(name: "E")])
    }

    @Test func closingARowEndsItsTimerAndTheOtherRowKeepsTicking() async throws {
        let clock = ManualClock()
        let store = makeStore(clock, SavedRows())
        twoRows(store)
        store.send(.timer(EntryAction(first, .startTapped)))
        store.send(.timer(EntryAction(second, .startTapped)))
        store.send(.closeTapped(first)) { try $0.navigation.setStack([.timers, .timer(TimerRow())]) }
        #expect(store.cancelledWork == [.timer(first, .tickEverySecond)])
        #expect(store.state.navigation.topEntryID == second)
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await store.receive(.timer(EntryAction(second, .tick))) {
            try $0.navigation.setStack([.timers, .timer(TimerRow(elapsed: 1))])
        }
        store.send(.timer(EntryAction(first, .tick)), expectingRejection: .entryNotInTree(first))
        store.send(.timer(EntryAction(second, .stopTapped)))
        await store.finish(timeout: .seconds(30))
    }

    @Test func theStopwatchTicksUntilItsSheetIsClosed() async throws {
        let clock = ManualClock()
        let store = makeStore(clock, SavedRows())
        store.send(.stopwatchTapped) { try $0.navigation.present(.timer(TimerRow(name: "Stopwatch")), style: .sheet) }
        store.send(.stopwatch(.startTapped))
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await store.receive(.stopwatch(.tick)) {
            try $0.navigation.updateStack(atLevel: 1) { $0[0] = .timer(TimerRow(name: "Stopwatch", elapsed: 1)) }
        }
        store.send(.stopwatchClosed) { try $0.navigation.dismiss() }
        #expect(store.cancelledWork == [.stopwatch(.tickEverySecond)])
        store.send(.stopwatch(.tick), expectingRejection: .childStateAbsent)
        await store.finish(timeout: .seconds(30))
    }

    @Test func everyStateWithTicksArrivingLateKeepsEachTimersWorkOnItsOwnEntry() {
        let report = Explorer(reducer: TimersReducer(), initialState: TimersState()) { state in
            var actions: [TimersAction] = state.navigation.rootStack.count < 3 ? [.addTimerTapped] : []
            for entry in [EntryID(flow: 0, number: 1), EntryID(flow: 0, number: 2)]
            where state.navigation.contains(entry: entry) {
                actions += [
                    .timer(EntryAction(entry, .startTapped)), .timer(EntryAction(entry, .stopTapped)),
                    .closeTapped(entry),
                ]
            }
            return actions
        }
        .answeringLate(work: { $0.work(clock: ContinuousClock()) { _ in } })
        .invariant("a timer ticks only while its entry is in the tree") { state in
            state.workInFlight.allSatisfy { work in
                guard case .timer(let entry, _) = work.effect else { return true }
                return state.navigation.contains(entry: entry)
            }
        }
        .limited(depth: 6)
        .run()
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.states.contains { $0.workInFlight.count == 2 })
    }
}
