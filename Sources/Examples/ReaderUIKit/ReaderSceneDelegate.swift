#if canImport(UIKit) && !os(watchOS)
    import NavigationReducer
    import NavigationReducerUIKit
    import ReaderApp
    import UIKit

    /// The reader on screen in UIKit: a `UITabBarController` at the root of the window, a
    /// navigation controller per tab that the host makes, and taps on the tab bar sent to the
    /// reducer before UIKit changes anything.
    ///
    /// Name it as the scene's delegate class in the app's `Info.plist`
    /// (`UISceneDelegateClassName`: `ReaderUIKit.ReaderSceneDelegate`).
    @MainActor
    public final class ReaderSceneDelegate: UIResponder, UIWindowSceneDelegate {
        public var window: UIWindow?
        private var store: Store<ReaderReducer>?
        private var renderer: NavigationRenderer<NavigationControllerHost<ReaderScreen, Never>>?

        public func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let scene = scene as? UIWindowScene else { return }
            let store = Store(initialState: ReaderState(), reducer: ReaderReducer()) {
                $0.work(comments: { _ in 12 }, send: {})
            }
            let tabBar = UITabBarController()
            let host = NavigationControllerHost<ReaderScreen, Never>(
                tabBar: tabBar,
                tabItem: { tab in
                    switch tab {
                    case .search: UITabBarItem(tabBarSystemItem: .search, tag: 1)
                    case .settings: UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 2)
                    default: UITabBarItem(title: "Feed", image: UIImage(systemName: "newspaper"), tag: 0)
                    }
                },
                screen: { ReaderScreenController(screen: $0, store: store) },
                alert: { _ in UIViewController() }
            )
            renderer = store.drive(host)
            self.store = store
            let window = UIWindow(windowScene: scene)
            window.rootViewController = tabBar
            window.makeKeyAndVisible()
            self.window = window
        }

        public func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
            for context in contexts { store?.send(.linkOpened(context.url)) }
        }
    }

    /// One screen: a title and the action its button sends.
    final class ReaderScreenController: UIViewController {
        private let store: Store<ReaderReducer>
        private let screen: ReaderScreen

        init(screen: ReaderScreen, store: Store<ReaderReducer>) {
            self.screen = screen
            self.store = store
            super.init(nibName: nil, bundle: nil)
            title = "\(screen)"
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Next", primaryAction: UIAction { [store, screen] _ in store.send(Self.action(on: screen)) })
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        static func action(on screen: ReaderScreen) -> ReaderAction {
            switch screen {
            case .feed, .search: .articleTapped(1)
            case .settings: .accountTapped
            case .compose: .composeSent
            case .article, .account: .composeTapped
            }
        }
    }
#endif
