/// A popup on top of the stack: what it shows and how it is presented.
///
/// `Content` is the app's own popup value. It can be anything hashable, including a
/// ``ScreenStack`` of its own for a child flow with its own navigation.
public struct PopupPresentation<Content: Hashable & Sendable>: Hashable, Sendable {
    /// How a popup covers the screen.
    public enum Style: String, Hashable, Sendable, Codable, CaseIterable {
        /// A card that leaves the presenting screen visible (`.sheet`, `.pageSheet`).
        case sheet
        /// Covers the whole screen (`.fullScreenCover`, `.fullScreen`).
        case fullScreen
    }

    public var content: Content
    public var style: Style

    @inlinable public init(_ content: Content, style: Style = .sheet) {
        self.content = content
        self.style = style
    }
}

extension PopupPresentation: Codable where Content: Codable {}
