import NavigationReducer

/// The screens of a news reader whose root is a tab bar on iPhone — the feed, search and
/// settings — and a split view on iPad, whose sidebar lists the same sections; with articles
/// pushed in the feed and search, an account page behind sign-in in settings, and a "write to
/// the editors" sheet over everything.
public enum ReaderScreen: Hashable, Sendable, Codable {
    case feed, search, settings
    /// The split view's sidebar, listing the sections.
    case sections
    /// An article, with its comment count once loaded.
    case article(id: Int, comments: Int?)
    case account
    case compose

    /// The three tabs, in the tab bar's order.
    public static let tabs: [ReaderScreen] = [.feed, .search, .settings]

    /// Whether the screen needs a signed-in reader.
    public var requiresSession: Bool { self == .account || self == .compose }

    /// The name of each kind of screen, for reports: `feed`, `article`…
    public static let allCaseNames = ["feed", "search", "settings", "article", "account", "compose", "sections"]

    /// The name of its kind, one of ``allCaseNames``.
    public var caseName: String {
        switch self {
        case .feed: "feed"
        case .search: "search"
        case .settings: "settings"
        case .article: "article"
        case .account: "account"
        case .compose: "compose"
        case .sections: "sections"
        }
    }

    /// The article's id, `nil` for another screen.
    public var articleID: Int? {
        if case .article(let id, _) = self { id } else { nil }
    }
}

/// The whole app: its tab bar or split view, and whether the reader is signed in.
public struct ReaderState: NavigableState, Hashable, Sendable, Codable {
    public var navigation: NavigationState<ReaderScreen, Never>
    public var signedIn: Bool

    /// The feed shown, every tab at its root, signed out.
    public init() {
        // Three distinct tabs, one of them selected: the tab bar cannot be refused.
        navigation = (try? NavigationState(tabs: ReaderScreen.tabs)) ?? NavigationState(root: .feed)
        signedIn = false
    }

    /// The reader on a regular width: the sections in a sidebar, the feed selected, signed out.
    public static var splitView: ReaderState {
        var state = ReaderState()
        state.navigation = NavigationState(sidebar: .sections)
        // The sidebar has no selection yet: selecting the feed cannot be refused.
        try? state.navigation.select(.feed, in: .sidebar)
        return state
    }

    /// The section shown: the tab selected, or the sidebar's selection.
    public var section: ReaderScreen? {
        navigation.selectedTab ?? navigation.selection(in: .sidebar)
    }

    /// The stack of `section`, from its screen up, whether it is shown or not; in a split view,
    /// only the section selected has one.
    public func stack(ofSection section: ReaderScreen) -> [ReaderScreen]? {
        if let stack = navigation.stack(ofTab: section) { return Array(stack) }
        guard navigation.selection(in: .sidebar) == section else { return nil }
        return Array(navigation.rootStack.dropFirst())
    }
}
