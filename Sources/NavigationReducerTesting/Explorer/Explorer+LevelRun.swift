import NavigationReducer

extension Explorer {
    /// What one run of a shared level found: for each of its states, in order, what trying
    /// its share of the actions found, and where they led.
    @usableFromInline
    struct RunFindings {
        @usableFromInline var states: [(position: Int32, findings: Findings)] = []
        /// Accepted transitions to a state found before this level: from which state, by which
        /// of its actions, to which position.
        @usableFromInline var edges: [(from: Int32, action: Int32, to: Int32)] = []
        /// Accepted transitions to a state not found before this level, in order, with its
        /// key's hash: numbered, or found to be one the level found first, when the level's runs
        /// are added up.
        @usableFromInline var candidates: [(from: Int32, action: Int32, state: R.State, hash: Int)] = []
        /// The thread that made these tries, first offered the runs of the states they found.
        @usableFromInline var thread: UInt8 = 0
        /// How long the tries took on their thread.
        @usableFromInline var elapsed: Duration = .zero

        @inlinable init() {}
    }

    /// Tries the actions of the states of `graph` in `run`, all at `depth`, looking the states
    /// they lead to up in `visited`, of the states found before the level — by their hashes
    /// alone when `hashIsKey`. Reads nothing but its arguments, so the runs of one level can be
    /// tried at once, each thread counting in a tally of its own.
    @inlinable
    func tryRun(
        _ run: LevelRun, of graph: ExplorationGraph<R.State>, index visited: VisitedIndex, hashIsKey: Bool,
        depth: Int32,
        rejections: inout RejectionTally
    ) -> RunFindings {
        var found = RunFindings()
        guard let first = run.states.first else { return found }
        var runtime = Runtime(state: graph.state(at: first), reducer: reducer, followUpLimit: followUpLimit)
        for index in run.states {
            let position = Int32(index)
            let findings = tryActions(
                of: graph.state(at: index), at: position, hash: graph.hash(at: index), depth: depth,
                share: run.share, of: run.shares, in: &runtime, rejections: &rejections
            ) { action, state, hash in
                if let known = visited.find(
                    hash: hash, isKey: { hashIsKey || sameKey(state, graph.state(at: Int($0))) }
                ).position {
                    found.edges.append((position, action, known))
                } else {
                    found.candidates.append((position, action, state, hash))
                }
            }
            found.states.append((position, findings))
        }
        return found
    }
}

extension Explorer.Numbering {
    /// Adds what the runs of a shared level found, in order: so the states are numbered as one
    /// thread would have numbered them, whoever tried them. `false` when the search has
    /// outgrown its memory budget and stops.
    @inlinable
    mutating func add(_ runs: [Explorer.RunFindings]) -> Bool {
        // The state whose findings are being added up: its actions may be shared between runs.
        var shared: (position: Int32, findings: Explorer.Findings)?
        for run in runs {
            for (from, action, to) in run.edges { graph.addEdge(from: from, to: to, actionIndex: action) }
            for (position, findings) in run.states {
                guard let (earlier, sharedFindings) = shared, earlier == position else {
                    if let (earlier, sharedFindings) = shared { add(sharedFindings, of: earlier) }
                    shared = (position, findings)
                    continue
                }
                var all = sharedFindings
                all.add(findings)
                shared = (position, all)
            }
        }
        if let (position, findings) = shared { add(findings, of: position) }
        for run in runs {
            for (from, action, state, hash) in run.candidates {
                guard add(state, hash: hash, from: from, by: action, finder: run.thread) else { return false }
            }
        }
        return true
    }
}
