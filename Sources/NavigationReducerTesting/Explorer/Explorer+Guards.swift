import NavigationReducer

extension Explorer {
    /// This explorer with the app's rules: one invariant per rule on the state, named as the rule,
    /// and one per route guard, named `guard: <name>` — no reachable state shows a screen the
    /// guard forbids in it. Give the explorer the deep links to open as actions, and the proof
    /// covers every state reached from each of them too. A random walk built from this
    /// explorer (``Fuzzer/init(_:)``) checks them too.
    public func rules(_ rules: AppRules<R.State>) -> Self {
        let checked = rules.rules.reduce(self) { explorer, rule in
            explorer.invariant(rule.name.rawValue) { state in rule.holds(state) }
        }
        return rules.guards.reduce(checked) { explorer, routeGuard in
            explorer.invariant("guard: \(routeGuard.name)") { state in
                !routeGuard.refuses(state.navigation.stacks.joined(), in: state)
            }
        }
    }
}
