/// Keeps a ``NavigationHost`` showing the latest navigation state, one transition at a time.
///
/// The renderer remembers what is *on screen* — the state the host has finished drawing —
/// and the *latest* state it was given. When idle, it diffs the two and sends the host the
/// first command; when that command completes it diffs again, from what is now on screen to
/// whatever is latest by then. So:
/// - the host never runs two transitions at once;
/// - states that arrive during a transition are not replayed: the next diff goes straight to
///   the newest one ("pop to root from depth 5" is one command, three quick changes during
///   one animation are one diff);
/// - an alert requested in the same change that dismisses a flow is shown after the
///   dismissal completes, never lost;
/// - a push inside a presented flow is a push in that flow's own navigation controller.
///
/// The first state is built without animation: the app appears as it is.
///
/// ``Store/drive(_:)`` connects a renderer to a store.
@MainActor
public final class NavigationRenderer<Host: NavigationHost> {
    public typealias State = NavigationState<Host.Screen, Host.AlertAction>

    public let host: Host
    /// What the host has finished showing; `nil` before the first render completes.
    public var onScreen: State? { _onScreen }
    /// The newest state given to ``render(_:)``.
    public var latest: State? { _latest }
    /// Whether a command is being performed.
    public var isTransitioning: Bool { performing != nil }
    /// Commands that did not fit what was on screen (a host out of step); the renderer
    /// rebuilds from scratch after one.
    public var failures: [NavigationRejection] { _failures }

    @usableFromInline var _onScreen: State?
    @usableFromInline var _latest: State?
    @usableFromInline var _failures: [NavigationRejection] = []
    /// The first state rendered, built without animation before any later one is reached.
    @usableFromInline var firstState: State?
    @usableFromInline var performing: NavigationCommand<Host.Screen, Host.AlertAction>?
    /// Made once: a completion per command would allocate its context every time.
    @usableFromInline var completion: @MainActor @Sendable () -> Void = {}

    /// A renderer that has shown nothing yet.
    @inlinable
    public init(host: Host) {
        self.host = host
        completion = { [weak self] in self?.finish() }
    }

    /// Asks the host to show `state`, now or after the transition under way.
    ///
    /// - Complexity: O(1) when `state` shows what is on screen and shares its storage (the
    ///   usual case for a change that does not touch navigation); otherwise O(*n*) in the
    ///   screens of the two trees. No allocation when nothing changes on screen.
    @inlinable
    public func render(_ state: State) {
        if firstState == nil, _onScreen == nil { firstState = state }
        _latest = state
        if performing == nil { performNext() }
    }

    @inlinable
    func performNext() {
        if let first = firstState, let shown = _onScreen, shown.showsSameAs(first) { firstState = nil }
        guard let target = firstState ?? _latest else { return }
        let next = _onScreen.map { $0.firstCommand(toReach: target) } ?? target.commandsFromScratch.first
        guard var command = next else { return }
        if firstState != nil { command = command.withoutAnimation }
        performing = command
        host.perform(command, completion: completion)
    }

    @inlinable
    func finish() {
        guard let command = performing else { return }
        if var shown = _onScreen {
            _onScreen = nil
            do {
                try shown.apply(command)
                _onScreen = shown
            } catch {
                _failures.append(error)
            }
        } else if case .setStack(let screens, 0, _) = command, let stack = try? ScreenStack(screens) {
            _onScreen = try? State(root: stack)
        }
        performing = nil
        performNext()
    }
}
