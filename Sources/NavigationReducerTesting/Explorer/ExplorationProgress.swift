import Foundation

/// When an exploration prints its progress.
@usableFromInline
enum ProgressDisplay: Sendable {
    case never, whenTerminal, always
}

/// An exploration's progress line and memory budget, looked at every 4,096 states found.
@usableFromInline
struct ExplorationProgress {
    private let shows: Bool
    private let memoryLimit: Int
    private let start = ContinuousClock.now
    private var lastShown: ContinuousClock.Instant
    private var residentAtStart: Int?
    private let residentMemory: @Sendable () -> Int?
    private let stateLimit: Int
    private let depthLimit: Int?
    /// How many states each depth has, the deepest still growing: counted only when shown.
    private(set) var levelSizes: [Int] = [1]
    private var levelDepth: Int32 = 0

    @usableFromInline
    init(
        display: ProgressDisplay, memoryLimit: Int, stateLimit: Int = Int.max, depthLimit: Int? = nil,
        residentMemory: @escaping @Sendable () -> Int?
    ) {
        self.depthLimit = depthLimit
        shows = display == .always || (display == .whenTerminal && isatty(STDERR_FILENO) != 0)
        self.memoryLimit = memoryLimit
        self.stateLimit = stateLimit
        self.residentMemory = residentMemory
        lastShown = start
        residentAtStart = shows || memoryLimit < Int.max ? residentMemory() : nil
    }

    /// Notes that a state was found by trying the state at `tried`, states being numbered as
    /// found; `true` when the search has outgrown its memory budget.
    @usableFromInline
    mutating func found(states: Int, tried: Int, depth: Int32, transitions: Int) -> Bool {
        if shows {
            if depth == levelDepth {
                levelSizes[levelSizes.count - 1] += 1
            } else {
                levelDepth = depth
                levelSizes.append(1)
            }
        }
        guard states % 4_096 == 0, let residentAtStart else { return false }
        let grown = (residentMemory() ?? residentAtStart) - residentAtStart
        if shows, ContinuousClock.now - lastShown >= .seconds(1) {
            show(states: states, tried: tried, depth: depth, transitions: transitions, grown: grown)
            lastShown = .now
        }
        return grown > memoryLimit
    }

    /// Measures the memory budget from now on: after a search stops keeping whole states,
    /// what it freed stays with the process for the states it finds next.
    @usableFromInline
    mutating func measureFromNow() {
        residentAtStart = residentAtStart == nil ? nil : residentMemory() ?? residentAtStart
    }

    /// Prints the last line of a search that printed progress.
    @usableFromInline
    func finish(states: Int, depth: Int32, transitions: Int) {
        guard shows, lastShown != start, let residentAtStart else { return }
        show(
            states: states, tried: states, depth: depth, transitions: transitions,
            grown: (residentMemory() ?? 0) - residentAtStart)
    }

    private func show(states: Int, tried: Int, depth: Int32, transitions: Int, grown: Int) {
        let seconds =
            Double((ContinuousClock.now - start).components.attoseconds) / 1e18
            + Double((ContinuousClock.now - start).components.seconds)
        let rate = seconds > 0 ? Int(Double(transitions) / seconds) : 0
        let stateRate = seconds > 0 ? Int(Double(states) / seconds) : 0
        let estimate = ExplorationEstimate(
            levelSizes: levelSizes, found: states, tried: tried, stateLimit: stateLimit, depthLimit: depthLimit,
            foundPerSecond: Double(stateRate), triedPerSecond: seconds > 0 ? Double(tried) / seconds : 0)
        let line =
            "explored \(states) states (\(stateRate)/s), depth \(depth), \(rate) transitions/s, "
            + "memory +\(grown / 1_048_576) MiB\(estimate.map { "; \($0)" } ?? "")\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}

/// The process's resident memory in bytes, or `nil` where it cannot be read.
@usableFromInline @Sendable func processResidentMemory() -> Int? {
    #if canImport(Darwin)
        var info = mach_task_basic_info()
        var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
        let result = withUnsafeMutablePointer(to: &info) { pointer in
            pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
                task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
            }
        }
        return result == KERN_SUCCESS ? Int(info.resident_size) : nil
    #else
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #endif
}
