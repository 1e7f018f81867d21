import NavigationReducer
import Testing

/// What the user does on screen without the app's buttons reaches the reducer, and the
/// screen ends as the state says.
@MainActor @Suite struct ControllerHostUserNavigationTests {
    let journal = FakeNavigationController.Journal()

    func tree(_ stacks: [[String]], styles: [PresentationStyle] = [], alert: AlertState<String>? = nil) throws -> Small
    {
        var flows: [PresentedFlow<String>] = []
        for (index, stack) in stacks.dropFirst().enumerated() {
            flows.append(PresentedFlow(try ScreenStack(stack), style: index < styles.count ? styles[index] : .sheet))
        }
        return try Small(root: ScreenStack(stacks[0]), presented: flows, alert: alert)
    }

    func drive(from start: Small, accepting: Bool)
        -> (Store<Reduce<HostState, HostAction, Never>>, FakeHost, NavigationRenderer<FakeHost>, Received)
    {
        let store = Store(initialState: HostState(navigation: start), reducer: hostReducer)
        let host = makeFakeHost(journal)
        let received = Received()
        let rendering = store.drive(host) { change in
            let action = HostAction.userNavigated(change, accepted: accepting)
            received.actions.append(action)
            return action
        }
        return (store, host, rendering, received)
    }

    final class Received {
        var actions: [HostAction] = []
    }

    @Test func releasingTheRendererEndsItsObservationThoughTheAppKeepsTheHost() throws {
        let store = Store(initialState: HostState(navigation: try tree([["a", "b"]])), reducer: hostReducer)
        let host = makeFakeHost(journal)
        do {
            let renderer = store.drive(host) { .userNavigated($0, accepted: true) }
            #expect(renderer.isDriven)
            #expect(store.stateObserverCount == 1)
        }
        #expect(store.stateObserverCount == 0)
        let root = host.levels[0].controller
        root.viewControllers.removeLast()
        root.journal.didShow?(root)
        #expect(store.state.navigation.stacks.map { Array($0) } == [["a", "b"]])
    }

    @Test func aSwipeBackIsAPopTheReducerTakesAndTheStateFollows() throws {
        let (store, host, rendering, received) = drive(from: try tree([["a", "b", "c"]]), accepting: true)
        defer { rendering.stop() }
        let root = host.levels[0].controller
        root.viewControllers.removeLast()
        root.journal.didShow?(root)
        #expect(received.actions == [.userNavigated(.popped(remaining: 1, level: 0), accepted: true)])
        #expect(store.state.navigation.stacks.map { Array($0) } == [["a", "b"]])
        #expect(root.viewControllers.map(\.name) == ["a", "b"])
    }

    @Test func theBackMenuPoppingSeveralScreensInASheetIsOnePop() throws {
        let (store, host, rendering, received) = drive(from: try tree([["a"], ["s", "t", "u", "v"]]), accepting: true)
        defer { rendering.stop() }
        let sheet = host.levels[1].controller
        sheet.viewControllers.removeLast(3)
        journal.didShow?(sheet)
        #expect(received.actions == [.userNavigated(.popped(remaining: 0, level: 1), accepted: true)])
        #expect(store.state.navigation.stacks.map { Array($0) } == [["a"], ["s"]])
    }

    @Test func aSwipeBackTheReducerRefusesPutsTheScreenBack() throws {
        let (store, host, rendering, _) = drive(from: try tree([["a", "b", "c"]]), accepting: false)
        defer { rendering.stop() }
        let root = host.levels[0].controller
        let under = root.viewControllers[1]
        root.viewControllers.removeLast()
        journal.didShow?(root)
        #expect(store.state.navigation.stacks.map { Array($0) } == [["a", "b", "c"]])
        #expect(root.viewControllers.map(\.name) == ["a", "b", "c"])
        #expect(root.viewControllers[1] === under)
        #expect(journal.calls.last == "root: push c true")
    }

