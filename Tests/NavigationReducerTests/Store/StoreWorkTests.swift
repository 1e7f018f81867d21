import NavigationReducer
import Testing

/// Lets a test decide when running work may go on, and learn when it ended.
final class WorkGate: Sendable {
    let released: AsyncStream<Void>
    let releaseContinuation: AsyncStream<Void>.Continuation
    let ended: AsyncStream<Bool>
    let endedContinuation: AsyncStream<Bool>.Continuation

    init() {
        (released, releaseContinuation) = AsyncStream.makeStream()
        (ended, endedContinuation) = AsyncStream.makeStream()
    }

    func release() { releaseContinuation.yield() }

    /// Waits for the release or for cancellation; `true` when released.
    func waitForRelease() async -> Bool {
        for await _ in released { return true }
        return false
    }

    func workEnded(cancelled: Bool) { endedContinuation.yield(cancelled) }

    func nextEnd() async -> Bool? {
        for await cancelled in ended { return cancelled }
        return nil
    }
}

@MainActor @Suite struct StoreWorkTests {
    func makeStore(gate: WorkGate) -> Store<SampleReducer> {
        Store(initialState: SampleState(), reducer: SampleReducer()) { effect in
            switch effect {
            case .loadDetail(let id):
                return .run(whileShowing: .detail(id: id)) { send in
                    _ = await gate.waitForRelease()
                    await send(.detailLoaded(id))
                    gate.workEnded(cancelled: Task.isCancelled)
                }
            case .track, .clearSession:
                return .none
            }
        }
    }

    @Test func workTiedToAScreenDeliversItsActionWhileTheScreenIsShown() async {
        let gate = WorkGate()
        let store = makeStore(gate: gate)
        store.send(.detailTapped(1))
        #expect(store.runningWorkCount == 1)
        gate.release()
        #expect(await gate.nextEnd() == false)
        await store.waitUntilIdle()
        #expect(store.state.loadedDetail == 1)
        #expect(store.runningWorkCount == 0)
    }

    @Test func workSurvivesScreensPushedAboveItsScreen() async {
        let gate = WorkGate()
        let store = makeStore(gate: gate)
        store.send(.detailTapped(1))
        store.send(.listTapped)
        #expect(store.runningWorkCount == 1)
        gate.release()
        _ = await gate.nextEnd()
        #expect(store.state.loadedDetail == 1)
    }

    @Test func workTiedToAScreenIsCancelledWhenItLeavesAndItsLateActionIsDropped() async {
        let gate = WorkGate()
        let store = makeStore(gate: gate)
        var diagnostics: [StoreDiagnostic<SampleAction>] = []
        store.observeDiagnostics { diagnostics.append($0) }
        store.send(.detailTapped(1))
        store.send(.back)
        #expect(store.runningWorkCount == 0)
        #expect(await gate.nextEnd() == true)
        #expect(store.state.loadedDetail == nil)
        #expect(store.state.navigation.topScreen == .home)
        #expect(diagnostics == [.sentAfterCancellation(.detailLoaded(1))])
        #expect(diagnostics.first?.description == "dropped detailLoaded(1): sent by cancelled work")
    }

    @Test func workTiedToAFlowIsCancelledWhenTheFlowIsDismissed() async {
        let (ended, endedContinuation) = AsyncStream<Bool>.makeStream()
        let store = Store(initialState: SampleState(), reducer: Reduce<SampleState, SampleAction, SampleEffect> { state, action in
            let effects = try SampleReducer().reduce(into: &state, action: action)
            if case .editTapped(let id) = action { return effects + [.loadDetail(id)] }
            return effects
        }) { effect in
            guard case .loadDetail(let id) = effect else { return .none }
            return .run(whileFlowStartingAt: .editor(id: id)) { _ in
                while !Task.isCancelled { await Task.yield() }
                endedContinuation.yield(Task.isCancelled)
            }
        }
        store.send(.editTapped(3))
        #expect(store.runningWorkCount == 1)
        store.send(.editorClosed)
        #expect(store.runningWorkCount == 0)
        for await cancelled in ended {
            #expect(cancelled)
            break
        }
    }

    @Test func workForAScreenThatIsAlreadyGoneNeverStarts() {
        let store = Store(initialState: SampleState(), reducer: SampleReducer()) { _ in
            .run(whileShowing: .detail(id: 99)) { _ in }
        }
        store.send(.detailTapped(1))
        #expect(store.runningWorkCount == 0)
    }

    @Test func workForTheStoresLifetimeRunsToTheEnd() async {
        let store = Store(initialState: SampleState(), reducer: SampleReducer()) { effect in
            guard case .loadDetail(let id) = effect else { return .none }
            return .run { send in await send(.detailLoaded(id * 10)) }
        }
        store.send(.detailTapped(2))
        store.send(.back)
        await store.waitUntilIdle()
        #expect(store.state.loadedDetail == 20)
    }
}
