/// An alert or action sheet as data: what it says and what each button sends.
///
/// The reducer shows one with ``NavigationState/showAlert(_:animated:)``; a UI host turns it
/// into a `UIAlertController`, `.alert` or `.confirmationDialog`. When the user picks a
/// button, the reducer calls ``NavigationState/chooseAlertButton(sending:)``, which clears
/// the alert and hands back the button so the reducer can act on it. Because the whole
/// alert is a value, a test asserts its title, message and buttons directly.
///
/// An alert always has at least one button — otherwise the user could never close it — and
/// no initialiser or decoder can make one without. An action sheet also needs a button of the
/// cancel role, which closing it without a choice sends; ``NavigationState/showAlert(_:animated:)``
/// and decoding refuse one without:
///
/// ```swift
/// let logout = AlertState<AlertAction>(
///     title: "Want to logout?",
///     style: .actionSheet,
///     .cancel("Cancel", sending: .logoutCancelled),
///     .destructive("Logout", sending: .logoutConfirmed)
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

    /// The alert's parts, shared by every copy: keeping, copying or comparing a state that
    /// shows an alert costs one reference count and one identity check, not one for each
    /// string and the button list. An alert is built whole, so they never change.
    @usableFromInline
    final class Parts: Sendable {
        @usableFromInline let title: String
        @usableFromInline let message: String?
        @usableFromInline let style: Style
        @usableFromInline let buttons: [Button]
        /// An action sheet without a cancel button, which the user may close without a choice.
        @usableFromInline let lacksCancelButton: Bool

        @usableFromInline init(title: String, message: String?, style: Style, buttons: [Button]) {
            self.title = title
            self.message = message
            self.style = style
            self.buttons = buttons
            self.lacksCancelButton = style == .actionSheet && !buttons.contains { $0.role == .cancel }
        }
    }

    @usableFromInline let parts: Parts

    /// The bold first line.
    @inlinable public var title: String { parts.title }
    /// The explanation under the title, if any.
    @inlinable public var message: String? { parts.message }
    /// Alert or action sheet.
    @inlinable public var style: Style { parts.style }
    /// The buttons, in the order they are shown; never empty.
    @inlinable public var buttons: [Button] { parts.buttons }

    /// An alert with at least one button, by construction.
    ///
    /// - Parameters:
    ///   - title: The bold first line.
    ///   - message: The explanation under it.
    ///   - style: Alert or action sheet.
    ///   - first: The first button.
    ///   - more: The other buttons, in order.
    @inlinable public init(
        title: String, message: String? = nil, style: Style = .alert,
        _ first: Button, _ more: Button...
    ) {
        parts = Parts(title: title, message: message, style: style, buttons: [first] + more)
    }

    /// An alert from a list of buttons built at run time.
    ///
    /// - Throws: ``NavigationRejection/alertHasNoButtons`` when `buttons` is empty;
    ///   ``NavigationRejection/actionSheetHasNoCancelButton`` for an action sheet none of whose
    ///   buttons has the cancel role.
    public init(
        title: String, message: String? = nil, style: Style = .alert, buttons: [Button]
    ) throws(NavigationRejection) {
        guard !buttons.isEmpty else { throw .alertHasNoButtons }
        let parts = Parts(title: title, message: message, style: style, buttons: buttons)
        guard !parts.lacksCancelButton else { throw .actionSheetHasNoCancelButton }
        self.parts = parts
    }

    /// The first button that sends `action`, if any.
    @inlinable public func button(sending action: Action) -> Button? {
        parts.buttons.withUnsafeBufferPointer { buttons in
            buttons.first { $0.action == action }
        }
    }
}

/// Decoding rejects an alert without buttons, or an action sheet without a cancel button,
/// with a `DecodingError.dataCorrupted` naming ``NavigationRejection/alertHasNoButtons`` or
/// ``NavigationRejection/actionSheetHasNoCancelButton``: a saved state cannot trap the user
/// under an alert they cannot close. Every key this library writes is required — a missing
/// `message` is a `DecodingError.keyNotFound`, not "no message" — so a damaged file is
/// refused instead of loading as something else.
extension AlertState: Codable where Action: Codable {
    enum CodingKeys: String, CodingKey {
        case title, message, style, buttons
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(
                title: container.decode(String.self, forKey: .title),
                message: container.decode(String?.self, forKey: .message),
                style: container.decode(Style.self, forKey: .style),
                buttons: container.decode([Button].self, forKey: .buttons)
            )
        } catch let rejection as NavigationRejection {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: container.codingPath + [CodingKeys.buttons], debugDescription: rejection.description,
                    underlyingError: rejection))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(message, forKey: .message)
        try container.encode(style, forKey: .style)
        try container.encode(buttons, forKey: .buttons)
    }
}

/// An alert dumps as its parts, as a struct would, not as the reference that holds them.
extension AlertState: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(
            self, children: ["title": title, "message": message as Any, "style": style, "buttons": buttons],
            displayStyle: .struct)
    }
}
