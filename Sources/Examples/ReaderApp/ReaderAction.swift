import Foundation
import NavigationReducer

public enum ReaderAction: Hashable, Sendable, NavigationActions {
    /// A tap on a tab, a second tap, a swipe back or down.
    case userNavigated(UserNavigation<ReaderScreen>)
    case articleTapped(Int)
    /// The comment count of the article shown by `entry` arrived.
    case commentsLoaded(EntryID, Int)
    case accountTapped
    case composeTapped, composeSent
    case signInTapped, signOutTapped
    case linkOpened(URL)

    public static func alert(_ action: Never) -> Self {}
}

/// What the reader asks of the outside world.
public enum ReaderEffect: Hashable, Sendable {
    /// Load the comment count of article `id`, for the screen `entry` shows.
    case loadComments(EntryID, id: Int)
    /// Send the message written in the compose sheet.
    case sendMessage
}
