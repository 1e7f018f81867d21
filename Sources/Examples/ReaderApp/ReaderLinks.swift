import Foundation
import NavigationReducer

/// The reader's deep links: each lands in its tab, leaving the other tabs as the reader left
/// them; in a split view, in the sidebar's selection.
///
/// | link | shows |
/// |---|---|
/// | `reader://feed/42` | the feed tab, on article 42 |
/// | `reader://search/42` | the search tab, on article 42 |
/// | `reader://account` | the settings tab, on the account (needs a session) |
public enum ReaderLinks {
    public static let router = DeepLinkRouter<ReaderScreen, ReaderAction>(scheme: "reader")
        .route("feed/:id") { match in
            try .tab(.feed, showing: [.feed, .article(id: try match.value("id", as: Int.self), comments: nil)])
        }
        .route("search/:id") { match in
            try .tab(.search, showing: [.search, .article(id: try match.value("id", as: Int.self), comments: nil)])
        }
        .route("account") { _ in try .tab(.settings, showing: [.settings, .account]) }
}
