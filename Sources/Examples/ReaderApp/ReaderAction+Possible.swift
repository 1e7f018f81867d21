import Foundation
import NavigationReducer

extension ReaderAction {
    /// Every action a reader can take, in any state: a tap on each tab and a second one on the
    /// tab shown (in a split view, on each section in the sidebar), a swipe back and down, a
    /// drag of the compose sheet to either height, the app's buttons, and each of
    /// ``ReaderLinks``' links — what an exploration tries from every state.
    @Sendable public static func possible(in state: ReaderState) -> [ReaderAction] {
        var actions: [ReaderAction] =
            state.navigation.splitColumns == nil
            ? ReaderScreen.tabs.map { .userNavigated(.selectedTab($0)) }
            : ReaderScreen.tabs.map { .userNavigated(.selected($0, in: .sidebar)) }
        if let shown = state.navigation.selectedTab { actions.append(.userNavigated(.reselectedTab(shown))) }
        actions += [
            .userNavigated(.popped(remaining: 0, level: 0)), .userNavigated(.dismissedFlow(root: .compose, level: 1)),
            .userNavigated(.selectedDetent(.large, root: .compose, level: 1)),
            .userNavigated(.selectedDetent(.medium, root: .compose, level: 1)),
            .articleTapped(1), .accountTapped, .composeTapped, .composeSent, .signInTapped, .signOutTapped,
        ]
        actions += ReaderLinks.examples.map(ReaderAction.linkOpened)
        return actions
    }
}

extension ReaderLinks {
    /// One link per route.
    public static let examples: [URL] = ["reader://feed/2", "reader://search/2", "reader://account"].compactMap(
        URL.init(string:))
}
