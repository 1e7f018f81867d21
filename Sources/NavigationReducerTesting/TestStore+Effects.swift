extension TestStore {
    /// Asserts that the actions so far produced `effects`, in this order, among those not yet
    /// asserted, and marks them asserted.
    ///
    /// - Throws: ``TestStoreFailure`` naming the first effect that was not produced, with the
    ///   effects that were.
    public func expectEffects(_ effects: [Effect], fileID: String = #fileID, line: UInt = #line) throws(TestStoreFailure) {
        var remaining = pendingEffects
        var searchFrom = 0
        for effect in effects {
            guard let index = remaining[searchFrom...].firstIndex(of: effect) else {
                throw failure(
                    "expectEffects: \(ValueDump.line(of: effect)) was not produced. Effects not yet asserted:\n"
                        + list(pendingEffects), fileID, line)
            }
            remaining.remove(at: index)
            searchFrom = index
        }
        pendingEffects = remaining
    }

    /// Feeds back the action that `effect` would send — a network reply, a timer — and checks
    /// the new state like ``send(_:fileID:line:_:)``. The effect counts as asserted; it may
    /// have been asserted already with ``expectEffects(_:fileID:line:)``. Each produced effect
    /// sends back at most once.
    ///
    /// - Throws: ``TestStoreFailure`` when no action produced `effect`, or its result was
    ///   already received (an unexpected received action), or as ``send(_:fileID:line:_:)``
    ///   does.
    public func receive(
        _ action: Action,
        from effect: Effect,
        fileID: String = #fileID,
        line: UInt = #line,
        _ expectedChange: ((inout State) throws -> Void)? = nil
    ) throws(TestStoreFailure) {
        guard let index = receivableEffects.firstIndex(of: effect) else {
            throw failure(
                "receive(\(describe(action))): no action produced the effect \(ValueDump.line(of: effect)) that would send it. Effects not yet received from:\n"
                    + list(receivableEffects), fileID, line)
        }
        receivableEffects.remove(at: index)
        if let pending = pendingEffects.firstIndex(of: effect) { pendingEffects.remove(at: pending) }
        try run(action, step: "receive", fileID: fileID, line: line, expectedChange)
    }

    /// Ends the test: every effect must have been asserted (in exhaustive mode).
    public func finish(fileID: String = #fileID, line: UInt = #line) throws(TestStoreFailure) {
        try requireEffectsAsserted(before: "finish()", fileID: fileID, line: line)
    }
}
