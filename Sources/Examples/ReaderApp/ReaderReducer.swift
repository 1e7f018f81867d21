import Foundation
import NavigationReducer

/// The reader's decisions. A second tap on a tab takes it back to its root, as iOS apps do;
/// an article loads its comments for as long as its entry lives — in its own tab, while the
/// reader looks at another; links land in their tab, or in a split view in the sidebar's
/// selection; every state is checked against ``ReaderState/rules``.
public struct ReaderReducer: ComposedReducer {
    public init() {}

    public var body: some Reducer<ReaderState, ReaderAction, ReaderEffect> { Self.guarded }

    /// Built once: the router and the rules are the same for every action.
    static let guarded: some Reducer<ReaderState, ReaderAction, ReaderEffect> = ReaderDecisions().openingLinks(
        router: ReaderLinks.router, rules: ReaderState.rules, url: linkURL, arrived: arrived)

    @Sendable static func linkURL(_ action: ReaderAction) -> URL? {
        if case .linkOpened(let url) = action { url } else { nil }
    }

    /// An article a link brought up loads its comments, as a tap on it would.
    @Sendable static func arrived(_ state: inout ReaderState, at screens: [ReaderScreen]) -> EffectList<ReaderEffect> {
        guard case .article(let id, nil)? = screens.last, state.navigation.topScreen == screens.last else { return [] }
        return [.loadComments(state.navigation.topEntryID, id: id)]
    }
}

struct ReaderDecisions: Reducer {
    func reduce(into state: inout ReaderState, action: ReaderAction) throws(NavigationRejection)
        -> EffectList<ReaderEffect>
    {
        switch action {
        case .userNavigated(let change):
            try state.navigation.apply(change)
        case .articleTapped(let id):
            guard state.section != .settings else { throw .refused(ReaderRefusal.noArticlesInSettings) }
            guard state.navigation.topScreen == state.section else {
                throw .refused(ReaderRefusal.articlesOpenFromTheList)
            }
            try state.navigation.push(.article(id: id, comments: nil))
            return [.loadComments(state.navigation.topEntryID, id: id)]
        case .commentsLoaded(let entry, let count):
            try state.navigation.updateScreen(entry) { screen in
                if case .article(let id, _) = screen { screen = .article(id: id, comments: count) }
            }
        case .accountTapped:
            guard state.navigation.topScreen == .settings else { throw .refused(ReaderRefusal.accountIsInSettings) }
            try state.navigation.push(.account)
        case .composeTapped:
            guard !state.navigation.contains(.compose) else { throw .refused(ReaderRefusal.alreadyWriting) }
            // Half height first, the article under it still readable; a drag makes it full.
            try state.navigation.present(.compose, style: .sheet(ReaderState.composeDetents()))
        case .composeSent:
            guard state.navigation.topScreen == .compose else { throw .refused(ReaderRefusal.nothingToSend) }
            try state.navigation.dismiss()
            return [.sendMessage]
        case .signInTapped:
            guard !state.signedIn else { throw .refused(ReaderRefusal.alreadySignedIn) }
            state.signedIn = true
        case .signOutTapped:
            guard state.signedIn else { throw .refused(ReaderRefusal.alreadySignedOut) }
            state.signedIn = false
            // Every screen that needed the session leaves, in every tab.
            if state.navigation.isPresenting { try state.navigation.dismiss(toLevel: 0) }
            if state.navigation.splitColumns != nil {
                if state.section == .settings, state.navigation.rootStack.count > 2 {
                    try state.navigation.select(.settings, in: .sidebar)
                }
            } else {
                try state.navigation.updateStack(ofTab: .settings) { stack throws(NavigationRejection) in
                    if !stack.isAtRoot { try stack.pop(toIndex: 0) }
                }
            }
        case .linkOpened:
            break
        }
        return []
    }
}

/// Why the reader refuses an action.
public enum ReaderRefusal: RejectionReason {
    case noArticlesInSettings, articlesOpenFromTheList, accountIsInSettings, alreadyWriting, nothingToSend,
        alreadySignedIn, alreadySignedOut

    public var description: String {
        switch self {
        case .noArticlesInSettings: "the settings tab shows no articles"
        case .articlesOpenFromTheList: "an article opens from its tab's list"
        case .accountIsInSettings: "the account is opened from the settings tab's root"
        case .alreadyWriting: "a message is being written already"
        case .nothingToSend: "no message is being written"
        case .alreadySignedIn: "already signed in"
        case .alreadySignedOut: "already signed out"
        }
    }
}
