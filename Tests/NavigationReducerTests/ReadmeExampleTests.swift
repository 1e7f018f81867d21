import NavigationReducer
import Testing

// The README's usage example, compiled and run. Keep the two in step: the text between the
// markers is the README's code block, verbatim.
// README-EXAMPLE-BEGIN
enum Screen: Hashable, Sendable { case home, detail(id: Int) }
enum Popup: Hashable, Sendable { case editor(id: Int) }
enum AlertAction: Hashable, Sendable { case cancel, logout }

struct AppState: NavigableState, Hashable, Sendable {
    var navigation = NavigationState<Screen, Popup, AlertAction>(root: .home)
}
enum AppAction: Sendable { case itemTapped(Int), backTapped, logoutTapped, alert(AlertAction) }
enum AppEffect: Equatable { case track(String) }

let appReducer = Reduce<AppState, AppAction, AppEffect> { state, action in
    switch action {
    case .itemTapped(let id):
        state.navigation.push(.detail(id: id))
        return [.track("detail \(id)")]
    case .backTapped:
        try state.navigation.pop()  // at the root: rejected, state unchanged
        return []
    case .logoutTapped:
        try state.navigation.showAlert(AlertState(
            title: "Want to logout?", buttons: [.cancel("Cancel", sending: .cancel),
                                                .destructive("Logout", sending: .logout)]))
        return []
    case .alert(let choice):
        try state.navigation.chooseAlertButton(sending: choice)
        if choice == .logout { state.navigation.setRoot(.home, animated: false) }
        return []
    }
}

@MainActor func runApp() -> Store<Reduce<AppState, AppAction, AppEffect>> {
    let store = Store(initialState: AppState(), reducer: appReducer) { effect in
        switch effect {
        case .track(let name): print("track", name); return .none
        }
    }
    store.send(.itemTapped(7))
    return store
}
// README-EXAMPLE-END

@Suite struct ReadmeExample {
    @MainActor @Test func theReadmeExampleRunsAndPushesTheDetail() {
        let store = runApp()
        #expect(store.state.navigation.topScreen == .detail(id: 7))
        store.send(.backTapped)
        store.send(.backTapped)
        #expect(store.state.navigation.topScreen == .home)
    }

    @Test func thePureFormOfTheReadmeReducerReturnsItsEffects() {
        let (state, effects) = appReducer.reduce(AppState(), .itemTapped(3))
        #expect(state.navigation.topScreen == .detail(id: 3))
        #expect(effects == [.track("detail 3")])
    }
}
