#if canImport(UIKit)
import UIKit

// Compiled only where UIKit exists. Everything else a UIKit app uses —
// NavigationControllerHost, the renderer, the diff — is platform-free and tested on Linux.
extension UINavigationController: NavigationControlling {
    public func presentOnTop(
        _ viewController: UIViewController, animated: Bool, completion: @escaping @MainActor @Sendable () -> Void
    ) {
        var top: UIViewController = self
        while let presented = top.presentedViewController { top = presented }
        top.present(viewController, animated: animated) { MainActor.assumeIsolated { completion() } }
    }

    public func dismissTop(animated: Bool, completion: @escaping @MainActor @Sendable () -> Void) {
        guard var top = presentedViewController else { return completion() }
        while let presented = top.presentedViewController { top = presented }
        top.dismiss(animated: animated) { MainActor.assumeIsolated { completion() } }
    }

    public func afterTransition(_ completion: @escaping @MainActor @Sendable () -> Void) {
        guard let coordinator = transitionCoordinator else { return completion() }
        _ = coordinator.animate(alongsideTransition: nil) { _ in MainActor.assumeIsolated { completion() } }
    }
}

extension UIAlertController {
    /// An alert controller for `alert` whose buttons send their actions through `send`.
    public convenience init<Action>(_ alert: AlertState<Action>, send: @escaping @MainActor (Action) -> Void) {
        self.init(
            title: alert.title, message: alert.message,
            preferredStyle: alert.style == .actionSheet ? .actionSheet : .alert)
        for button in alert.buttons {
            let style: UIAlertAction.Style =
                switch button.role {
                case .cancel: .cancel
                case .destructive: .destructive
                case .default: .default
                }
            addAction(UIAlertAction(title: button.label, style: style) { _ in MainActor.assumeIsolated { send(button.action) } })
        }
    }
}
#endif
