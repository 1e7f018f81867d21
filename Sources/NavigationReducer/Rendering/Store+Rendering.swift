extension Store {
    /// Makes `host` show this store's navigation from now on: the current state at once, then
    /// every change, through a ``NavigationRenderer``.
    ///
    /// - Returns: The renderer, to inspect what is on screen. The store keeps it alive.
    @discardableResult
    public func drive<Host: NavigationHost>(_ host: Host) -> NavigationRenderer<Host>
    where Host.Screen == State.Screen, Host.AlertAction == State.AlertAction {
        let renderer = NavigationRenderer(host: host)
        renderer.render(currentState.navigation)
        observeStates { state in renderer.render(state.navigation) }
        return renderer
    }
}
