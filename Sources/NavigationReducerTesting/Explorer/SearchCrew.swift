import Foundation
import Synchronization

/// Threads that stay awake from one level of a search to the next, so that even a level of a
/// few states can be shared out.
///
/// Waking a sleeping thread costs tens of microseconds on a virtual machine, as much as a
/// small level's work: `DispatchQueue.concurrentPerform` per level made two workers no faster
/// than one on CheckoutApp (Benchmarks/README.md, "The Explorer"). Between levels each helper
/// spins for a while on the crew's generation and sleeps only when no level comes.
///
/// Each thread has a queue of runs: it takes its own from the front and, when they are done,
/// takes another thread's from the back.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@usableFromInline
final class SearchCrew: @unchecked Sendable {
    /// Bumped for each job; a helper starts on a job when it sees a new value.
    private let generation = Atomic<Int>(0)
    /// One queue a thread, the calling thread's first.
    private let queues: [RunQueue]
    /// Helpers done with the current job: the calling thread returns when all are.
    private let doneHelpers = Atomic<Int>(0)
    private let helpers: Int
    private let sleepers = Atomic<Int>(0)
    private let wake = DispatchSemaphore(value: 0)
    /// Whether the calling thread sleeps until the last helper is done.
    private let callerSleeps = Atomic<Bool>(false)
    private let lastHelperDone = DispatchSemaphore(value: 0)
    // Written by the calling thread before `generation` changes, read by helpers after.
    private var job: @Sendable (_ run: Int, _ thread: Int) -> Void = { _, _ in }
    private var dismissed = false

    /// Crews no search is using, one of each size, kept so that the next search finds its
    /// helpers started.
    private static let idle = Mutex<[SearchCrew]>([])

    /// A crew of `helpers` threads, which work beside the calling thread, for one search:
    /// give it back when the search ends.
    @usableFromInline
    static func borrow(helpers: Int) -> SearchCrew {
        let kept = idle.withLock { crews in
            crews.firstIndex { $0.helpers == helpers }.map { crews.remove(at: $0) }
        }
        return kept ?? SearchCrew(helpers: helpers)
    }

    /// Keeps the crew for the next search, its helpers asleep until then, unless a crew of its
    /// size is kept already: then its helpers end.
    @usableFromInline
    func giveBack() {
        let kept = Self.idle.withLock { crews in
            guard !crews.contains(where: { $0.helpers == helpers }) else { return false }
            crews.append(self)
            return true
        }
        if !kept {
            dismissed = true
            publish()
        }
    }

    private init(helpers: Int) {
        self.helpers = helpers
        queues = (0...helpers).map { _ in RunQueue() }
        let priority = Thread.current.qualityOfService
        for helper in 0..<helpers {
            let thread = Thread { [self] in work(as: helper + 1) }
            thread.qualityOfService = priority
            thread.start()
        }
    }

    /// Calls `body` once for each run of `queues` — the calling thread's runs first, then each
    /// helper's — with the thread that runs it, `0` for the calling thread, and returns when
    /// every run has returned and every helper has let go of `body`. A thread takes its own
    /// runs first, then, when they are done, the others' from their far end.
    @usableFromInline
    func perform(queues runs: [[Int]], _ body: @escaping @Sendable (_ run: Int, _ thread: Int) -> Void) {
        job = body
        for (thread, queue) in queues.enumerated() {
            // Lists past the crew's threads join the queue of a thread that is there.
            queue.fill(stride(from: thread, to: runs.count, by: queues.count).flatMap { runs[$0] })
        }
        doneHelpers.store(0, ordering: .relaxed)
        callerSleeps.store(false, ordering: .relaxed)
        publish()
        claimRuns(as: 0)
        var spins = 0
        while doneHelpers.load(ordering: .acquiring) < helpers {
            spins += 1
            if spins > 100 { sched_yield() }
            guard spins > 1_000 else { continue }
            // As for a sleeping helper: either the last helper sees the flag or this sees it done.
            // The sleep is bounded all the same, so that a missed signal costs a moment, not the
            // search.
            callerSleeps.store(true, ordering: .sequentiallyConsistent)
            if doneHelpers.load(ordering: .sequentiallyConsistent) < helpers {
                _ = lastHelperDone.wait(timeout: .now() + .milliseconds(10))
            }
        }
        job = { _, _ in }
    }

    private func publish() {
        generation.add(1, ordering: .sequentiallyConsistent)
        for _ in 0..<sleepers.load(ordering: .sequentiallyConsistent) { wake.signal() }
    }

    /// Runs the thread's own queue from the front, then the others' from the back, so that two
    /// threads meet on one queue only at its end.
    private func claimRuns(as thread: Int) {
        let job = job
        while let run = queues[thread].takeFirst() { job(run, thread) }
        for other in queues.indices.dropFirst() {
            let queue = queues[(thread + other) % queues.count]
            while let run = queue.takeLast() { job(run, thread) }
        }
    }

    private func work(as thread: Int) {
        var seen = 0
        while true {
            var spins = 0
            while generation.load(ordering: .acquiring) == seen {
                spins += 1
                // Yielding lets the calling thread run when the two share a core.
                if spins > 100 { sched_yield() }
                guard spins > 10_000 else { continue }
                // A sleeper is counted before it looks again, so a job published meanwhile
                // either is seen here or signals the semaphore; it looks again every 100 ms all
                // the same, so that a missed signal costs a moment, not the search.
                sleepers.add(1, ordering: .sequentiallyConsistent)
                while generation.load(ordering: .sequentiallyConsistent) == seen {
                    _ = wake.wait(timeout: .now() + .milliseconds(100))
                }
                sleepers.subtract(1, ordering: .sequentiallyConsistent)
                spins = 0
            }
            seen = generation.load(ordering: .acquiring)
            if dismissed { return }
            claimRuns(as: thread)
            let done = doneHelpers.add(1, ordering: .sequentiallyConsistent).newValue
            if done == helpers, callerSleeps.load(ordering: .sequentiallyConsistent) { lastHelperDone.signal() }
        }
    }
}

/// Runs for one thread, taken from either end by a compare-and-swap on both ends at once.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class RunQueue: @unchecked Sendable {
    /// The first run's index in the high half, one past the last's in the low half.
    private let ends = Atomic<UInt64>(0)
    // Written by the calling thread before the crew's generation changes, read by helpers after.
    private var runs: [Int] = []

    func fill(_ runs: [Int]) {
        self.runs = runs
        ends.store(UInt64(runs.count), ordering: .relaxed)
    }

    func takeFirst() -> Int? {
        take { first, end in first < end ? (first + 1, end, first) : nil }
    }

    func takeLast() -> Int? {
        take { first, end in first < end ? (first, end - 1, end - 1) : nil }
    }

    private func take(_ next: (UInt64, UInt64) -> (first: UInt64, end: UInt64, taken: UInt64)?) -> Int? {
        var current = ends.load(ordering: .relaxed)
        while let (first, end, taken) = next(current >> 32, current & 0xFFFF_FFFF) {
            let (exchanged, seen) = ends.compareExchange(
                expected: current, desired: first << 32 | end, ordering: .relaxed)
            if exchanged { return runs[Int(taken)] }
            current = seen
        }
        return nil
    }
}
