import Foundation
import NavigationReducer
import Observation
import Testing

/// A state that logs the order in which the store processed actions.
struct LogState: NavigableState, Hashable, Sendable {
    var navigation = NavigationState<String, String>(root: "root")
    var log: [String] = []
}

/// A state with no `Equatable` conformance: a rejection's change cannot be seen, only undone.
struct UncomparableLogState: NavigableState {
    var navigation = NavigationState<String, String>(root: "root")
    var log: [String] = []
}

let loggingReducer = Reduce<LogState, String, String> { state, action in
    if action == "reject" { throw NavigationRejection.refused(SampleRefusal.noThanks) }
    state.log.append(action)
    switch action {
    case "a": return ["a1", "a2"]
    case "a1": return ["a1x"]
    default: return []
    }
}

/// Logs every action, then refuses "late": a reducer that changes the state before refusing.
func loggingThenRefusingLate<State>(_ log: WritableKeyPath<State, [String]> & Sendable) -> Reduce<State, String, String>
{
    Reduce { state, action in
        state[keyPath: log].append(action)
        if action == "late" { throw NavigationRejection.refused(SampleRefusal.tooLate) }
        return []
    }
}

@MainActor @Suite struct StoreProcessingTests {
    @Test func effectsReachTheFactoryInTheOrderTheReducerReturnedThem() {
        var seen: [String] = []
        let store = Store(initialState: LogState(), reducer: loggingReducer) { effect in
            seen.append(effect)
            return .none
        }
        store.send("a")
        store.send("a1")
        #expect(seen == ["a1", "a2", "a1x"])
    }

    @Test func feedbackActionsAreProcessedFirstInFirstOutNeverNested() {
        let store = Store(initialState: LogState(), reducer: loggingReducer) { effect in .send(effect) }
        store.send("a")
        #expect(store.state.log == ["a", "a1", "a2", "a1x"])
    }

    @Test func anActionSentByAnObserverIsQueuedAfterTheCurrentOne() {
        let store = Store(initialState: LogState(), reducer: loggingReducer) { effect in .send(effect) }
        let observation = store.observeStates { [unowned store] state in
            if state.log.last == "a" { store.send("from observer") }
        }
        store.send("a")
        #expect(store.state.log == ["a", "a1", "a2", "from observer", "a1x"])
        observation.cancel()
    }

    @Test func aRejectedActionLeavesTheStateAndIsReportedWithItsReason() {
        let store = Store(initialState: LogState(), reducer: loggingReducer) { _ in .none }
        var diagnostics: [StoreDiagnostic<String, String>] = []
        var states: [LogState] = []
        let diagnosticObservation = store.observeDiagnostics { diagnostics.append($0) }
        let stateObservation = store.observeStates { states.append($0) }
        defer {
            diagnosticObservation.cancel()
            stateObservation.cancel()
        }
        store.send("b")
        let before = store.state
        store.send("reject")
        #expect(store.state == before)
        #expect(diagnostics == [.rejected("reject", .refused(SampleRefusal.noThanks))])
        #expect(diagnostics.first?.description == "rejected reject: no, thanks")
        #expect(states.map(\.log) == [["b"]])
    }

    @Test func aCancelledObservationIsNoLongerCalled() {
        let store = Store(initialState: LogState(), reducer: loggingReducer) { _ in .none }
        var calls = 0
        let observation = store.observeStates { _ in calls += 1 }
        store.send("b")
        observation.cancel()
        store.send("c")
        #expect(calls == 1)
        #expect(!observation.isActive)
    }

    @Test func aReleasedObservationTokenStopsTheObservation() {
        let store = Store(initialState: LogState(), reducer: loggingReducer) { _ in .none }
        var calls = 0
        var observation: ObservationToken? = store.observeStates { _ in calls += 1 }
        store.send("b")
        #expect(observation?.isActive == true)
        observation = nil
        store.send("c")
        #expect(calls == 1)
    }

