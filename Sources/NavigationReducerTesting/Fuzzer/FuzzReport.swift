import NavigationReducer

/// What a ``Fuzzer`` run found: how much it tried and, if a rule broke, the minimal trace
/// that breaks it.
public struct FuzzReport<Action>: CustomStringConvertible {
    /// The seed the walks were drawn from: run again with it to see the same violation.
    public let seed: UInt64
    /// Steps taken, up to the violation if there was one.
    public let steps: Int
    /// Actions the reducer accepted.
    public let acceptedCount: Int
    /// Times a walk started over from the initial state.
    public let restarts: Int
    /// The broken rule, if any.
    public let violation: FuzzViolation<Action>?

    /// `fuzzed 100000 steps (seed 42): no rule broken`, or the rule, the seed and the
    /// shrunk actions, one a line.
    public var description: String {
        guard let violation else {
            return
                "fuzzed \(steps) steps (seed \(seed)), \(acceptedCount) accepted, \(restarts) restarts: no rule broken"
        }
        var lines = [
            "rule broken: \(violation.rule)",
            "  seed \(seed), after \(steps) steps; the walk of \(violation.walkLength) actions shrinks to \(violation.trace.entries.count):",
        ]
        for (index, entry) in violation.trace.entries.enumerated() {
            let outcome = entry.rejection.map { " (rejected: \($0))" } ?? ""
            lines.append("    \(index + 1). \(ValueDump.line(of: entry.action))\(outcome)")
        }
        return lines.joined(separator: "\n")
    }
}

/// A rule a fuzz run broke, with the shortest action list found that breaks it.
public struct FuzzViolation<Action> {
    /// The rule's name; ``Fuzzer/rejectLeavesState`` for a rejection that changed the state.
    public let rule: String
    /// How long the failing walk was before shrinking.
    public let walkLength: Int
    /// The shrunk actions with their outcomes, replayable with `Trace/replay(from:reducer:)`.
    public let trace: Trace<Action>
}

extension FuzzReport: Sendable where Action: Sendable {}
extension FuzzViolation: Sendable where Action: Sendable {}
