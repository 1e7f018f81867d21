import NavigationReducer

/// Counts rejections by reason during a search. An exploration usually meets a handful of
/// distinct reasons millions of times, so a short list — the last hit tried first, then the
/// others in order — beats hashing each rejection; past 16 distinct reasons (reasons that
/// carry screens, say) it looks them up in a dictionary instead.
@usableFromInline
struct RejectionTally {
    @usableFromInline var reasons: [NavigationRejection] = []
    @usableFromInline var counts: [Int] = []
    @usableFromInline var lastHit = 0
    @usableFromInline var positions: [NavigationRejection: Int]?

    @usableFromInline init() {}

    @inlinable
    mutating func count(_ reason: NavigationRejection) {
        if let index = position(of: reason) {
            lastHit = index
            counts[index] += 1
            return
        }
        lastHit = reasons.count
        positions?[reason] = reasons.count
        reasons.append(reason)
        counts.append(1)
        if positions == nil, reasons.count > 16 {
            positions = Dictionary(zip(reasons, reasons.indices), uniquingKeysWith: { first, _ in first })
        }
    }

    /// Where `reason` is counted. The known reasons are compared where they lie: copying each
    /// out of the array cost more than comparing it. A recurring refusal is found by
    /// identity, before any app reason's own `==` runs.
    @inlinable
    func position(of reason: NavigationRejection) -> Int? {
        reasons.withUnsafeBufferPointer { known in
            if lastHit < known.count, known[lastHit].isIdentical(to: reason) { return lastHit }
            if let positions { return positions[reason] }
            for index in known.indices where known[index].isIdentical(to: reason) { return index }
            for index in known.indices where known[index] == reason { return index }
            return nil
        }
    }

    @inlinable
    var dictionary: [NavigationRejection: Int] {
        Dictionary(zip(reasons, counts), uniquingKeysWith: +)
    }
}
