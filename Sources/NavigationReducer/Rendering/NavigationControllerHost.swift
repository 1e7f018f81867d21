/// A ``NavigationHost`` for a navigation controller: it turns each command into the matching
/// `UINavigationController` call, building screens, popups and alerts with injected
/// factories — the FlowController pattern, where the host moves controllers it never makes.
///
/// ```swift
/// let host = NavigationControllerHost(
///     controller: navigationController,
///     screen: { screen in factory.makeViewController(for: screen) },
///     popup: { popup in factory.makeViewController(for: popup.content) },
///     alert: { alert in UIAlertController(alert, send: { store.send(.alert($0)) }) }
/// )
/// store.drive(host)
/// ```
///
/// Screens still on the stack keep their controller: popping back to one reuses it.
@MainActor
public final class NavigationControllerHost<
    Controller: NavigationControlling, Screen: Hashable & Sendable, Popup: Hashable & Sendable, AlertAction: Hashable & Sendable
>: NavigationHost {
    public typealias ViewController = Controller.ViewController

    public let controller: Controller
    private let makeScreen: (Screen) -> ViewController
    private let makePopup: (PopupPresentation<Popup>) -> ViewController
    private let makeAlert: (AlertState<AlertAction>) -> ViewController
    /// The controllers on the stack with the screens they show, root first.
    public private(set) var pages: [(screen: Screen, viewController: ViewController)] = []

    /// - Parameters:
    ///   - controller: The navigation controller to drive.
    ///   - screen: Builds the controller of a screen.
    ///   - popup: Builds the controller of a popup, with its presentation style.
    ///   - alert: Builds an alert controller whose buttons send their actions to the store.
    public init(
        controller: Controller,
        screen: @escaping (Screen) -> ViewController,
        popup: @escaping (PopupPresentation<Popup>) -> ViewController,
        alert: @escaping (AlertState<AlertAction>) -> ViewController
    ) {
        self.controller = controller
        self.makeScreen = screen
        self.makePopup = popup
        self.makeAlert = alert
    }

    public func perform(
        _ command: NavigationCommand<Screen, Popup, AlertAction>,
        completion: @escaping @MainActor @Sendable () -> Void
    ) {
        switch command {
        case .setStack(let screens, let animated):
            pages = screens.enumerated().map { index, screen in
                if index < pages.count, pages[index].screen == screen { return pages[index] }
                return (screen, makeScreen(screen))
            }
            controller.setViewControllers(pages.map(\.viewController), animated: animated)
            controller.afterTransition(completion)
        case .push(let screens, let animated):
            let added = screens.map { ($0, makeScreen($0)) }
            pages += added
            if let only = added.first, added.count == 1 {
                controller.pushViewController(only.1, animated: animated)
            } else {
                controller.setViewControllers(pages.map(\.viewController), animated: animated)
            }
            controller.afterTransition(completion)
        case .popTo(let index, let animated):
            guard pages.indices.contains(index) else { return completion() }
            pages.removeSubrange((index + 1)...)
            controller.popToViewController(pages[index].viewController, animated: animated)
            controller.afterTransition(completion)
        case .present(let popup, let animated):
            controller.presentOnTop(makePopup(popup), animated: animated, completion: completion)
        case .showAlert(let alert, let animated):
            controller.presentOnTop(makeAlert(alert), animated: animated, completion: completion)
        case .dismissPopup(let animated), .hideAlert(let animated):
            controller.dismissTop(animated: animated, completion: completion)
        }
    }
}
