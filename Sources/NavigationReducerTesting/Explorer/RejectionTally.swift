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
    /// Where each kind is counted, once there are more than sixteen.
    @usableFromInline var positions: [RejectionKind: Int] = [:]
    /// The kind of each entry.
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

    /// Counts a kind other than the last.
    @usableFromInline
    mutating func count(_ kind: RejectionKind, _ rejection: NavigationRejection, at order: SearchOrder) {
        lastKind = kind
        if let known = position(of: kind) {
            entries[known].count += 1
            lastPosition = known
        } else {
            lastPosition = entries.count
            add(Entry(count: 1, example: rejection, order: order), of: kind)
        }
    }

    /// Adds another tally's counts; each kind keeps the example met first in search order,
    /// so the merged tally does not depend on how the search was split.
    @usableFromInline
    mutating func merge(_ other: RejectionTally) {
        for (kind, entry) in zip(other.kinds, other.entries) {
            guard let position = position(of: kind) else {
                add(entry, of: kind)
                continue
            }
            entries[position].count += entry.count
            if entry.order < entries[position].order {
                entries[position].example = entry.example
                entries[position].order = entry.order
            }
        }
    }

    /// Where `kind` is counted: the first sixteen kinds are found by comparing, as a search
    /// meets few (and a level cut into runs keeps a tally a run); past them, by hashing.
    @usableFromInline
    func position(of kind: RejectionKind) -> Int? {
        positions.isEmpty ? kinds.firstIndex(of: kind) : positions[kind]
    }

    @usableFromInline
    mutating func add(_ entry: Entry, of kind: RejectionKind) {
        kinds.append(kind)
        entries.append(entry)
        if !positions.isEmpty {
            positions[kind] = entries.count - 1
        } else if entries.count > 16 {
            positions = Dictionary(uniqueKeysWithValues: zip(kinds, kinds.indices))
        }
    }

    /// How many rejections of `kind` were counted.
    func count(of kind: RejectionKind) -> Int {
        position(of: kind).map { entries[$0].count } ?? 0
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
