/// One transition a UI host performs: what UIKit's `setViewControllers`, `push`, `popTo`,
/// `present`, `dismiss` and an alert controller do, as a value.
///
/// Commands come from ``NavigationState/commands(toReach:)``, a minimal diff in a safe order,
/// and each carries whether it animates, taken from the new state's
/// ``NavigationState/animations``.
public enum NavigationCommand<Screen: Hashable & Sendable, Popup: Hashable & Sendable, AlertAction: Hashable & Sendable>:
    Hashable, Sendable
{
    /// Replace the whole stack, first screen as root.
    case setStack([Screen], animated: Bool)
    /// Push these screens, last on top, as one transition.
    case push([Screen], animated: Bool)
    /// Pop so that the screen at `index` is on top; `0` is "pop to root".
    case popTo(index: Int, animated: Bool)
    case present(PopupPresentation<Popup>, animated: Bool)
    case dismissPopup(animated: Bool)
    case showAlert(AlertState<AlertAction>, animated: Bool)
    case hideAlert(animated: Bool)

    /// Whether the host should animate the transition.
    public var isAnimated: Bool {
        switch self {
        case .setStack(_, let animated), .push(_, let animated), .popTo(_, let animated), .present(_, let animated),
            .dismissPopup(let animated), .showAlert(_, let animated), .hideAlert(let animated):
            animated
        }
    }
}

extension NavigationCommand {
    /// The same transition, performed without animation.
    public var withoutAnimation: Self {
        switch self {
        case .setStack(let screens, _): .setStack(screens, animated: false)
        case .push(let screens, _): .push(screens, animated: false)
        case .popTo(let index, _): .popTo(index: index, animated: false)
        case .present(let popup, _): .present(popup, animated: false)
        case .dismissPopup: .dismissPopup(animated: false)
        case .showAlert(let alert, _): .showAlert(alert, animated: false)
        case .hideAlert: .hideAlert(animated: false)
        }
    }
}

extension NavigationCommand: Codable where Screen: Codable, Popup: Codable, AlertAction: Codable {}
