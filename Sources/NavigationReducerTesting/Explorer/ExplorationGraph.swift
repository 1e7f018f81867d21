/// The states found, their parents for shortest paths, and the state-changing edges.
@usableFromInline
struct ExplorationGraph<State> {
    @usableFromInline var states: [State] = []
    @usableFromInline var parents: [Int32] = []
    @usableFromInline var parentActions: [Int32] = []
    @usableFromInline var depths: [Int32] = []
    /// Each state's key's hash, so that expanding it need not hash it again.
    @usableFromInline var hashes: [Int] = []
    @usableFromInline var edgeFrom: [Int32] = []
    @usableFromInline var edgeTo: [Int32] = []
    @usableFromInline var edgeActions: [Int32] = []
    /// States whose actions the search did not all follow, because a limit cut it short.
    @usableFromInline var unfinished: [Int32] = []

    @inlinable init() {}

    @inlinable mutating func add(_ state: State, hash: Int, parent: Int32, actionIndex: Int32, depth: Int32) {
        states.append(state)
        hashes.append(hash)
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

extension ExplorationGraph: Sendable where State: Sendable {}
