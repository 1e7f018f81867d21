/// An alert or action sheet as data: what it says and what each button sends.
///
/// The reducer decides to show one by putting it in ``NavigationState/alert``; a UI host
/// turns it into a `UIAlertController`, `.alert` or `.confirmationDialog`. When the user
/// picks a button, the reducer calls ``NavigationState/chooseAlertButton(sending:)``,
/// which clears the alert and hands back the button so the reducer can act on it. Because
/// the whole alert is a value, a test asserts its title, message and buttons directly.
///
/// ```swift
/// let logout = AlertState(
///     title: "Want to logout?",
///     buttons: [.cancel("Cancel", sending: .logoutCancelled),
///               .destructive("Logout", sending: .logoutConfirmed)],
///     style: .actionSheet
/// )
/// ```
public struct AlertState<Action: Hashable & Sendable>: Hashable, Sendable {
    /// How the alert is shown.
    public enum Style: String, Hashable, Sendable, Codable, CaseIterable {
        /// A centred alert (`UIAlertController.Style.alert`, SwiftUI `.alert`).
        case alert
        /// A sheet of choices from the bottom (`.actionSheet`, SwiftUI `.confirmationDialog`).
        case actionSheet
    }

    public var title: String
    public var message: String?
    /// The buttons, in the order they are shown. Never empty once shown: an alert without a
    /// button is rejected by ``NavigationState/showAlert(_:animated:)``.
    public var buttons: [AlertButton<Action>]
    public var style: Style

    public init(title: String, message: String? = nil, buttons: [AlertButton<Action>], style: Style = .alert) {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.style = style
    }

    /// The first button that sends `action`, if any.
    @inlinable public func button(sending action: Action) -> AlertButton<Action>? {
        buttons.first { $0.action == action }
    }
}

extension AlertState: Codable where Action: Codable {}

/// One button of an ``AlertState``: its label, its role and the action it sends.
///
/// Every button sends an action, the cancel button included: "the user cancelled" is an
/// event a reducer and a test may care about, and it keeps choosing a button one operation.
public struct AlertButton<Action: Hashable & Sendable>: Hashable, Sendable {
    /// What the platform does with the button's look and placement.
    public enum Role: String, Hashable, Sendable, Codable, CaseIterable {
        case `default`
        case cancel
        case destructive
    }

    public var label: String
    public var role: Role
    public var action: Action

    public init(_ label: String, role: Role = .default, sending action: Action) {
        self.label = label
        self.role = role
        self.action = action
    }

    /// A button with the cancel role.
    public static func cancel(_ label: String, sending action: Action) -> Self {
        Self(label, role: .cancel, sending: action)
    }

    /// A button with the destructive role.
    public static func destructive(_ label: String, sending action: Action) -> Self {
        Self(label, role: .destructive, sending: action)
    }
}

extension AlertButton: Codable where Action: Codable {}
