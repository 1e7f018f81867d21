import NavigationReducer

/// What a test may ask a real `Store` about its work: kept out of the production API.
extension Store {
    /// How many pieces of work are running: started, and neither finished nor cancelled.
    public var runningWorkCount: Int { runningWorkEffects.count }

    /// Waits until every piece of work has finished or been cancelled, including work
    /// started meanwhile.
    ///
    /// Fails the test where it is written, and returns, when work still runs after `timeout`
    /// of real time — naming the effect that started each — instead of waiting forever for
    /// work that never ends. The default is generous: in a parallel test run, other tests can
    /// hold the main actor, and the work with it, for many seconds.
    public func waitUntilIdle(
        timeout: Duration = .seconds(120),
        onFailure: @escaping @MainActor (TestStoreFailure) -> Void = TestStoreFailure.record,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while let task = runningTasks.first {
            guard await Self.wait(for: task, until: deadline) else {
                // Only cancelled tasks still unwinding: the store's work is over.
                guard !runningWorkEffects.isEmpty else { return }
                let running = runningWorkEffects.map { "  " + ValueDump.line(of: $0) }.joined(separator: "\n")
                return onFailure(
                    TestStoreFailure(
                        "waitUntilIdle(): after \(timeout), work is still running, started by:\n" + running,
                        fileID: fileID, filePath: filePath, line: line, column: column))
            }
        }
    }

    /// Whether `task` ends before `deadline`.
    static func wait(for task: Task<Void, Never>, until deadline: ContinuousClock.Instant) async -> Bool {
        let outcome = FirstOutcome()
        return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            outcome.continuation = continuation
            // Started first: work that already ended answers before a deadline already past.
            Task {
                await task.value
                outcome.resume(true)
            }
            outcome.timer = Task {
                guard (try? await Task.sleep(until: deadline)) != nil else { return }
                outcome.resume(false)
            }
        }
    }
}

/// The first of two outcomes racing to resume one wait.
@MainActor
final class FirstOutcome {
    var continuation: CheckedContinuation<Bool, Never>?
    /// The deadline's task, cancelled once the wait is over.
    var timer: Task<Void, Never>?

    func resume(_ value: Bool) {
        continuation?.resume(returning: value)
        continuation = nil
        timer?.cancel()
    }
}
