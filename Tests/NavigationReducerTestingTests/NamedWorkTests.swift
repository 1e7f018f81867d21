import NavigationReducer
import NavigationReducerTesting
import Testing

/// A search that runs as the user types, a payment that must not run twice, and sheets that
/// each load under one name.
enum LookupScreen: Hashable, Sendable {
    case home
    case search
    case sheet(Int)
}

struct LookupState: NavigableState, Hashable, Sendable {
    var navigation = NavigationState<LookupScreen, Never>(root: .search)
    var shown: [String] = []
}

enum LookupAction: Hashable, Sendable {
    case typed(String)
    case typedSlowly(String)
    case stopTapped
    case payTapped
    case openSheet(Int)
    case close
    case cancelLoadTapped
    case refreshTapped
    case results(String)
}

enum LookupEffect: Hashable, Sendable {
    case search(String)
    case searchWhenTypingStops(String)
    case stopSearch
    case pay
    case load(sheet: Int)
    case stopLoading
    case refresh
}

let lookupReducer = Reduce<LookupState, LookupAction, LookupEffect> { state, action in
    switch action {
    case .typed(let query): return [.search(query)]
    case .typedSlowly(let query): return [.searchWhenTypingStops(query)]
    case .stopTapped: return [.stopSearch]
    case .payTapped: return [.pay]
    case .openSheet(let number):
        try state.navigation.present(.sheet(number))
        return [.load(sheet: number)]
    case .close: try state.navigation.dismiss()
    case .cancelLoadTapped: return [.stopLoading]
    case .refreshTapped: return [.refresh]
    case .results(let query): state.shown.append(query)
    }
    return []
}

@MainActor
func lookupEffects(clock: ManualClock) -> @MainActor (LookupEffect) -> Work<LookupAction, LookupScreen> {
    { effect in
        switch effect {
        case .search(let query):
            return .run(whileShowing: .search) { send in
                guard (try? await clock.sleep(for: .seconds(1))) != nil else { return }
                await send(.results(query))
            }
            .named("search")
        case .searchWhenTypingStops(let query):
            return .run(whileShowing: .search) { send in await send(.results(query)) }
                .debounced(id: "search", for: .milliseconds(300), clock: clock)
        case .stopSearch:
            return .cancel(id: "search")
        case .pay:
            return .run { _ in try? await clock.sleep(for: .seconds(1)) }.named("pay", ifRunning: .refuse)
        case .load(let sheet):
            return .run(whileFlowStartingAt: .sheet(sheet)) { _ in try? await clock.sleep(for: .seconds(1)) }
                .named("load")
        case .stopLoading:
            return .cancel(id: "load")
        case .refresh:
            return .run { send in await send(.results("refreshed")) }
                .throttled(id: "refresh", for: .seconds(1), clock: clock)
        }
    }
}

