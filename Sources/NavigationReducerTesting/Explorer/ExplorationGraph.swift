/// The states found, their parents for shortest paths, and the state-changing edges.
///
/// Every state has a parent and the step from it, so a path to any state can be rebuilt. Of
/// the states themselves, with their hashes, depths and finders, the graph keeps either all
/// of them or, when it keeps fingerprints only, the window from ``firstKept`` on: the level
/// being tried and the one it finds.
@usableFromInline
struct ExplorationGraph<State> {
    /// The states from ``firstKept`` on.
    @usableFromInline var states: [State] = []
    /// How many states the graph has forgotten, all found before the ones it keeps.
    @usableFromInline var firstKept = 0
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
    /// The forgotten states that are home (`Explorer.isHome`), found before they were forgotten.
    @usableFromInline var homes: [Int32] = []
    /// The number of states found when a search keeping whole states outgrew its memory
    /// budget and went on keeping fingerprints only.
    @usableFromInline var fingerprintsOnlyFrom: Int?
    /// The most states the graph held at once before it forgot some.
    @usableFromInline var mostStatesHeld = 0
    /// The depth of the last state found: the deepest.
    @usableFromInline var depthReached: Int32 = 0

    @inlinable init() {}

    /// The number of states found, kept or forgotten.
    @inlinable var count: Int { firstKept + states.count }

    /// Whether the graph still holds every state it found.
    @inlinable var keepsEveryState: Bool { firstKept == 0 }

    @inlinable func state(at position: Int) -> State { states[position - firstKept] }
    @inlinable func hash(at position: Int) -> Int { hashes[position - firstKept] }
    @inlinable func depth(at position: Int) -> Int32 { depths[position - firstKept] }
    @inlinable func finder(at position: Int) -> UInt8 { finders[position - firstKept] }

    @inlinable mutating func add(
        _ state: State, hash: Int, parent: Int32, actionIndex: Int32, depth: Int32, finder: UInt8 = 0
    ) {
        states.append(state)
        hashes.append(hash)
        finders.append(finder)
        parents.append(parent)
        parentActions.append(actionIndex)
        depths.append(depth)
        depthReached = depth
    }

    @inlinable mutating func addEdge(from: Int32, to: Int32, actionIndex: Int32) {
        edgeFrom.append(from)
        edgeTo.append(to)
        edgeActions.append(actionIndex)
    }

    /// Forgets the states found before `position`, keeping their parents, steps and edges.
    @usableFromInline
    mutating func forgetStates(before position: Int) {
        let forgotten = position - firstKept
        guard forgotten > 0 else { return }
        mostStatesHeld = max(mostStatesHeld, states.count)
        states.removeFirst(forgotten)
        hashes.removeFirst(forgotten)
        finders.removeFirst(forgotten)
        depths.removeFirst(forgotten)
        firstKept = position
    }

    /// The steps from the initial state to the state at `position`, each the position of an
    /// action in what its state offers.
    func steps(to position: Int32) -> [Int32] {
        var steps: [Int32] = []
        var current = position
        while parents[Int(current)] >= 0 {
            steps.append(parentActions[Int(current)])
            current = parents[Int(current)]
        }
        return steps.reversed()
    }
}

extension ExplorationGraph {
    /// The actions that lead from the initial state to the state at `position` along the
    /// search's shortest path, each looked up in its kept state by its position in what
    /// `actions` offers: for a graph that keeps every state.
    func path<Action>(to position: Int32, with actions: (State) -> [Action]) -> [Action] {
        var path: [Action] = []
        var current = position
        while parents[Int(current)] >= 0 {
            let parent = parents[Int(current)]
            if let action = action(at: parentActions[Int(current)], in: state(at: Int(parent)), of: actions) {
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
