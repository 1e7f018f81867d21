import Foundation

/// A bound a test puts on a model that would loop for ever if the rule under test broke: it
/// allows `limit` steps, then says no more, so a broken rule ends in a failed assertion
/// instead of a hung suite. A time limit cannot stop a synchronous loop; this can.
final class StepBudget: @unchecked Sendable {
    private let lock = NSLock()
    private var left: Int

    init(_ limit: Int) { left = limit }

    /// Takes one step: `false` once the budget is spent.
    func take() -> Bool {
        lock.withLock {
            guard left > 0 else { return false }
            left -= 1
            return true
        }
    }

    /// Whether every step was taken.
    var isSpent: Bool { lock.withLock { left == 0 } }
}
