import Foundation
import Testing

@testable import NavigationReducerTesting

@Suite("A search crew runs each run once")
struct SearchCrewTests {
    /// Queues of runs, one a thread, the calling thread's first: even, all on one thread, all on
    /// the other, and over three threads with one idle.
    static let queues: [[[Int]]] = [
        [[0, 1, 2], [3, 4]],
        [Array(0..<64), []],
        [[], Array(0..<64)],
        [[0], [1, 2, 3, 4, 5, 6, 7, 8], []],
    ]

    @Test(
        "every run of every thread's queue runs exactly once a level, on a thread of the crew",
        .timeLimit(.minutes(1)), arguments: queues)
    func everyRunRunsOnce(queues: [[Int]]) {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        let runs = queues.reduce(0) { $0 + $1.count }
        let levels = 50
        let seen = Seen(runs: runs)
        let crew = SearchCrew.borrow(helpers: queues.count - 1)
        defer { crew.giveBack() }
        for level in 1...levels {
            crew.perform(queues: queues) { run, thread in
                seen.lock.withLock {
                    seen.runs[run] += 1
                    seen.threads.insert(thread)
                }
            }
            // Every run has returned by the time `perform` does.
            seen.lock.withLock {
                #expect(seen.runs == [Int](repeating: level, count: runs))
                #expect(seen.threads.isSubset(of: Set(queues.indices)))
            }
        }
    }
}

/// What the crew's threads ran, under a lock the thread sanitizer sees (`pthread_mutex`).
private final class Seen: @unchecked Sendable {
    let lock = NSLock()
    var runs: [Int]
    var threads: Set<Int> = []

    init(runs: Int) {
        self.runs = [Int](repeating: 0, count: runs)
    }
}
