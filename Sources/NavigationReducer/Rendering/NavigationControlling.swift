/// The few navigation-controller methods a ``ControllerHost`` uses, as a protocol,
/// so the host's logic compiles and is tested everywhere.
///
/// The first four requirements are UIKit's own signatures; `UINavigationController`
/// conforms in the `NavigationReducerUIKit` module (compiled only where UIKit exists) by
/// adding the rest: presenting another navigation controller or an alert over this one,
/// dismissing what this one presents, and waiting for the running push or pop to finish.
@MainActor
package protocol NavigationControlling: AnyObject {
    associatedtype ViewController: AnyObject

    /// The controllers on the stack, root first, as the screen shows them now: after a
    /// swipe back, without the popped ones.
    var viewControllers: [ViewController] { get }
    func setViewControllers(_ viewControllers: [ViewController], animated: Bool)
    func pushViewController(_ viewController: ViewController, animated: Bool)
    @discardableResult
    func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]?

    /// Presents `controller`, the navigation controller of a presented flow, over this one.
    func present(
        flow controller: Self, style: PresentationStyle, animated: Bool,
        completion: @escaping @MainActor @Sendable () -> Void)
    /// Gives the sheet this controller is presented in the heights `detents` offers, rests it
    /// at the selected one, and leaves the screen under it usable up to the height asked.
    func show(detents: SheetDetents, animated: Bool)
    /// Presents an alert controller over this one.
    func present(alert: ViewController, animated: Bool, completion: @escaping @MainActor @Sendable () -> Void)
    /// Dismisses what this controller presents, and everything over it; completes at once
    /// when it presents nothing.
    func dismissPresented(animated: Bool, completion: @escaping @MainActor @Sendable () -> Void)
    /// Calls `completion` when the push or pop under way has finished, or at once.
    func afterTransition(_ completion: @escaping @MainActor @Sendable () -> Void)
}
