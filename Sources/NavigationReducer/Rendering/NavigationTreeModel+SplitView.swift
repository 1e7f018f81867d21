// A split view at the root: the selection of each column and the detail column's path, read
// from the root flow and written back as what the user did.

extension NavigationTreeModel {
    /// The columns of the split view at the root, or `nil` for another root.
    package var splitColumns: SplitColumns? { store.splitColumns }

    /// The screen selected in `column`, for a `List(selection:)` in that column. SwiftUI writes
    /// it when the user taps a row, or clears it going back on a compact width; a refused
    /// write is put back.
    package subscript(selectionIn column: SplitColumns.Column) -> Screen? {
        get {
            guard let index = navigation.selectionIndex(in: column), let stack = store.splitColumnsStack,
                index < stack.count
            else { return nil }
            return stack[index]
        }
        set {
            guard let index = navigation.selectionIndex(in: column) else { return }
            let before = navigation.rootStack
            guard newValue != (index < before.count ? before[index] : nil) else { return }
            send(.selected(newValue, in: column))
            if ScreenStack.showSameEntries(navigation.rootStack, before) { store.putBack(.columns) }
        }
    }

    /// The sidebar's screen.
    package var sidebar: Screen? { store.splitColumnsStack?.root }

    /// The detail column's root: the last fixed column's selection, `nil` while it has none.
    package var detailRoot: Screen? {
        guard let index = navigation.detailRootIndex, let stack = store.splitColumnsStack, index < stack.count
        else { return nil }
        return stack[index]
    }

    /// The entry of the detail column's root: its view lives as long as it, and another
    /// selection is a new view.
    package var detailRootEntry: EntryID? {
        guard let index = navigation.detailRootIndex, let stack = store.splitColumnsStack, index < stack.count
        else { return nil }
        return stack.entryID(at: index)
    }

    /// The screens of the detail column above its root, for its `NavigationStack(path:)`.
    package var detailPath: [PathEntry<Screen>] {
        get {
            guard let index = navigation.detailRootIndex, let stack = store.stack(atLevel: 0) else { return [] }
            return stack.path.dropFirst(index).map { $0 }
        }
        set {
            guard let index = navigation.detailRootIndex, index < navigation.rootStack.count else { return }
            let before = navigation.rootStack
            let old = Array(before.path.dropFirst(index))
            guard let change = UserNavigation<Screen>.pathChange(from: old, to: newValue, level: 0) else { return }
            switch change {
            case .popped(let remaining, _): send(.popped(remaining: index + remaining, level: 0))
            case .replacedPath(let screens, _): send(.replacedPath(Array(before[1...index]) + screens, level: 0))
            default: send(change)
            }
            if ScreenStack.showSameEntries(navigation.rootStack, before) { store.putBack(.stack(level: 0)) }
        }
    }

    /// The column a compact width shows, `0` for the sidebar, for `NavigationSplitView`'s
    /// `preferredCompactColumn`: the last column that has what to show. SwiftUI writes an
    /// earlier column when the user goes back to it, which clears the selections after it; a
    /// refused write, or one to a column with nothing to show, is put back.
    package var compactColumn: Int {
        get {
            guard let columns = navigation.splitColumns, let stack = store.splitColumnsStack else { return 0 }
            return Swift.min(stack.count, columns.rawValue) - 1
        }
        set {
            guard let columns = navigation.splitColumns else { return }
            let before = navigation.rootStack
            let shown = Swift.min(before.count, columns.rawValue) - 1
            if newValue >= 0, newValue < shown { send(.popped(remaining: newValue, level: 0)) }
            if newValue != shown, ScreenStack.showSameEntries(navigation.rootStack, before) {
                store.putBack(.columns)
            }
        }
    }
}
