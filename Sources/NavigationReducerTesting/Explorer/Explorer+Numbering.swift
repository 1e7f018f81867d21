import NavigationReducer

extension Explorer {
    /// The search's record, kept by the one thread that numbers the states: the states in the
    /// order of a breadth-first search, the index from a key to its position, and what trying
    /// their actions found.
    ///
    /// Each state's findings are added in the order of the states, whatever thread tried its
    /// actions and whenever it finished: so the states, their numbers, the shortest paths and
    /// the counts are the same for any number of threads.
    @usableFromInline
    struct Numbering {
        @usableFromInline var graph = ExplorationGraph<R.State>()
        @usableFromInline var index = VisitedIndex()
        @usableFromInline var transitions = 0
        @usableFromInline var violations: [RuleName: BrokenRule] = [:]
        @usableFromInline var deadEnds: [Int32] = []
        @usableFromInline var truncation: ExplorationReport<R, Key>.Truncation?
        @usableFromInline var progress: ExplorationProgress
        @usableFromInline let maxStates: Int
        @usableFromInline let sameKey: @Sendable (R.State, R.State) -> Bool
        /// Whether two states with equal hashes are one without comparing them: a graph that
        /// keeps fingerprints only has forgotten most states. Set when the search starts so,
        /// or when it first outgrows its memory budget keeping whole states.
        @usableFromInline var hashIsKey: Bool
        @usableFromInline let isHome: @Sendable (R.State) -> Bool

        /// A record holding the initial state, its actions not yet tried.
        @inlinable init(_ explorer: Explorer) {
            progress = ExplorationProgress(
                display: explorer.progress, memoryLimit: explorer.maxMemory, stateLimit: explorer.maxStates,
                depthLimit: explorer.depthLimit, residentMemory: explorer.residentMemory)
            maxStates = explorer.maxStates
            sameKey = explorer.sameKey
            hashIsKey = explorer.keepsFingerprintsOnly
            isHome = explorer.isHome
            let hash = explorer.hashKey(explorer.initialState)
            graph.add(explorer.initialState, hash: hash, parent: -1, actionIndex: 0, depth: 0)
            index.insert(0, hash: hash, at: index.find(hash: hash) { _ in false }.slot)
        }

        /// Adds what trying the actions of the state at `position` found, but for the states they
        /// reached: the state's rules, transitions, and whether it is a dead end or at the depth
        /// limit.
        @inlinable
        mutating func add(_ findings: Findings, of position: Int32) {
            transitions += findings.transitions
            for violation in findings.violations { record(violation) }
            if findings.cutByDepth {
                truncation = truncation ?? .depth
                graph.unfinished.append(position)
            } else if findings.cutByWorkLimit {
                truncation = truncation ?? .workInFlight
                graph.unfinished.append(position)
            } else if !findings.leadsElsewhere {
                deadEnds.append(position)
            }
        }

        /// Numbers `state`, reached from `position` by its action at `action`, unless it was found
        /// before; `false` when the search has outgrown its memory budget and stops. The states
        /// reached from one state are added in the order of its actions, after those reached
        /// from every state before it: the order of a breadth-first search. `finder` is the
        /// thread that reached it.
        @inlinable
        mutating func add(
            _ state: R.State, hash: Int, from position: Int32, by action: Int32, finder: UInt8 = 0
        ) -> Bool {
            let found = index.find(hash: hash) { hashIsKey || sameKey(state, graph.state(at: Int($0))) }
            if let known = found.position {
                graph.addEdge(from: position, to: known, actionIndex: action)
                return true
            }
            guard graph.count < maxStates else {
                truncation = .states
                graph.unfinished.append(position)
                return true
            }
            let next = Int32(graph.count)
            let depth = graph.depth(at: Int(position)) + 1
            index.insert(next, hash: hash, at: found.slot)
            graph.add(state, hash: hash, parent: position, actionIndex: action, depth: depth, finder: finder)
            graph.addEdge(from: position, to: next, actionIndex: action)
            guard progress.found(states: graph.count, tried: Int(position), depth: depth, transitions: transitions)
            else {
                return true
            }
            if !hashIsKey {
                // Over budget keeping whole states: forget those tried, keep fingerprints on,
                // measuring from before they were freed, as the allocator may give memory back.
                hashIsKey = true
                graph.fingerprintsOnlyFrom = graph.count
                progress.measureFromNow()
                forgetStates(before: Int(position))
                return true
            }
            // The states from this one on have actions not followed.
            truncation = .memory
            graph.unfinished += Array(position...next)
            return false
        }

        /// Forgets the states before `position`, all tried, noting which of them are home.
        @usableFromInline
        mutating func forgetStates(before position: Int) {
            for forgotten in graph.firstKept..<position where isHome(graph.state(at: forgotten)) {
                graph.homes.append(Int32(forgotten))
            }
            graph.forgetStates(before: position)
        }

        /// Keeps, for each rule, the violation met first in search order.
        @inlinable mutating func record(_ violation: BrokenRule) {
            if let known = violations[violation.rule], known.order < violation.order { return }
            violations[violation.rule] = violation
        }

        /// The report of the search, with the rejections every thread counted.
        @inlinable
        func report(of explorer: Explorer, rejections: RejectionTally) -> ExplorationReport<R, Key> {
            progress.finish(states: graph.count, depth: graph.depthReached, transitions: transitions)
            return ExplorationReport(
                explorer: explorer, graph: graph, transitionCount: transitions, rejections: rejections,
                brokenRules: violations.values.sorted { $0.rule.rawValue < $1.rule.rawValue },
                deadEndIndices: deadEnds, truncation: truncation)
        }
    }
}
