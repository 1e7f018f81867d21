// The README's app core, verbatim: `ReadmeExample` checks the two are the same.
import NavigationReducer

enum Screen: Hashable, Sendable { case assets, details(id: Int), addAsset, confirm(id: Int) }
enum AlertAction: Hashable, Sendable { case cancel, delete }
struct AppState: NavigableState, Hashable, Sendable {
    var navigation = NavigationState<Screen, AlertAction>(root: .assets)
}
enum AppAction: NavigationActions, Sendable {
    case assetTapped(Int), addTapped, assetPicked(Int), backTapped, closeTapped, deleteTapped, alert(AlertAction)
    case userNavigated(UserNavigation<Screen>)  // a swipe back or down: the reducer decides
}
enum AppEffect: Equatable { case track(String), delete(id: Int) }

struct AppReducer: ComposedReducer {
    var body: some Reducer<AppState, AppAction, AppEffect> {
        Reduce { state, action in
            switch action {
            case .assetTapped(let id):
                try state.navigation.push(.details(id: id))
                return [.track("details")]
            case .addTapped:
                try state.navigation.present(.addAsset)  // a sheet with a stack of its own
                return []
            case .assetPicked(let id):
                try state.navigation.push(.confirm(id: id))  // pushed inside the sheet
                return []
            case .backTapped:
                try state.navigation.pop()  // at a root: rejected, nothing changes
                return []
            case .closeTapped:
                try state.navigation.dismiss()
                return []
            case .userNavigated(let change):
                try state.navigation.apply(change)
                return []
            case .deleteTapped:
                try state.navigation.showAlert(
                    AlertState(
                        title: "Delete?", .destructive("Delete", sending: .delete), .cancel("Cancel", sending: .cancel))
                )
                return []
            case .alert(let choice):
                try state.navigation.chooseAlertButton(sending: choice)
                guard choice == .delete, case .details(let id) = state.navigation.topScreen else { return [] }
                try state.navigation.pop()
                return [.delete(id: id)]
            }
        }
    }
}

@MainActor func runApp() -> Store<AppReducer> {
    let store = Store(initialState: AppState(), reducer: AppReducer()) { effect in
        switch effect {
        case .track(let name):
            print("track", name)
            return .none
        case .delete(let id):
            print("delete", id)
            return .none
        }
    }
    store.send(.assetTapped(7))
    return store
}
