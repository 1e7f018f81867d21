extension AlertState {
    /// An alert put aside while a link's landing is shown, and the screen it comes back over:
    /// a link that keeps the alert (``NavigationDestination/keepingTheAlert()``) keeps one in
    /// the app's state, where `openingLinks`'s `heldAlert` says, so it is saved, tested and
    /// explored with the rest.
    ///
    /// The alert comes back when the screen it was over — that entry (``EntryID``), not one
    /// like it — is on top again and no other alert is up: the user dismissed or popped what
    /// the link brought. It is let go once that entry has left the tree, as the user went back
    /// past it or a link replaced the tree. Entries are numbers of one run of the app, so a
    /// kept alert read from a saved file is let go at the first action.
    public struct Held: Hashable, Sendable {
        /// The alert put aside.
        public let alert: AlertState
        /// The screen the alert was over: the top entry when the link came.
        public let over: EntryID

        /// `alert`, put aside over the screen of entry `over`.
        public init(_ alert: AlertState, over: EntryID) {
            self.alert = alert
            self.over = over
        }

        /// Whether the screen the alert was over is on top again, with no alert up.
        @inlinable func isBack<Screen>(in tree: NavigationState<Screen, Action>) -> Bool {
            tree.alert == nil && tree.topEntryID == over
        }

        /// Whether the screen the alert was over has left the tree.
        @inlinable func isGone<Screen>(from tree: NavigationState<Screen, Action>) -> Bool {
            !tree.contains(entry: over)
        }
    }
}

extension AlertState.Held: Codable where Action: Codable {}
