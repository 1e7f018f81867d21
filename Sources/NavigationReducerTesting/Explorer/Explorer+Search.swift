import Foundation
import NavigationReducer

extension Explorer {
    /// Runs the breadth-first search on the calling thread and checks every rule.
    ///
    /// - Complexity: O(*t*) reducer calls and hash look-ups for *t* tries; memory O(*s*) for
    ///   *s* states kept, plus 12 bytes a state-changing transition.
    @inlinable
    public func run() -> ExplorationReport<R, Key> {
        search { graph, level, depth, index, rejections in
            [expand(graph, LevelRun(states: level), depth: depth, index: index, rejections: &rejections)]
        }
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

    /// The search, level by level: `expandLevel` tries the actions of a range of the states,
    /// all at one depth, and returns its findings in runs, in order; the states found are
    /// then numbered in that order, so the result does not depend on how a level was split.
    /// It counts rejections in the tally it is given, or in tallies of its own that
    /// `addRejections` adds to it once the search is over: a count is a sum, and each kind's
    /// example the first in search order, whatever tally met it.
    @inlinable
    func search(
        expandLevel: (ExplorationGraph<R.State>, Range<Int>, Int, VisitedIndex, inout RejectionTally) -> [Findings],
        addRejections: (inout RejectionTally) -> Void = { _ in }
    ) -> ExplorationReport<R, Key> {
        var graph = ExplorationGraph<R.State>()
        var index = VisitedIndex()
        var findings = Findings()
        var rejections = RejectionTally()
        var truncation: ExplorationReport<R, Key>.Truncation?
        var progress = ExplorationProgress(display: progress, memoryLimit: maxMemory)

        let initialHash = hashKey(initialState)
        graph.add(initialState, hash: initialHash, parent: -1, actionIndex: 0, depth: 0)
        index.insert(0, hash: initialHash, at: index.find(hash: initialHash) { _ in false }.slot)

        var level = 0..<1
        var depth: Int32 = 0
        search: while !level.isEmpty {
            // Everything but the new states first, so that a search cut by the memory limit
            // inside a level reports the same whatever the number of workers.
            let runs = expandLevel(graph, level, Int(depth), index, &rejections)
            for run in runs {
                if run.cutByDepth { truncation = truncation ?? .depth }
                findings.transitions += run.transitions
                graph.unfinished += run.unfinished
                for violation in run.violations.values { findings.record(violation) }
                for (from, action, to) in run.edges { graph.addEdge(from: from, to: to, actionIndex: action) }
            }
            findings.deadEnds += Self.deadEnds(in: runs)
            for run in runs {
                for (from, action, state, hash) in run.candidates {
                    let found = index.find(hash: hash) { sameKey(state, graph.states[Int($0)]) }
                    let target: Int32
                    if let known = found.position {
                        target = known
                    } else {
                        guard graph.states.count < maxStates else {
                            truncation = .states
                            graph.unfinished.append(from)
                            continue
                        }
                        target = Int32(graph.states.count)
                        index.insert(target, hash: hash, at: found.slot)
                        graph.add(
                            state, hash: hash, parent: from, actionIndex: action, depth: depth + 1, finder: run.thread)
                        if progress.found(
                            states: graph.states.count, depth: depth + 1, transitions: findings.transitions)
                        {
                            truncation = .memory
                            graph.unfinished += (level.lowerBound..<graph.states.count).map { Int32($0) }
                            break search
                        }
                    }
                    graph.addEdge(from: from, to: target, actionIndex: action)
                }
            }
            level = level.upperBound..<graph.states.count
            depth += 1
        }
        progress.finish(states: graph.states.count, depth: graph.depths.last ?? 0, transitions: findings.transitions)
        addRejections(&rejections)

        return ExplorationReport(
            explorer: self, graph: graph, transitionCount: findings.transitions, rejections: rejections,
            brokenRules: findings.violations.values.sorted { $0.rule.rawValue < $1.rule.rawValue },
            deadEndIndices: findings.deadEnds,
            truncation: truncation
        )
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

    /// The search with each level of at least `smallestSharedLevel` states, and of at least
    /// `smallestSharedWork` at the last level's pace, cut into runs, which `perform` calls on
    /// its threads, given each thread's runs and called with the run and the thread.
    @inlinable
    func search(
        workers: Int, smallestSharedLevel: Int, smallestSharedWork: Duration,
        perform: ([[Int]], @escaping @Sendable (_ run: Int, _ thread: Int) -> Void) -> Void
    ) -> ExplorationReport<R, Key> {
        let clock = ContinuousClock()
        // The time one state of the last level took on one thread; none before the first level.
        var pace: Duration?
        // One tally a thread for the shared levels, for the whole search, added to the search's
        // own at its end.
        let tallies = Slots<RejectionTally>(count: workers)
        return search { graph, level, depth, index, rejections in
            let start = clock.now
            let runs = LevelRuns(of: level, workers: workers)
            let worthSharing = pace.map { $0 * level.count >= smallestSharedWork } ?? (smallestSharedWork == .zero)
            guard level.count >= smallestSharedLevel, runs.count > 1, worthSharing else {
                let findings = expand(
                    graph, LevelRun(states: level), depth: depth, index: index, rejections: &rejections)
                pace = (clock.now - start) / level.count
                return [findings]
            }
            let results = Slots<Findings>(count: runs.count)
            perform(runs.queues(finders: graph.finders)) { run, thread in
                let start = clock.now
                var findings = tallies.update(at: thread, startingWith: RejectionTally.init) { rejections in
                    expand(graph, runs[run], depth: depth, index: index, rejections: &rejections)
                }
                findings.thread = UInt8(truncatingIfNeeded: thread)
                findings.elapsed = clock.now - start
                results.set(findings, at: run)
            }
            // The runs' own time, without the hand-out and the wait for the last run.
            let findings = results.values
            pace = findings.reduce(.zero) { $0 + $1.elapsed } / level.count
            return findings
        } addRejections: { total in
            for tally in tallies.values { total.merge(tally) }
        }
    }
}