@MainActor @Suite(.timeLimit(.minutes(5))) struct NamedWorkTests {
    func makeStore(
        _ clock: ManualClock, onFailure: @escaping @MainActor (TestStoreFailure) -> Void = TestStoreFailure.record
    )
        -> TestStore<Reduce<LookupState, LookupAction, LookupEffect>>
    {
        TestStore(
            initialState: LookupState(), reducer: lookupReducer, onFailure: onFailure,
            effects: lookupEffects(clock: clock))
    }

    @Test func startingWorkUnderTheNameOfRunningWorkRestartsItSoAnOldReplyNeverArrives() async throws {
        let clock = ManualClock()
        let store = makeStore(clock)
        store.send(.typed("c"))
        store.send(.typed("ca"))
        #expect(store.cancelledWork == [.search("c")])
        try #require(store.runningWork == [.search("ca")])
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await store.receive(.results("ca")) { $0.shown = ["ca"] }
        await store.finish(timeout: .seconds(5))
    }

    @Test func workThatRefusesASecondStartLeavesTheFirstRunning() async throws {
        let clock = ManualClock()
        let store = makeStore(clock)
        store.send(.payTapped)
        store.send(.payTapped)
        #expect(store.cancelledWork == [.pay])
        try #require(store.runningWork == [.pay])
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await store.finish(timeout: .seconds(5))
    }

    @Test func theReducerCancelsWorkByNameWithAnEffect() async {
        let store = makeStore(ManualClock())
        store.send(.typed("car"))
        store.send(.stopTapped)
        #expect(store.cancelledWork == [.search("car")])
        #expect(store.runningWork.isEmpty)
        await store.finish(timeout: .seconds(5))
    }

    @Test func dismissingAFlowEndsItsNamedWork() async {
        let store = makeStore(ManualClock())
        store.send(.openSheet(1)) { try $0.navigation.present(.sheet(1)) }
        store.send(.close) { try $0.navigation.dismiss() }
        #expect(store.cancelledWork == [.load(sheet: 1)])
        await store.finish(timeout: .seconds(5))
    }

    @Test func aFlowNeverRestartsTheWorkOfAnotherFlowWithTheSameNameAndTheAppsCancelReachesBoth() async throws {
        let store = makeStore(ManualClock())
        store.send(.openSheet(1)) { try $0.navigation.present(.sheet(1)) }
        store.send(.openSheet(2)) { try $0.navigation.present(.sheet(2)) }
        #expect(store.cancelledWork.isEmpty)
        try #require(store.runningWork == [.load(sheet: 1), .load(sheet: 2)])
        store.send(.cancelLoadTapped)
        #expect(store.cancelledWork == [.load(sheet: 1), .load(sheet: 2)])
        #expect(store.runningWork.isEmpty)
        await store.finish(timeout: .seconds(5))
    }

    @Test func threeKeystrokesWithinTheDebounceStartOneSearch() async throws {
        let clock = ManualClock()
        let store = makeStore(clock)
        store.send(.typedSlowly("c"))
        store.send(.typedSlowly("ca"))
        store.send(.typedSlowly("car"))
        #expect(store.cancelledWork == [.searchWhenTypingStops("c"), .searchWhenTypingStops("ca")])
        try #require(store.runningWork == [.searchWhenTypingStops("car")])
        await clock.waitForSleepers()
        clock.advance(by: .milliseconds(299))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(1))
        await store.receive(.results("car")) { $0.shown = ["car"] }
        await store.finish(timeout: .seconds(5))
    }

    @Test func unfinishedNamedWorkIsNamedInTheFailure() {
        var messages: [String] = []
        let store = makeStore(ManualClock()) { messages.append($0.message) }
        store.send(.typed("car"))
        store.finish()
        #expect(
            messages.first?.contains(#".search("car") named search, while .search is shown (entry 0 of flow 0)"#)
                == true)
    }

    @Test func throttledWorkRunsAtOnceAndRefusesItsNameUntilTheDurationPasses() async throws {
        let clock = ManualClock()
        let store = makeStore(clock)
        store.send(.refreshTapped)
        await store.receive(.results("refreshed")) { $0.shown = ["refreshed"] }
        store.send(.refreshTapped)
        try #require(store.cancelledWork == [.refresh])
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await store.finish(timeout: .seconds(5))
        store.send(.refreshTapped)
        await store.receive(.results("refreshed")) { $0.shown = ["refreshed", "refreshed"] }
        #expect(store.cancelledWork == [.refresh])
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await store.finish(timeout: .seconds(5))
    }

    @Test func releasingAStoreEndsItsWorkNamedOrNot() async throws {
        let clock = ManualClock()
        let (ends, ended) = AsyncStream<String>.makeStream()
        func waiting(_ name: String) -> Work<LookupAction, LookupScreen> {
            .run { _ in
                _ = try? await clock.sleep(for: .seconds(60))
                ended.yield(Task.isCancelled ? "\(name) cancelled" : "\(name) finished")
            }
        }
        var store: Store<Reduce<LookupState, LookupAction, LookupEffect>>? = Store(
            initialState: LookupState(), reducer: lookupReducer
        ) { effect in
            effect == .pay ? waiting("unnamed") : waiting("named").named("search")
        }
        store?.send(.payTapped)
        store?.send(.typed("car"))
        try #require(store?.runningWorkCount == 2)
        await clock.waitForSleepers(2)
        store = nil
        // Work the release failed to cancel wakes here and says it finished.
        clock.advance(by: .seconds(60))
        var endings: [String] = []
        for await ending in ends {
            endings.append(ending)
            if endings.count == 2 { break }
        }
        #expect(endings.sorted() == ["named cancelled", "unnamed cancelled"])
    }

    /// A debounced save that takes a second once its wait is over.
    func debouncedSaves(_ clock: ManualClock, pastTheWait: PastTheWait = .runsOn) -> TestStore<
        Reduce<LookupState, LookupAction, LookupEffect>
    > {
        TestStore(initialState: LookupState(), reducer: lookupReducer) { effect in
            switch effect {
            case .searchWhenTypingStops(let query):
                return Work.run(whileShowing: .search) { send in
                    guard (try? await clock.sleep(for: .seconds(1))) != nil else { return }
                    await send(.results(query))
                }
                .debounced(id: "save", for: .milliseconds(300), clock: clock, pastTheWait: pastTheWait)
            case .stopSearch:
                return .cancel(id: "save")
            default:
                return .none
            }
        }
    }

    /// "c" typed, its save past its wait and saving, then "ca" typed.
    func secondKeystrokeAfterTheFirstSavesWait(pastTheWait: PastTheWait = .runsOn) async -> (
        ManualClock, TestStore<Reduce<LookupState, LookupAction, LookupEffect>>
    ) {
        let clock = ManualClock()
        let store = debouncedSaves(clock, pastTheWait: pastTheWait)
        store.send(.typedSlowly("c"))
        await clock.waitForSleepers()
        clock.advance(by: .milliseconds(300))
        await clock.waitForSleepers()
        store.send(.typedSlowly("ca"))
        return (clock, store)
    }

    @Test func aDebounceRestartsOnlyItsWaitAndWorkPastItsWaitRunsOn() async throws {
        let (clock, store) = await secondKeystrokeAfterTheFirstSavesWait()
        #expect(store.cancelledWork.isEmpty)
        try #require(store.runningWork == [.searchWhenTypingStops("c"), .searchWhenTypingStops("ca")])
        store.send(.typedSlowly("car"))
        #expect(store.cancelledWork == [.searchWhenTypingStops("ca")])
        await clock.waitForSleepers(2)
        clock.advance(by: .milliseconds(300))
        await clock.waitForSleepers(2)
        clock.advance(by: .milliseconds(700))
        await store.receive(.results("c")) { $0.shown = ["c"] }
        clock.advance(by: .milliseconds(300))
        await store.receive(.results("car")) { $0.shown = ["c", "car"] }
        await store.finish(timeout: .seconds(30))
    }

    @Test func aDebounceThatRestartsCancelsWorkPastItsWaitToo() async throws {
        let (clock, store) = await secondKeystrokeAfterTheFirstSavesWait(pastTheWait: .restarts)
        #expect(store.cancelledWork == [.searchWhenTypingStops("c")])
        try #require(store.runningWork == [.searchWhenTypingStops("ca")])
        await clock.waitForSleepers()
        clock.advance(by: .milliseconds(300))
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await store.receive(.results("ca")) { $0.shown = ["ca"] }
        await store.finish(timeout: .seconds(30))
    }

    @Test func aDebounceNamedAgainFollowsItsNewNameEvenPastItsWait() async throws {
        let clock = ManualClock()
        let store = TestStore(initialState: LookupState(), reducer: lookupReducer) { effect in
            guard case .searchWhenTypingStops(let query) = effect else { return .none }
            return Work<LookupAction, LookupScreen>.run(whileShowing: .search) { send in
                guard (try? await clock.sleep(for: .seconds(1))) != nil else { return }
                await send(.results(query))
            }
            .debounced(id: "save", for: .milliseconds(300), clock: clock)
            .named("save", ifRunning: .refuse)
        }
        store.send(.typedSlowly("c"))
        await clock.waitForSleepers()
        clock.advance(by: .milliseconds(300))
        await clock.waitForSleepers()
        store.send(.typedSlowly("ca"))
        #expect(store.cancelledWork == [.searchWhenTypingStops("ca")])
        try #require(store.runningWork == [.searchWhenTypingStops("c")])
        clock.advance(by: .seconds(1))
        await store.receive(.results("c")) { $0.shown = ["c"] }
        await store.finish(timeout: .seconds(30))
    }

    @Test func cancellingByNameReachesDebouncedWorkPastItsWait() async throws {
        let (_, store) = await secondKeystrokeAfterTheFirstSavesWait()
        store.send(.stopTapped)
        #expect(store.cancelledWork == [.searchWhenTypingStops("c"), .searchWhenTypingStops("ca")])
        #expect(store.runningWork.isEmpty)
        await store.finish(timeout: .seconds(30))
    }
}
