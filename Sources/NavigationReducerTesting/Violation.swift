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
    /// Why each step of the path was refused, `nil` where it was not: the last one, how a
    /// reducer checked by the app's rules keeps one (the state that would break it is never
    /// reached); one on the way, an answer of running work the app refused.
    let refusals: [NavigationRejection?]
}

extension Violation: CustomStringConvertible, CustomDebugStringConvertible {
    /// One line: the rule and the actions that break it, what a failed
    /// `#expect(report.violations.isEmpty)` shows of each.
    public var description: String {
        let steps = zip(path, refusals).map { action, refusal in
            defaultActionDescription(action) + (refusal.map { " (rejected: \($0))" } ?? "")
        }
        let said = steps.joined(separator: ", ")
        return "\"\(rule)\" broken by \(said.isEmpty ? "the initial state" : said)"
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
        var driver = PureDriver(
            Runtime(state: state, reducer: reducer, followUpLimit: followUpLimit), sending: followUps ?? { _ in [] })
        var trace = Trace<Action>()
        var refusals: [NavigationRejection?] = []
        for action in path {
            let start = driver.steps.count
            driver.process(action)
            for case .reduced(let reduced, let verdict) in driver.steps[start...] {
                trace.record(Trace<Action>.Entry(reduced, verdict, leading: driver.runtime.state))
            }
            refusals.append(
                driver.steps[start...].first.flatMap { step in
                    guard case .reduced(_, let verdict) = step else { return nil }
                    return verdict.rejection ?? (driver.runtime.state as? any RefusedWithinStep)?.refusalWithinLastStep
                })
        }
        self.init(rule: rule, path: path, trace: trace, refusals: refusals)
    }
}
