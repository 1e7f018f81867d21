/// What carries out a ``Runtime``'s decisions: the ``Store``, the testing module's
/// `TestStore`, and the ``PureDriver`` that the explorer, the fuzzer, the late-answer model and
/// a violation's trace share.
///
/// A driver says how it processes one action — reduce it, carry out what the runtime decided,
/// tell whoever listens — and the runtime takes the queued actions to it, first in first out,
/// in ``drain()``: the one place the queue is drained, so every driver sees follow-ups in the
/// same order and stops at the same limit.
@usableFromInline
package protocol RuntimeDriver<Core> {
    associatedtype Core: Reducer where Core.State: NavigableState, Core.Action: Sendable
    /// The runtime driven, read and written one short access at a time: a driver's step may
    /// tell observers that read it again.
    var runtime: Runtime<Core> { get set }
    /// Processes an action the runtime took from its queue.
    mutating func processQueued(_ action: Core.Action)
}

extension RuntimeDriver {
    /// Processes every queued action, first in first out — those the actions it processes
    /// queue included — until none is left and the runtime is idle.
    @inlinable
    package mutating func drain() {
        while let next = runtime.nextQueued() { processQueued(next) }
    }
}
