/// How much longer a breadth-first search may run, from the sizes of its levels so far: what
/// a progress line can honestly say of a space whose size nobody knows.
///
/// Once levels shrink, the search guesses they go on shrinking at the rate the last two
/// complete levels did — a geometric tail — so the guess is rough and moves as levels close.
/// While levels grow it says so rather than guess. With a state limit it says the most the
/// search can take at its present rate.
struct ExplorationEstimate: CustomStringConvertible, Equatable {
    /// The last complete level's size over the one before it.
    let growth: Double
    /// The states still to find if levels keep shrinking by ``growth``; `nil` while they grow.
    let statesLeft: Int?
    let secondsLeft: Double?
    /// The seconds until the state limit at the present rate; `nil` without a limit.
    let secondsToLimit: Double?

    /// The estimate from `levelSizes` (the states of each depth, the last one still filling),
    /// `nil` before two levels are complete or while nothing is found.
    init?(levelSizes: [Int], found: Int, stateLimit: Int, statesPerSecond: Double) {
        guard levelSizes.count >= 3, statesPerSecond > 0 else { return nil }
        let (older, newer) = (levelSizes[levelSizes.count - 3], levelSizes[levelSizes.count - 2])
        guard older > 0 else { return nil }
        growth = Double(newer) / Double(older)
        if growth < 1 {
            let tail = Double(newer) * growth / (1 - growth)
            let left = max(0, Int(tail.rounded()) - levelSizes[levelSizes.count - 1])
            statesLeft = min(left, max(0, stateLimit - found))
            secondsLeft = Double(statesLeft ?? 0) / statesPerSecond
        } else {
            statesLeft = nil
            secondsLeft = nil
        }
        secondsToLimit = stateLimit == Int.max ? nil : Double(max(0, stateLimit - found)) / statesPerSecond
    }

    var description: String {
        var parts: [String] = []
        if let secondsLeft {
            parts.append("levels shrinking ×\(Self.ratio(growth)): about \(Self.duration(secondsLeft)) left")
        } else {
            parts.append("levels growing ×\(Self.ratio(growth))")
        }
        if let secondsToLimit { parts.append("at most \(Self.duration(secondsToLimit)) to the state limit") }
        return parts.joined(separator: ", ")
    }

    static func ratio(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }

    /// `42 s`, `7 min`, `3 h 5 min`.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        if seconds < 90 { return "\(whole) s" }
        let minutes = (whole + 59) / 60
        if minutes < 90 { return "\(minutes) min" }
        return "\(minutes / 60) h \(minutes % 60) min"
    }
}
