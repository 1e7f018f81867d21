import NavigationReducer
import Observation
import Testing

/// What a test does to an observable: read it, change it, or run steps inside
/// `withObservationTracking`, whose `onChange` logs the tracking's number.
indirect enum ObservationStep: Sendable, CustomStringConvertible {
    case read
    case change
    case track(Int, [ObservationStep])

    var description: String {
        switch self {
        case .read: "read"
        case .change: "change"
        case .track(let id, let steps): "track \(id) { \(steps.map(\.description).joined(separator: "; ")) }"
        }
    }
}

/// Observation's own behaviour, the reference a store must match: a class the `@Observable`
/// macro writes.
@Observable final class ObservedCounter {
    var count = 0
}

final class ChangeLog: @unchecked Sendable {
    private(set) var entries: [Int] = []
    func append(_ id: Int) { entries.append(id) }
}

/// Tracks what `read` reads; `onChange` runs on the main actor when it changes, where it may
/// install another tracking, as a SwiftUI view that redraws does.
@MainActor
func track(_ read: () -> Void, onChange: @escaping @MainActor () -> Void) {
    withObservationTracking(read) {
        MainActor.assumeIsolated(onChange)
    }
}

/// Runs `steps` and returns the numbers of the trackings told of a change, in order.
@MainActor
func changesSeen(by steps: [ObservationStep], read: () -> Void, change: () -> Void) -> [Int] {
    let log = ChangeLog()
    func run(_ steps: [ObservationStep]) {
        for step in steps {
            switch step {
            case .read: read()
            case .change: change()
            case .track(let id, let inner):
                withObservationTracking {
                    run(inner)
                } onChange: {
                    log.append(id)
                }
            }
        }
    }
    run(steps)
    return log.entries
}

/// With `followUps`, each change is an action whose effects send three more, processed
/// in the same `send`.
@MainActor
func changesSeenByAStore(_ steps: [ObservationStep], followUps: Bool = false) -> [Int] {
    let store = Store(initialState: LogState(), reducer: loggingReducer) { .send($0) }
    return changesSeen(by: steps, read: { _ = store.state }, change: { store.send(followUps ? "a" : "x") })
}

@MainActor
func changesSeenByObservation(_ steps: [ObservationStep]) -> [Int] {
    let counter = ObservedCounter()
    var changes = 0
    return changesSeen(
        by: steps, read: { _ = counter.count },
        change: {
            changes += 1
            counter.count = changes  // written without reading, as `send` changes a store
        })
}

@MainActor @Suite struct AStoreIsObservedAsAnObservableModelIs {
    @Test func aTrackedReadIsToldOfTheNextChangeOnly() {
        #expect(changesSeenByAStore([.track(1, [.read]), .change, .change]) == [1])
    }

    @Test func aChangeMadeWhileATrackedReadIsStillCollectedDoesNotHideTheNextChange() {
        #expect(changesSeenByAStore([.track(1, [.read, .change]), .change]) == [1])
    }

    @Test func everyTrackingThatReadTheStateIsTold() {
        // Observation tells its observers in no set order.
        #expect(changesSeenByAStore([.track(1, [.read]), .track(2, [.read]), .change]).sorted() == [1, 2])
    }

    @Test func anUntrackedReadOrATrackingThatReadsNothingIsToldNothing() {
        #expect(changesSeenByAStore([.read, .track(1, []), .change]) == [])
    }

    @Test func aTrackingReArmedAfterEachChangeIsToldOfEach() {
        let steps: [ObservationStep] = [.track(1, [.read]), .change, .track(2, [.read]), .change, .change]
        #expect(changesSeenByAStore(steps) == [1, 2])
    }

    /// Every sequence of up to five steps, trackings nested up to two deep: the store and a
    /// model the `@Observable` macro writes tell the same trackings, in the same order.
    @Test func everyShortScriptIsToldWhatObservationTellsIt() {
        let scripts = observationScripts(length: 5, depth: 2)
        #expect(scripts.count > 1_000)
        for steps in scripts {
            let expected = changesSeenByObservation(steps).sorted()
            #expect(changesSeenByAStore(steps).sorted() == expected, "\(steps)")
            #expect(changesSeenByAStore(steps, followUps: true).sorted() == expected, "\(steps), with follow-ups")
        }
    }

