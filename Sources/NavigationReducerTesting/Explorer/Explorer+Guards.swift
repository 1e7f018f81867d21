import NavigationReducer

extension Explorer {
    /// This explorer with the app's rules: one invariant per rule on the state and one per
    /// route guard — no reachable state shows a screen the guard forbids in it — each named as
    /// the app names it (give each rule and guard a name of its own: a report keeps one
    /// violation a name). Give the explorer the deep links to open as actions, and the proof
    /// covers every state reached from each of them too. A random walk built from this
    /// explorer (``Fuzzer/init(_:)``) checks them too.
    @inlinable
    public func rules(_ rules: AppRules<R.State>) -> Self {
        let checked = rules.rules.reduce(self) { explorer, rule in
            explorer.invariant(rule.name, rule.holds)
        }
        return rules.guards.reduce(checked) { explorer, routeGuard in
            explorer.invariant(routeGuard.name) { state in !routeGuard.refuses(state) }
        }
    }
}
