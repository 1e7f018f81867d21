#if canImport(UIKit) && !os(watchOS)
    import NavigationReducer
    import UIKit

    extension NavigationControllerHost where Controller == UINavigationController {
        /// A host over `root` that sees what the user does on their own: a swipe back, the
        /// back button or its long-press menu, a swipe down on a sheet. Drive it with
        /// ``NavigationReducer/Store/drive(_:userNavigation:)`` to turn those into actions.
        ///
        /// ```swift
        /// let host = NavigationControllerHost(
        ///     root: navigationController,
        ///     screen: { screen in ScreenViewController(screen, send: store.send) },
        ///     alert: { alert in UIAlertController(alert, send: { store.send(.alert($0)) }) }
        /// )
        /// rendering = store.drive(host) { .userNavigated($0) }
        /// ```
        ///
        /// The host becomes the `delegate` of `root` and of every flow controller it makes,
        /// and the delegate of their sheets' presentation controllers.
        ///
        /// - Parameters:
        ///   - root: The navigation controller of the root flow, already in the window.
        ///   - screen: Builds the controller of a screen; called once per screen while it
        ///     stays on its stack.
        ///   - alert: Builds an alert controller whose buttons send their actions.
        public convenience init(
            root: UINavigationController,
            screen: @escaping (Screen) -> UIViewController,
            alert: @escaping (AlertState<AlertAction>) -> UIViewController
        ) {
            let observer = UserNavigationObserver()
            root.delegate = observer
            self.init(
                root: root,
                flowController: {
                    let flow = UINavigationController()
                    flow.delegate = observer
                    return flow
                },
                screen: screen,
                alert: alert
            )
            observer.didShow = { [weak self] in self?.controllerDidShow($0) }
            observer.didDismiss = { [weak self] in self?.userDismissed($0) }
            retained.append(observer)
        }
    }
#endif