    /// An action sent while the store tells an observer is queued behind the current one, so
    /// a tracking installed meanwhile is told of that queued change.
    @Test func aTrackingInstalledWhileAnotherIsToldHearsOfTheChangeQueuedMeanwhile() {
        let store = Store(initialState: LogState(), reducer: loggingReducer) { _ in .none }
        let log = ChangeLog()
        track {
            _ = store.state
        } onChange: {
            log.append(1)
            track {
                _ = store.state
            } onChange: {
                log.append(2)
            }
            store.send("queued while the first tracking is told")
        }
        store.send("x")
        #expect(log.entries == [1, 2])
        store.send("y")
        #expect(log.entries == [1, 2])
        #expect(store.state.log == ["x", "queued while the first tracking is told", "y"])
    }

    /// A store whose "alert" action shows an alert and "ok" hides it, with a tracking of the
    /// whole state that reads the alert for the first time when it is told of a change.
    func storeWhoseWholeStateReaderThenReadsTheAlert(_ log: ChangeLog) -> Store<Reduce<LogState, String, String>> {
        let alerting = Reduce<LogState, String, String> { state, action in
            state.log.append(action)
            if action == "alert" {
                try state.navigation.showAlert(AlertState(title: "Sure?", .cancel("OK", sending: "ok")))
            } else if action == "ok" {
                try state.navigation.hideAlert()
            }
            return []
        }
        let store = Store(initialState: LogState(), reducer: alerting) { _ in .none }
        track {
            _ = store.state
        } onChange: {
            log.append(1)
            track {
                _ = store.alert
            } onChange: {
                log.append(2)
            }
        }
        return store
    }

    /// A tracking installed while a change is told reads the state after it: it is not told
    /// of that change, though the part it read changed in it, only of the next one.
    @Test func aPartFirstReadWhileAChangeIsToldIsNotToldOfThatChange() {
        let log = ChangeLog()
        let store = storeWhoseWholeStateReaderThenReadsTheAlert(log)
        store.send("alert")
        #expect(log.entries == [1])
        store.send("ok")
        #expect(log.entries == [1, 2])
    }

    /// The action goes on with the parts read before it, and the alert is watched from the
    /// next action.
    @Test func aPartFirstReadWhileAChangeIsToldIsWatchedFromTheNextAction() {
        let log = ChangeLog()
        let store = storeWhoseWholeStateReaderThenReadsTheAlert(log)
        track {
            _ = store.stack(atLevel: 0)
        } onChange: {
            log.append(0)
        }
        store.send("x")
        #expect(log.entries == [1])
        store.send("alert")
        #expect(log.entries == [1, 2])
        #expect(store.alert?.title == "Sure?")
    }

    @Test func aStoreNobodyReadsStillChangesItsState() {
        let store = Store(initialState: LogState(), reducer: loggingReducer) { _ in .none }
        store.send("x")
        store.send("y")
        #expect(store.state.log == ["x", "y"])
    }
}

/// Every script of at most `length` steps, a tracking counting as one step plus its own,
/// nested at most `depth` deep; trackings are numbered in order of appearance.
func observationScripts(length: Int, depth: Int) -> [[ObservationStep]] {
    func scripts(length: Int, depth: Int, firstID: Int) -> [([ObservationStep], trackings: Int)] {
        guard length > 0 else { return [([], 0)] }
        var result: [([ObservationStep], trackings: Int)] = [([], 0)]
        for rest in scripts(length: length - 1, depth: depth, firstID: firstID) {
            result.append(([.read] + rest.0, rest.trackings))
            result.append(([.change] + rest.0, rest.trackings))
        }
        guard depth > 0 else { return result }
        for innerLength in 0..<length {
            for inner in scripts(length: innerLength, depth: depth - 1, firstID: firstID + 1) {
                let restID = firstID + 1 + inner.trackings
                for rest in scripts(length: length - 1 - innerLength, depth: depth, firstID: restID) {
                    let tracking = ObservationStep.track(firstID, inner.0)
                    result.append(([tracking] + rest.0, 1 + inner.trackings + rest.trackings))
                }
            }
        }
        return result
    }
    return scripts(length: length, depth: depth, firstID: 1).map(\.0)
}
