import NavigationReducer
import Observation
import Testing

/// A core with three levels, an alert and two app properties, for observing parts.
struct PartsState: NavigableState, Hashable, Sendable {
    var navigation = NavigationState<String, String>(root: "home")
    var title = "Notes"
    var count = 0
}

enum PartsAction: Hashable, Sendable {
    case push(String), present(String), rename(String), count, nothing, refuse, alert, reopenTop
}

let partsReducer = Reduce<PartsState, PartsAction, Never> { state, action in
    switch action {
    case .push(let screen): try state.navigation.push(screen)
    case .present(let screen): try state.navigation.present(screen)
    case .rename(let title): state.title = title
    case .count: state.count += 1
    case .nothing: break
    case .refuse: throw NavigationRejection.refused(SampleRefusal.noThanks)
    case .alert: try state.navigation.showAlert(AlertState(title: "Sure?", .cancel("No", sending: "no")))
    case .reopenTop:
        let top = state.navigation.topScreen
        try state.navigation.pop()
        try state.navigation.push(top)
    }
    return []
}

/// Each kind of change tells only the trackings that read what it changed.
@MainActor @Suite struct StorePartObservationTests {
    /// A store showing `home › list`, a sheet `s1` and a cover `c1` over it.
    func threeLevels() -> Store<Reduce<PartsState, PartsAction, Never>> {
        let store = Store(initialState: PartsState(), reducer: partsReducer)
        store.send(.push("list"))
        store.send(.present("s1"))
        store.send(.present("c1"))
        return store
    }

    /// The names of the readers told of a change when `action` is sent after each read once
    /// under its own tracking.
    func told(by action: PartsAction, in store: Store<Reduce<PartsState, PartsAction, Never>>) -> Set<String> {
        let log = TrackingLog()
        let readers: [(String, () -> Void)] = [
            ("state", { _ = store.state }),
            ("level 0", { _ = store.stack(atLevel: 0) }),
            ("level 1", { _ = store.stack(atLevel: 1) }),
            ("level 2", { _ = store.stack(atLevel: 2) }),
            ("flow at 1", { _ = store.presentedFlow(atLevel: 1) }),
            ("flow at 2", { _ = store.presentedFlow(atLevel: 2) }),
            ("alert", { _ = store.alert }),
            ("title", { _ = store.title }),
            ("count", { _ = store.count }),
        ]
        for (name, read) in readers {
            withObservationTracking(read) { log.add(name) }
        }
        store.send(action)
        return log.names
    }

    @Test func aPushAtLevelTwoTellsOnlyTheReadersOfThatStackAndOfTheWholeState() {
        #expect(told(by: .push("c2"), in: threeLevels()) == ["level 2", "state"])
    }

    @Test func aPushAtTheRootTellsOnlyTheReadersOfTheRootStackAndOfTheWholeState() {
        let store = Store(initialState: PartsState(), reducer: partsReducer)
        #expect(told(by: .push("list"), in: store) == ["level 0", "state"])
        #expect(told(by: .push("detail"), in: store) == ["level 0", "state"])
    }

    @Test func presentingTellsTheReadersOfThatLevelsFlowAndStack() {
        let store = Store(initialState: PartsState(), reducer: partsReducer)
        #expect(told(by: .present("s1"), in: store) == ["level 1", "flow at 1", "state"])
    }

    @Test func anAlertTellsOnlyItsReaders() {
        #expect(told(by: .alert, in: threeLevels()) == ["alert", "state"])
    }

    @Test func aChangeOfOneAppPropertyTellsNoReaderOfAnother() {
        #expect(told(by: .rename("Journal"), in: threeLevels()) == ["title", "state"])
        #expect(told(by: .count, in: threeLevels()) == ["count", "state"])
    }

    @Test func anAcceptedActionThatChangesNothingTellsNobody() {
        #expect(told(by: .nothing, in: threeLevels()).isEmpty)
        #expect(told(by: .rename("Notes"), in: threeLevels()).isEmpty)
    }

    @Test func aRefusedActionTellsNobody() {
        #expect(told(by: .refuse, in: threeLevels()).isEmpty)
    }

    @Test func aPartReadBeforeATrackingIsInstalledIsStillAnnouncedToIt() {
        let store = threeLevels()
        let log = TrackingLog()
        withObservationTracking {
            _ = store.stack(atLevel: 2)
            store.send(.push("c2"))
        } onChange: {
            log.add("level 2")
        }
        store.send(.push("c3"))
        #expect(log.names == ["level 2"])
    }

    @Test func aPopAndAPushOfAnEqualScreenTellTheReadersOfItsStackOfTheNewEntry() {
        let store = threeLevels()
        store.send(.push("c2"))
        let log = TrackingLog()
        withObservationTracking {
            _ = store.stack(atLevel: 2)
        } onChange: {
            log.add("level 2")
        }
        store.send(.reopenTop)
        #expect(log.names == ["level 2"])
        #expect(store.stack(atLevel: 2).map(Array.init) == ["c1", "c2"])
    }

    @Test func readingAPartGivesItsValue() {
        let store = threeLevels()
        #expect(store.stack(atLevel: 0).map(Array.init) == ["home", "list"])
        #expect(store.stack(atLevel: 3) == nil)
        #expect(store.presentedFlow(atLevel: 2)?.root == "c1")
        #expect(store.presentedFlow(atLevel: 0) == nil)
        #expect(store.title == "Notes")
        #expect(store.alert == nil)
    }
}

final class TrackingLog: @unchecked Sendable {
    private(set) var names: Set<String> = []
    func add(_ name: String) { names.insert(name) }
}
