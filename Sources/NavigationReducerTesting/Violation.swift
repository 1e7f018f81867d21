import NavigationReducer

/// A rule an ``Explorer`` or a ``Fuzzer`` found broken, with the shortest way it found to
/// break it: a failing test in a few lines.
public struct Violation<Action> {
    /// The rule's name: an invariant's, one of the app's `AppRules` (a route guard goes by
    /// its own name), or one the runtime keeps — `RuleName.rejectLeavesState`,
    /// `RuleName.followUpChainStops`.
    public let rule: RuleName
    /// The actions to send from the initial state to break the rule: the explorer's shortest
    /// path, or the fuzzer's walk shrunk.
    public let path: [Action]
    /// The path as a trace: each action with its outcome, each accepted one followed by what
    /// its effects sent back when the search follows up. `trace.replay(from:reducer:)` shows
    /// every state on the way.
    public let trace: Trace<Action>
    /// Why the path's last action was refused, when it was — how a reducer checked by the
    /// app's rules keeps one: the state that would break it is never reached.
    let lastRefusal: NavigationRejection?
}

extension RuleName {
    /// The rule the explorer and the fuzzer always check: a rejected action leaves the state
    /// exactly as it was. A reducer that changes the state and then refuses breaks it.
    public static var rejectLeavesState: RuleName { "a rejected action leaves the state as it was" }
    /// The rule an explorer or a fuzzer that follows up checks: the actions effects send back
    /// stop before the store's follow-up limit.
    public static var followUpChainStops: RuleName { "a follow-up chain stops at the limit" }
}

extension Verdict {
    /// The rule a refusal broke, read one way by the explorer and the fuzzer: a change the
    /// reducer made before refusing breaks ``RuleName/rejectLeavesState``; a refusal by the
    /// app's declared rules is that rule broken — the reducer tried to reach a state that
    /// breaks it. `nil` for an accepted action and a clean refusal.
    @inlinable package var brokenRule: RuleName? {
        switch self {
        case .accepted, .refused: nil
        case .refusedAfterChanging: .rejectLeavesState
        case .brokeRule(let name): name
        }
    }
}

extension Violation: CustomStringConvertible, CustomDebugStringConvertible {
    /// One line: the rule and the actions that break it, what a failed
    /// `#expect(report.violations.isEmpty)` shows of each.
    public var description: String {
        let steps = path.map { defaultActionDescription($0) }.joined(separator: ", ")
        let refused = lastRefusal.map { " (the last one rejected: \($0))" } ?? ""
        return "\"\(rule)\" broken by \(steps.isEmpty ? "the initial state" : steps)\(refused)"
    }

    public var debugDescription: String { description }
}

extension Violation: Equatable where Action: Equatable {}
extension Violation: Sendable where Action: Sendable {}

extension Violation where Action: Sendable {
    /// A violation of `rule` by `path`, sent one by one from `state`: its trace holds each
    /// action with its outcome and, after each accepted one, the actions `followUps` says its
    /// effects send back, as a store runs them.
    init<R: Reducer>(
        _ rule: RuleName, path: [Action], from state: R.State, through reducer: R,
        followUps: ((R.Effect) -> [Action])?, followUpLimit: Int
    ) where R.Action == Action, R.State: NavigableState {
        var runtime = Runtime(state: state, reducer: reducer, followUpLimit: followUpLimit)
        var trace = Trace<Action>()
        var lastRefusal: NavigationRejection?
        for action in path {
            let verdict = runtime.reduceChecking(action)
            trace.record(TraceEntry(action, verdict))
            lastRefusal = trace.entries.last?.rejection
            guard case .accepted(var pending) = verdict, let followUps else { continue }
            while let step = runtime.nextFollowUp(after: pending, model: followUps) {
                pending = []
                if case .reduced(let followUp, let verdict) = step {
                    trace.record(TraceEntry(followUp, verdict))
                    if case .accepted(let more) = verdict { pending = more }
                }
            }
        }
        self.init(rule: rule, path: path, trace: trace, lastRefusal: lastRefusal)
    }
}
