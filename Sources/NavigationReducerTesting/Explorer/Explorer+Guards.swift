import NavigationReducer

extension Explorer {
    /// This explorer with the app's rules: one invariant per `StateRule`, named as the
    /// rule, and one per route guard (``invariant(_:)``). A random walk built from this
    /// explorer (``Fuzzer/init(_:)``) checks them too.
    public func rules(_ rules: AppRules<R.State>) -> Self {
        rules.rules.reduce(self) { explorer, rule in
            explorer.invariant(rule.name.rawValue) { state in rule.holds(state) }
        }
        .invariant(rules.guards)
    }

    /// This explorer with one rule per route guard, named `guard: <name>`: no reachable state
    /// shows a screen the guard forbids in it. Give the explorer the deep links to open as
    /// actions, and the proof covers every state reached from each of them too.
    public func invariant(_ guards: RouteGuards<R.State>) -> Self {
        guards.guards.reduce(self) { explorer, routeGuard in
            explorer.invariant("guard: \(routeGuard.name)") { state in
                !routeGuard.refuses(state.navigation.stacks.joined(), in: state)
            }
        }
    }
}
