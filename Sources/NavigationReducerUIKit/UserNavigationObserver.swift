#if canImport(UIKit) && !os(watchOS)
    import NavigationReducer
    import UIKit

    /// The delegate of every navigation controller a ``NavigationControllerHost``
    /// shows, of their swipe-back gestures and of their presentations: it forwards what UIKit
    /// says or asks about the user, and the host decides what it means.
    @MainActor
    final class UserNavigationObserver: NSObject, UINavigationControllerDelegate,
        UIAdaptivePresentationControllerDelegate, UIGestureRecognizerDelegate, UITabBarControllerDelegate,
        UISplitViewControllerDelegate
    {
        var didShow: (UINavigationController) -> Void = { _ in }
        var didDismiss: (UINavigationController) -> Void = { _ in }
        var didAttemptToDismiss: (UINavigationController) -> Void = { _ in }
        var shouldPop: (UINavigationController) -> Bool = { _ in true }
        var shouldDismiss: (UINavigationController) -> Bool = { _ in true }
        var shouldSelect: (UIViewController) -> Bool = { _ in true }
        var didCollapse: (Bool) -> Void = { _ in }
        /// Whether the split view shows one stack, in its secondary column.
        var showsOneStack = false

        /// A navigation controller for a flow, observed.
        func observedFlow() -> UINavigationController {
            let flow = UINavigationController()
            observe(flow)
            return flow
        }

        /// Takes over `controller`'s delegates: its pushes and pops, and its swipe back.
        func observe(_ controller: UINavigationController) {
            controller.delegate = self
            controller.interactivePopGestureRecognizer?.delegate = self
        }

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            didShow(navigationController)
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let controller = gestureRecognizer.view?.next as? UINavigationController,
                controller.interactivePopGestureRecognizer === gestureRecognizer
            else { return true }
            return controller.transitionCoordinator == nil && shouldPop(controller)
        }

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            guard let flow = presentationController.presentedViewController as? UINavigationController else {
                return true
            }
            return shouldDismiss(flow)
        }

        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            guard let flow = presentationController.presentedViewController as? UINavigationController else { return }
            didAttemptToDismiss(flow)
        }

        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
            -> Bool
        {
            shouldSelect(viewController)
        }

        func splitViewControllerDidCollapse(_ splitViewController: UISplitViewController) {
            didCollapse(true)
        }

        func splitViewControllerDidExpand(_ splitViewController: UISplitViewController) {
            didCollapse(false)
        }

        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column {
            showsOneStack ? .secondary : proposedTopColumn
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            guard let flow = presentationController.presentedViewController as? UINavigationController else { return }
            didDismiss(flow)
        }
    }
#endif
