import Dispatch
import NavigationReducer

extension Explorer {
    /// Runs the breadth-first search on the calling thread and checks every rule.
    ///
    /// - Complexity: O(*t*) reducer calls and hash look-ups for *t* tries; memory O(*s*) for
    ///   *s* states kept, plus 12 bytes a state-changing transition.
    @inlinable
    public func run() -> ExplorationReport<R, Key> {
        search { graph, level, depth, index in [expand(graph, level, depth: depth, index: index)] }
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
    @inlinable
    func search(expandLevel: (ExplorationGraph<R.State>, Range<Int>, Int, VisitedIndex) -> [Findings])
        -> ExplorationReport<R, Key>
    {
        var graph = ExplorationGraph<R.State>()
        var index = VisitedIndex()
        var findings = Findings()
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
            let runs = expandLevel(graph, level, Int(depth), index)
            for run in runs {
                if run.cutByDepth { truncation = truncation ?? .depth }
                findings.transitions += run.transitions
                findings.deadEnds += run.deadEnds
                graph.unfinished += run.unfinished
                findings.rejections.merge(run.rejections)
                for violation in run.violations.values { findings.record(violation) }
                for (from, action, to) in run.edges { graph.addEdge(from: from, to: to, actionIndex: action) }
            }
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
                        graph.add(state, hash: hash, parent: from, actionIndex: action, depth: depth + 1)
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

        return ExplorationReport(
            explorer: self, graph: graph, transitionCount: findings.transitions, rejections: findings.rejections.counts,
            brokenRules: findings.violations.values.sorted { $0.rule.rawValue < $1.rule.rawValue },
            deadEndIndices: findings.deadEnds,
            truncation: truncation
        )
    }
}

extension Explorer where R: Sendable, R.State: Sendable {
    /// Runs the breadth-first search on up to `workers` threads and checks every rule.
    ///
    /// Each level of 64 states or more is split into runs shared out between the workers, and
    /// the states they find are numbered in the order one worker would have found them: the
    /// report — states, shortest paths, counts — is the same for any number of workers. The
    /// explorer's closures are then called from several threads at once, which is why they
    /// are `@Sendable`.
    @inlinable
    public func run(workers: Int) -> ExplorationReport<R, Key> {
        guard workers > 1 else { return run() }
        return search { graph, level, depth, index in
            // Waking other threads for a small level costs more than it saves.
            let runs = level.count < 64 ? 1 : min(level.count, workers * 4)
            guard runs > 1 else { return [expand(graph, level, depth: depth, index: index)] }
            let results = Slots<Findings>(count: runs)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for run in stride(from: worker, to: runs, by: workers) {
                    let range =
                        level.lowerBound + level.count * run / runs..<level.lowerBound + level.count * (run + 1) / runs
                    results.set(expand(graph, range, depth: depth, index: index), at: run)
                }
            }
            return results.values
        }
    }
}

/// One value per concurrent run: each run writes only its own slot, and the slots are read
/// after every run has ended.
@usableFromInline
final class Slots<Value>: @unchecked Sendable {
    @usableFromInline let buffer: UnsafeMutableBufferPointer<Value?>

    @inlinable init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    @inlinable deinit {
        buffer.deinitialize().deallocate()
    }

    @inlinable func set(_ value: Value, at index: Int) {
        buffer[index] = value
    }

    @inlinable var values: [Value] { buffer.compactMap { $0 } }
}
