import Foundation

/// A clock whose time moves only when the test says so: work that sleeps on it wakes when
/// ``advance(by:)`` reaches its deadline, so a test of a timer or a debounce takes no real
/// time and runs the same way every time.
///
/// ```swift
/// let clock = ManualClock()
/// let store = TestStore(initialState: AppState(), reducer: AppReducer()) { _ in
///     .run { send in
///         try? await clock.sleep(for: .seconds(1))
///         await send(.refreshed)
///     }
/// }
/// store.send(.refreshTapped)
/// await clock.waitForSleepers()  // move time once the work sleeps
/// clock.advance(by: .seconds(1))
/// await store.receive(.refreshed) { $0.refreshCount = 1 }
/// store.finish()
/// ```
public final class ManualClock: Clock, @unchecked Sendable {
    /// A moment on a manual clock: the time advanced since it started.
    public struct Instant: InstantProtocol {
        /// Time since the clock started.
        public var offset: Duration

        public init(offset: Duration) { self.offset = offset }

        public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
        public func duration(to other: Self) -> Duration { other.offset - offset }
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Sleeper] = []
    private var lastSleeperID = 0
    private var arrivalWaiters: [ArrivalWaiter] = []
    private var lastWaiterID = 0

    /// A test waiting for sleepers: resumed with `true` when they sleep, `false` at its deadline.
    private struct ArrivalWaiter {
        let id: Int
        let count: Int
        let continuation: CheckedContinuation<Bool, Never>
        var deadline: Task<Void, Never>?
    }

    /// A clock at time zero.
    public init() {}

    public var now: Instant { lock.withLock { current } }
    public var minimumResolution: Duration { .zero }

    /// Sleeps until the test advances the clock to `deadline`; throws `CancellationError`
    /// when the work is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = lock.withLock {
            lastSleeperID += 1
            return lastSleeperID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (resumeNow, arrived) = lock.withLock { () -> (Bool, [ArrivalWaiter]) in
                    if deadline <= current || Task.isCancelled { return (true, []) }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return (false, takeArrivalWaiters())
                }
                for waiter in arrived {
                    waiter.deadline?.cancel()
                    waiter.continuation.resume(returning: true)
                }
                if resumeNow {
                    if Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        continuation.resume()
                    }
                }
            }
        } onCancel: {
            let cancelled = lock.withLock { () -> Sleeper? in
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward by `duration`, waking every sleeper whose deadline it reaches, in
    /// deadline order.
    public func advance(by duration: Duration) {
        let woken = lock.withLock { () -> [Sleeper] in
            current = current.advanced(by: duration)
            let due = sleepers.filter { $0.deadline <= current }.sorted { $0.deadline < $1.deadline }
            sleepers.removeAll { $0.deadline <= current }
            return due
        }
        for sleeper in woken { sleeper.continuation.resume() }
    }

    /// How many sleepers wait for a later time.
    public var sleeperCount: Int { lock.withLock { sleepers.count } }

    /// Waits until at least `count` pieces of work sleep on this clock — so the test
    /// advances time only once the work it means to wake is waiting. Resumed by the work's
    /// own call to `sleep`, never by polling.
    ///
    /// Fails the test where it is written, and returns, when they do not all sleep within
    /// `timeout` of real time: work that was cancelled, ended or never started will not
    /// sleep, and a wait without a bound would hang the test instead of failing it.
    public func waitForSleepers(
        _ count: Int = 1, timeout: Duration = .seconds(30),
        onFailure: @escaping @MainActor (TestStoreFailure) -> Void = TestStoreFailure.record,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let arrived = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let id = lock.withLock { () -> Int? in
                if sleepers.count >= count { return nil }
                lastWaiterID += 1
                arrivalWaiters.append(ArrivalWaiter(id: lastWaiterID, count: count, continuation: continuation))
                return lastWaiterID
            }
            guard let id else { return continuation.resume(returning: true) }
            let deadline = Task { [weak self] in
                guard (try? await Task.sleep(for: timeout)) != nil else { return }
                // A main actor busy with other tests holds back the work too: what it queued
                // before the deadline runs first.
                await MainActor.run {}
                await Task.yield()
                self?.giveUp(waiter: id)
            }
            let late = lock.withLock { () -> Bool in
                guard let index = arrivalWaiters.firstIndex(where: { $0.id == id }) else { return true }
                arrivalWaiters[index].deadline = deadline
                return false
            }
            if late { deadline.cancel() }
        }
        guard !arrived else { return }
        let sleeping = sleeperCount
        let failure = TestStoreFailure(
            "waitForSleepers(\(count)): after \(timeout), \(sleeping) of \(count) pieces of work sleep on the clock: "
                + "the work meant to sleep was cancelled, ended or never started",
            fileID: fileID, filePath: filePath, line: line, column: column)
        await onFailure(failure)
    }

    /// The wait `id` reached its deadline: it resumes, saying the sleepers did not come.
    private func giveUp(waiter id: Int) {
        let waiter = lock.withLock { () -> ArrivalWaiter? in
            guard let index = arrivalWaiters.firstIndex(where: { $0.id == id }) else { return nil }
            return arrivalWaiters.remove(at: index)
        }
        waiter?.continuation.resume(returning: false)
    }

    /// Removes and returns the waiters whose count of sleepers is reached; called locked.
    private func takeArrivalWaiters() -> [ArrivalWaiter] {
        let ready = arrivalWaiters.filter { $0.count <= sleepers.count }
        arrivalWaiters.removeAll { $0.count <= sleepers.count }
        return ready
    }
}
