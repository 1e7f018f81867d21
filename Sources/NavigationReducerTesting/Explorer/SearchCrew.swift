import Foundation
import Synchronization

/// Threads that stay awake from one level of a search to the next, so that even a level of a
/// few states can be shared out.
///
/// Waking a sleeping thread costs tens of microseconds on a virtual machine, as much as a
/// small level's work: `DispatchQueue.concurrentPerform` per level made two workers no faster
/// than one on CheckoutApp (Benchmarks/README.md, "The Explorer"). Between levels each helper
/// spins for a while on the crew's generation and sleeps only when no level comes.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@usableFromInline
final class SearchCrew: @unchecked Sendable {
    /// Bumped for each job; a helper starts on a job when it sees a new value.
    private let generation = Atomic<Int>(0)
    private let nextRun = Atomic<Int>(0)
    /// Helpers done with the current job: the calling thread returns when all are.
    private let doneHelpers = Atomic<Int>(0)
    private let helpers: Int
    private let sleepers = Atomic<Int>(0)
    private let wake = DispatchSemaphore(value: 0)
    /// Whether the calling thread sleeps until the last helper is done.
    private let callerSleeps = Atomic<Bool>(false)
    private let lastHelperDone = DispatchSemaphore(value: 0)
    // Written by the calling thread before `generation` changes, read by helpers after.
    private var job: @Sendable (Int) -> Void = { _ in }
    private var runs = 0
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
        let priority = Thread.current.qualityOfService
        for _ in 0..<helpers {
            let thread = Thread { [self] in work() }
            thread.qualityOfService = priority
            thread.start()
        }
    }

    /// Calls `body` once for each of `runs` runs, on the calling thread and the helpers, and
    /// returns when every run has returned and every helper has let go of `body`.
    @usableFromInline
    func perform(runs: Int, _ body: @escaping @Sendable (Int) -> Void) {
        job = body
        self.runs = runs
        nextRun.store(0, ordering: .relaxed)
        doneHelpers.store(0, ordering: .relaxed)
        callerSleeps.store(false, ordering: .relaxed)
        publish()
        claimRuns()
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
        job = { _ in }
    }

    private func publish() {
        generation.add(1, ordering: .sequentiallyConsistent)
        for _ in 0..<sleepers.load(ordering: .sequentiallyConsistent) { wake.signal() }
    }

    private func claimRuns() {
        let job = job
        let runs = runs
        while case let run = nextRun.add(1, ordering: .relaxed).oldValue, run < runs {
            job(run)
        }
    }

    private func work() {
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
            claimRuns()
            let done = doneHelpers.add(1, ordering: .sequentiallyConsistent).newValue
            if done == helpers, callerSleeps.load(ordering: .sequentiallyConsistent) { lastHelperDone.signal() }
        }
    }
}
