import NavigationReducer

extension TestStore {
    /// Asserts that the actions so far produced `effects`, in this order, among those not yet
    /// asserted, and marks them asserted.
    ///
    /// Fails naming the first effect that was not produced, with the effects that were.
    public func expectEffects(
        _ effects: [R.Effect],
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        var remaining = pendingEffects
        var searchFrom = 0
        for effect in effects {
            guard let index = remaining[searchFrom...].firstIndex(of: effect) else {
                return fail(
                    "expectEffects: \(ValueDump.line(of: effect)) was not produced. Effects not yet asserted:\n"
                        + list(pendingEffects), at: TestLocation(fileID, filePath, line, column))
            }
            remaining.remove(at: index)
            searchFrom = index
        }
        pendingEffects = remaining
    }

    /// Feeds back the action that `effect` would send — a network reply, a timer — and checks
    /// the new state like ``send(_:fileID:filePath:line:column:_:)``. The effect counts as
    /// asserted; it may have been asserted already with ``expectEffects(_:fileID:filePath:line:column:)``.
    /// Each produced effect sends back at most once.
    ///
    /// Fails when no action produced `effect`, or its result was already sent, or as
    /// `send` does.
    public func send(
        _ action: R.Action,
        from effect: R.Effect,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ expectedChange: ((inout R.State) throws -> Void)? = nil
    ) {
        let location = TestLocation(fileID, filePath, line, column)
        guard let index = receivableEffects.firstIndex(of: effect) else {
            return fail(
                "send(\(describe(action)), from: \(ValueDump.line(of: effect))): no action produced that effect, or its result was already sent. Effects whose result was not sent yet:\n"
                    + list(receivableEffects), at: location)
        }
        receivableEffects.remove(at: index)
        if let pending = pendingEffects.firstIndex(of: effect) { pendingEffects.remove(at: pending) }
        process(action, step: "send", at: location, expectedChange)
    }

    /// Ends the test: every effect must have been asserted (in exhaustive mode), no received
    /// action may wait, and no work may still run.
    public func finish(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = TestLocation(fileID, filePath, line, column)
        requireAsserted(before: "finish()", at: location)
        if runtime.hasRunningWork {
            fail("finish(): work is still running, started by:\n" + listRunningWork(), at: location)
        }
    }

    /// Records what an accepted action produced: as values, or run through the factory — its
    /// bodies held back when `holdingBodies`, for a replay that delivers their answers. A
    /// follow-up chain stopped at the limit fails at `location`, the test's step.
    func record(_ effects: EffectList<R.Effect>, at location: TestLocation, holdingBodies: Bool = false) {
        guard let effectFactory else {
            pendingEffects += effects
            receivableEffects += effects
            return
        }
        pendingEffects += effects
        let factory = holdingBodies ? { effectFactory($0).replacingBody(waitUntilCancelled) } : effectFactory
        work.run(effects, in: &runtime, through: factory) { step in
            switch step {
            case .notStarted(let effect), .cancel(_, let effect), .restart(_, let effect, _, _),
                .refusedWhileRunning(let effect):
                cancelledWork.append(effect)
            case .cancelEach(let cancelled):
                cancelledWork += cancelled.map(\.effect)
            case .followUpsStopped(let dropped, let limit):
                fail("follow-up actions stopped at \(limit): \(dropped) queued actions dropped", at: location)
            case .none, .queued, .droppedAfterStop, .start:
                return
            }
        }
    }
}

/// A work body that sends nothing and returns when its task is cancelled.
@Sendable func waitUntilCancelled<Action>(_: Send<Action>) async {
    let (never, continuation) = AsyncStream<Never>.makeStream()
    for await _ in never {}
    continuation.finish()
}
