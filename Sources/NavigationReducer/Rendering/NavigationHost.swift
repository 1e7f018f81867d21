/// What a UI adapter implements to be driven by a ``NavigationRenderer``: it performs one
/// ``NavigationCommand`` at a time and says when it finished.
///
/// UIKit transitions finish after their animation, so `perform` reports completion through a
/// callback rather than by returning. The renderer never sends the next command before that
/// callback, which is what rules out "two transitions at once" — the source of lost alerts
/// and frozen sheets in UIKit apps.
///
/// How screens are made is not the host's business either: a host is given screen, flow and
/// alert factories (as the UIKit module's `NavigationControllerHost` is), so it only moves what
/// they built.
@MainActor
public protocol NavigationHost<Screen, AlertAction>: AnyObject {
    associatedtype Screen: Hashable & Sendable
    associatedtype AlertAction: Hashable & Sendable

    /// Performs `command` and calls `completion` once, when the transition has finished (at
    /// once if it does not animate).
    ///
    /// The command is handed over: a host that keeps it, as a recording host does, moves it
    /// instead of copying it.
    func perform(
        _ command: consuming NavigationCommand<Screen, AlertAction>,
        completion: @escaping @MainActor @Sendable () -> Void)

    /// Gives the host where to report what the user changed on screen by themselves — a
    /// swipe back, a swipe down — after the change. A host that cannot see such changes
    /// ignores it (the default).
    func reportUserNavigation(to report: @escaping @MainActor (UserNavigation<Screen>) -> Void)

    /// Gives the host whom to ask, before a gesture starts, whether the reducer would take
    /// the user navigation it would end in — so a swipe the reducer refuses never begins,
    /// where the platform lets a host say so. A host that cannot veto ignores it (the
    /// default), and a refused change is put back after the fact.
    func askBeforeUserNavigation(_ wouldAccept: @escaping @MainActor (UserNavigation<Screen>) -> Bool)
}

extension NavigationHost {
    public func reportUserNavigation(to report: @escaping @MainActor (UserNavigation<Screen>) -> Void) {}
    public func askBeforeUserNavigation(_ wouldAccept: @escaping @MainActor (UserNavigation<Screen>) -> Bool) {}
}
