import NavigationReducer
import NavigationReducerTesting
import Testing

// Sources/NavigationReducer/NavigationReducer.docc/ComposingReducers.md, ComingFromTCA.md, and
// the doc comments of ForEachEntry, FlowFeature, EntryAction and NavigationState.remove(entry:).
@MainActor @Suite struct FeatureExamples {
    struct TimerRow: Hashable, Sendable {
        var elapsed = 0
    }
    enum TimerAction: Hashable, Sendable { case startTapped, stopTapped, tick }
    enum TimerEffect: Hashable, Sendable { case tickEverySecond, stopTicking }

    struct TimerReducer: Reducer {
        func reduce(into row: inout TimerRow, action: TimerAction) throws(NavigationRejection)
            -> EffectList<TimerEffect>
        {
            switch action {
            case .startTapped: return [.tickEverySecond]
            case .stopTapped: return [.stopTicking]
            case .tick: row.elapsed += 1
            }
            return []
        }
    }

    enum Screen: Hashable, Sendable {
        case timers
        case timer(TimerRow)

        var timer: TimerRow? {
            get { if case .timer(let row) = self { row } else { nil } }
            set { if let newValue { self = .timer(newValue) } }
        }
    }
    struct TimersState: NavigableState, Hashable {
        var navigation = NavigationState<Screen, Never>(root: .timers)
    }
    enum TimersAction: Hashable, Sendable {
        case addTimerTapped, stopwatchTapped
        case closeTapped(EntryID)
        case timer(EntryAction<TimerAction>)
        case stopwatch(TimerAction)
    }
    enum TimersEffect: Hashable, Sendable {
        case timer(EntryID, TimerEffect)
        case stopwatch(TimerEffect)
    }

    struct TimersReducer: ComposedReducer {
        var body: some Reducer<TimersState, TimersAction, TimersEffect> {
            ForEachEntry(
                in: \TimersState.navigation, screen: \.timer,
                action: { (action: TimersAction) in if case .timer(let action) = action { action } else { nil } },
                effect: TimersEffect.timer, child: TimerReducer()
            )
            .combined(with: Self.stopwatch)
            .combined(with: TimersCore())
        }

        static let stopwatch = FlowFeature(
            in: \TimersState.navigation, root: \.timer,  // the flow that starts at a timer
            action: { (action: TimersAction) in if case .stopwatch(let action) = action { action } else { nil } },
            effect: TimersEffect.stopwatch, child: TimerReducer()
        )
    }

    struct TimersCore: Reducer {
        func reduce(into state: inout TimersState, action: TimersAction) throws(NavigationRejection)
            -> EffectList<TimersEffect>
        {
            switch action {
            case .addTimerTapped:
                try state.navigation.push(.timer(TimerRow()))
            case .stopwatchTapped:
                try state.navigation.present(.timer(TimerRow()), style: .sheet)
            case .closeTapped(let entry):
                try state.navigation.remove(entry: entry)
            case .timer, .stopwatch:
                break
            }
            return []
        }
    }

    @MainActor func timersWork(clock: some Clock<Duration> & Sendable)
        -> @MainActor (TimersEffect) -> Work<TimersAction, Screen>
    {
        { effect in
            switch effect {
            case .timer(let entry, .tickEverySecond):
                return Work.run { send in
                    while (try? await clock.sleep(for: .seconds(1))) != nil {
                        await send(.timer(EntryAction(entry, .tick)))
                    }
                }
                .named("ticking")
            case .timer(_, .stopTicking), .stopwatch(.stopTicking):
                return .cancel(id: "ticking")
            case .stopwatch(.tickEverySecond):
                return Work.run { send in
                    while (try? await clock.sleep(for: .seconds(1))) != nil { await send(.stopwatch(.tick)) }
                }
                .named("ticking")
            }
        }
    }

    @Test func eachRowTicksUnderItsOwnNameAndEndsWithItsEntry() async throws {
        let clock = ManualClock()
        let store = TestStore(initialState: TimersState(), reducer: TimersReducer(), effects: timersWork(clock: clock))
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
        store.send(.stopwatchTapped) { try $0.navigation.present(.timer(TimerRow()), style: .sheet) }
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
