/// Whether someone is signed in: what ``ShowcaseGuards/signedIn`` asks before the screens
/// that change the user's holdings.
///
/// A showcase has no accounts, so the session is the bare fact; a real app would carry the
/// user's id in ``signedIn``.
public enum ShowcaseSession: Hashable, Sendable, Codable {
    case signedOut
    case signedIn
}
