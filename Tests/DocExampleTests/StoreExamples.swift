import Foundation
import NavigationReducer
import NavigationReducerTesting
import Testing

// Sources/NavigationReducer/Store/Work.swift
@MainActor @Suite struct WorkExample {
    struct Info: Hashable, Sendable { var title: String }
    struct Details: Hashable, Sendable { var summary: String }
    enum Screen: Hashable, Sendable { case infos, details(Info) }
    struct AppState: NavigableState {
        var navigation = NavigationState<Screen, Never>(root: .infos)
        var details: Details?
    }
    enum AppAction: Sendable { case infoSelected(Info), detailsLoaded(Details?) }
    enum AppEffect { case track(String), loadDetails(Info) }
    struct AppReducer: Reducer {
        func reduce(into state: inout AppState, action: AppAction) throws(NavigationRejection) -> EffectList<AppEffect>
        {
            switch action {
            case .infoSelected(let info):
                try state.navigation.push(.details(info))
                return [.track("details"), .loadDetails(info)]
            case .detailsLoaded(let details):
                state.details = details
                return []
            }
        }
    }
    final class Analytics {
        var names: [String] = []
        func log(_ name: String) { names.append(name) }
    }
    struct API: Sendable {
        func details(_ info: Info) async throws -> Details { Details(summary: "all about \(info.title)") }
    }

    // Also Sources/NavigationReducer/NavigationReducer.docc/RunningAnAppCore.md.
    @Test func theFactoryTracksAndLoadsTheDetailsWhileTheyShow() async {
        let analytics = Analytics()
        let api = API()
        let store = Store(initialState: AppState(), reducer: AppReducer()) { effect in
            switch effect {
            case .track(let name):
                analytics.log(name)
                return .none
            case .loadDetails(let info):
                return .run(whileShowing: .details(info)) { send in
                    await send(.detailsLoaded(try? await api.details(info)))
                }
            }
        }
        store.send(.infoSelected(Info(title: "Swift")))
        await store.waitUntilIdle()
        #expect(analytics.names == ["details"])
        #expect(store.state.details == Details(summary: "all about Swift"))
    }
}

// Sources/NavigationReducer/Store/Store.swift
@MainActor @Suite struct StoreExample {
    struct Session: Hashable, Sendable { var isSignedIn = false }
    struct AppState: NavigableState {
        var navigation = NavigationState<Screen, AlertAction>(root: .assets)
        var session = Session()
    }
    enum AppAction: Sendable { case appStarted }
    enum AppEffect { case persistSession(Session) }
    struct AppReducer: Reducer {
        func reduce(into state: inout AppState, action: AppAction) throws(NavigationRejection) -> EffectList<AppEffect>
        {
            [.persistSession(state.session)]
        }
    }
    final class Storage {
        var saved: [Session] = []
        func save(_ session: Session) { saved.append(session) }
    }

    @Test func startingTheAppSavesTheSession() {
        let storage = Storage()
        let store = Store(initialState: AppState(), reducer: AppReducer()) { effect in
            switch effect {
            case .persistSession(let session):
                storage.save(session)
                return .none
            }
        }
        store.send(.appStarted)
        #expect(storage.saved == [Session()])
    }
}

// Sources/NavigationReducer/Store/Store+Trace.swift
@MainActor @Suite struct StoreTraceExample {
    struct AppState: NavigableState { var navigation = NavigationState<Screen, AlertAction>(root: .assets) }
    enum AppAction: Codable, Equatable, Sendable { case assetTapped(Int), back }
    static let reducer = Reduce<AppState, AppAction, Never> { state, action throws(NavigationRejection) in
        switch action {
        case .assetTapped(let id): try state.navigation.push(.details(id: id))
        case .back: try state.navigation.pop()
        }
        return []
    }

