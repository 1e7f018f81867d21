import NavigationReducer

extension InfosEffect {
    /// The name of the session's save: a newer save replaces one still running.
    public static let sessionSave = "session save"

    /// The effect as work: a session is saved by `save`, for the store, one save at a time
    /// (the latest); tracking is done by the app's analytics and needs no work here.
    public func work(saving save: @escaping @Sendable (Session) async -> Void) -> Work<InfosAction, InfosScreen> {
        switch self {
        case .persistSession(let session):
            .run { _ in await save(session) }.named(Self.sessionSave)
        case .trackScreen:
            .none
        }
    }
}
