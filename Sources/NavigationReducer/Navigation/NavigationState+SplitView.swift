/// A tree whose root is a split view: a sidebar, an optional supplementary column and a
/// detail column with its own stack, side by side on a regular width and collapsed to one
/// stack on a compact one.
///
/// The root flow holds the split view as it collapses, the way UIKit and SwiftUI collapse it:
/// the sidebar's screen first, then the sidebar's selection, then (with three columns) the
/// supplementary column's selection, then the screens pushed in the detail column. A compact
/// width shows that stack as it is; a regular width shows its first screens in the columns
/// and the rest as the detail's stack. So a push or a pop in the detail is a push or pop of
/// the root flow — O(1) at any depth — and every rule, link, restored file and exploration
/// reads one stack. Popping the detail's root clears the selection: on a compact width that
/// is the back button to the sidebar.
///
/// ```swift
/// var navigation = NavigationState<Screen, Never>(sidebar: .mailboxes)
/// try navigation.select(.inbox, in: .sidebar)  // the detail shows the inbox
/// try navigation.push(.message(7))  // pushed in the detail column
/// try navigation.select(.sent, in: .sidebar)  // the detail starts over at the sent box
/// let shown = navigation.selection(in: .sidebar)  // .sent
/// ```
///
/// Selecting in a column is the reducer's decision, like every other change: a host reports
/// a tap in the sidebar as ``UserNavigation/selected(_:in:)``.
extension NavigationState {
    /// A split view of `columns` showing `sidebar`, with nothing selected.
    @inlinable public init(sidebar: Screen, columns: SplitColumns = .two) {
        self.init(root: sidebar)
        _split = columns
    }

    /// A split view of `columns` whose collapsed stack is `stack` — the sidebar, its
    /// selection, the supplementary column's selection with three columns, then the detail's
    /// pushed screens — with `presented` over it: for tests, previews, links and restoration.
    ///
    /// - Throws: ``NavigationRejection/nestingLimitReached(limit:)``.
    public init(
        sidebar stack: ScreenStack<Screen>,
        columns: SplitColumns = .two,
        presented: [PresentedFlow<Screen>] = [],
        alert: AlertState<AlertAction>? = nil,
        animations: NavigationAnimations = NavigationAnimations()
    ) throws(NavigationRejection) {
        try self.init(root: stack, presented: presented, alert: alert, animations: animations)
        _split = columns
    }

    /// The columns of the split view at the root, or `nil` for a tree whose root is a stack
    /// or a tab bar.
    @inlinable public var splitColumns: SplitColumns? { _split }

    /// The screen selected in `column`, which the next column shows; `nil` when nothing is
    /// selected there or the tree has no such column.
    @inlinable public func selection(in column: SplitColumns.Column) -> Screen? {
        guard let index = selectionIndex(in: column), index < _root.count else { return nil }
        return _root[index]
    }

    /// Where the selection of `column` lies in the root flow, `nil` for a column the tree does
    /// not have.
    @inlinable package func selectionIndex(in column: SplitColumns.Column) -> Int? {
        switch (_split, column) {
        case (nil, _), (.two, .supplementary): nil
        case (_, .sidebar): 1
        case (.three, .supplementary): 2
        }
    }

    /// Where the detail column's root lies in the root flow: the screens after it are the
    /// detail's path.
    @inlinable package var detailRootIndex: Int? { _split.map { $0.rawValue &- 1 } }

    /// Selects `screen` in `column`: the next column shows it, and the columns after that
    /// start over. Selecting the selection again takes its column back to it, as a second tap
    /// on a tab does; with nothing pushed over it that is ``NavigationRejection/selectionUnchanged``.
    ///
    /// Flows presented over the split view stay.
    ///
    /// - Throws: ``NavigationRejection/columnNotInTree`` for a tree without that column, or
    ///   one whose previous column has no selection; ``NavigationRejection/selectionUnchanged``;
    ///   ``NavigationRejection/alertAlreadyShown``. Nothing changes then.
    /// - Complexity: O(*k*) in the screens that leave the root flow.
    @inlinable
    public mutating func select(_ screen: Screen, in column: SplitColumns.Column, animated: Bool = true)
        throws(NavigationRejection)
    {
        guard let index = selectionIndex(in: column), index <= _root.count else { throw .columnNotInTree }
        try updateStack(atLevel: 0, animated: animated) { stack throws(NavigationRejection) in
            if index < stack.count, stack[index] == screen {
                guard stack.count > index &+ 1 else { throw .selectionUnchanged }
                try stack.pop(toIndex: index)
            } else {
                if stack.count > index { try stack.pop(toIndex: index &- 1) }
                stack.push(screen)
            }
        }
    }

    /// Clears the selection of `column`: the columns after it show nothing. On a compact
    /// width, the user is back on `column`.
    ///
    /// - Throws: ``NavigationRejection/columnNotInTree`` for a tree without that column, or one
    ///   whose previous column has no selection; ``NavigationRejection/selectionUnchanged`` when
    ///   nothing is selected there;
    ///   ``NavigationRejection/alertAlreadyShown``. Nothing changes then.
    @inlinable
    public mutating func deselect(in column: SplitColumns.Column, animated: Bool = true) throws(NavigationRejection) {
        guard let index = selectionIndex(in: column), index <= _root.count else { throw .columnNotInTree }
        guard index < _root.count else { throw .selectionUnchanged }
        try updateStack(atLevel: 0, animated: animated) { stack throws(NavigationRejection) in
            try stack.pop(toIndex: index &- 1)
        }
    }
}
