/// Records a store's actions into a ``Trace`` while it lives.
@MainActor
public final class TraceRecorder<Action> {
    /// What was recorded so far.
    public private(set) var trace: Trace<Action>
    var stop: (@MainActor () -> Void)?

    init(limit: Int?) {
        self.trace = Trace(limit: limit)
    }

    @usableFromInline
    func record(_ action: Action, _ outcome: TraceOutcome) {
        trace.record(TraceEntry(action, outcome))
    }

    /// Stops recording; the trace so far stays readable.
    public func cancel() {
        stop?()
        stop = nil
    }
}

extension Store {
    /// Starts recording every action this store processes — accepted, rejected with its
    /// reason, or dropped — replacing any recording under way.
    ///
    /// - Parameter limit: Keep only the last `limit` actions (a ring for a field app), or
    ///   `nil` to keep all of them.
    /// - Returns: The recorder: read its ``TraceRecorder/trace``, cancel it to stop.
    public func recordTrace(keepingLast limit: Int? = 10_000) -> TraceRecorder<R.Action> {
        traceRecorder?.cancel()
        let recorder = TraceRecorder<R.Action>(limit: limit)
        recorder.stop = { [weak self, weak recorder] in
            if let self, self.traceRecorder === recorder { self.traceRecorder = nil }
        }
        traceRecorder = recorder
        return recorder
    }
}
