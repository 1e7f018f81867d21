import NavigationReducer
import NavigationReducerTesting
import ReaderApp

/// The reader's tab bar explored: tab switches and second taps, articles pushed in two tabs,
/// the account behind sign-in, the compose sheet over the whole bar, and a link into each tab,
/// from every state — with the article loads' answers arriving at any later step.
public enum ReaderExploration {
    /// An explorer over every reachable state, checking that each tab keeps its own screens.
    public static var explorer: Explorer<ReaderReducer, ReaderState> {
        Explorer(reducer: ReaderReducer(), initialState: ReaderState(), actions: ReaderAction.possible)
            .invariant("the tabs are the feed, search and settings, one shown") { state in
                state.navigation.tabs == ReaderScreen.tabs && state.navigation.selectedTab != nil
            }
            .invariant("each tab's stack opens on its tab") { state in
                state.navigation.tabStacks.allSatisfy { $0.stack.root == $0.tab }
            }
            .home { $0.navigation.selectedTab == .feed && $0.navigation.topScreen == .feed }
    }

    /// The explorer with each article's comment load in flight until its entry leaves: an
    /// answer for an article in a tab not shown lands there.
    public static var answeringLate: Explorer<LateAnswers<ReaderReducer>, LateAnswers<ReaderReducer>.Key<ReaderState>> {
        explorer.answeringLate(work: { $0.work(comments: { _ in 12 }, send: {}) })
    }

    /// A node of the graph: the tab shown and its top screen, and what is presented.
    public static func node(_ state: ReaderState) -> String {
        let tab = state.navigation.selectedTab.map { "\($0)" } ?? "no tab"
        return "\(tab): \(state.navigation.topScreen)\(state.signedIn ? " (signed in)" : "")"
    }
}
