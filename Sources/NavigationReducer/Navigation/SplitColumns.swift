/// How many columns a split view shows side by side on a regular width: what
/// `NavigationSplitView` and `UISplitViewController`'s styles call double and triple column.
public enum SplitColumns: Int, Hashable, Sendable, Codable, CaseIterable {
    /// A sidebar and a detail column.
    case two = 2
    /// A sidebar, a supplementary column that shows the sidebar's selection, and a detail
    /// column that shows the supplementary column's.
    case three = 3

    /// A column of a split view whose selection the next column shows: the sidebar, and in a
    /// three-column split view the supplementary column. The detail column has no selection
    /// of its own; it is a stack.
    public enum Column: Hashable, Sendable, Codable {
        case sidebar
        case supplementary
    }
}