    @Test func aStoreRecordsWhileItsTraceIsSetAndTheTraceSavesAsJSON() throws {
        let store = Store(initialState: AppState(), reducer: Self.reducer)
        store.send(.back)
        store.trace = Trace(limit: 10_000)  // record the last ten thousand actions
        store.send(.assetTapped(7))
        let saved = try JSONEncoder().encode(store.trace)
        store.trace = nil  // stop
        store.send(.back)
        #expect(store.trace == nil)
        let loaded = try JSONDecoder().decode(Trace<AppAction>.self, from: saved)
        #expect(loaded.entries == [.accepted(.assetTapped(7))])
    }
}

// Sources/NavigationReducer/Store/NavigableState.swift
@Suite struct NavigableStateExample {
    enum Screen: Hashable, Sendable { case login, assets }
    struct Session: Hashable, Sendable { var isSignedIn = false }
    struct AppState: NavigableState {
        var navigation = NavigationState<Screen, AlertAction>(root: .login)
        var session = Session()
    }

    @Test func anAppStateStartsOnItsRootScreen() {
        #expect(AppState().navigation.topScreen == .login)
    }
}

// Sources/NavigationReducer/Store/Work+Names.swift
@MainActor @Suite struct NamedWorkExample {
    enum Screen: Hashable, Sendable { case search }
    enum Action: Hashable, Sendable {
        case typed(String)
        case resultsLoaded(String, [String]?)
    }
    enum Effect: Hashable, Sendable { case search(String) }
    struct SearchID: Hashable, Sendable {}
    struct API: Sendable {
        func search(_ query: String) async throws -> [String] { [query] }
    }

    static func work(for effect: Effect, api: API) -> Work<Action, Screen> {
        switch effect {
        case .search(let query):
            return .run(whileShowing: .search) { send in
                await send(.resultsLoaded(query, try? await api.search(query)))
            }
            .named(SearchID(), ifRunning: .restart)
        }
    }

    struct State: NavigableState, Hashable, Sendable {
        var navigation = NavigationState<Screen, Never>(root: .search)
    }

    @Test func aSecondSearchRestartsTheFirst() {
        let reducer = Reduce<State, Action, Effect> { _, action in
            guard case .typed(let query) = action else { return [] }
            return [.search(query)]
        }
        let store = TestStore(initialState: State(), reducer: reducer, exhaustive: false) {
            Self.work(for: $0, api: API())
        }
        store.send(.typed("c"))
        store.send(.typed("ca"))
        #expect(store.cancelledWork == [.search("c")])
    }
}

// Sources/NavigationReducer/NavigationReducer.docc/WorkTiesNamesAndTime.md
@MainActor @Suite(.timeLimit(.minutes(5))) struct DebouncedWorkExample {
    typealias Screen = NamedWorkExample.Screen
    typealias Action = NamedWorkExample.Action
    typealias SearchID = NamedWorkExample.SearchID
    enum Effect: Hashable, Sendable { case search(String) }

    static func work(for effect: Effect, api: NamedWorkExample.API, clock: ManualClock) -> Work<Action, Screen> {
        switch effect {
        case .search(let query):
            return .run(whileShowing: .search) { send in
                await send(.resultsLoaded(query, try? await api.search(query)))
            }
            .debounced(id: SearchID(), for: .milliseconds(300), clock: clock, pastTheWait: .restarts)
        }
    }

    @Test func threeKeystrokesWithin300MillisecondsStartOneSearch() async throws {
        let clock = ManualClock()
        let reducer = Reduce<NamedWorkExample.State, Action, Effect> { _, action in
            guard case .typed(let query) = action else { return [] }
            return [.search(query)]
        }
        let store = TestStore(initialState: NamedWorkExample.State(), reducer: reducer, exhaustive: false) {
            Self.work(for: $0, api: NamedWorkExample.API(), clock: clock)
        }
        store.send(.typed("c"))
        store.send(.typed("ca"))
        store.send(.typed("car"))
        try #require(store.cancelledWork == [.search("c"), .search("ca")])
        await clock.waitForSleepers()
        clock.advance(by: .milliseconds(300))
        await store.receive(.resultsLoaded("car", ["car"]))
        await store.finish(timeout: .seconds(5))
    }
}
