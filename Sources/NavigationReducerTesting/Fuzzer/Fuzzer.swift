import NavigationReducer

/// Seeded random walks through an app core, checking named rules after every step — for
/// state spaces the ``Explorer`` cannot finish.
///
/// Each walk starts from the initial state and sends actions drawn from what the test says
/// is possible, through the same runtime rules as the store (a rejected action must leave
/// the state exactly as it was — that rule is always checked). A walk restarts after
/// ``walkLength`` steps, or when no action is possible or none has been accepted for a while
/// (a dead end). When a rule breaks, the failing walk is **shrunk** to an action list that
/// still breaks it and from which no single action and no pair of actions can be removed and
/// still break it — returned as a `Trace` that replays. (Shorter lists that reorder the
/// actions may exist: the shrinker only removes.)
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
    /// A named rule every accepted step must keep, judged on the states before and after it,
    /// the action and every effect it and its follow-ups had.
    package struct TransitionInvariant {
        package let name: RuleName
        let holds: (_ before: R.State, _ action: R.Action, _ after: R.State, _ effects: EffectList<R.Effect>) -> Bool
    }
    package private(set) var transitionInvariants: [TransitionInvariant] = []
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

    /// This fuzzer with a rule every accepted step must keep, as
    /// `Explorer.transitionInvariant(_:_:)` states one.
    public func transitionInvariant(
        _ name: RuleName,
        _ holds:
            @escaping (_ before: R.State, _ action: R.Action, _ after: R.State, _ effects: EffectList<R.Effect>)
            -> Bool
    ) -> Self {
        var copy = self
        copy.transitionInvariants.append(TransitionInvariant(name: name, holds: holds))
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

    /// This fuzzer running the follow-ups the app's own factory says each effect sends, as
    /// `Explorer.followingUp(limit:work:)` does.
    public func followingUp(limit: Int = 100_000, work: @escaping (R.Effect) -> Work<R.Action, R.State.Screen>) -> Self
    where R.Action: Hashable {
        followingUp(limit: limit) { work($0).immediateAnswers }
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
    ///   failure: O(*k*³) replays of at most *k* = ``walkLength`` actions in the worst case,
    ///   the pairs' pass over the already shrunk list.
    public func run(seed: UInt64, steps: Int) -> Report {
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
                return Report(
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
        return Report(
            seed: seed, steps: steps, acceptedCount: accepted, restarts: restarts, violation: nil,
            failingWalkLength: nil)
    }

    /// Sends `action` as the store processes it — reduced, its follow-ups drained — and reads
    /// the outcome as the explorer does: whether it was accepted, and the first rule it broke,
    /// if any — in the follow-up chain, then the state rules, then the transition rules.
    func send(_ action: R.Action, to runtime: inout Runtime<R>) -> (accepted: Bool, broken: RuleName?) {
        let before = transitionInvariants.isEmpty ? nil : runtime.state
        var driver = PureDriver(runtime, sending: followUps ?? { _ in [] })
        let verdict = driver.process(action)
        runtime = driver.runtime
        let brokenOnTheWay = driver.steps.lazy.compactMap(\.brokenRule).first
        guard case .accepted = verdict else { return (false, brokenOnTheWay) }
        if let brokenOnTheWay { return (true, brokenOnTheWay) }
        if let broken = invariants.first(where: { !$0.holds(runtime.state) }) { return (true, broken.name) }
        guard let before else { return (true, nil) }
        let after = runtime.state
        let broken = transitionInvariants.first { !$0.holds(before, action, after, driver.effects) }
        return (true, broken?.name)
    }

    /// The position in `actions` where `rule` first breaks, replayed from the initial state.
    func failingPosition(_ actions: some Collection<R.Action>, rule: RuleName) -> Int? {
        var runtime = Runtime(state: initialState, reducer: reducer, followUpLimit: followUpLimit)
        for (position, action) in actions.enumerated() where send(action, to: &runtime).broken == rule {
            return position
        }
        return nil
    }

    /// A sublist of `walk` that still breaks `rule`, from which no single action and no pair
    /// of actions can be removed and still break it: chunks are removed, halving their size,
    /// then single actions and pairs, until none can go. Each removal that keeps the rule
    /// broken also cuts what follows the step where it breaks.
    func shrink(_ walk: [R.Action], breaking rule: RuleName) -> [R.Action] {
        var current = walk
        var chunk = max(1, current.count / 2)
        while chunk > 1 {
            if !removeChunks(of: chunk, from: &current, breaking: rule) { chunk /= 2 }
        }
        while removeChunks(of: 1, from: &current, breaking: rule) || removeAPair(from: &current, breaking: rule) {}
        return current
    }

    /// Removes each run of `size` actions whose removal keeps `rule` broken, in one pass:
    /// whether any went.
    func removeChunks(of size: Int, from actions: inout [R.Action], breaking rule: RuleName) -> Bool {
        var start = 0
        var removedAny = false
        while start < actions.count {
            var candidate = actions
            candidate.removeSubrange(start..<min(actions.count, start + size))
            if let position = failingPosition(candidate, rule: rule) {
                actions = Array(candidate.prefix(position + 1))
                removedAny = true
            } else {
                start += size
            }
        }
        return removedAny
    }

    /// Removes the first pair of actions, next to each other or not, whose removal keeps
    /// `rule` broken: whether one went.
    func removeAPair(from actions: inout [R.Action], breaking rule: RuleName) -> Bool {
        for first in actions.indices {
            for second in actions.indices where second > first {
                var candidate = actions
                candidate.remove(at: second)
                candidate.remove(at: first)
                if let position = failingPosition(candidate, rule: rule) {
                    actions = Array(candidate.prefix(position + 1))
                    return true
                }
            }
        }
        return false
    }
}

extension Fuzzer {
    /// A fuzzer with an explorer's reducer, initial state, possible actions, rules — of states
    /// and of transitions — and follow-ups: the rules an example states once, checked on
    /// random walks as well as on the reachable space.
    public init<Key>(_ explorer: Explorer<R, Key>) {
        self.init(reducer: explorer.reducer, initialState: explorer.initialState, actions: explorer.actions)
        invariants = explorer.stateInvariants.map { Invariant(name: $0.name, holds: $0.holds) }
        transitionInvariants = explorer.transitionInvariants.map { TransitionInvariant(name: $0.name, holds: $0.holds) }
        followUps = explorer.followUps
        followUpLimit = explorer.followUpLimit
    }
}
