import NavigationReducer

/// Placeholder: the ShowcaseApp's screens are being written.
public enum ShowcaseScreen: Hashable, Sendable, Codable {
    case assets
}
