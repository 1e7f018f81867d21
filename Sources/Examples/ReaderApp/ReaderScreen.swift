import NavigationReducer

/// The screens of a news reader whose root is a tab bar — the feed, search and settings —
/// with articles pushed in the feed and search tabs, an account page behind sign-in in
/// settings, and a "write to the editors" sheet over the whole tab bar.
public enum ReaderScreen: Hashable, Sendable, Codable {
    case feed, search, settings
    /// An article, with its comment count once loaded.
    case article(id: Int, comments: Int?)
    case account
    case compose

    /// The three tabs, in the tab bar's order.
    public static let tabs: [ReaderScreen] = [.feed, .search, .settings]

    /// Whether the screen needs a signed-in reader.
    public var requiresSession: Bool { self == .account || self == .compose }

    /// The name of each kind of screen, for reports: `feed`, `article`…
    public static let allCaseNames = ["feed", "search", "settings", "article", "account", "compose"]

    /// The name of its kind, one of ``allCaseNames``.
    public var caseName: String {
        switch self {
        case .feed: "feed"
        case .search: "search"
        case .settings: "settings"
        case .article: "article"
        case .account: "account"
        case .compose: "compose"
        }
    }

    /// The article's id, `nil` for another screen.
    public var articleID: Int? {
        if case .article(let id, _) = self { id } else { nil }
    }
}

/// The whole app: its tab bar, and whether the reader is signed in.
public struct ReaderState: NavigableState, Hashable, Sendable, Codable {
    public var navigation: NavigationState<ReaderScreen, Never>
    public var signedIn: Bool

    /// The feed shown, every tab at its root, signed out.
    public init() {
        // Three distinct tabs, one of them selected: the tab bar cannot be refused.
        navigation = (try? NavigationState(tabs: ReaderScreen.tabs)) ?? NavigationState(root: .feed)
        signedIn = false
    }
}
