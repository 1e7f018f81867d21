extension Store {
    /// Whether the reducer would accept `action` now — asked before a gesture starts, so a
    /// host can veto it instead of undoing it.
    ///
    /// A dry run of the pure form on a copy of the state: nothing changes, no effect runs, no
    /// observer and no diagnostic hears of it, nothing is queued. A sheet with an unsaved
    /// draft, say, is kept from a swipe down by asking whether its dismissal would be taken:
    ///
    /// ```swift
    /// let canSwipeDown = store.wouldAccept(.userNavigated(.dismissedFlow(root: .editor, level: 1)))
    /// ```
    ///
    /// - Complexity: One reducer call on a copy of the state.
    @inlinable
    public func wouldAccept(_ action: R.Action) -> Bool {
        runtime.wouldAccept(action)
    }
}
