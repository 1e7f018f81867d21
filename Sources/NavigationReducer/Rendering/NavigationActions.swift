/// An action type with a case for what the user does on screen and a case for an alert's
/// buttons: then a view or a host needs no mapping.
///
/// An enum conforms by its cases alone:
///
/// ```swift
/// enum AppAction: NavigationActions {
///     case userNavigated(UserNavigation<Screen>)
///     case alert(AlertAction)
///     case assetTapped(Int)
/// }
/// ```
public protocol NavigationActions {
    associatedtype Screen: Hashable & Sendable
    associatedtype AlertAction: Hashable & Sendable

    /// The action for a change the user made on screen.
    static func userNavigated(_ change: UserNavigation<Screen>) -> Self
    /// The action an alert button sends.
    static func alert(_ action: AlertAction) -> Self
}

extension Store where R.Action: NavigationActions, R.Action.Screen == R.State.Screen {
    /// Makes `host` show this store's navigation, sending what the user changes on screen as
    /// ``NavigationActions/userNavigated(_:)``.
    @inlinable
    public func drive<Host: NavigationHost>(_ host: Host) -> NavigationRenderer<Host>
    where Host.Screen == R.State.Screen, Host.AlertAction == R.State.AlertAction {
        drive(host, userNavigation: { R.Action.userNavigated($0) })
    }
}
