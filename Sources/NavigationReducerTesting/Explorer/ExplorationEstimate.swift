import Foundation

/// How much longer a breadth-first search may run, from the sizes of its levels so far: what
/// a progress line can honestly say of a space whose size nobody knows.
///
/// Once levels shrink, the search guesses they go on shrinking at the rate the last two
/// complete levels did — a geometric tail — so the guess is rough and moves as levels close.
/// What is left is every state found or still to find that has not been tried. While levels
/// grow it says so rather than guess — unless a depth limit bounds the levels to come: then the
/// tail runs to that depth, growing or shrinking. With a state limit it says the most the search
/// can take at its present rate.
struct ExplorationEstimate: CustomStringConvertible, Equatable {
    /// The last complete level's size over the one before it.
    let growth: Double
    /// The states still to try if levels keep changing by ``growth``; `nil` while they grow with
    /// no depth limit.
    let statesLeft: Int?
    let secondsLeft: Double?
    /// The seconds until the state limit at the present rate; `nil` without a limit.
    let secondsToLimit: Double?

    /// The estimate from `levelSizes` (the states found at each depth, the last level still
    /// filling), `found` states of which `tried` are tried, with no level deeper than `depthLimit`
    /// if there is one; `nil` before two levels are complete or while nothing is tried.
    init?(
        levelSizes: [Int], found: Int, tried: Int, stateLimit: Int, depthLimit: Int? = nil,
        foundPerSecond: Double, triedPerSecond: Double
    ) {
        guard levelSizes.count >= 3, foundPerSecond > 0, triedPerSecond > 0 else { return nil }
        let (older, newer) = (levelSizes[levelSizes.count - 3], levelSizes[levelSizes.count - 2])
        guard older > 0 else { return nil }
        growth = Double(newer) / Double(older)
        // The levels still to fill, the one filling now included: depths up to the limit.
        let levelsToCome = depthLimit.map { max(0, $0 - levelSizes.count + 2) }
        if growth < 1 || levelsToCome != nil {
            // newer × (g + g² + …), to the depth limit if there is one. Capped well inside
            // `Int`: a growth near 1 makes the tail huge.
            let tail = min(Double(newer) * Self.geometricSum(growth, terms: levelsToCome), 1e15)
            let unfound = max(0, Int(tail.rounded()) - levelSizes[levelSizes.count - 1])
            let total = min(found + unfound, max(found, stateLimit))
            statesLeft = max(0, total - tried)
            secondsLeft = Double(statesLeft ?? 0) / triedPerSecond
        } else {
            statesLeft = nil
            secondsLeft = nil
        }
        secondsToLimit = stateLimit == Int.max ? nil : Double(max(0, stateLimit - found)) / foundPerSecond
    }

    /// g + g² + … + gⁿ, or the whole series for `n` `nil` (then g < 1).
    static func geometricSum(_ growth: Double, terms: Int?) -> Double {
        guard let terms else { return growth / (1 - growth) }
        guard growth != 1 else { return Double(terms) }
        return growth * (1 - Foundation.pow(growth, Double(terms))) / (1 - growth)
    }

    var description: String {
        var parts: [String] = []
        if let secondsLeft {
            let trend = growth < 1 ? "shrinking" : "growing"
            parts.append("levels \(trend) ×\(Self.ratio(growth)): about \(Self.duration(secondsLeft)) left")
        } else {
            parts.append("levels growing ×\(Self.ratio(growth))")
        }
        if let secondsToLimit { parts.append("at most \(Self.duration(secondsToLimit)) to the state limit") }
        return parts.joined(separator: ", ")
    }

    static func ratio(_ value: Double) -> String {
        let hundredths = Int((min(value, 1e12) * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }

    /// `42 s`, `7 min`, `3 h 5 min`.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(min(seconds, 1e12).rounded(.up))
        if seconds < 90 { return "\(whole) s" }
        let minutes = (whole + 59) / 60
        if minutes < 90 { return "\(minutes) min" }
        return "\(minutes / 60) h \(minutes % 60) min"
    }
}
