extension Store {
    /// Makes `host` show this store's navigation, for as long as the returned renderer
    /// lives: the current state at once, then every change.
    ///
    /// What the user changes on screen by themselves — a swipe back, a swipe down on a sheet
    /// — the host reports as a ``UserNavigation``; `userNavigation` maps it to an action the
    /// reducer decides on. Refused, or mapped to `nil`, the screen is put back as the state
    /// says, so the screen and the state never disagree for longer than a transition. Where
    /// the platform lets a gesture be vetoed before it starts (a sheet's swipe down, the swipe
    /// back), the host asks the reducer first with a dry run (``wouldAccept(_:)``). There is
    /// no default: a store whose actions adopt ``NavigationActions`` is driven with
    /// ``drive(_:)``, any other says what a gesture sends — `{ _ in nil }` refuses them all,
    /// which a reader then sees.
    ///
    /// ```swift
    /// let renderer = store.drive(host) { .userNavigated($0) }
    /// ```
    ///
    /// - Returns: The renderer, which tells what is on screen; stop
    ///   (``NavigationRenderer/stop()``) or release it to stop driving the host.
    @inlinable
    public func drive<Host: NavigationHost>(
        _ host: Host, userNavigation: @escaping @MainActor (UserNavigation<R.State.Screen>) -> R.Action?
    ) -> NavigationRenderer<Host>
    where Host.Screen == R.State.Screen, Host.AlertAction == R.State.AlertAction {
        let renderer = NavigationRenderer(host: host)
        renderer.render(runtime.state.navigation)
        let token = observeStates { [weak renderer] state in renderer?.render(state.navigation) }
        // The renderer alone keeps the observation: releasing it ends it, whoever keeps the host.
        host.reportUserNavigation { [weak self, weak renderer, weak token] change in
            guard let self, let renderer, token?.isActive == true else { return }
            renderer.acknowledge(change)
            if let action = userNavigation(change) { send(action) }
            renderer.render(runtime.state.navigation)
        }
        host.askBeforeUserNavigation { [weak self, weak token] change in
            guard let self, token?.isActive == true else { return true }
            return userNavigation(change).map(wouldAccept) ?? false
        }
        renderer.following = token
        return renderer
    }
}
