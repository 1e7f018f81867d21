/// How a presented flow covers the flow under it.
public enum PresentationStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// A card that leaves the presenting screen visible (`.sheet`, `.pageSheet`).
    case sheet
    /// Covers the whole screen (`.fullScreenCover`, `.fullScreen`).
    case fullScreen
}
