import NavigationReducer
import NavigationReducerTesting
import Testing

/// Work that waits for a result the test hands it, and says how it ended — with no polling:
/// waiting on a stream ends when the stream yields or the task is cancelled.
final class WorkProbe: Sendable {
    let results: AsyncStream<Int>
    let resultsContinuation: AsyncStream<Int>.Continuation
    let ends: AsyncStream<Bool>
    let endsContinuation: AsyncStream<Bool>.Continuation

    init() {
        (results, resultsContinuation) = AsyncStream.makeStream()
        (ends, endsContinuation) = AsyncStream.makeStream()
    }

    /// Hands the work its result.
    func deliver(_ value: Int) { resultsContinuation.yield(value) }

    /// What work calls: the next result, or `nil` once cancelled.
    func nextResult() async -> Int? {
        for await value in results { return value }
        return nil
    }

    func ended(cancelled: Bool) { endsContinuation.yield(cancelled) }

    /// Whether the work ended cancelled, once it has ended.
    func nextEnd() async -> Bool? {
        for await cancelled in ends { return cancelled }
        return nil
    }
}

@MainActor @Suite(.timeLimit(.minutes(5))) struct StoreWorkTests {
    func makeStore(_ probe: WorkProbe) -> Store<SampleReducer> {
        Store(initialState: SampleState(), reducer: SampleReducer()) { effect in
            switch effect {
            case .loadDetail(let id):
                return .run(whileShowing: .detail(id: id)) { send in
                    if let value = await probe.nextResult() { await send(.detailLoaded(value)) }
                    probe.ended(cancelled: Task.isCancelled)
                }
            case .track, .clearSession:
                return .none
            }
        }
    }

    @Test func workTiedToAScreenDeliversItsActionWhileTheScreenIsShown() async throws {
        let probe = WorkProbe()
        let store = makeStore(probe)
        store.send(.detailTapped(1))
        store.send(.listTapped)
        try #require(store.runningWorkCount == 1)
        probe.deliver(7)
        #expect(await probe.nextEnd() == false)
        await store.waitUntilIdle()
        #expect(store.state.loadedDetail == 7)
        #expect(store.runningWorkCount == 0)
    }

    @Test func workTiedToAScreenIsCancelledWhenTheScreenLeaves() async throws {
        let probe = WorkProbe()
        let store = makeStore(probe)
        store.send(.detailTapped(1))
        try #require(store.runningWorkCount == 1)
        store.send(.back)
        try #require(store.runningWorkCount == 0)
        #expect(await probe.nextEnd() == true)
        #expect(store.state.loadedDetail == nil)
    }

    @Test func anActionFromCancelledWorkIsDroppedAndReportedAsSuch() async throws {
        let probe = WorkProbe()
        var captured: Send<SampleAction>?
        let store = Store(initialState: SampleState(), reducer: SampleReducer()) { effect in
            guard case .loadDetail(let id) = effect else { return .none }
            return .run(whileShowing: .detail(id: id)) { send in
                await MainActor.run { captured = send }
                probe.ended(cancelled: false)
                _ = await probe.nextResult()
            }
        }
        var diagnostics: [StoreDiagnostic<SampleAction, SampleEffect>] = []
        let observation = store.observeDiagnostics { diagnostics.append($0) }
        store.send(.detailTapped(1))
        try #require(store.runningWorkCount == 1)
        _ = await probe.nextEnd()
        store.send(.back)
        let send = try #require(captured)
        send(.detailLoaded(1))
        #expect(store.state.loadedDetail == nil)
        #expect(diagnostics == [.droppedFromCancelledWork(.detailLoaded(1))])
        #expect(diagnostics.first?.description == "dropped detailLoaded(1): sent by work that was cancelled")
        observation.cancel()
    }

    @Test func anActionFromWorkThatFinishedIsDroppedAndReportedAsFinishedNotCancelled() async throws {
        var captured: Send<SampleAction>?
        let store = Store(initialState: SampleState(), reducer: SampleReducer()) { effect in
            guard case .loadDetail = effect else { return .none }
            return .run { send in await MainActor.run { captured = send } }
        }
        var diagnostics: [StoreDiagnostic<SampleAction, SampleEffect>] = []
        let observation = store.observeDiagnostics { diagnostics.append($0) }
        store.send(.detailTapped(1))
        await store.waitUntilIdle()
        let send = try #require(captured)
        send(.detailLoaded(5))
        #expect(store.state.loadedDetail == nil)
        #expect(diagnostics == [.droppedFromFinishedWork(.detailLoaded(5))])
        #expect(diagnostics.first?.description == "dropped detailLoaded(5): sent by work that had finished")
        observation.cancel()
    }

    @Test func workTiedToAFlowSurvivesStepsInsideItAndIsCancelledWhenItIsDismissed() async throws {
        let probe = WorkProbe()
        let store = Store(initialState: SampleState(), reducer: loadingEditorReducer) { effect in
            guard case .loadDetail(let id) = effect else { return .none }
            return .run(whileFlowStartingAt: .editor(id: id)) { _ in
                _ = await probe.nextResult()
                probe.ended(cancelled: Task.isCancelled)
            }
        }
        store.send(.editTapped(3))
        store.send(.previewTapped(3))
        store.send(.back)
        try #require(store.runningWorkCount == 1)
        store.send(.editorClosed)
        try #require(store.runningWorkCount == 0)
        #expect(await probe.nextEnd() == true)
    }

    @Test func workForAScreenThatIsAlreadyGoneNeverStartsAndIsReported() {
        let store = Store(initialState: SampleState(), reducer: SampleReducer()) { _ in
            .run(whileShowing: .detail(id: 99)) { _ in }
        }
        var diagnostics: [StoreDiagnostic<SampleAction, SampleEffect>] = []
        let observation = store.observeDiagnostics { diagnostics.append($0) }
        store.send(.detailTapped(1))
        #expect(store.runningWorkCount == 0)
        #expect(diagnostics == [.workNotStarted(.track("detail")), .workNotStarted(.loadDetail(1))])
        #expect(
            diagnostics.first?.description
                == #"work for track("detail") not started: its screen or flow is already gone"#)
        observation.cancel()
    }

    @Test func releasingTheStoreCancelsItsWork() async throws {
        let probe = WorkProbe()
        var store: Store<SampleReducer>? = Store(initialState: SampleState(), reducer: SampleReducer()) { effect in
            guard case .loadDetail = effect else { return .none }
            return .run { _ in
                _ = await probe.nextResult()
                probe.ended(cancelled: Task.isCancelled)
            }
        }
        store?.send(.detailTapped(1))
        try #require(store?.runningWorkCount == 1)
        store = nil
        #expect(await probe.nextEnd() == true)
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

/// The sample core, loading the edited item when the editor opens.
let loadingEditorReducer = Reduce<SampleState, SampleAction, SampleEffect> { state, action in
    let effects = try SampleReducer().reduce(into: &state, action: action)
    if case .editTapped(let id) = action { return effects + [.loadDetail(id)] }
    return effects
}
