import NavigationReducer
import Testing

// Sources/NavigationReducer/Rendering/Store+Rendering.swift and UserNavigation.swift: a
// host that reports a swipe back, and the reducer that takes it.
@MainActor @Suite struct UserNavigationExample {
    enum AppAction: Sendable { case userNavigated(UserNavigation<Screen>) }
    static let appReducer = Reduce<AppState, AppAction, Never> { state, action in
        switch action {
        case .userNavigated(let change):
            try state.navigation.apply(change)
        }
        return []
    }
    final class SwipingHost: NavigationHost {
        var report: (@MainActor (UserNavigation<Screen>) -> Void)?
        func perform(
            _ command: consuming NavigationCommand<Screen, AlertAction>,
            completion: @escaping @MainActor @Sendable () -> Void
        ) { completion() }
        func reportUserNavigation(to report: @escaping @MainActor (UserNavigation<Screen>) -> Void) {
            self.report = report
        }
    }

    @Test func aSwipeBackBecomesAnActionAndThePop() throws {
        var start = AppState()
        try start.navigation.push(.details(id: 7))
        let store = Store(initialState: start, reducer: Self.appReducer)
        let host = SwipingHost()
        let renderer = store.drive(host) { .userNavigated($0) }
        host.report?(.popped(remaining: 0, level: 0))
        #expect(store.state.navigation.topScreen == .assets)
        renderer.stop()
    }
}

// Sources/NavigationReducer/Rendering/NavigationState+Diff.swift
@Suite struct CommandsExample {
    enum Screen: Hashable, Sendable { case assets, addAsset, confirm }

    static func isOnePush(before: NavigationState<Screen, AlertAction>, after: NavigationState<Screen, AlertAction>)
        -> Bool
    {
        // a push inside a sheet at level 1
        before.commands(toReach: after) == [.push([.confirm], level: 1, animated: true)]
    }

    @Test func aPushInsideASheetIsOnePushAtItsLevel() throws {
        var before = NavigationState<Screen, AlertAction>(root: .assets)
        try before.present(.addAsset)
        var after = before
        try after.push(.confirm)
        #expect(Self.isOnePush(before: before, after: after))
    }
}

// Sources/NavigationReducer/Rendering/NavigationActions.swift
@MainActor @Suite struct NavigationActionsExample {
    enum AppAction: NavigationActions {
        case userNavigated(UserNavigation<Screen>)
        case alert(AlertAction)
        case assetTapped(Int)
    }
    static let appReducer = Reduce<AppState, AppAction, Never> { state, action in
        switch action {
        case .userNavigated(let change): try state.navigation.apply(change)
        case .alert: break
        case .assetTapped(let id): try state.navigation.push(.details(id: id))
        }
        return []
    }

    @Test func aStoreDrivesAHostWithNoMappingWhenTheActionsSayHow() {
        let store = Store(initialState: AppState(), reducer: Self.appReducer)
        let host = UserNavigationExample.SwipingHost()
        let renderer = store.drive(host)
        store.send(.assetTapped(3))
        host.report?(.popped(remaining: 0, level: 0))
        #expect(store.state.navigation.topScreen == .assets)
        renderer.stop()
    }
}
