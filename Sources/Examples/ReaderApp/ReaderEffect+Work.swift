import NavigationReducer

extension ReaderEffect {
    /// The work of each effect, on `comments`, the service that counts an article's comments,
    /// and `send`, the one that sends a message.
    public func work(
        comments: @escaping @Sendable (Int) async -> Int, send: @escaping @Sendable () async -> Void
    ) -> Work<ReaderAction, ReaderScreen> {
        switch self {
        case .loadComments(let entry, let id):
            // Tied to the article's entry: it goes on in a tab the reader left, and ends when
            // the article leaves its stack.
            Work.run(whileShowingEntry: entry) { send in await send(.commentsLoaded(entry, await comments(id))) }
                .answering(.sends(.commentsLoaded(entry, 12)))
        case .sendMessage:
            Work.run { _ in await send() }
        }
    }
}
