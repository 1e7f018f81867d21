import NavigationReducer

extension Explorer {
    /// Where the action at `step` of those `state` offers leads, as the search takes it: the
    /// action with its follow-ups, or `state` itself when the action is refused or no longer
    /// offered. The `actions` closure and the reducer must answer the same each time, as the
    /// search already requires.
    func taking(_ step: Int32, from state: R.State, in runtime: inout Runtime<R>) -> (
        action: R.Action?, state: R.State
    ) {
        let possible = actions(state)
        guard possible.indices.contains(Int(step)) else { return (nil, state) }
        let action = possible[Int(step)]
        runtime.state = state
        guard case .accepted(let effects) = runtime.reduce(action, undoingTo: state) else { return (action, state) }
        if let followUps {
            var driver = PureDriver(runtime, sending: followUps)
            driver.settle(effects)
            runtime = driver.runtime
        }
        return (action, runtime.state)
    }

    /// The actions along `steps` from the initial state, and the state they lead to.
    func replay(_ steps: [Int32]) -> (actions: [R.Action], state: R.State) {
        var runtime = Runtime(state: initialState, reducer: reducer, followUpLimit: followUpLimit)
        var state = initialState
        var actions: [R.Action] = []
        actions.reserveCapacity(steps.count)
        for step in steps {
            let taken = taking(step, from: state, in: &runtime)
            if let action = taken.action { actions.append(action) }
            state = taken.state
        }
        return (actions, state)
    }

    /// Every state of `graph`, in the order found: the kept ones, or, of a graph that forgot
    /// them, each rebuilt from its parent by its step — one reducer call a state.
    func states(of graph: ExplorationGraph<R.State>) -> [R.State] {
        guard !graph.keepsEveryState else { return graph.states }
        var states: [R.State] = []
        states.reserveCapacity(graph.count)
        forEachState(of: graph) { states.append($0) }
        return states
    }

    /// Calls `body` with every state of `graph` in the order found, rebuilding forgotten ones
    /// while holding only the states from the current one's parent on: a parent is found before
    /// its children, in the order the children are found, so about two levels.
    func forEachState(of graph: ExplorationGraph<R.State>, _ body: (R.State) -> Void) {
        guard !graph.keepsEveryState else { return graph.states.forEach(body) }
        var runtime = Runtime(state: initialState, reducer: reducer, followUpLimit: followUpLimit)
        var held = [initialState]
        var firstHeld = 0
        body(initialState)
        for position in 1..<graph.count {
            let parent = Int(graph.parents[position])
            if parent - firstHeld > held.count / 2 {
                held.removeFirst(parent - firstHeld)
                firstHeld = parent
            }
            let state = taking(graph.parentActions[position], from: held[parent - firstHeld], in: &runtime).state
            body(state)
            held.append(state)
        }
    }

    /// The actions of the shortest path the search found to the state at `position`.
    func path(to position: Int32, of graph: ExplorationGraph<R.State>) -> [R.Action] {
        graph.keepsEveryState ? graph.path(to: position, with: actions) : replay(graph.steps(to: position)).actions
    }
}
