/// Keeps a ``NavigationHost`` showing the latest navigation state, one transition at a time.
///
/// The renderer remembers what is *on screen* — the state the host shows once the transition
/// under way completes — and, until the host shows it, the latest state it was given
/// (``pending``). When idle, it diffs the two and sends the host the first command; when that
/// command completes and it was not the last, or a newer state arrived meanwhile, it diffs
/// again, from what is now on screen to whatever is latest by then. So:
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
/// ``Store/drive(_:userNavigation:)`` connects a renderer to a store, for as long as the
/// renderer is held.
@MainActor
public final class NavigationRenderer<Host: NavigationHost> {

    public let host: Host
    /// What the host shows once the transition under way completes: a command counts as
    /// shown as soon as it is handed to the host, so the renderer need not keep it. `nil`
    /// before the first render.
    public var onScreen: NavigationState<Host.Screen, Host.AlertAction>? { sequencer.trees.onScreen }
    /// The newest state given to ``render(_:)`` that the host does not show yet; `nil` once
    /// it does.
    ///
    /// A state that one command reaches is not kept while the host performs that command,
    /// only once the host returns from ``NavigationHost/perform(_:completion:)`` without having
    /// completed it — so during that last command it shows what ``onScreen`` does — and a
    /// host that completes at once never costs the renderer a copy.
    public var pending: NavigationState<Host.Screen, Host.AlertAction>? { sequencer.trees.pending }
    /// Whether a command is being performed.
    @inlinable public var isTransitioning: Bool { sequencer.isTransitioning }
    /// Commands the diff made that did not fit what was on screen, which the host was not
    /// given; the renderer rebuilds from scratch after one. Empty unless the diff and
    /// ``NavigationState`` disagree: a property test over every small tree finds no such
    /// command.
    public var failures: [NavigationRejection] { sequencer.failures }

    @usableFromInline let sequencer: TransitionSequencer<Host>
    /// The store's observation that renders each new state, while a store drives this renderer.
    @usableFromInline var following: ObservationToken?

    /// A renderer that has shown nothing yet.
    @inlinable
    public init(host: Host) {
        self.host = host
        self.sequencer = TransitionSequencer(host: host)
    }

    isolated deinit {
        sequencer.detach()
    }

    /// Asks the host to show `state`, now or after the transition under way.
    ///
    /// - Complexity: O(1) when `state` shows what is on screen and shares its storage (the
    ///   usual case for a change that does not touch navigation); otherwise O(*n*) in the
    ///   screens of the two trees. When nothing changes on screen the state is compared, not
    ///   kept: no allocation and no copy.
    @inlinable
    public func render(_ state: NavigationState<Host.Screen, Host.AlertAction>) {
        sequencer.render(state)
    }

    /// Whether a store drives this renderer: it was returned by
    /// ``Store/drive(_:userNavigation:)`` and neither stopped nor released since.
    public var isDriven: Bool { following?.isActive == true }

    /// Stops the store that drives this renderer: later changes are no longer shown, and what
    /// the host shows stays as it is. Releasing the renderer stops it too.
    public func stop() {
        following?.cancel()
        following = nil
    }

    /// Counts a change the user made on screen by themselves as shown, so the next state is
    /// diffed from what the screen shows now. A change that does not fit what was on screen
    /// makes the next render rebuild the host from scratch.
    public func acknowledge(_ change: UserNavigation<Host.Screen>) {
        sequencer.acknowledge(change)
    }
}
