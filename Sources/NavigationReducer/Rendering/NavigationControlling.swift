/// The few `UINavigationController` methods a ``NavigationControllerHost`` uses, as a
/// protocol, so the host's logic compiles and is tested everywhere.
///
/// The first three requirements are UIKit's own signatures; `UINavigationController`
/// conforms in `UIKitNavigation.swift` (compiled only where UIKit exists) by adding the last
/// three: presenting on top of whatever is presented, dismissing the top-most presentation,
/// and waiting for the running push or pop to finish.
@MainActor
public protocol NavigationControlling: AnyObject {
    associatedtype ViewController: AnyObject

    func setViewControllers(_ viewControllers: [ViewController], animated: Bool)
    func pushViewController(_ viewController: ViewController, animated: Bool)
    @discardableResult
    func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]?

    /// Presents `viewController` over the top-most presented controller.
    func presentOnTop(_ viewController: ViewController, animated: Bool, completion: @escaping @MainActor @Sendable () -> Void)
    /// Dismisses the top-most presented controller; completes at once when nothing is presented.
    func dismissTop(animated: Bool, completion: @escaping @MainActor @Sendable () -> Void)
    /// Calls `completion` when the push or pop under way has finished, or at once.
    func afterTransition(_ completion: @escaping @MainActor @Sendable () -> Void)
}