    @Test func aSwipeDownIsTheFlowsDismissalTheReducerTakes() throws {
        let start = try tree([["a"], ["s", "t"], ["f"]], styles: [.sheet, .fullScreen])
        let (store, host, rendering, received) = drive(from: start, accepting: true)
        defer { rendering.stop() }
        let root = host.levels[0].controller
        let sheet = host.levels[1].controller
        root.presentedFlow = nil
        host.userDismissed(sheet)
        #expect(received.actions == [.userNavigated(.dismissedFlow(root: "s", level: 1), accepted: true)])
        #expect(store.state.navigation.levelCount == 1)
        #expect(host.levels.count == 1)
        #expect(root.shownTree.stacks == [["a"]])
    }

    @Test func aSwipeDownTheReducerRefusesPresentsTheFlowAgain() throws {
        let (store, host, rendering, _) = drive(from: try tree([["a"], ["s", "t"]]), accepting: false)
        defer { rendering.stop() }
        let root = host.levels[0].controller
        root.presentedFlow = nil
        host.userDismissed(host.levels[1].controller)
        #expect(store.state.navigation.levelCount == 2)
        #expect(root.shownTree.stacks == [["a"], ["s", "t"]])
        #expect(journal.calls.last == "root: present flow2 as sheet true")
    }

    @Test func aSwipeDownRefusedBeforeItBeganIsReportedAsAnAttemptAndChangesNothingOnScreen() throws {
        let start = try tree([["a"], ["s", "t"]])
        let (store, host, rendering, received) = drive(from: start, accepting: true)
        defer { rendering.stop() }
        let calls = journal.calls
        host.userTriedToDismiss(host.levels[1].controller)
        #expect(received.actions == [.userNavigated(.triedToDismiss(root: "s", level: 1), accepted: true)])
        #expect(store.state.navigation == start)
        #expect(journal.calls == calls)
        #expect(host.levels.count == 2)
    }

    @Test func anAttemptOnAControllerTheHostDoesNotShowAsAPresentedFlowReportsNothing() throws {
        let (_, host, rendering, received) = drive(from: try tree([["a"], ["s"]]), accepting: true)
        defer { rendering.stop() }
        host.userTriedToDismiss(host.levels[0].controller)
        host.userTriedToDismiss(FakeNavigationController("stranger", journal: journal))
        #expect(received.actions.isEmpty)
    }

    @Test func theHostsOwnTransitionsAreNotReportedAsTheUsers() throws {
        let (store, _, rendering, received) = drive(from: try tree([["a"]]), accepting: true)
        defer { rendering.stop() }
        store.send(.show(try tree([["a", "b", "c"], ["s"]])))
        store.send(.show(try tree([["a", "b"]])))
        store.send(.show(try tree([["b"]])))
        #expect(received.actions.isEmpty)
    }

    @Test func aControllerTheHostDoesNotShowReportsNothing() throws {
        let (_, host, rendering, received) = drive(from: try tree([["a", "b"]]), accepting: true)
        defer { rendering.stop() }
        let stranger = FakeNavigationController("stranger", journal: journal)
        host.controllerDidShow(stranger)
        host.userDismissed(stranger)
        host.userDismissed(host.levels[0].controller)
        #expect(received.actions.isEmpty)
    }

    @Test func aCancelledRenderingNoLongerSendsWhatTheUserDid() throws {
        let (store, host, rendering, received) = drive(from: try tree([["a", "b"]]), accepting: true)
        rendering.stop()
        let root = host.levels[0].controller
        root.viewControllers.removeLast()
        journal.didShow?(root)
        #expect(received.actions.isEmpty)
        #expect(store.state.navigation.stacks.map { Array($0) } == [["a", "b"]])
    }

    @Test func aUserChangeUnderAnAlertIsRefused() throws {
        var state = try tree([["a", "b"]], alert: smallAlert)
        #expect(throws: NavigationRejection.alertAlreadyShown) {
            try state.apply(UserNavigation<String>.popped(remaining: 0, level: 0))
        }
        #expect(state.stacks.map { Array($0) } == [["a", "b"]])
    }

    @Test func aDismissalOfAFlowThatWasReplacedIsRefused() throws {
        var state = try tree([["a"], ["s"]])
        #expect(throws: NavigationRejection.nothingPresented) {
            try state.apply(UserNavigation<String>.dismissedFlow(root: "other", level: 1))
        }
        #expect(state.levelCount == 2)
    }
}
