import NavigationReducer

/// Whether two values are stored as the same bytes: then they are the same value, holding the
/// same references. Different bytes say nothing (padding, a rebuilt but equal array).
///
/// Most refused tries touch nothing: this tells so in a few words' comparison, where comparing
/// the states as values costs more than the try (Benchmarks/README.md, "The Explorer"), and it
/// never trusts an `==` that leaves a field out.
@inlinable
func hasTheSameBytes<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    withUnsafeBytes(of: lhs) { left in
        withUnsafeBytes(of: rhs) { right in
            let words = left.count / 8
            for word in 0..<words
            where left.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
                != right.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
            {
                return false
            }
            for byte in words * 8..<left.count where left[byte] != right[byte] { return false }
            return true
        }
    }
}

extension Explorer {
    /// What trying every possible action in a run of one level's states found, in order.
    @usableFromInline
    struct Findings {
        /// Accepted transitions to a state found before this level: from which state, by which
        /// of its actions, to which position.
        @usableFromInline var edges: [(from: Int32, action: Int32, to: Int32)] = []
        /// Accepted transitions to a state not found before this level, with its key's hash.
        @usableFromInline var candidates: [(from: Int32, action: Int32, state: R.State, hash: Int)] = []
        @usableFromInline var transitions = 0
        /// States where no action leads to another state.
        @usableFromInline var deadEnds: [Int32] = []
        /// For a run that tried a share of one state's actions: that state, and whether one of
        /// those actions led to another state.
        @usableFromInline var sharedState: (position: Int32, leadsElsewhere: Bool)?
        /// Whether the states were at the depth limit, so nothing was tried.
        @usableFromInline var cutByDepth = false
        /// States whose actions were not all followed.
        @usableFromInline var unfinished: [Int32] = []
        /// The thread that made these tries, first offered the runs of the states they found.
        @usableFromInline var thread: UInt8 = 0
        /// How long the tries took on their thread.
        @usableFromInline var elapsed: Duration = .zero
        @usableFromInline var violations: [RuleName: BrokenRule] = [:]

        @inlinable init() {}

        /// Keeps, for each rule, the violation met first in search order.
        @inlinable mutating func record(_ violation: BrokenRule) {
            if let known = violations[violation.rule], known.order < violation.order { return }
            violations[violation.rule] = violation
        }
    }

    /// Checks the rules on the states of `graph` in `run`, all at `depth`, and tries its share
    /// of the possible actions of each, looking the states they lead to up in `index` and
    /// counting the rejections in `rejections`. Reads nothing but its arguments, so the runs of
    /// one level can be expanded at once, each thread counting in a tally of its own.
    @inlinable
    func expand(
        _ graph: ExplorationGraph<R.State>, _ run: LevelRun, depth: Int, index visited: VisitedIndex,
        rejections: inout RejectionTally
    ) -> Findings {
        let states = graph.states
        let range = run.states
        var findings = Findings()
        guard let first = range.first else { return findings }
        for index in range where run.share == 0 {
            for rule in stateInvariants where !rule.holds(states[index]) {
                findings.record(
                    BrokenRule(rule: rule.name, order: SearchOrder(state: Int32(index), action: -1), lastAction: nil))
            }
        }
        guard depth < maxDepth else {
            findings.cutByDepth = true
            if run.share == 0 { findings.unfinished = range.map { Int32($0) } }
            return findings
        }
        rejections.beginRun()
        var runtime = Runtime(state: states[first], reducer: reducer, followUpLimit: followUpLimit)
        for index in range {
            let state = states[index]
            let position = Int32(index)
            let stateHash = graph.hashes[index]
            var holdsState = index == first
            var leadsElsewhere = false
            let possible = actions(state)
            for actionIndex in run.share(of: possible.indices) {
                let action = possible[actionIndex]
                let order = SearchOrder(state: position, action: Int32(actionIndex))
                if !holdsState { runtime.state = state }
                let effects = runtime.reduceUnchecked(action) { rejection in
                    rejections.count(rejection, at: order)
                    // A reducer checked by the app's rules refuses what would break one: a broken rule.
                    if case .ruleBroken(let name) = rejection {
                        findings.record(BrokenRule(rule: name, order: order, lastAction: action))
                    }
                }
                guard var effects else {
                    // A refused try that touched nothing needs no reset; one that changed the
                    // state breaks a rule.
                    holdsState = hasTheSameBytes(runtime.state, state)
                    if !holdsState, let sameState, !sameState(runtime.state, state) {
                        findings.record(BrokenRule(rule: .rejectLeavesState, order: order, lastAction: action))
                    }
                    continue
                }
                if let followUps {
                    effects += followUp(
                        effects, of: action, with: followUps, in: &runtime, at: order, into: &findings,
                        rejections: &rejections)
                }
                holdsState = false
                findings.transitions += 1
                // The state is read where it lies: copied only when it is a new one to keep.
                for rule in transitionInvariants where !rule.holds(state, action, runtime.state, effects) {
                    findings.record(BrokenRule(rule: rule.name, order: order, lastAction: action))
                }
                let hash = hashKey(runtime.state)
                if hash == stateHash, sameKey(runtime.state, state) { continue }
                leadsElsewhere = true
                let known = visited.find(hash: hash) { sameKey(runtime.state, states[Int($0)]) }
                if let known = known.position {
                    findings.edges.append((position, Int32(actionIndex), known))
                } else {
                    findings.candidates.append((position, Int32(actionIndex), runtime.state, hash))
                }
            }
            if run.shares > 1 {
                findings.sharedState = (position, leadsElsewhere)
            } else if !leadsElsewhere {
                findings.deadEnds.append(position)
            }
        }
        return findings
    }

    /// The states of a level where no action leads to another state, from its runs in order.
    @usableFromInline
    static func deadEnds(in runs: [Findings]) -> [Int32] {
        var deadEnds: [Int32] = []
        var shared: (position: Int32, leadsElsewhere: Bool)?
        for run in runs {
            deadEnds += run.deadEnds
            guard let part = run.sharedState else { continue }
            if let known = shared, known.position == part.position {
                shared?.leadsElsewhere = known.leadsElsewhere || part.leadsElsewhere
                continue
            }
            if let known = shared, !known.leadsElsewhere { deadEnds.append(known.position) }
            shared = part
        }
        if let known = shared, !known.leadsElsewhere { deadEnds.append(known.position) }
        return deadEnds
    }

    /// Runs the follow-ups of an accepted action's `effects` through the runtime's queue, as
    /// the store drains it, and returns the effects they had.
    @inlinable
    func followUp(
        _ effects: EffectList<R.Effect>, of action: R.Action, with followUps: @Sendable (R.Effect) -> [R.Action],
        in runtime: inout Runtime<R>, at order: SearchOrder, into findings: inout Findings,
        rejections: inout RejectionTally
    ) -> EffectList<R.Effect> {
        var all: EffectList<R.Effect> = []
        let end = runtime.followUp(effects, with: followUps) { _, reduction in
            switch reduction {
            case .accepted(let more):
                all += more
            case .rejected(let rejection, let restored):
                rejections.count(rejection, at: order)
                if restored {
                    findings.record(BrokenRule(rule: .rejectLeavesState, order: order, lastAction: action))
                }
                if case .ruleBroken(let name) = rejection {
                    findings.record(BrokenRule(rule: name, order: order, lastAction: action))
                }
            }
            return true
        }
        if end == .stoppedAtLimit {
            findings.record(BrokenRule(rule: .followUpChainStops, order: order, lastAction: action))
        }
        return all
    }
}