    // `Reduce` does not say it rejects before changing, so every build keeps a snapshot.
    @Test func aReducerThatChangesTheStateAndThenRejectsIsUndoneAndReported() {
        let store = Store(initialState: LogState(), reducer: loggingThenRefusingLate(\LogState.log)) { _ in .none }
        let diagnostics = sendingEarlyThenLate(to: store)
        #expect(store.state.log == ["early"])
        #expect(diagnostics == [.rejectedAfterChanging("late", .refused(SampleRefusal.tooLate))])
        #expect(diagnostics.first?.description == "rejected late after changing the state (restored): too late")
    }

    @Test func aStateThatCannotBeComparedIsStillPutBackAfterARejection() {
        let store = Store(
            initialState: UncomparableLogState(), reducer: loggingThenRefusingLate(\UncomparableLogState.log)
        ) { _ in .none }
        store.send("early")
        store.send("late")
        #expect(store.state.log == ["early"])
    }

    // A release build takes such a reducer at its word; a debug build, which runs the tests, checks it.
    #if DEBUG
        @Test func inADebugBuildAReducerThatBreaksItsWordToRejectBeforeChangingIsStillUndoneAndReported() {
            let store = Store(initialState: LogState(), reducer: BrokenWordReducer()) { _ in .none }
            let diagnostics = sendingEarlyThenLate(to: store)
            #expect(store.state.log == ["early"])
            #expect(diagnostics == [.rejectedAfterChanging("late", .refused(SampleRefusal.tooLate))])
        }
    #endif

    /// Sends `early`, then `late`, and returns what the store reported meanwhile.
    private func sendingEarlyThenLate<R: Reducer>(to store: Store<R>) -> [StoreDiagnostic<String, String>]
    where R.Action == String, R.Effect == String {
        var diagnostics: [StoreDiagnostic<String, String>] = []
        let observation = store.observeDiagnostics { diagnostics.append($0) }
        store.send("early")
        store.send("late")
        observation.cancel()
        return diagnostics
    }

    @Test(.timeLimit(.minutes(5))) func aRunawayFollowUpChainIsStoppedAndReportedOnce() {
        let store = Store(initialState: LogState(), reducer: echoReducer, followUpLimit: 1_000) { .send($0) }
        var diagnostics: [StoreDiagnostic<String, String>] = []
        let observation = store.observeDiagnostics { diagnostics.append($0) }
        store.send("again")
        #expect(store.state.log.count == 1_001)
        #expect(diagnostics == [.followUpsStopped(dropped: 1, limit: 1_000)])
        #expect(diagnostics.first?.description == "stopped a follow-up chain at 1000 actions: 1 queued action dropped")
        store.send("once more")
        #expect(store.state.log.count == 2_002)
        observation.cancel()
    }

    /// A million steps in a plain test run; under a sanitizer (`NAVIGATION_SANITIZER` set, as
    /// `.ci/run` does), whose instrumentation makes each step ten times slower, twenty thousand.
    @Test func aMillionStepFollowUpChainRunsToItsEnd() {
        let steps = ProcessInfo.processInfo.environment["NAVIGATION_SANITIZER"] == nil ? 1_000_000 : 20_000
        let store = Store(initialState: Countdown(), reducer: countdownReducer, followUpLimit: 2_000_000) { .send($0) }
        store.send(steps)
        #expect(store.state.steps == steps + 1)
    }

}

/// Answers every action with the same action as an effect: with a factory that sends effects
/// back, a chain that never ends on its own.
/// Echoes every action as an effect that sends it again: a chain far longer than any limit a
/// test sets, which still ends on its own after ``echoEnd`` actions, so a broken limit fails
/// an assertion instead of hanging the suite.
let echoReducer = Reduce<LogState, String, String> { state, action in
    state.log.append(action)
    return state.log.count < echoEnd ? [action] : []
}

let echoEnd = 10_000

/// A count of the steps of a countdown.
struct Countdown: NavigableState, Hashable, Sendable {
    var navigation = NavigationState<String, String>(root: "root")
    var steps = 0
}

/// Counts down from the number it is sent, one follow-up a step.
let countdownReducer = Reduce<Countdown, Int, Int> { state, action in
    state.steps += 1
    return action > 0 ? [action - 1] : []
}
