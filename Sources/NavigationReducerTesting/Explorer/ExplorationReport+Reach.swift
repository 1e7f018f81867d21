import NavigationReducer

/// What an exploration could not reach: the actions of its list that no visited state
/// accepted, and the values no action changed. A proof covers only what its action list
/// reaches; these say where that list falls short — a warning to read, not a failure.
extension ExplorationReport where R.Action: Hashable {
    /// The actions offered somewhere that no visited state accepted, in the order the search
    /// first offered them: a button the list names but the reducer always refuses, or one
    /// whose state the list never sets up. An exploration cut short by a limit may list
    /// actions that states beyond it would accept.
    ///
    /// It reads an explorer of the app's own actions: with answers arriving late
    /// (``Explorer/answeringLate(work:answers:workInFlight:)``) the steps carry their work, so
    /// read it on the explorer before answers were added.
    ///
    /// Computed when read, not by the search: it asks each visited state for its actions
    /// again and re-runs the reducer for each action not yet seen accepted, so read it on an
    /// exploration of a size a test runs.
    public var actionsNeverAccepted: [R.Action] {
        var accepted = Set<R.Action>()
        let states = states
        var offered: [[R.Action]] = states.map(explorer.actions)
        for position in graph.edgeFrom.indices {
            let possible = offered[Int(graph.edgeFrom[position])]
            let index = Int(graph.edgeActions[position])
            if possible.indices.contains(index) { accepted.insert(possible[index]) }
        }
        // An action accepted without a change leaves no edge: tried again where it is offered.
        var runtime = Runtime(
            state: explorer.initialState, reducer: explorer.reducer, followUpLimit: explorer.followUpLimit)
        var neverAccepted: [R.Action] = []
        var listed = Set<R.Action>()
        for (position, state) in states.enumerated() {
            for action in offered[position] where !accepted.contains(action) {
                runtime.state = state
                if case .accepted = runtime.reduce(action, undoingTo: state) {
                    accepted.insert(action)
                } else if listed.insert(action).inserted {
                    neverAccepted.append(action)
                }
            }
            offered[position] = []
        }
        return neverAccepted.filter { !accepted.contains($0) }
    }
}

extension ExplorationReport {
    /// Whether every visited state holds the same value at `keyPath`: no action of the list
    /// ever changed it, so a rule about it was checked on that one value alone. A rule that
    /// held for one list can break once the list changes the value (a draft's body, say). Of a
    /// search cut short by a limit, it speaks for the states visited only.
    public func neverChanges<Value: Equatable>(_ keyPath: KeyPath<R.State, Value>) -> Bool {
        let value = explorer.initialState[keyPath: keyPath]
        var changes = false
        explorer.forEachState(of: graph) { changes = changes || $0[keyPath: keyPath] != value }
        return !changes
    }
}
