/// One tab of a tab bar, as a value: the screen it opens on, which names it, and its stack.
///
/// A tab is named by the screen it opens on (`.inbox`, `.search`, `.settings`) the way a
/// SwiftUI `TabView` is tagged by a value: its stack may later show another root, and the
/// tab keeps its name. ``NavigationState/init(tabs:selected:presented:alert:animations:)``
/// builds a tree from tabs, for tests, previews, links and restoration.
public struct NavigationTab<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The screen the tab opens on: its name.
    public var tab: Screen
    /// What the tab shows, root first.
    public var stack: ScreenStack<Screen>

    /// The tab named `tab`, showing `stack`.
    public init(_ tab: Screen, stack: ScreenStack<Screen>) {
        self.tab = tab
        self.stack = stack
    }

    /// The tab named `tab`, showing only its first screen.
    public init(_ tab: Screen) {
        self.init(tab, stack: ScreenStack(root: tab))
    }
}

extension NavigationTab: Codable where Screen: Codable {}

/// A tab as a tree keeps it: its name, and its stack while another tab is selected — the
/// selected tab's stack is the tree's root flow, where every verb reaches it in O(1).
@usableFromInline
struct TabSlot<Screen: Hashable & Sendable>: Hashable, Sendable {
    @usableFromInline var tab: Screen
    @usableFromInline var parked: ScreenStack<Screen>?

    @inlinable init(tab: Screen, parked: ScreenStack<Screen>?) {
        self.tab = tab
        self.parked = parked
    }
}

extension TabSlot: Codable where Screen: Codable {
    private enum CodingKeys: String, CodingKey {
        case tab, stack
    }

    @usableFromInline init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            tab: try container.decode(Screen.self, forKey: .tab),
            parked: try container.decode(ScreenStack<Screen>?.self, forKey: .stack))
    }

    @usableFromInline func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tab, forKey: .tab)
        try container.encode(parked, forKey: .stack)
    }
}
