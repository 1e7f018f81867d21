// The README's UIKit wiring, verbatim: `EveryDocumentationExample` checks the README holds it.
#if canImport(UIKit) && !os(watchOS)
    import NavigationReducer
    import NavigationReducerUIKit
    import UIKit

    /// Keep the store and the renderer (in the scene delegate): the host is driven while both live.
    @MainActor func show(_ store: Store<AppReducer>, in window: UIWindow) -> NavigationRenderer<
        NavigationControllerHost<Screen, AlertAction>
    > {
        let root = UINavigationController()
        let host = NavigationControllerHost(
            root: root,
            screen: { (screen: Screen) in
                let controller = UIViewController()  // your screen's controller
                controller.title = "\(screen)"
                return controller
            },
            alert: { UIAlertController($0, send: { store.send(.alert($0)) }) }
        )
        window.rootViewController = root
        return store.drive(host)
    }
#endif
