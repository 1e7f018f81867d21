import NavigationReducer
import Testing

// Sources/NavigationReducer/Reducer/Reduce.swift
@Suite struct ReduceExample {
    struct Info: Hashable, Sendable { var title: String }
    enum Screen: Hashable, Sendable { case infos, details(Info) }
    struct AppState: NavigableState, Hashable {
        var navigation = NavigationState<Screen, AlertAction>(root: .infos)
    }
    enum AppAction: Sendable { case back, infoSelected(Info) }
    enum AppEffect: Hashable { case track(String) }

    static func makeReducer() -> Reduce<AppState, AppAction, AppEffect> {
        let reducer = Reduce<AppState, AppAction, AppEffect> { state, action in
            switch action {
            case .back:
                try state.navigation.pop()
                return []
            case .infoSelected(let info):
                try state.navigation.push(.details(info))
                return [.track("details")]
            }
        }
        return reducer
    }

    @Test func selectingAnInfoPushesItsDetailsAndTracksThem() throws {
        let swift = Info(title: "Swift")
        let (state, effects) = try Self.makeReducer().reduce(AppState(), .infoSelected(swift))
        #expect(state.navigation.topScreen == .details(swift))
        #expect(effects == [.track("details")])
    }
}

// Sources/NavigationReducer/Reducer/Scope.swift
@Suite struct ScopeExample {
    struct AddAssetState: Hashable { var query = "" }
    enum AddAssetAction: Sendable { case queryChanged(String) }
    enum AddAssetEffect: Hashable { case search(String) }
    struct AddAssetReducer: Reducer {
        func reduce(into state: inout AddAssetState, action: AddAssetAction) throws(NavigationRejection)
            -> EffectList<AddAssetEffect>
        {
            guard case .queryChanged(let query) = action else { return [] }
            state.query = query
            return [.search(query)]
        }
    }
    struct AppState: Hashable { var addAsset: AddAssetState? }
    enum AppAction: Sendable { case addAsset(AddAssetAction), closeTapped }
    enum AppEffect: Hashable { case addAsset(AddAssetEffect) }

    static func makeScope() -> Scope<AppState, AppAction, AppEffect, AddAssetReducer> {
        let addAsset = Scope(
            optionalState: \AppState.addAsset,
            action: { (action: AppAction) in if case .addAsset(let child) = action { child } else { nil } },
            effect: AppEffect.addAsset,
            child: AddAssetReducer()
        )
        return addAsset
    }

    @Test func theChildRunsOnlyWhileItsFlowDoes() throws {
        var state = AppState(addAsset: AddAssetState())
        let effects = try Self.makeScope().reduce(into: &state, action: .addAsset(.queryChanged("btc")))
        #expect(state.addAsset?.query == "btc")
        #expect(effects == [.addAsset(.search("btc"))])
        state.addAsset = nil
        #expect(throws: NavigationRejection.childStateAbsent) {
            try Self.makeScope().reduce(into: &state, action: .addAsset(.queryChanged("eth")))
        }
    }
}

// Sources/NavigationReducer/Reducer/ComposedReducer.swift
@MainActor @Suite struct ComposedReducerExample {
    enum Screen: Hashable, Sendable { case home, secret }
    struct AppState: NavigableState, Hashable {
        var navigation = NavigationState<Screen, AlertAction>(root: .home)
        static let rules = AppRules<AppState>()
            .rule("no secret screen") { !$0.navigation.contains(.secret) }
    }
    enum AppAction: Sendable { case open(Screen) }
    enum AppEffect { case opened(Screen) }
    struct AppCore: Reducer {
        func reduce(into state: inout AppState, action: AppAction) throws(NavigationRejection) -> EffectList<AppEffect>
        {
            guard case .open(let screen) = action else { return [] }
            try state.navigation.push(screen)
            return [.opened(screen)]
        }
    }
    struct AppReducer: ComposedReducer {
        var body: some Reducer<AppState, AppAction, AppEffect> {
            AppCore().checked(by: AppState.rules)
        }
    }

    @Test func aComposedReducerRunsItsBodyUnderOneName() {
        let store = Store<AppReducer>(initialState: AppState(), reducer: AppReducer()) { _ in .none }
        store.send(.open(.home))
        store.send(.open(.secret))
        #expect(store.state.navigation.rootStack.count == 2)
        #expect(store.state.navigation.topScreen == .home)
    }
}
