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
    /// What trying the possible actions of one state, or a share of them, found.
    @usableFromInline
    struct Findings {
        @usableFromInline var transitions = 0
        /// Whether an action led to another state: a state where none does is a dead end.
        @usableFromInline var leadsElsewhere = false
        /// Whether the state was at the depth limit, so nothing was tried.
        @usableFromInline var cutByDepth = false
        /// The rules the state and its transitions broke, each where it broke first.
        @usableFromInline var violations: [BrokenRule] = []

        @inlinable init() {}

        /// Keeps the first violation of each rule: within one state, the first in search order.
        @inlinable mutating func record(_ violation: BrokenRule) {
            guard !violations.contains(where: { $0.rule == violation.rule }) else { return }
            violations.append(violation)
        }

        /// Adds what another share of the same state's actions found, tried after these.
        @inlinable mutating func add(_ other: Findings) {
            transitions += other.transitions
            leadsElsewhere = leadsElsewhere || other.leadsElsewhere
            cutByDepth = cutByDepth || other.cutByDepth
            for violation in other.violations { record(violation) }
        }
    }

    /// Checks the rules on `state`, found at `position` and `depth` (in the first share), and
    /// tries its share of its possible actions — the `share`th of `shares` equal parts, all of
    /// them by default — in `runtime`, counting the rejections in `rejections` and calling
    /// `reached` with each action that leads to another state, in order, with that state and
    /// its key's hash.
    @inlinable
    func expand(
        _ state: R.State, at position: Int32, hash stateHash: Int, depth: Int32, share: Int = 0, of shares: Int = 1,
        in runtime: inout Runtime<R>, rejections: inout RejectionTally,
        reached: (_ action: Int32, _ state: R.State, _ hash: Int) -> Void
    ) -> Findings {
        var findings = Findings()
        for rule in stateInvariants where share == 0 && !rule.holds(state) {
            findings.record(
                BrokenRule(rule: rule.name, order: SearchOrder(state: position, action: -1), lastAction: nil))
        }
        guard Int(depth) < maxDepth else {
            findings.cutByDepth = true
            return findings
        }
        rejections.beginRun()
        runtime.state = state
        var holdsState = true
        let possible = actions(state)
        let tried = possible.count * share / shares..<possible.count * (share + 1) / shares
        for actionIndex in tried {
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
            findings.leadsElsewhere = true
            reached(Int32(actionIndex), runtime.state, hash)
        }
        return findings
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
