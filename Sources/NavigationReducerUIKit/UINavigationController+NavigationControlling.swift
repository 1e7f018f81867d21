#if canImport(UIKit) && !os(watchOS)
    import NavigationReducer
    import UIKit

    // Compiled only where UIKit exists. Everything a UIKit app decides with — the host, the
    // renderer, the diff — is platform-free and tested on Linux against a fake controller.
    extension UINavigationController: NavigationControlling {
        package func present(
            flow controller: UINavigationController, style: PresentationStyle, animated: Bool,
            completion: @escaping @MainActor @Sendable () -> Void
        ) {
            controller.modalPresentationStyle = style == .fullScreen ? .fullScreen : .pageSheet
            // A swipe down reaches the same delegate as the flow's pushes and pops.
            controller.presentationController?.delegate =
                controller.delegate as? UIAdaptivePresentationControllerDelegate
            present(controller, animated: animated) { MainActor.assumeIsolated { completion() } }
        }

        package func present(
            alert: UIViewController, animated: Bool, completion: @escaping @MainActor @Sendable () -> Void
        ) {
            present(alert, animated: animated) { MainActor.assumeIsolated { completion() } }
        }

        package func dismissPresented(animated: Bool, completion: @escaping @MainActor @Sendable () -> Void) {
            guard presentedViewController != nil else { return completion() }
            dismiss(animated: animated) { MainActor.assumeIsolated { completion() } }
        }

        package func afterTransition(_ completion: @escaping @MainActor @Sendable () -> Void) {
            guard let coordinator = transitionCoordinator else { return completion() }
            _ = coordinator.animate(alongsideTransition: nil) { _ in MainActor.assumeIsolated { completion() } }
        }
    }
#endif
