import NavigationReducer
import Observation
import Testing

/// A state whose `counted` property tells how often it was read, and whose `==` how often
/// states were compared: the store reads a watched part before and after every action, compares
/// the whole state when it is watched, and does neither for what it no longer watches.
struct CountedState: NavigableState, Hashable, Sendable {
    var navigation = NavigationState<String, String>(root: "root")
    var value = 0
    var counted: Int {
        CountedReads.shared.count += 1
        return value
    }

    static func == (lhs: CountedState, rhs: CountedState) -> Bool {
        CountedReads.shared.comparisons += 1
        return lhs.navigation == rhs.navigation && lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(navigation)
        hasher.combine(value)
    }
}

final class CountedReads: @unchecked Sendable {
    static let shared = CountedReads()
    var count = 0
    var comparisons = 0
}

let countingReducer = Reduce<CountedState, String, Never> { state, action in
    if action == "bump" { state.value += 1 }
    return []
}

/// "bump thrice" bumps, and its effects send three more bumps, processed as its follow-ups.
let followingReducer = Reduce<CountedState, String, String> { state, action in
    state.value += 1
    return action == "bump thrice" ? ["bump", "bump", "bump"] : []
}

/// A part read outside any tracking — a UIKit callback, a test, a log line — stops costing the
/// sends after it once three changes have passed unread; a view, which reads again after
/// every change it is told of, is told of every change however many come between its reads.
@MainActor @Suite(.serialized) struct APartNobodyReadsAgainIsForgotten {
    func sends(_ count: Int, to store: Store<Reduce<CountedState, String, Never>>) {
        for _ in 0..<count { store.send("bump") }
    }

    @Test func aPartReadOutsideAnyTrackingIsNoLongerComparedOnceThreeChangesPassedUnread() {
        let store = Store(initialState: CountedState(), reducer: countingReducer)
        _ = store.counted
        CountedReads.shared.count = 0
        sends(2, to: store)
        #expect(CountedReads.shared.count > 0, "watched while fewer than three changes passed")
        sends(1, to: store)
        CountedReads.shared.count = 0
        sends(10, to: store)
        #expect(CountedReads.shared.count == 0)
        #expect(store.counted == 13)
    }

    @Test func aWholeStateReadOutsideAnyTrackingIsNoLongerComparedOnceThreeChangesPassedUnread() {
        let store = Store(initialState: CountedState(), reducer: countingReducer)
        _ = store.state
        CountedReads.shared.comparisons = 0
        sends(2, to: store)
        #expect(CountedReads.shared.comparisons == 2, "compared after each send while watched")
        sends(1, to: store)
        CountedReads.shared.comparisons = 0
        sends(10, to: store)
        #expect(CountedReads.shared.comparisons == 0)
    }

    @Test func aReadResetsTheCountSoAPartReadBetweenChangesStaysWatched() {
        let store = Store(initialState: CountedState(), reducer: countingReducer)
        for _ in 0..<5 {
            _ = store.counted
            sends(2, to: store)
        }
        let log = TrackingLog()
        withObservationTracking {
            _ = store.counted
        } onChange: {
            log.add("counted")
        }
        sends(1, to: store)
        #expect(log.names == ["counted"])
    }

    @Test func aReadUnderTrackingStartsTheCountAgain() {
        let store = Store(initialState: CountedState(), reducer: countingReducer)
        _ = store.counted
        sends(2, to: store)
        let log = TrackingLog()
        withObservationTracking {
            _ = store.counted
            sends(1, to: store)
        } onChange: {
            log.add("counted")
        }
        sends(1, to: store)
        #expect(log.names == ["counted"])
    }

    @Test func anActionAndItsFollowUpsCountAsOneChange() {
        let store = Store(initialState: CountedState(), reducer: followingReducer) { .send($0) }
        let log = TrackingLog()
        withObservationTracking {
            _ = store.counted
            store.send("bump thrice")
        } onChange: {
            log.add("counted")
        }
        store.send("bump")
        #expect(log.names == ["counted"])
        #expect(store.counted == 5, "the follow-ups ran in the send")
    }

    @Test func aViewReadingAgainOnlyAfterSeveralChangesIsToldOfTheNextOne() {
        let store = Store(initialState: CountedState(), reducer: countingReducer)
        let log = TrackingLog()
        withObservationTracking {
            _ = store.counted
        } onChange: {
            log.add("first")
        }
        sends(5, to: store)
        withObservationTracking {
            _ = store.counted
        } onChange: {
            log.add("second")
        }
        sends(1, to: store)
        #expect(log.names == ["first", "second"])
    }

    /// The rule's one limit: a tracking installed after its closure read a part and then sent
    /// three changes is installed on a part no longer watched. A view's body sends none.
    @Test func aTrackingWhoseClosureSentThreeChangesAfterItsReadIsToldOnlyWithFewer() {
        let store = Store(initialState: CountedState(), reducer: countingReducer)
        let log = TrackingLog()
        withObservationTracking {
            _ = store.counted
            sends(2, to: store)
        } onChange: {
            log.add("after two")
        }
        sends(1, to: store)
        #expect(log.names == ["after two"])
        withObservationTracking {
            _ = store.counted
            sends(3, to: store)
        } onChange: {
            log.add("after three")
        }
        sends(1, to: store)
        #expect(log.names == ["after two"])
    }
}
