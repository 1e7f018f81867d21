import NavigationReducer

extension TestStore {
    /// Waits for the next action sent by a follow-up or by running work, checks it is
    /// `action`, and processes it like ``send(_:fileID:filePath:line:column:_:)``.
    ///
    /// Actions are received in the order the runtime queued them. Nothing real is awaited
    /// but the work itself: a work body that waits on a ``ManualClock`` goes on when the test
    /// advances the clock.
    ///
    /// Fails — after `timeout` at the latest, never hanging the test — when no action comes,
    /// or another action comes first.
    public func receive(
        _ action: R.Action,
        timeout: Duration = .seconds(1),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ expectedChange: ((inout R.State) throws -> Void)? = nil
    ) async where R.Action: Equatable {
        let location = TestLocation(fileID, filePath, line, column)
        let step = "receive(\(describe(action)))"
        await waitUntil(timeout: timeout) { $0.runtime.queuedCount > 0 || !$0.runtime.hasRunningWork }
        guard let received = runtime.nextQueued() else {
            let running =
                runningWork.isEmpty ? "no work is running" : "work still running, started by:\n" + listRunningWork()
            return fail("\(step): no action was received within \(timeout); \(running)", at: location)
        }
        guard received == action else {
            runtime.settle()
            history.append("receive(\(describe(received))) → unexpected")
            return fail("\(step): received \(describe(received)) instead.", at: location)
        }
        process(received, step: "receive", at: location, expectedChange)
    }

    /// Waits up to `timeout` for running work to end, then ends the test like
    /// ``finish(fileID:filePath:line:column:)``: work still running fails, naming the effect
    /// that started it.
    public func finish(
        timeout: Duration,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        await waitUntil(timeout: timeout) { !$0.runtime.hasRunningWork || $0.runtime.queuedCount > 0 }
        finish(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Advances time for waiting only: resumes when `isDone` holds after an action arrives or
    /// work ends, or when `timeout` has passed.
    func waitUntil(timeout: Duration, _ isDone: (TestStore) -> Bool) async {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while !isDone(self), ContinuousClock.now < deadline {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                waiter = continuation
                let remaining = ContinuousClock.now.duration(to: deadline)
                Task { [weak self] in
                    try? await Task.sleep(for: remaining)
                    self?.resumeWaiter()
                }
            }
        }
    }

    func resumeWaiter() {
        waiter?.resume()
        waiter = nil
    }

    /// Running work sent `action`: the runtime drops it when the work has ended, and
    /// otherwise queues it for ``receive(_:timeout:fileID:filePath:line:column:_:)``.
    func workSent(_ action: R.Action, from id: WorkID) {
        if runtime.hold(action, from: id) {
            resumeWaiter()
        } else {
            droppedActions.append(action)
        }
    }

    func workReturned(_ id: WorkID) {
        runtime.finished(id)
        resumeWaiter()
    }

    /// The actions received and not yet asserted, oldest first.
    var queuedActions: [R.Action] {
        runtime.queuedActions
    }
}
