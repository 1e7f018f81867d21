import NavigationReducer

extension Fuzzer {
    /// What a ``Fuzzer`` run found: how much it tried and, if a rule broke, a trace that breaks
    /// it from which no single action and no pair of actions can be removed.
    public struct Report: CustomStringConvertible, Sendable {
        /// The seed the walks were drawn from: run again with it to see the same violation.
        public let seed: UInt64
        /// Steps taken, up to the violation if there was one.
        public let steps: Int
        /// Actions the reducer accepted.
        public let acceptedCount: Int
        /// Times a walk started over from the initial state.
        public let restarts: Int
        /// The broken rule, if any, with the walk that broke it shrunk until no single action and
        /// no pair of actions can be removed and still break it.
        public let violation: Violation<R.Action>?
        /// How long the walk that broke the rule was before it was shrunk.
        public let failingWalkLength: Int?

        /// `fuzzed 100000 steps (seed 42): no rule broken`, or the rule, the seed and the
        /// shrunk actions, one a line.
        public var description: String {
            guard let violation else {
                return
                    "fuzzed \(steps) steps (seed \(seed)), \(acceptedCount) accepted, \(restarts) restarts: no rule broken"
            }
            var lines = [
                "rule broken: \(violation.rule)",
                "  seed \(seed), after \(steps) steps; the walk of \(failingWalkLength ?? 0) actions shrinks to \(violation.path.count):",
            ]
            for (index, entry) in violation.trace.entries.enumerated() {
                let outcome = entry.rejection.map { " (rejected: \($0))" } ?? ""
                lines.append("    \(index + 1). \(defaultActionDescription(entry.action))\(outcome)")
            }
            return lines.joined(separator: "\n")
        }
    }
}
