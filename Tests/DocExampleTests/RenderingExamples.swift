import NavigationReducer
import Testing

// Sources/NavigationReducer/Rendering/NavigationControllerHost.swift, with stand-ins for the
// UIKit classes, which Linux lacks: each transition completes at once.
@MainActor @Suite struct NavigationControllerHostExample {
    class UIViewController {}
    final class UIAlertController: UIViewController {
        init<Action>(_ alert: AlertState<Action>, send: @escaping @MainActor (Action) -> Void) {}
    }
    final class UINavigationController: NavigationControlling {
        var viewControllers: [UIViewController] = []
        func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            self.viewControllers = viewControllers
        }
        func pushViewController(_ viewController: UIViewController, animated: Bool) {
            viewControllers.append(viewController)
        }
        func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
            guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
            defer { viewControllers.removeSubrange((index + 1)...) }
            return Array(viewControllers[(index + 1)...])
        }
        func present(
            flow controller: UINavigationController, style: PresentationStyle, animated: Bool,
            completion: @escaping @MainActor @Sendable () -> Void
        ) { completion() }
        func present(
            alert: UIViewController, animated: Bool, completion: @escaping @MainActor @Sendable () -> Void
        ) { completion() }
        func dismissPresented(animated: Bool, completion: @escaping @MainActor @Sendable () -> Void) { completion() }
        func afterTransition(_ completion: @escaping @MainActor @Sendable () -> Void) { completion() }
    }
    struct ScreenFactory {
        func makeViewController(for screen: Screen) -> UIViewController { UIViewController() }
    }
    enum AppAction: Sendable { case assetTapped(Int), alert(AlertAction) }
    static let appReducer = Reduce<AppState, AppAction, Never> { state, action in
        if case .assetTapped(let id) = action { try state.navigation.push(.details(id: id)) }
        return []
    }

    @Test func aPushInTheStoreIsAPushOnTheRootController() {
        let navigationController = UINavigationController()
        let factory = ScreenFactory()
        let store = Store(initialState: AppState(), reducer: Self.appReducer)
        let host = NavigationControllerHost(
            root: navigationController,
            flowController: { UINavigationController() },
            screen: { screen in factory.makeViewController(for: screen) },
            alert: { alert in UIAlertController(alert, send: { store.send(.alert($0)) }) }
        )
        let rendering = store.drive(host)
        store.send(.assetTapped(7))
        #expect(host.levels[0].pages.map(\.screen) == [.assets, .details(id: 7)])
        #expect(navigationController.viewControllers.count == 2)
        rendering.stop()
    }
}

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
        let rendering = store.drive(host) { .userNavigated($0) }
        host.report?(.changedPath(.popped(remaining: 0), level: 0))
        #expect(store.state.navigation.topScreen == .assets)
        rendering.stop()
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
        let rendering = store.drive(host)
        store.send(.assetTapped(3))
        host.report?(.changedPath(.popped(remaining: 0), level: 0))
        #expect(store.state.navigation.topScreen == .assets)
        rendering.stop()
    }
}
