import NavigationReducer
import NavigationReducerTesting
import Testing

// Sources/NavigationReducerTesting/TestStore.swift
@MainActor @Suite struct TestStoreExample {
    struct Info: Hashable, Sendable { var title: String }
    enum Screen: Hashable, Sendable { case infos, details(Info) }
    struct AppState: NavigableState, Hashable {
        var navigation = NavigationState<Screen, AlertAction>(root: .infos)
    }
    enum AppAction: Hashable, Sendable { case infoSelected(Info), back }
    enum TrackedScreen: Hashable { case details }
    enum AppEffect: Hashable { case track(TrackedScreen) }
    struct AppReducer: Reducer {
        func reduce(into state: inout AppState, action: AppAction) throws(NavigationRejection) -> EffectList<AppEffect>
        {
            switch action {
            case .infoSelected(let info):
                try state.navigation.push(.details(info))
                return [.track(.details)]
            case .back:
                try state.navigation.pop()
                return []
            }
        }
    }

    @Test func theDocumentedJourneyPushesPopsAndIsRefusedAtTheRoot() {
        let swift = Info(title: "Swift")
        let store = TestStore(initialState: AppState(), reducer: AppReducer())
        store.send(.infoSelected(swift)) {
            try $0.navigation.push(.details(swift))
        }
        store.expectEffects([.track(.details)])
        store.send(.back) {
            try $0.navigation.pop()
        }
        store.send(.back, expectingRejection: .popAtRoot)
        store.finish()
    }
}

// Sources/NavigationReducerTesting/ManualClock.swift
@MainActor @Suite(.timeLimit(.minutes(5))) struct ManualClockExample {
    enum AppAction: Hashable, Sendable { case refreshTapped, refreshed }
    enum AppEffect: Hashable { case refreshLater }
    struct AppState: NavigableState, Hashable {
        var navigation = NavigationState<Screen, AlertAction>(root: .assets)
        var refreshCount = 0
    }
    struct AppReducer: Reducer {
        func reduce(into state: inout AppState, action: AppAction) throws(NavigationRejection) -> EffectList<AppEffect>
        {
            guard action == .refreshed else { return [.refreshLater] }
            state.refreshCount += 1
            return []
        }
    }

    @Test func theWorkGoesOnWhenTheTestAdvancesTheClock() async {
        let clock = ManualClock()
        let store = TestStore(initialState: AppState(), reducer: AppReducer()) { _ in
            .run { send in
                try? await clock.sleep(for: .seconds(1))
                await send(.refreshed)
            }
        }
        store.send(.refreshTapped)
        await clock.waitForSleepers()  // move time once the work sleeps
        clock.advance(by: .seconds(1))
        await store.receive(.refreshed) { $0.refreshCount = 1 }
        store.finish()
    }
}

// Sources/NavigationReducerTesting/NavigationReducerTesting.docc/TestingWithoutSpies.md
@Suite struct TestingWithoutSpiesArticle {
    enum AppEffect: Hashable { case track(String) }
    struct AppReducer: Reducer {
        func reduce(into state: inout AppState, action: AppAction) throws(NavigationRejection) -> EffectList<AppEffect>
        {
            switch action {
            case .assetTapped(let id):
                try state.navigation.push(.details(id: id))
                return [.track("details")]
            case .backTapped:
                try state.navigation.pop()
                return []
            case .addTapped, .assetPicked, .closeTapped:
                return []
            }
        }
    }

    @MainActor @Test func backFromDetailsShowsTheList() {
        let store = TestStore(initialState: AppState(), reducer: AppReducer())
        store.send(.assetTapped(7)) { try $0.navigation.push(.details(id: 7)) }
        store.expectEffects([.track("details")])
        store.send(.backTapped) { try $0.navigation.pop() }
        store.send(.backTapped, expectingRejection: .popAtRoot)
        store.finish()
    }
}
