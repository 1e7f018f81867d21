import NavigationReducer
import Testing

// Sources/NavigationReducer/NavigationReducer.docc/GettingStarted.md, both blocks. They declare
// at file scope, so `Screen`, `AppState`, `AppAction`… are this target's own names; every other
// example nests its context in a type of its own, whose names shadow these.
enum Screen: Hashable, Sendable { case assets, details(id: Int), addAsset, confirm(id: Int) }
enum AlertAction: Hashable, Sendable { case cancel, delete }
struct AppState: NavigableState, Hashable, Sendable {
    var navigation = NavigationState<Screen, AlertAction>(root: .assets)
}
enum AppAction: Sendable { case assetTapped(Int), addTapped, assetPicked(Int), backTapped, closeTapped }

struct AppReducer: ComposedReducer {
    var body: some Reducer<AppState, AppAction, Never> {
        Reduce { state, action in
            switch action {
            case .assetTapped(let id): try state.navigation.push(.details(id: id))
            case .addTapped: try state.navigation.present(.addAsset)  // a sheet with a stack of its own
            case .assetPicked(let id): try state.navigation.push(.confirm(id: id))  // pushed inside the sheet
            case .backTapped: try state.navigation.pop()  // at a root: rejected, nothing changes
            case .closeTapped: try state.navigation.dismiss()
            }
            return []
        }
    }
}

@MainActor func start() -> Store<AppReducer> {
    let store = Store(initialState: AppState(), reducer: AppReducer())
    store.send(.assetTapped(7))
    return store
}

@Suite struct GettingStartedArticle {
    @Test func aBackInsideTheSheetPopsTheSheetAndAtItsRootIsRejected() throws {
        let appReducer = AppReducer()
        var state = try appReducer.reduce(AppState(), .assetTapped(1)).0
        state = try appReducer.reduce(state, .addTapped).0
        state = try appReducer.reduce(state, .assetPicked(2)).0
        state = try appReducer.reduce(state, .backTapped).0
        #expect(throws: NavigationRejection.popAtRoot) { try appReducer.reduce(state, .backTapped) }
        #expect(state.navigation.stacks.map(Array.init) == [[.assets, .details(id: 1)], [.addAsset]])
        state = try appReducer.reduce(state, .closeTapped).0
        #expect(state.navigation.stacks.map(Array.init) == [[.assets, .details(id: 1)]])
    }

    @MainActor @Test func theStartedStoreShowsTheTappedAsset() {
        #expect(start().state.navigation.topScreen == .details(id: 7))
    }
}
