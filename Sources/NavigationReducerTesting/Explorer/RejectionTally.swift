import NavigationReducer

/// Counts rejections by kind (`NavigationRejection.kind`) during a search, keeping the
/// first example of each: the values a refusal carries are never hashed or compared. An
/// exploration meets a handful of kinds millions of times, so the kind last counted is tried
/// before the dictionary.
@usableFromInline
struct RejectionTally {
    @usableFromInline
    struct Entry {
        @usableFromInline var count: Int
        /// The first rejection of this kind in search order, and where it happened.
        @usableFromInline var example: NavigationRejection
        @usableFromInline var order: SearchOrder

        @usableFromInline init(count: Int, example: NavigationRejection, order: SearchOrder) {
            self.count = count
            self.example = example
            self.order = order
        }
    }

    @usableFromInline private(set) var entries: [Entry] = []
    @usableFromInline var positions: [RejectionKind: Int] = [:]
    @usableFromInline var kinds: [RejectionKind] = []
    /// The kind counted last, and where; no rejection is of the kind `code: -1`.
    @usableFromInline var lastKind = RejectionKind(code: -1)
    @usableFromInline var lastPosition = 0

    @usableFromInline init() {}

    @inlinable
    mutating func count(_ rejection: NavigationRejection, at order: SearchOrder) {
        let kind = rejection.kind
        if kind == lastKind {
            entries[lastPosition].count += 1
        } else {
            count(kind, rejection, at: order)
        }
    }

    /// Counts a kind other than the last: the first sixteen kinds are found by comparing, as
    /// an exploration meets few; past them, by hashing.
    @usableFromInline
    mutating func count(_ kind: RejectionKind, _ rejection: NavigationRejection, at order: SearchOrder) {
        lastKind = kind
        let known = entries.count <= 16 ? kinds.firstIndex(of: kind) : positions[kind]
        if let known {
            entries[known].count += 1
            lastPosition = known
            return
        }
        positions[kind] = entries.count
        kinds.append(kind)
        lastPosition = entries.count
        entries.append(Entry(count: 1, example: rejection, order: order))
    }

    /// Adds another tally's counts; each kind keeps the example met first in search order,
    /// so the merged tally does not depend on how the search was split.
    @usableFromInline
    mutating func merge(_ other: RejectionTally) {
        for entry in other.entries {
            let kind = entry.example.kind
            if let position = positions[kind] {
                entries[position].count += entry.count
                if entry.order < entries[position].order {
                    entries[position].example = entry.example
                    entries[position].order = entry.order
                }
            } else {
                positions[kind] = entries.count
                kinds.append(kind)
                entries.append(entry)
            }
        }
    }

    /// Kinds with their counts and examples, most frequent first, then by name.
    @usableFromInline
    var counts: [(kind: String, count: Int, example: NavigationRejection)] {
        entries.map { (kind: $0.example.kind.displayName(example: $0.example), count: $0.count, example: $0.example) }
            .sorted { ($0.count, $1.kind) > ($1.count, $0.kind) }
    }
}

/// Where a step happened in the breadth-first order: the state's position, then the
/// action's index among the state's possible actions. What the search reports first is
/// decided by this order, whatever the number of workers.
@usableFromInline
struct SearchOrder: Comparable, Sendable {
    @usableFromInline var state: Int32
    @usableFromInline var action: Int32

    @inlinable init(state: Int32, action: Int32) {
        self.state = state
        self.action = action
    }

    @inlinable static func < (lhs: Self, rhs: Self) -> Bool { (lhs.state, lhs.action) < (rhs.state, rhs.action) }
}
