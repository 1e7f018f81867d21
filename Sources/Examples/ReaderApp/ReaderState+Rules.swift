import NavigationReducer

extension ReaderState {
    /// The reader's rules, kept on every state it reaches: the account and the compose sheet
    /// need a session, the compose sheet is never presented twice and offers half and full
    /// height, the settings section shows no article, and a split view's sidebar selects a
    /// section.
    public static let rules = AppRules<ReaderState>(guards: [signedIn])
        .rule("one compose sheet at most") { state in state.navigation.screens.count { $0 == .compose } <= 1 }
        .rule("the compose sheet offers half and full height") { state in
            state.navigation.presentedFlows.allSatisfy { flow in
                flow.root != .compose || flow.style.detents?.detents == [.medium, .large]
            }
        }
        .rule("no article in settings") { state in
            state.stack(ofSection: .settings)?.allSatisfy { $0.articleID == nil } ?? true
        }
        .rule("a sidebar lists the sections and selects one of them") { state in
            guard state.navigation.splitColumns != nil else { return true }
            return state.navigation.rootStack.root == .sections
                && state.navigation.selection(in: .sidebar).map(ReaderScreen.tabs.contains) ?? true
        }

    /// The compose sheet's heights: it opens at half height, and the article under it stays
    /// usable there; the reader drags it to full height to write at length.
    public static func composeDetents() throws(NavigationRejection) -> SheetDetents {
        try SheetDetents([.medium, .large], usableUnderUpThrough: .medium)
    }

    /// The account and the compose sheet need a signed-in reader, in whatever tab they are.
    public static let signedIn = RouteGuard<ReaderState>(
        "signed in", protects: { $0.requiresSession }, allows: { $0.signedIn })
}
