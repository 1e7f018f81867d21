#if canImport(UIKit) && !os(watchOS)
    import NavigationReducer
    import UIKit

    /// The delegate of every navigation controller a ``NavigationControllerHost``
    /// shows, and of their presentations: it forwards what UIKit says the user did, and the
    /// host decides what it means.
    @MainActor
    final class UserNavigationObserver: NSObject, UINavigationControllerDelegate,
        UIAdaptivePresentationControllerDelegate
    {
        var didShow: (UINavigationController) -> Void = { _ in }
        var didDismiss: (UINavigationController) -> Void = { _ in }

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            didShow(navigationController)
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            guard let flow = presentationController.presentedViewController as? UINavigationController else { return }
            didDismiss(flow)
        }
    }
#endif
