import NavigationReducer

extension Explorer {
    /// Runs the breadth-first search and checks every rule.
    ///
    /// - Complexity: O(*t*) reducer calls and hash look-ups for *t* transitions; memory O(*s*)
    ///   for *s* states kept, plus 12 bytes a state-changing transition.
    @inlinable
    public func run() -> ExplorationReport<R, Key> {
        var graph = ExplorationGraph<State>()
        var index = VisitedIndex()
        var rejections = RejectionTally()
        var violations: [String: Violation] = [:]
        var transitions = 0
        var deadEnds: [Int32] = []
        var truncation: ExplorationReport<R, Key>.Truncation?

        graph.add(initialState, parent: -1, actionIndex: 0, depth: 0)
        let initialHash = hashKey(initialState)
        index.insert(0, hash: initialHash, at: index.find(hash: initialHash) { _ in false }.slot)
        checkStateInvariants(initialState, at: 0, into: &violations)
        // One runtime for the whole search, its state set before each try: building and
        // destroying one per try cost more than the reducer. A refused try that left the
        // state as it was needs no reset; one that changed it is reset, in every build.
        var runtime = Runtime(state: initialState, reducer: reducer)

        var next = 0
        while next < graph.states.count {
            let current = Int32(next)
            let state = graph.states[next]
            let depth = graph.depths[next]
            next += 1
            if depth >= maxDepth {
                truncation = truncation ?? .depth
                continue
            }
            var changesSomething = false
            var holdsState = false
            for (actionIndex, action) in actions(state).enumerated() {
                if !holdsState { runtime.state = state }
                let effects = runtime.reduceUnchecked(action) { rejection in
                    rejections.count(rejection)
                    // A reducer checked by the app's rules refuses what would break one: a broken rule.
                    if case .ruleBroken(let name) = rejection, violations[name.rawValue] == nil {
                        violations[name.rawValue] = Violation(
                            rule: name.rawValue, stateIndex: current, lastAction: action)
                    }
                }
                guard let effects else {
                    holdsState = keyIsWholeState && sameKey(runtime.state, state)
                    continue
                }
                holdsState = false
                transitions += 1
                for rule in transitionInvariants where violations[rule.name] == nil {
                    if !rule.holds(state, action, runtime.state, effects) {
                        violations[rule.name] = Violation(rule: rule.name, stateIndex: current, lastAction: action)
                    }
                }
                let afterHash = hashKey(runtime.state)
                let found = index.find(hash: afterHash) { sameKey(runtime.state, graph.states[Int($0)]) }
                let target: Int32
                if let known = found.position {
                    target = known
                } else {
                    guard graph.states.count < maxStates else {
                        truncation = .states
                        continue
                    }
                    target = Int32(graph.states.count)
                    index.insert(target, hash: afterHash, at: found.slot)
                    graph.add(runtime.state, parent: current, actionIndex: Int32(actionIndex), depth: depth + 1)
                    checkStateInvariants(runtime.state, at: target, into: &violations)
                }
                if target != current {
                    changesSomething = true
                    graph.addEdge(from: current, to: target, actionIndex: Int32(actionIndex))
                }
            }
            if !changesSomething { deadEnds.append(current) }
        }

        return ExplorationReport(
            explorer: self, graph: graph, transitionCount: transitions,
            rejections: rejections.dictionary,
            violations: violations.values.sorted { $0.rule < $1.rule }, deadEndIndices: deadEnds, truncation: truncation
        )
    }

    @inlinable
    func checkStateInvariants(_ state: State, at index: Int32, into violations: inout [String: Violation]) {
        for rule in stateInvariants where violations[rule.name] == nil && !rule.holds(state) {
            violations[rule.name] = Violation(rule: rule.name, stateIndex: index, lastAction: nil)
        }
    }

    /// A broken rule: the state (or the transition out of it) where it first broke.
    public struct Violation {
        public let rule: String
        @usableFromInline let stateIndex: Int32
        /// For a transition rule, the action whose transition broke it.
        @usableFromInline let lastAction: Action?

        @usableFromInline init(rule: String, stateIndex: Int32, lastAction: Action?) {
            self.rule = rule
            self.stateIndex = stateIndex
            self.lastAction = lastAction
        }
    }
}

/// The states found, their parents for shortest paths, and the state-changing edges.
@usableFromInline
struct ExplorationGraph<State> {
    @usableFromInline var states: [State] = []
    @usableFromInline var parents: [Int32] = []
    @usableFromInline var parentActions: [Int32] = []
    @usableFromInline var depths: [Int] = []
    @usableFromInline var edgeFrom: [Int32] = []
    @usableFromInline var edgeTo: [Int32] = []
    @usableFromInline var edgeActions: [Int32] = []

    @usableFromInline init() {}

    @inlinable mutating func add(_ state: State, parent: Int32, actionIndex: Int32, depth: Int) {
        states.append(state)
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
