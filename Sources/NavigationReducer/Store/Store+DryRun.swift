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

    /// Whether the reducer would take a swipe down on the flow presented at `level`, which
    /// `dismissal` maps to the app's action (`nil`: no action, so no). Read in a view's body, it
    /// is told again only when the answer turns, not on every change of the state: a form's
    /// keystrokes leave a sheet's veto alone.
    ///
    /// - Complexity: One reducer call on a copy of the state; while a view watches it, one more
    ///   for each action.
    package func wouldAcceptDismissal(
        ofLevel level: Int, as dismissal: @escaping @MainActor (UserNavigation<R.State.Screen>) -> R.Action?
    ) -> Bool {
        let reducer = runtime.reducer
        let accepts = { (state: R.State) -> Bool in
            guard level > 0, level < state.navigation.levelCount else { return false }
            let change = UserNavigation.dismissedFlow(
                root: state.navigation.presentedFlows[level - 1].root, level: level)
            guard let action = MainActor.assumeIsolated({ dismissal(change) }) else { return false }
            return Runtime<R>.accepts(action, in: state, by: reducer)
        }
        let answer = accepts(runtime.state)
        access(.dismissal(level: level)) {
            let lastAnswer = LastAnswer(answer)
            return { _, after in lastAnswer.turned(to: accepts(after)) }
        }
        return answer
    }
}

/// The reducer's last answer on a sheet's dismissal, so that each action asks it once: every
/// change of a store's state passes the check that holds this, from the read on.
final class LastAnswer {
    private var answer: Bool

    init(_ answer: Bool) {
        self.answer = answer
    }

    /// Whether `answer` differs from the last one; it is the last one from now on.
    func turned(to answer: Bool) -> Bool {
        defer { self.answer = answer }
        return answer != self.answer
    }
}
