/// The navigation bar of one screen as data: title, bar buttons and the back button.
///
/// An app core derives one per screen from its state (`AppState.navigationBar`), so a test
/// asserts "the infos screen has a red logout button" by comparing values, with no
/// `UINavigationItem` in sight. A host copies it onto the platform's bar.
public struct NavigationBar<Action: Hashable & Sendable>: Hashable, Sendable {
    public var title: String
    public var leadingButtons: [BarButton<Action>]
    public var trailingButtons: [BarButton<Action>]
    /// Whether the system back button is shown. Hide it on a root that replaced a flow, such
    /// as infos after login, where "back" would lead into a finished flow.
    public var showsBackButton: Bool

    public init(
        title: String,
        leadingButtons: [BarButton<Action>] = [],
        trailingButtons: [BarButton<Action>] = [],
        showsBackButton: Bool = true
    ) {
        self.title = title
        self.leadingButtons = leadingButtons
        self.trailingButtons = trailingButtons
        self.showsBackButton = showsBackButton
    }
}

extension NavigationBar: Codable where Action: Codable {}

/// A button in a ``NavigationBar``.
public struct BarButton<Action: Hashable & Sendable>: Hashable, Sendable {
    /// What the button shows. The cases make "neither image nor title" unrepresentable.
    public enum Content: Hashable, Sendable, Codable {
        /// An SF Symbol, by name (`"plus"`).
        case systemImage(String)
        case title(String)
        case systemImageAndTitle(systemImage: String, title: String)
    }

    /// `UIBarButtonItem.Style`: `.done` is drawn bold.
    public enum Style: String, Hashable, Sendable, Codable, CaseIterable {
        case plain
        case done
    }

    public var content: Content
    public var style: Style
    /// `nil` keeps the bar's tint.
    public var tint: NamedColor?
    public var action: Action

    public init(_ content: Content, style: Style = .plain, tint: NamedColor? = nil, sending action: Action) {
        self.content = content
        self.style = style
        self.tint = tint
        self.action = action
    }
}

extension BarButton: Codable where Action: Codable {}

/// A colour by name, so state stays free of platform colour types. A host maps the name
/// to `UIColor.systemRed`, `Color.red` or an asset-catalog colour.
public struct NamedColor: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let red: NamedColor = "red"
    public static let blue: NamedColor = "blue"
    public static let green: NamedColor = "green"
    public static let orange: NamedColor = "orange"
    public static let primary: NamedColor = "primary"
    public static let secondary: NamedColor = "secondary"
}
