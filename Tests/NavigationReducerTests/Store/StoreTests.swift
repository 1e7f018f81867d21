import NavigationReducer
import Observation
import Testing

/// A state that logs the order in which the store processed actions.
struct LogState: NavigableState, Hashable, Sendable {
    var navigation = NavigationState<String, String>(root: "root")
    var log: [String] = []
}

let loggingReducer = Reduce<LogState, String, String> { state, action in
    if action == "reject" { throw NavigationRejection.refused("no, thanks") }
    state.log.append(action)
    switch action {
    case "a": return ["a1", "a2"]
    case "a1": return ["a1x"]
    default: return []
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
        store.observeStates { state in
            if state.log.last == "a" { store.send("from observer") }
        }
        store.send("a")
        #expect(store.state.log == ["a", "a1", "a2", "from observer", "a1x"])
    }

    @Test func aRejectedActionLeavesTheStateAndIsReportedWithItsReason() {
        let store = Store(initialState: LogState(), reducer: loggingReducer) { _ in .none }
        var diagnostics: [StoreDiagnostic<String>] = []
        var states: [LogState] = []
        store.observeDiagnostics { diagnostics.append($0) }
        store.observeStates { states.append($0) }
        store.send("b")
        let before = store.state
        store.send("reject")
        #expect(store.state == before)
        #expect(diagnostics == [.rejected("reject", .refused("no, thanks"))])
        #expect(diagnostics.first?.description == "rejected reject: no, thanks")
        #expect(states.map(\.log) == [["b"]])
    }

    @Test func aRemovedObserverIsNoLongerCalled() {
        let store = Store(initialState: LogState(), reducer: loggingReducer) { _ in .none }
        var calls = 0
        let id = store.observeStates { _ in calls += 1 }
        store.send("b")
        store.removeObserver(id)
        store.send("c")
        #expect(calls == 1)
    }

    @Test func readingTheStateInsideObservationTrackingIsNotifiedOfTheNextChange() {
        let store = Store(initialState: LogState(), reducer: loggingReducer) { _ in .none }
        let changed = ChangeFlag()
        withObservationTracking {
            _ = store.state
        } onChange: {
            changed.mark()
        }
        #expect(!changed.isMarked)
        store.send("b")
        #expect(changed.isMarked)
    }

    @Test func aStoreNobodyReadsStillChangesItsState() {
        let store = Store(initialState: LogState(), reducer: loggingReducer) { _ in .none }
        store.send("x")
        store.send("y")
        #expect(store.state.log == ["x", "y"])
    }
}

final class ChangeFlag: @unchecked Sendable {
    private var marked = false
    func mark() { marked = true }
    var isMarked: Bool { marked }
}
