extension Store {
    /// Makes `host` show this store's navigation, for as long as the returned rendering
    /// lives: the current state at once, then every change, through a
    /// ``NavigationRenderer``.
    ///
    /// What the user changes on screen by themselves — a swipe back, a swipe down on a sheet
    /// — the host reports as a ``UserNavigation``; `userNavigation` maps it to an action the
    /// reducer decides on. Refused, or mapped to `nil`, the screen is put back as the state
    /// says, so the screen and the state never disagree for longer than a transition.
    ///
    /// ```swift
    /// let rendering = store.drive(host) { .userNavigated($0) }
    /// ```
    ///
    /// - Returns: The rendering: its ``Rendering/renderer`` tells what is on screen; cancel
    ///   or release it to stop driving the host.
    @inlinable
    public func drive<Host: NavigationHost>(
        _ host: Host, userNavigation: @escaping @MainActor (UserNavigation<R.State.Screen>) -> R.Action? = { _ in nil }
    ) -> Rendering<Host>
    where Host.Screen == R.State.Screen, Host.AlertAction == R.State.AlertAction {
        let renderer = NavigationRenderer(host: host)
        renderer.render(runtime.state.navigation)
        let token = observeStates { state in renderer.render(state.navigation) }
        host.reportUserNavigation { [weak self, weak renderer] change in
            guard let self, let renderer, token.isActive else { return }
            renderer.acknowledge(change)
            if let action = userNavigation(change) { send(action) }
            renderer.render(state.navigation)
        }
        return Rendering(renderer: renderer, token: token)
    }
}

/// A store driving a host: alive while held, stopped by ``cancel()`` or release.
@MainActor
public final class Rendering<Host: NavigationHost> {
    /// The renderer that keeps the host in step.
    public let renderer: NavigationRenderer<Host>
    private let token: ObservationToken

    @usableFromInline
    init(renderer: NavigationRenderer<Host>, token: ObservationToken) {
        self.renderer = renderer
        self.token = token
    }

    /// Stops driving the host; what it shows stays as it is.
    public func cancel() {
        token.cancel()
    }

    /// Whether the host still follows the store.
    public var isActive: Bool { token.isActive }
}
