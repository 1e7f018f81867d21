#if canImport(UIKit) && !os(watchOS)
    import NavigationReducer
    import UIKit

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
                addAction(
                    UIAlertAction(title: button.label, style: style) { _ in
                        MainActor.assumeIsolated { send(button.action) }
                    })
            }
        }
    }
#endif
