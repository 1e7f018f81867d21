/// The states found, their parents for shortest paths, and the state-changing edges.
@usableFromInline
struct ExplorationGraph<State> {
    @usableFromInline var states: [State] = []
    @usableFromInline var parents: [Int32] = []
    @usableFromInline var parentActions: [Int32] = []
    @usableFromInline var depths: [Int32] = []
    /// Each state's key's hash, so that expanding it need not hash it again.
    @usableFromInline var hashes: [Int] = []
    /// The thread that found each state, first offered the run that starts with it: a state's
    /// storage is shared with the states found from it, and one thread's reference counts stay
    /// in its own cache.
    @usableFromInline var finders: [UInt8] = []
    @usableFromInline var edgeFrom: [Int32] = []
    @usableFromInline var edgeTo: [Int32] = []
    @usableFromInline var edgeActions: [Int32] = []
    /// States whose actions the search did not all follow, because a limit cut it short.
    @usableFromInline var unfinished: [Int32] = []

    @inlinable init() {}

    @inlinable mutating func add(
        _ state: State, hash: Int, parent: Int32, actionIndex: Int32, depth: Int32, finder: UInt8 = 0
    ) {
        states.append(state)
        hashes.append(hash)
        finders.append(finder)
        parents.append(parent)
        parentActions.append(actionIndex)
        depths.append(depth)
    }

    @inlinable mutating func addEdge(from: Int32, to: Int32, actionIndex: Int32) {
        edgeFrom.append(from)
        edgeTo.append(to)
        edgeActions.append(actionIndex)
    }
}

extension ExplorationGraph {
    /// The actions that lead from the initial state to the state at `index` along the search's
    /// shortest path, each looked up by its position in what `actions` offers.
    func path<Action>(to index: Int32, with actions: (State) -> [Action]) -> [Action] {
        var path: [Action] = []
        var current = index
        while parents[Int(current)] >= 0 {
            let parent = parents[Int(current)]
            if let action = action(at: parentActions[Int(current)], in: states[Int(parent)], of: actions) {
                path.append(action)
            }
            current = parent
        }
        return path.reversed()
    }

    /// The action at position `index` of what `actions` offers in `state`.
    func action<Action>(at index: Int32, in state: State, of actions: (State) -> [Action]) -> Action? {
        let possible = actions(state)
        return possible.indices.contains(Int(index)) ? possible[Int(index)] : nil
    }
}

extension ExplorationGraph: Sendable where State: Sendable {}
