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

    /// The reader as a split view explored: sections selected in the sidebar, articles pushed
    /// in the detail, the back button to the sidebar, the account, the compose sheet and the
    /// links, which land in the sidebar's selection.
    public static var splitView: Explorer<ReaderReducer, ReaderState> {
        Explorer(reducer: ReaderReducer(), initialState: .splitView, actions: ReaderAction.possible)
            .invariant("the root stays a two-column split view") { state in
                state.navigation.splitColumns == .two && state.navigation.tabs.isEmpty
            }
            .home { $0.section == .feed && $0.navigation.topScreen == .feed && !$0.navigation.isPresenting }
    }

    /// The split view with each article's comment load in flight: an answer for an article
    /// whose section the reader left is dropped with its entry.
    public static var splitViewAnsweringLate:
        Explorer<LateAnswers<ReaderReducer>, LateAnswers<ReaderReducer>.Key<ReaderState>>
    {
        splitView.answeringLate(work: { $0.work(comments: { _ in 12 }, send: {}) })
    }

    /// The explorer with each article's comment load in flight until its entry leaves: an
    /// answer for an article in a tab not shown lands there.
    public static var answeringLate: Explorer<LateAnswers<ReaderReducer>, LateAnswers<ReaderReducer>.Key<ReaderState>> {
        explorer.answeringLate(work: { $0.work(comments: { _ in 12 }, send: {}) })
    }

    /// A node of the graph: the section shown and its top screen, and what is presented.
    public static func node(_ state: ReaderState) -> String {
        let tab = state.section.map { "\($0)" } ?? "no section"
        return "\(tab): \(state.navigation.topScreen)\(state.signedIn ? " (signed in)" : "")"
    }
}
