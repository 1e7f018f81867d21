import NavigationReducer
import NavigationReducerTesting
import Testing

/// A form whose save lasts while the form is shown, and child screens that load while they
/// are shown: the work of screens that change their data and of screens pushed twice.
enum FormScreen: Hashable, Sendable {
    case home
    case form(id: Int, draft: String)
    case child(Int)
}

struct FormState: NavigableState, Hashable, Sendable {
    var navigation = NavigationState<FormScreen, Never>(root: .home)
    var saved: [Int] = []
    var loaded: [Int] = []
    var loadsStarted = 0
    var wizardStart: NavigationState<FormScreen, Never>?
}

enum FormAction: Hashable, Sendable {
    case openForm(Int)
    case type(String)
    case openChild(Int)
    case reopenChild(Int)
    case back
    case link([FormScreen])
    case wizardStarted
    case wizardCancelled(thenOpen: Int)
    case saved(Int)
    case childLoaded(attempt: Int)
}

enum FormEffect: Hashable, Sendable {
    case save(Int)
    case loadChild(Int, attempt: Int)
}

let formReducer = Reduce<FormState, FormAction, FormEffect> { state, action in
    switch action {
    case .openForm(let id):
        try state.navigation.push(.form(id: id, draft: ""))
        return [.save(id)]
    case .type(let text):
        state.navigation.updateTopScreen { screen in
            if case .form(let id, let draft) = screen { screen = .form(id: id, draft: draft + text) }
        }
    case .openChild(let id):
        try state.navigation.push(.child(id))
        state.loadsStarted += 1
        return [.loadChild(id, attempt: state.loadsStarted)]
    case .reopenChild(let id):
        try state.navigation.pop()
        try state.navigation.push(.child(id))
        state.loadsStarted += 1
        return [.loadChild(id, attempt: state.loadsStarted)]
    case .back:
        try state.navigation.pop()
    case .link(let screens):
        try state.navigation.show(NavigationDestination<FormScreen, Never>(root: ScreenStack(screens)))
    case .wizardStarted:
        state.wizardStart = state.navigation
    case .wizardCancelled(let id):
        guard let start = state.wizardStart else { return [] }
        state.navigation.revert(to: start)
        try state.navigation.push(.child(id))
        state.loadsStarted += 1
        state.wizardStart = nil
        return [.loadChild(id, attempt: state.loadsStarted)]
    case .saved(let id):
        state.saved.append(id)
    case .childLoaded(let attempt):
        state.loaded.append(attempt)
    }
    return []
}

/// Saving and loading each take one second of `clock` and last while their screen is shown.
@MainActor
func formEffects(clock: ManualClock) -> @MainActor (FormEffect) -> Work<FormAction, FormScreen> {
    { effect in
        switch effect {
        case .save(let id):
            return .run(whileShowing: .form(id: id, draft: "")) { send in
                guard (try? await clock.sleep(for: .seconds(1))) != nil else { return }
                await send(.saved(id))
            }
        case .loadChild(let id, let attempt):
            return .run(whileShowing: .child(id)) { send in
                guard (try? await clock.sleep(for: .seconds(1))) != nil else { return }
                await send(.childLoaded(attempt: attempt))
            }
        }
    }
}

@MainActor @Suite(.timeLimit(.minutes(5))) struct ScreenEntryWorkTests {
    func makeStore(_ clock: ManualClock) -> TestStore<Reduce<FormState, FormAction, FormEffect>> {
        TestStore(initialState: FormState(), reducer: formReducer, effects: formEffects(clock: clock))
    }

    // Each test checks what runs before it waits for a sleeper: if the rule broke, the work
    // it would wait for is gone, and the test fails instead of waiting.

    @Test func editingTheDataOfAScreenWhoseReplyIsInFlightDeliversTheReply() async throws {
        let clock = ManualClock()
        let store = makeStore(clock)
        store.send(.openForm(1)) { try $0.navigation.push(.form(id: 1, draft: "")) }
        store.send(.type("Hi")) { $0.navigation.updateTopScreen { $0 = .form(id: 1, draft: "Hi") } }
        #expect(store.cancelledWork.isEmpty)
        try #require(store.runningWork == [.save(1)])
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await store.receive(.saved(1)) { $0.saved = [1] }
        await store.finish(timeout: .seconds(5))
    }

    @Test func poppingOneOfTwoEqualScreensEndsExactlyThatOnesWork() async throws {
        let clock = ManualClock()
        let store = makeStore(clock)
        store.send(.openChild(7)) {
            try $0.navigation.push(.child(7))
            $0.loadsStarted = 1
        }
        store.send(.openChild(7)) {
            try $0.navigation.push(.child(7))
            $0.loadsStarted = 2
        }
        store.send(.back) { try $0.navigation.pop() }
        #expect(store.cancelledWork == [.loadChild(7, attempt: 2)])
        try #require(store.runningWork == [.loadChild(7, attempt: 1)])
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await store.receive(.childLoaded(attempt: 1)) { $0.loaded = [1] }
        await store.finish(timeout: .seconds(5))
    }

    @Test func aPopAndAPushOfAnEqualScreenInOneActionEndTheOldEntrysWork() async throws {
        let clock = ManualClock()
        let store = makeStore(clock)
        store.send(.openChild(7)) {
            try $0.navigation.push(.child(7))
            $0.loadsStarted = 1
        }
        store.send(.reopenChild(7)) { $0.loadsStarted = 2 }
        #expect(store.cancelledWork == [.loadChild(7, attempt: 1)])
        try #require(store.runningWork == [.loadChild(7, attempt: 2)])
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await store.receive(.childLoaded(attempt: 2)) { $0.loaded = [2] }
        await store.finish(timeout: .seconds(5))
    }

    @Test func goingBackToACopyKeptBeforeEndsTheWorkOfTheScreensPushedSinceEvenWhenAnotherIsPushed() async {
        let store = makeStore(ManualClock())
        store.send(.wizardStarted) { $0.wizardStart = $0.navigation }
        store.send(.openChild(7)) {
            try $0.navigation.push(.child(7))
            $0.loadsStarted = 1
        }
        store.send(.wizardCancelled(thenOpen: 8)) {
            try $0.navigation.pop()
            try $0.navigation.push(.child(8))
            $0.loadsStarted = 2
            $0.wizardStart = nil
        }
        #expect(store.cancelledWork == [.loadChild(7, attempt: 1)])
        #expect(store.runningWork == [.loadChild(8, attempt: 2)])
        store.send(.back) { try $0.navigation.pop() }
        await store.finish(timeout: .seconds(5))
    }

    @Test func aLinkThatKeepsAScreenKeepsItsWorkAndOneThatReplacesItEndsIt() async {
        let clock = ManualClock()
        let store = makeStore(clock)
        store.send(.openChild(7)) {
            try $0.navigation.push(.child(7))
            $0.loadsStarted = 1
        }
        store.send(.link([.home, .child(7), .child(8)])) { try $0.navigation.push(.child(8)) }
        #expect(store.cancelledWork.isEmpty)
        store.send(.link([.home, .child(9)])) { try $0.navigation.setStack([.home, .child(9)]) }
        #expect(store.cancelledWork == [.loadChild(7, attempt: 1)])
        await store.finish(timeout: .seconds(5))
    }
}
