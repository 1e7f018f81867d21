import Foundation
import NavigationReducer

extension Explorer {
    /// Runs the breadth-first search on the calling thread and checks every rule.
    ///
    /// - Complexity: O(*t*) reducer calls and hash look-ups for *t* tries; memory O(*s*) for
    ///   *s* states kept (two levels' with ``keepingFingerprintsOnly()``), plus about 30 to 50
    ///   bytes a state found and 12 bytes a state-changing transition.
    @inlinable
    public func run() -> ExplorationReport<R, Key> {
        var numbering = Numbering(self)
        var runtime = Runtime(state: initialState, reducer: reducer, followUpLimit: followUpLimit)
        var rejections = RejectionTally()
        var position: Int32 = 0
        var levelEnd = 1
        while position < numbering.graph.count,
            tryState(at: position, numbering: &numbering, runtime: &runtime, rejections: &rejections)
        {
            position += 1
            if position == levelEnd {
                if numbering.hashIsKey { numbering.forgetStates(before: levelEnd) }
                levelEnd = numbering.graph.count
            }
        }
        return numbering.report(of: self, rejections: rejections)
    }

    /// Tries the actions of the state at `position`, the first whose actions were not tried,
    /// and numbers the states they reach; `false` when the search outgrew its memory budget.
    @inlinable
    func tryState(
        at position: Int32, numbering: inout Numbering, runtime: inout Runtime<R>, rejections: inout RejectionTally
    ) -> Bool {
        let state = numbering.graph.state(at: Int(position))
        var withinBudget = true
        let findings = tryActions(
            of: state, at: position, hash: numbering.graph.hash(at: Int(position)),
            depth: numbering.graph.depth(at: Int(position)), in: &runtime, rejections: &rejections
        ) { action, reached, hash in
            withinBudget = withinBudget && numbering.add(reached, hash: hash, from: position, by: action)
        }
        numbering.add(findings, of: position)
        return withinBudget
    }

    /// A broken rule: the state (or the transition out of it) where it first broke.
    @usableFromInline struct BrokenRule {
        @usableFromInline let rule: RuleName
        @usableFromInline let order: SearchOrder
        /// For a transition rule, the action whose transition broke it.
        @usableFromInline let lastAction: R.Action?

        @usableFromInline init(rule: RuleName, order: SearchOrder, lastAction: R.Action?) {
            self.rule = rule
            self.order = order
            self.lastAction = lastAction
        }
    }
}

extension Explorer where R: Sendable, R.State: Sendable {
    /// Runs the breadth-first search on up to `workers` threads and checks every rule.
    ///
    /// Each level is split into runs shared out between the workers — a level of fewer states
    /// than workers shares each state's actions, so ``actions`` must list the same actions
    /// in the same order each time it is asked for one state — and the states they find are
    /// numbered in the order one worker would have found them: the report — states, shortest
    /// paths, counts — is the same for any number of workers, unless the memory limit cut it.
    /// The explorer's closures are then called from several threads at once, which is why
    /// they are `@Sendable`.
    ///
    /// At most one thread a processor core works: more would only wait for each other. The
    /// threads stay, asleep, for the next search; searches running at once each have their
    /// own. A level whose states would take under 40 µs on one thread, at the pace of the
    /// level before, stays on the calling thread: handing it out costs about as much as it
    /// saves, and a small exploration would be slower with more workers. Before iOS 18,
    /// macOS 15 and their siblings, a level of under 64 states stays there too: waking the
    /// other threads for each level costs more.
    @inlinable
    public func run(workers: Int) -> ExplorationReport<R, Key> {
        run(
            onThreads: min(workers, ProcessInfo.processInfo.activeProcessorCount),
            smallestSharedWork: .microseconds(40))
    }

    /// ``run(workers:)`` on `workers` threads, however many cores the machine has, sharing a
    /// level out only when its states took at least `smallestSharedWork` on one thread at the
    /// last level's pace.
    @inlinable
    package func run(onThreads workers: Int, smallestSharedWork: Duration = .zero) -> ExplorationReport<R, Key> {
        guard workers > 1 else { return run() }
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
            return search(workers: workers, smallestSharedLevel: 64, smallestSharedWork: smallestSharedWork) {
                queues, body in
                let runs = queues.reduce(0) { $0 + $1.count }
                DispatchQueue.concurrentPerform(iterations: workers) { thread in
                    for run in stride(from: thread, to: runs, by: workers) { body(run, thread) }
                }
            }
        }
        let crew = SearchCrew.borrow(helpers: workers - 1)
        defer { crew.giveBack() }
        return search(workers: workers, smallestSharedLevel: 1, smallestSharedWork: smallestSharedWork) {
            queues, body in crew.perform(queues: queues, body)
        }
    }

    /// The search, level by level, with each level of at least `smallestSharedLevel` states,
    /// and of at least `smallestSharedWork` at the last level's pace, cut into runs, which
    /// `perform` calls on its threads, given each thread's runs and called with the run and the
    /// thread; the other levels are searched on the calling thread as ``run()`` searches.
    @inlinable
    func search(
        workers: Int, smallestSharedLevel: Int, smallestSharedWork: Duration,
        perform: ([[Int]], @escaping @Sendable (_ run: Int, _ thread: Int) -> Void) -> Void
    ) -> ExplorationReport<R, Key> {
        var numbering = Numbering(self)
        var runtime = Runtime(state: initialState, reducer: reducer, followUpLimit: followUpLimit)
        var rejections = RejectionTally()
        // One tally a thread for the shared levels, for the whole search, added to the calling
        // thread's at its end: a count is a sum, and each kind's example the first in search
        // order, whatever tally met it.
        let tallies = Slots<RejectionTally>(count: workers)
        let clock = ContinuousClock()
        // The time one state of the last level took on one thread; none before the first level.
        var pace: Duration?
        var level = 0..<1
        var depth: Int32 = 0
        var withinBudget = true
        while withinBudget, !level.isEmpty {
            let start = clock.now
            let runs = LevelRuns(of: level, workers: workers)
            let worthSharing = pace.map { $0 * level.count >= smallestSharedWork } ?? (smallestSharedWork == .zero)
            if level.count >= smallestSharedLevel, runs.count > 1, worthSharing {
                let results = Slots<RunFindings>(count: runs.count)
                perform(runs.queues(finder: numbering.graph.finder(at:))) {
                    [graph = numbering.graph, index = numbering.index, hashIsKey = numbering.hashIsKey, depth]
                    run,
                    thread in
                    let start = clock.now
                    var found = tallies.update(at: thread, startingWith: RejectionTally.init) { rejections in
                        tryRun(
                            runs[run], of: graph, index: index, hashIsKey: hashIsKey, depth: depth,
                            rejections: &rejections)
                    }
                    found.thread = UInt8(truncatingIfNeeded: thread)
                    found.elapsed = clock.now - start
                    results.set(found, at: run)
                }
                let found = results.values
                // The runs' own time, without the hand-out and the wait for the last run.
                pace = found.reduce(.zero) { $0 + $1.elapsed } / level.count
                withinBudget = numbering.add(found)
            } else {
                for position in level where withinBudget {
                    withinBudget = tryState(
                        at: Int32(position), numbering: &numbering, runtime: &runtime, rejections: &rejections)
                }
                pace = (clock.now - start) / level.count
            }
            level = level.upperBound..<numbering.graph.count
            if numbering.hashIsKey { numbering.forgetStates(before: level.lowerBound) }
            depth += 1
        }
        for tally in tallies.values { rejections.merge(tally) }
        return numbering.report(of: self, rejections: rejections)
    }
}
