#if canImport(UIKit) && !os(watchOS)
    import NavigationReducer
    import UIKit

    /// The delegate of every navigation controller a ``NavigationControllerHost``
    /// shows, of their swipe-back gestures and of their presentations: it forwards what UIKit
    /// says or asks about the user, and the host decides what it means.
    ///
    /// It stands in front of the delegates that were there, rather than replacing them: the
    /// app's navigation, tab bar and split view delegates are told every callback — those the
    /// host reads after it has read them, the others forwarded as they are — and UIKit's own
    /// delegate of each swipe-back gesture is asked first, so its conditions still hold.
    @MainActor
    final class UserNavigationObserver: NSObject, UINavigationControllerDelegate,
        UIAdaptivePresentationControllerDelegate, UIGestureRecognizerDelegate, UITabBarControllerDelegate,
        UISplitViewControllerDelegate
    {
        var didShow: (UINavigationController) -> Void = { _ in }
        var didDismiss: (UINavigationController) -> Void = { _ in }
        var didAttemptToDismiss: (UINavigationController) -> Void = { _ in }
        var didSelectDetent: (UINavigationController, String) -> Void = { _, _ in }
        var shouldPop: (UINavigationController) -> Bool = { _ in true }
        var shouldDismiss: (UINavigationController) -> Bool = { _ in true }
        var shouldSelect: (UIViewController) -> Bool = { _ in true }
        var didCollapse: (Bool) -> Void = { _ in }
        /// Whether the split view shows one stack, in its secondary column.
        var showsOneStack = false

        // Written on the main actor only; Objective-C asks `responds(to:)` from outside it, and
        // a weak reference is read atomically.
        /// The app's delegate of the navigation controllers the host shows.
        nonisolated(unsafe) weak var navigationDelegate: (any UINavigationControllerDelegate)?
        /// The app's delegate of the tab bar controller, when the root is a tab bar.
        nonisolated(unsafe) weak var tabBarDelegate: (any UITabBarControllerDelegate)?
        /// The app's delegate of the split view controller, when the root is a split view.
        nonisolated(unsafe) weak var splitDelegate: (any UISplitViewControllerDelegate)?
        /// The navigation controller of each swipe-back gesture the host asks about.
        private let controllers = NSMapTable<UIGestureRecognizer, UINavigationController>.weakToWeakObjects()
        /// UIKit's own delegate of each of those gestures, asked first.
        private let gestureDelegates = NSMapTable<UIGestureRecognizer, AnyObject>.weakToWeakObjects()

        /// A navigation controller for a flow, observed.
        func observedFlow() -> UINavigationController {
            let flow = UINavigationController()
            observe(flow)
            return flow
        }

        /// Stands in front of `controller`'s delegate — kept as ``navigationDelegate`` when it
        /// is the app's — and of its swipe-back gestures' delegates.
        func observe(_ controller: UINavigationController) {
            if let existing = controller.delegate, existing !== self { navigationDelegate = existing }
            controller.delegate = self
            stand(before: controller.interactivePopGestureRecognizer, of: controller)
            #if !os(tvOS)
                if #available(iOS 26, macCatalyst 26, visionOS 26, *) {
                    stand(before: controller.interactiveContentPopGestureRecognizer, of: controller)
                }
            #endif
        }

        private func stand(before gesture: UIGestureRecognizer?, of controller: UINavigationController) {
            guard let gesture else { return }
            controllers.setObject(controller, forKey: gesture)
            if let existing = gesture.delegate, existing !== self {
                gestureDelegates.setObject(existing, forKey: gesture)
            }
            gesture.delegate = self
        }

        /// UIKit's own delegate of `gesture`, if it had one before the host.
        private func uikitDelegate(of gesture: UIGestureRecognizer) -> (any UIGestureRecognizerDelegate)? {
            gestureDelegates.object(forKey: gesture) as? any UIGestureRecognizerDelegate
        }

        // MARK: Forwarding what the observer does not read

        private nonisolated func appDelegate(respondingTo selector: Selector) -> (any NSObjectProtocol)? {
            let delegates: [AnyObject?] = [navigationDelegate, tabBarDelegate, splitDelegate]
            return delegates.lazy.compactMap { $0 as? any NSObjectProtocol }.first { $0.responds(to: selector) }
        }

        override func responds(to selector: Selector!) -> Bool {
            super.responds(to: selector) || selector.map { appDelegate(respondingTo: $0) != nil } == true
        }

        override func forwardingTarget(for selector: Selector!) -> Any? {
            selector.flatMap { appDelegate(respondingTo: $0) } ?? super.forwardingTarget(for: selector)
        }

        // MARK: Navigation controllers

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            navigationDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
            didShow(navigationController)
        }

        // MARK: Swipe-back gestures

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let controller = controllers.object(forKey: gestureRecognizer) else { return true }
            guard uikitDelegate(of: gestureRecognizer)?.gestureRecognizerShouldBegin?(gestureRecognizer) ?? true else {
                return false
            }
            return controller.transitionCoordinator == nil && shouldPop(controller)
        }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            uikitDelegate(of: gestureRecognizer)?.gestureRecognizer?(gestureRecognizer, shouldReceive: touch) ?? true
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            uikitDelegate(of: gestureRecognizer)?.gestureRecognizer?(
                gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer) ?? false
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            uikitDelegate(of: gestureRecognizer)?.gestureRecognizer?(
                gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer) ?? false
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            uikitDelegate(of: gestureRecognizer)?.gestureRecognizer?(
                gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) ?? false
        }

        // MARK: Sheets the host presents

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

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            guard let flow = presentationController.presentedViewController as? UINavigationController else { return }
            didDismiss(flow)
        }

        // MARK: Tab bar

        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
            -> Bool
        {
            let appAllows = tabBarDelegate?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
            return appAllows && shouldSelect(viewController)
        }

        // MARK: Split view

        func splitViewControllerDidCollapse(_ splitViewController: UISplitViewController) {
            splitDelegate?.splitViewControllerDidCollapse?(splitViewController)
            didCollapse(true)
        }

        func splitViewControllerDidExpand(_ splitViewController: UISplitViewController) {
            splitDelegate?.splitViewControllerDidExpand?(splitViewController)
            didCollapse(false)
        }

        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column {
            guard !showsOneStack else { return .secondary }
            return splitDelegate?.splitViewController?(
                svc, topColumnForCollapsingToProposedTopColumn: proposedTopColumn)
                ?? proposedTopColumn
        }
    }

    #if !os(tvOS)
        extension UserNavigationObserver: UISheetPresentationControllerDelegate {
            func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
                _ sheetPresentationController: UISheetPresentationController
            ) {
                guard let flow = sheetPresentationController.presentedViewController as? UINavigationController,
                    let identifier = sheetPresentationController.selectedDetentIdentifier
                else { return }
                didSelectDetent(flow, SheetDetents.Detent.identifier(ofUIKit: identifier))
            }
        }
    #endif
#endif
