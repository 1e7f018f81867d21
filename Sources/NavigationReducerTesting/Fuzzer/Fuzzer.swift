import NavigationReducer

/// Seeded random walks through an app core, checking named rules after every step — for
/// state spaces the ``Explorer`` cannot finish.
///
/// Each walk starts from the initial state and sends actions drawn from what the test says
/// is possible, through the same runtime rules as the store (a rejected action must leave
/// the state exactly as it was — that rule is always checked). A walk restarts after
/// ``walkLength`` steps, or when no action is possible or none has been accepted for a while
/// (a dead end). When a rule breaks, the failing walk is **shrunk** to a minimal action list
/// that still breaks it, returned as a `Trace` that replays.
///
/// ```swift
/// let report = Fuzzer(reducer: AppReducer(), initialState: AppState(), actions: AppAction.possible)
///     .invariant("signed in ⇒ login is not on top") {
///         !$0.session.isLoggedIn || $0.navigation.topScreen != .login
///     }
///     .run(seed: 42, steps: 100_000)
/// #expect(report.violation == nil, "\(report)")
/// ```
///
/// The same seed gives the same walks, the same violation and the same shrunk trace; the
/// report's description names the seed.
public struct Fuzzer<R: Reducer> where R.State: NavigableState & Equatable, R.Action: Sendable {

    /// A named rule every state a walk reaches must keep.
    package struct Invariant {
        package let name: RuleName
        let holds: (R.State) -> Bool
    }

    public let reducer: R
    public let initialState: R.State
    let actions: (R.State) -> [R.Action]
    package private(set) var invariants: [Invariant] = []
    /// Steps before a walk starts over from the initial state.
    public var walkLength = 200
    /// The actions each effect sends back; see ``followingUp(limit:_:)``.
    var followUps: ((R.Effect) -> [R.Action])?
    var followUpLimit = 100_000
    /// Rejected actions in a row that count as a dead end.
    public var deadEndAfter = 64

    /// A fuzzer drawing actions from `actions(state)` in each state.
    public init(reducer: R, initialState: R.State, actions: @escaping (R.State) -> [R.Action]) {
        self.reducer = reducer
        self.initialState = initialState
        self.actions = actions
    }

    /// This fuzzer with a rule every reached state must keep.
    public func invariant(_ name: RuleName, _ holds: @escaping (R.State) -> Bool) -> Self {
        var copy = self
        copy.invariants.append(Invariant(name: name, holds: holds))
        return copy
    }

    /// This fuzzer running the follow-ups of each accepted action as the store does, within
    /// the same step, before the rules are checked; see `Explorer.followingUp(limit:_:)`.
    public func followingUp(limit: Int = 100_000, _ followUps: @escaping (R.Effect) -> [R.Action]) -> Self {
        var copy = self
        copy.followUps = followUps
        copy.followUpLimit = limit
        return copy
    }

    /// This fuzzer with walks of `length` steps.
    public func walks(of length: Int) -> Self {
        var copy = self
        copy.walkLength = max(1, length)
        return copy
    }

