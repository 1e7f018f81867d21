#if canImport(UIKit) && !os(watchOS)
    import NavigationReducer
    import NavigationReducerUIKit
    import ShowcaseApp
    import UIKit

    /// The showcase on screen in UIKit, wired as an app would: one store, one host over the
    /// window's navigation controller, and the user's own gestures sent back as actions.
    ///
    /// Name it as the scene's delegate class in the app's `Info.plist`
    /// (`UISceneDelegateClassName`: `ShowcaseUIKit.ShowcaseSceneDelegate`).
    @MainActor
    public final class ShowcaseSceneDelegate: UIResponder, UIWindowSceneDelegate {
        public var window: UIWindow?
        private var store: Store<ShowcaseReducer>?
        private var renderer: NavigationRenderer<NavigationControllerHost<ShowcaseScreen, ShowcaseAlertAction>>?

        public func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let scene = scene as? UIWindowScene else { return }
            let store = Store(initialState: ShowcaseState(), reducer: ShowcaseReducer()) { $0.simulatedWork }
            let root = UINavigationController()
            let host = NavigationControllerHost(
                root: root,
                screen: { ShowcaseScreenController(screen: $0, store: store) },
                alert: { UIAlertController($0, send: { store.send(.alert($0)) }) }
            )
            renderer = store.drive(host)
            self.store = store
            let window = UIWindow(windowScene: scene)
            window.rootViewController = root
            window.makeKeyAndVisible()
            self.window = window
        }

        public func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
            for context in contexts { store?.send(.linkOpened(context.url)) }
        }
    }
#endif
