import NavigationReducer
import NavigationReducerTesting
import Testing

@MainActor @Suite struct NavigationRendererTests {
    @Test func theFirstRenderBuildsTheStateFromScratch() throws {
        let host = RecordingHost<String, String>()
        let renderer = NavigationRenderer(host: host)
        var state = try Small(root: ScreenStack(["a", "b"]))
        try state.present("sheet")
        try state.push("step")
        renderer.render(state)
        #expect(
            host.commands == [
                .setStack(["a", "b"], level: 0, animated: false),
                .present(PresentedFlow(try ScreenStack(["sheet", "step"])), level: 1, animated: false),
            ])
        #expect(renderer.onScreen?.showsSameAs(state) == true)
    }

    @Test func theHostNeverRunsTwoTransitionsAtOnce() throws {
        let host = RecordingHost<String, String>(completesImmediately: false)
        let renderer = NavigationRenderer(host: host)
        renderer.render(Small(root: "a"))
        var next = Small(root: "a")
        try next.push("b")
        renderer.render(next)
        #expect(host.commands.count == 1)
        #expect(renderer.isTransitioning)
    }

    @Test func threeQuickChangesDuringOneAnimationBecomeOneDiffToTheLast() throws {
        let host = RecordingHost<String, String>(completesImmediately: false)
        let renderer = NavigationRenderer(host: host)
        var state = Small(root: "a")
        renderer.render(state)
        try state.push("b")
        renderer.render(state)
        host.completeTransition()
        #expect(host.commands.last == .push(["b"], level: 0, animated: true))
        try state.push("c")
        renderer.render(state)
        try state.push("d")
        renderer.render(state)
        try state.pop(animated: true)
        renderer.render(state)
        host.clear()
        host.completeTransition()
        #expect(host.commands == [.push(["c"], level: 0, animated: true)])
        host.completeTransition()
        #expect(!host.isTransitioning)
        #expect(renderer.onScreen?.showsSameAs(state) == true)
    }

    @Test func aStateThatArrivesDuringATransitionIsPendingUntilTheHostShowsIt() throws {
        let host = RecordingHost<String, String>(completesImmediately: false)
        let renderer = NavigationRenderer(host: host)
        var state = Small(root: "a")
        renderer.render(state)
        host.completeTransition()
        #expect(renderer.pending == nil)
        try state.push("b")
        renderer.render(state)
        #expect(renderer.pending == state)
        try state.push("c")
        renderer.render(state)
        #expect(renderer.pending == state)
        host.completeTransition()
        #expect(renderer.pending == state)
        host.completeTransition()
        #expect(renderer.pending == nil)
        #expect(!host.isTransitioning)
        #expect(
            host.commands.suffix(2) == [.push(["b"], level: 0, animated: true), .push(["c"], level: 0, animated: true)])
        #expect(renderer.onScreen?.showsSameAs(state) == true)
    }

    @Test func renderingWhatIsOnScreenAgainSendsNothingAndLeavesNothingPending() throws {
        let host = RecordingHost<String, String>()
        let renderer = NavigationRenderer(host: host)
        var state = Small(root: "a")
        try state.push("b")
        renderer.render(state)
        let built = host.commands
        var sameEntries = state
        try sameEntries.push("c", animated: false)
        try sameEntries.pop(animated: false)
        renderer.render(sameEntries)
        renderer.render(state)
        #expect(host.commands == built)
        #expect(renderer.pending == nil)
        #expect(!renderer.isTransitioning)
    }

    @Test func anAlertRequestedWithAFlowDismissalIsShownOnlyAfterTheDismissalCompletes() throws {
        let host = RecordingHost<String, String>(completesImmediately: false)
        let renderer = NavigationRenderer(host: host)
        var state = Small(root: "a")
        try state.present("sheet")
        renderer.render(state)
        host.completeTransition()
        host.completeTransition()
        host.clear()
        try state.dismiss()
        try state.showAlert(smallAlert)
        renderer.render(state)
        #expect(host.commands == [.dismiss(level: 1, animated: true)])
        host.completeTransition()
        #expect(host.commands == [.dismiss(level: 1, animated: true), .showAlert(smallAlert, animated: true)])
        host.completeTransition()
        #expect(renderer.onScreen?.alert == smallAlert)
    }

    @Test func aChangeThatNeedsSeveralCommandsIsReachedWhenTheHostCompletesAtOnce() throws {
        let host = RecordingHost<String, String>()
        let renderer = NavigationRenderer(host: host)
        var state = Small(root: "a")
        try state.present("sheet")
        renderer.render(state)
        host.clear()
        try state.dismiss()
        try state.push("b")
        try state.showAlert(smallAlert)
        renderer.render(state)
        #expect(
            host.commands == [
                .dismiss(level: 1, animated: true), .push(["b"], level: 0, animated: true),
                .showAlert(smallAlert, animated: true),
            ])
        #expect(renderer.onScreen?.showsSameAs(state) == true)
        #expect(renderer.pending == nil)
        #expect(!renderer.isTransitioning)
    }

    @Test func aNewerStateRenderedByTheHostWhilePerformingIsTheOneReached() throws {
        let host = ReenteringHost(completesImmediately: false)
        let renderer = NavigationRenderer(host: host)
        var state = Small(root: "a")
        renderer.render(state)
        host.completeTransition()
        try state.push("b")
        var newer = state
        try newer.push("c")
        host.whilePerforming = { renderer.render(newer) }
        renderer.render(state)
        #expect(renderer.pending == newer)
        while host.completeTransition() {}
        #expect(renderer.onScreen?.showsSameAs(newer) == true)
        #expect(renderer.pending == nil)
    }

    @Test func aHostThatCompletesAtOnceAndThenRendersANewerStateIsNotTakenBack() throws {
        let host = ReenteringHost(completesImmediately: true)
        let renderer = NavigationRenderer(host: host)
        var state = Small(root: "a")
        renderer.render(state)
        try state.push("b")
        var newer = state
        try newer.push("c")
        host.whilePerforming = {
            host.completesImmediately = false
            renderer.render(newer)
        }
        renderer.render(state)
        while host.completeTransition() {}
        #expect(renderer.onScreen?.showsSameAs(newer) == true)
        #expect(host.commands.last == .push(["c"], level: 0, animated: true))
        #expect(renderer.pending == nil)
    }

    @Test func whatIsOnScreenCountsTheTransitionUnderWayAsDone() throws {
        let host = RecordingHost<String, String>(completesImmediately: false)
        let renderer = NavigationRenderer(host: host)
        var state = Small(root: "a")
        renderer.render(state)
        host.completeTransition()
        try state.push("b")
        renderer.render(state)
        #expect(renderer.isTransitioning)
        #expect(renderer.onScreen?.rootStack == ScreenStack(root: "a", pushed: ["b"]))
    }

    @Test func aRendererThatGoesMidTransitionLetsGoOfItsHost() {
        weak var released: RecordingHost<String, String>?
        do {
            let host = RecordingHost<String, String>(completesImmediately: false)
            released = host
            let renderer = NavigationRenderer(host: host)
            renderer.render(Small(root: "a"))
            #expect(host.isTransitioning)
        }
        #expect(released == nil)
    }

    @Test func aRendererThatGoesLetsGoOfTheTreesItKept() throws {
        weak var released: ScreenObject?
        do {
            let screen = ScreenObject()
            released = screen
            let renderer = NavigationRenderer(host: RecordingHost<ScreenObject, String>())
            renderer.render(NavigationState(root: screen))
            #expect(renderer.onScreen?.rootStack.root === screen)
        }
        #expect(released == nil)
    }

    @Test func aCompletionTheHostCallsAfterTheRendererWentSendsNothingMore() throws {
        let host = RecordingHost<String, String>(completesImmediately: false)
        var renderer: NavigationRenderer<RecordingHost<String, String>>? = NavigationRenderer(host: host)
        var state = Small(root: "a")
        renderer?.render(state)
        host.completeTransition()
        try state.push("b")
        renderer?.render(state)
        try state.push("c")
        renderer?.render(state)
        renderer = nil
        #expect(host.completeTransition())
        #expect(host.commands == [.setStack(["a"], level: 0, animated: false), .push(["b"], level: 0, animated: true)])
        #expect(!host.isTransitioning)
    }

    @Test func aStoreDrivesItsHostAfterEveryChange() {
        let store = Store(initialState: SampleState(), reducer: SampleReducer()) { _ in .none }
        let host = RecordingHost<SampleScreen, SampleAlertAction>()
        let rendering = store.drive(host, userNavigation: { _ in nil })
        store.send(.listTapped)
        store.send(.editTapped(1))
        store.send(.previewTapped(1))
        store.send(.back)
        store.send(.editorClosed)
        store.send(.home)
        #expect(
            host.commands == [
                .setStack([.home], level: 0, animated: false),
                .push([.list], level: 0, animated: true),
                .present(PresentedFlow(root: .editor(id: 1)), level: 1, animated: true),
                .push([.preview(id: 1)], level: 1, animated: true),
                .popTo(index: 0, level: 1, animated: true),
                .dismiss(level: 1, animated: true),
                .popTo(index: 0, level: 0, animated: true),
            ])
        #expect(rendering.onScreen?.showsSameAs(store.state.navigation) == true)
        rendering.stop()
        store.send(.listTapped)
        #expect(host.commands.count == 7)
        #expect(!rendering.isDriven)
    }

    @Test func aStoreStopsDrivingTheHostWhenTheRendererIsReleased() {
        let store = Store(initialState: SampleState(), reducer: SampleReducer()) { _ in .none }
        let host = RecordingHost<SampleScreen, SampleAlertAction>()
        weak var released: NavigationRenderer<RecordingHost<SampleScreen, SampleAlertAction>>?
        do {
            let renderer = store.drive(host, userNavigation: { _ in nil })
            released = renderer
            store.send(.listTapped)
        }
        #expect(released == nil)
        #expect(store.stateObserverCount == 0)
        store.send(.back)
        #expect(
            host.commands == [.setStack([.home], level: 0, animated: false), .push([.list], level: 0, animated: true)])
    }
}

/// A screen with identity, to see whether anything still holds it.
private final class ScreenObject: Hashable, Sendable {
    static func == (lhs: ScreenObject, rhs: ScreenObject) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