    /// Runs `steps` random steps from `seed`, stopping at the first broken rule.
    ///
    /// - Complexity: O(`steps`) reducer calls and rule checks, plus the shrinking of a
    ///   failure: O(*k*²) replays of at most *k* = ``walkLength`` actions.
    public func run(seed: UInt64, steps: Int) -> FuzzReport<R.Action> {
        var random = SeededGenerator(seed: seed)
        var runtime = Runtime(state: initialState, reducer: reducer, followUpLimit: followUpLimit)
        var walk: [R.Action] = []
        var rejectedInARow = 0
        var restarts = 0
        var accepted = 0
        for step in 0..<steps {
            if walk.count >= walkLength || rejectedInARow >= deadEndAfter {
                runtime = Runtime(state: initialState, reducer: reducer, followUpLimit: followUpLimit)
                walk.removeAll(keepingCapacity: true)
                rejectedInARow = 0
                restarts += 1
            }
            let possible = actions(runtime.state)
            guard !possible.isEmpty else {
                rejectedInARow = deadEndAfter
                continue
            }
            let action = possible[Int.random(in: 0..<possible.count, using: &random)]
            walk.append(action)
            let outcome = send(action, to: &runtime)
            if let broken = outcome.broken {
                let shrunk = shrink(walk, breaking: broken)
                return FuzzReport(
                    seed: seed, steps: step + 1, acceptedCount: accepted, restarts: restarts,
                    violation: Violation(
                        broken, path: shrunk, from: initialState, through: reducer, followUps: followUps,
                        followUpLimit: followUpLimit),
                    failingWalkLength: walk.count)
            }
            if outcome.accepted {
                accepted += 1
                rejectedInARow = 0
            } else {
                rejectedInARow += 1
            }
        }
        return FuzzReport(
            seed: seed, steps: steps, acceptedCount: accepted, restarts: restarts, violation: nil,
            failingWalkLength: nil)
    }

    /// Sends `action`: whether it was accepted, and the name of the rule it broke, if any —
    /// read from the runtime's verdict as the explorer reads it.
    func send(_ action: R.Action, to runtime: inout Runtime<R>) -> (accepted: Bool, broken: RuleName?) {
        let verdict = runtime.reduceChecking(action)
        guard case .accepted(let effects) = verdict else { return (false, verdict.brokenRule) }
        if let followUps, let broken = followUp(effects, with: followUps, in: &runtime) { return (true, broken) }
        return (true, invariants.first { !$0.holds(runtime.state) }?.name)
    }

    /// Runs the follow-ups of `effects` through the runtime's queue, as the store drains it:
    /// the first rule a follow-up broke, if any; the chain stops there.
    func followUp(
        _ effects: EffectList<R.Effect>, with followUps: (R.Effect) -> [R.Action], in runtime: inout Runtime<R>
    ) -> RuleName? {
        var pending = effects
        while let step = runtime.nextFollowUp(after: pending, model: followUps) {
            switch step {
            case .stoppedAtLimit:
                return .followUpChainStops
            case .reduced(_, let verdict):
                if let broken = verdict.brokenRule {
                    runtime.dropQueued()
                    return broken
                }
                if case .accepted(let more) = verdict { pending = more } else { pending = [] }
            }
        }
        return nil
    }

    /// The position in `actions` where `rule` first breaks, replayed from the initial state.
    func failingPosition(_ actions: some Collection<R.Action>, rule: RuleName) -> Int? {
        var runtime = Runtime(state: initialState, reducer: reducer, followUpLimit: followUpLimit)
        for (position, action) in actions.enumerated() where send(action, to: &runtime).broken == rule {
            return position
        }
        return nil
    }

    /// The smallest sublist of `walk` found that still breaks `rule`: chunks are removed,
    /// halving their size, until no single action can go.
    func shrink(_ walk: [R.Action], breaking rule: RuleName) -> [R.Action] {
        var current = walk
        var chunk = max(1, current.count / 2)
        while true {
            var start = 0
            var removedAny = false
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(current.count, start + chunk))
                if let position = failingPosition(candidate, rule: rule) {
                    current = Array(candidate.prefix(position + 1))
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1, !removedAny { return current }
            if !removedAny { chunk = max(1, chunk / 2) }
        }
    }

}

extension Fuzzer {
    /// A fuzzer with an explorer's reducer, initial state, possible actions, state rules and
    /// follow-ups: the rules an example states once, checked on random walks as well as on
    /// the reachable space. (Transition rules stay the explorer's.)
    public init<Key>(_ explorer: Explorer<R, Key>) {
        self.init(reducer: explorer.reducer, initialState: explorer.initialState, actions: explorer.actions)
        invariants = explorer.stateInvariants.map { Invariant(name: $0.name, holds: $0.holds) }
        followUps = explorer.followUps
        followUpLimit = explorer.followUpLimit
    }
}
