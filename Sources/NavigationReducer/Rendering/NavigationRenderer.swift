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
    public private(set) var onScreen: State?
    /// The newest state given to ``render(_:)``.
    public private(set) var latest: State?
    /// Whether a command is being performed.
    public private(set) var isTransitioning = false
    /// Commands that did not fit what was on screen (a host out of step); the renderer
    /// rebuilds from scratch after one.
    public private(set) var failures: [NavigationRejection] = []

    /// The first state rendered, built without animation before any later one is reached.
    private var firstState: State?

    /// A renderer that has shown nothing yet.
    public init(host: Host) {
        self.host = host
    }

    /// Asks the host to show `state`, now or after the transition under way.
    public func render(_ state: State) {
        if firstState == nil, onScreen == nil { firstState = state }
        latest = state
        if !isTransitioning { performNext() }
    }

    private func performNext() {
        if let first = firstState, let shown = onScreen, shown.showsSameAs(first) { firstState = nil }
        guard let target = firstState ?? latest else { return }
        let commands = onScreen.map { $0.commands(toReach: target) } ?? target.commandsFromScratch
        guard var command = commands.first else { return }
        if firstState != nil { command = command.withoutAnimation }
        isTransitioning = true
        host.perform(command) { [weak self] in
            self?.finish(command)
        }
    }

    private func finish(_ command: NavigationCommand<Host.Screen, Host.AlertAction>) {
        if let shown = onScreen {
            do {
                onScreen = try shown.applying([command])
            } catch {
                failures.append(error)
                onScreen = nil
            }
        } else if case .setStack(let screens, 0, _) = command, let stack = try? ScreenStack(screens) {
            onScreen = try? State(root: stack)
        }
        isTransitioning = false
        performNext()
    }
}
