/// A level cut into runs, in order, each offered first to the thread that found its first
/// state and taken by another when that one is busy: up to 16 runs a worker; in a level of
/// fewer states than workers, each state's actions shared between runs, so that even one state
/// keeps every worker busy. Each run costs a runtime of its own: cutting a small level finer
/// was slower on CheckoutApp.
@usableFromInline
struct LevelRuns: Sendable {
    @usableFromInline let level: Range<Int>
    @usableFromInline let workers: Int
    @usableFromInline let count: Int
    /// Into how many runs each state's actions are shared: 1 in a large level.
    @usableFromInline let shares: Int

    @usableFromInline init(of level: Range<Int>, workers: Int) {
        self.level = level
        self.workers = workers
        shares = level.isEmpty ? 1 : max(1, (workers + level.count - 1) / level.count)
        count = shares > 1 ? level.count * shares : min(level.count, workers * 16)
    }

    /// The runs of each thread: those whose first state it found, and a state's shares in turn.
    @usableFromInline func queues(finder: (Int) -> UInt8) -> [[Int]] {
        var queues = [[Int]](repeating: [], count: workers)
        for run in 0..<count {
            let thread = shares > 1 ? run % workers : Int(finder(self[run].states.lowerBound)) % workers
            queues[thread].append(run)
        }
        return queues
    }

    @usableFromInline subscript(run: Int) -> LevelRun {
        guard shares == 1 else {
            let state = level.lowerBound + run / shares
            return LevelRun(states: state..<state + 1, share: run % shares, shares: shares)
        }
        return LevelRun(
            states: level.lowerBound + level.count * run / count..<level.lowerBound + level.count * (run + 1) / count)
    }
}

/// What one run of a level tries: a share of the actions of each of its states.
/// Neither it nor `LevelRuns` is inlined: each is used once a run or a state, not once a try.
@usableFromInline
struct LevelRun: Sendable {
    @usableFromInline let states: Range<Int>
    /// Which share, of `shares` equal ones: `0` of `1` is all the actions.
    @usableFromInline let share: Int
    @usableFromInline let shares: Int

    @usableFromInline init(states: Range<Int>, share: Int = 0, shares: Int = 1) {
        self.states = states
        self.share = share
        self.shares = shares
    }
}
