import NavigationReducer

extension Explorer {
    /// What trying the possible actions of one state, or a share of them, found.
    @usableFromInline
    struct Findings {
        @usableFromInline var transitions = 0
        /// Whether an action led to another state: a state where none does is a dead end.
        @usableFromInline var leadsElsewhere = false
        /// Whether the state was at the depth limit, so nothing was tried.
        @usableFromInline var cutByDepth = false
        /// Whether a step would have left more work in flight than the limit, so was not taken.
        @usableFromInline var cutByWorkLimit = false
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
            cutByWorkLimit = cutByWorkLimit || other.cutByWorkLimit
            for violation in other.violations { record(violation) }
        }
    }

    /// Checks the rules on `state`, found at `position` and `depth` (in the first share), and
    /// tries its share of its possible actions — the `share`th of `shares` equal parts, all of
    /// them by default — in `runtime`, counting the rejections in `rejections` and calling
    /// `reached` with each action that leads to another state, in order, with that state and
    /// its key's hash.
    @inlinable
    func tryActions(
        of state: R.State, at position: Int32, hash stateHash: Int, depth: Int32, share: Int = 0, of shares: Int = 1,
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
        let possible = actions(state)
        let tried = possible.count * share / shares..<possible.count * (share + 1) / shares
        for actionIndex in tried {
            let action = possible[actionIndex]
            let order = SearchOrder(state: position, action: Int32(actionIndex))
            // A refused try leaves `state` in place (the runtime puts it back); an accepted one
            // is undone here before the next.
            var effects: EffectList<R.Effect>
            switch runtime.reduce(action, undoingTo: state) {
            case .accepted(let accepted):
                effects = accepted
            case .refused(let reason):
                rejections.count(reason, at: order)
                if modelsWorkInFlight, reason.isTheWorkInFlightLimit { findings.cutByWorkLimit = true }
                continue
            case let verdict:
                read(verdict, of: action, at: order, into: &findings, rejections: &rejections)
                continue
            }
            if let followUps {
                effects = followUp(
                    effects, of: action, with: followUps, in: &runtime, at: order, into: &findings,
                    rejections: &rejections)
            }
            findings.transitions += 1
            if modelsWorkInFlight, let refusal = (runtime.state as? any RefusedWithinStep)?.refusalWithinLastStep {
                rejections.count(refusal, at: order)
            }
            // The state is read where it lies: copied only when it is a new one to keep.
            for rule in transitionInvariants where !rule.holds(state, action, runtime.state, effects) {
                findings.record(BrokenRule(rule: rule.name, order: order, lastAction: action))
            }
            let hash = hashKey(runtime.state)
            if hash != stateHash || !sameKey(runtime.state, state) {
                findings.leadsElsewhere = true
                reached(Int32(actionIndex), runtime.state, hash)
            }
            runtime.state = state
        }
        return findings
    }

    /// Counts a refusal and records the rule it broke, if any: a change the reducer made
    /// before refusing breaks `RuleName.rejectLeavesState`; a refusal by the app's declared
    /// rules is that rule broken.
    @inlinable
    func read(
        _ verdict: Verdict<R.Effect>, of action: R.Action, at order: SearchOrder, into findings: inout Findings,
        rejections: inout RejectionTally
    ) {
        guard let rejection = verdict.rejection else { return }
        rejections.count(rejection, at: order)
        if let broken = verdict.brokenRule {
            findings.record(BrokenRule(rule: broken, order: order, lastAction: action))
        }
    }

    /// Carries out an accepted action's `effects` as the store does, draining the follow-ups
    /// they send back, and returns every effect the action and its follow-ups had.
    @inlinable
    func followUp(
        _ effects: EffectList<R.Effect>, of action: R.Action,
        with followUps: @escaping @Sendable (R.Effect) -> [R.Action],
        in runtime: inout Runtime<R>, at order: SearchOrder, into findings: inout Findings,
        rejections: inout RejectionTally
    ) -> EffectList<R.Effect> {
        var driver = PureDriver(runtime, sending: followUps)
        driver.settle(effects)
        runtime = driver.runtime
        for step in driver.steps {
            if case .reduced(_, let verdict) = step {
                read(verdict, of: action, at: order, into: &findings, rejections: &rejections)
            } else if let broken = step.brokenRule {
                findings.record(BrokenRule(rule: broken, order: order, lastAction: action))
            }
        }
        return driver.effects
    }
}
