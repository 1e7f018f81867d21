import NavigationReducer

/// Counts rejections by kind (`NavigationRejection.kind`) during a search, keeping the
/// first example of each in search order: the values a refusal carries are never hashed or
/// compared. An exploration meets the same kind many times in a row, so the kind last counted
/// is tried before the table; a thread counts the tries of many states in one tally, in any
/// order, so the tries of each state start with ``beginRun()``.
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

        /// Adds `other`'s count, keeping the example met first in search order.
        mutating func merge(_ other: Entry) {
            count += other.count
            if other.order < order {
                example = other.example
                order = other.order
            }
        }
    }

    @usableFromInline private(set) var entries: [Entry] = []
    /// The kind of each entry.
    @usableFromInline var kinds: [RejectionKind] = []
    /// Once there are more than sixteen kinds, each entry's position plus one, open-addressed
    /// by the kind's `quickHash`; 0 is an empty slot. A reason kept in place is a kind a value
    /// (CheckoutApp's `notPossible(action, on: screen)` makes hundreds), so this is the path a
    /// refused try takes there.
    @usableFromInline var slots: [Int32] = []
    /// The kind counted last, and where; no rejection is of the kind `code: -1`.
    @usableFromInline var lastKind = RejectionKind(code: -1)
    @usableFromInline var lastPosition = 0

    @usableFromInline init() {}

    /// Forgets the kind counted last: within a state's tries the orders only grow, so their
    /// repeat of that kind has no earlier example to keep, but another state's may.
    @usableFromInline
    mutating func beginRun() {
        lastKind = RejectionKind(code: -1)
    }

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
            if order < entries[known].order {
                entries[known].example = rejection
                entries[known].order = order
            }
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
            entries[position].merge(entry)
        }
    }

    /// Where `kind` is counted: the first sixteen kinds are found by comparing, as most
    /// searches meet few; past them, in the table.
    @usableFromInline
    func position(of kind: RejectionKind) -> Int? {
        guard !slots.isEmpty else { return kinds.firstIndex(of: kind) }
        let start = kind.quickHash
        for probe in slots.indices {
            let entry = Int(slots[(start &+ probe) & (slots.count - 1)])
            if entry == 0 { return nil }
            if kinds[entry - 1] == kind { return entry - 1 }
        }
        return nil
    }

    @usableFromInline
    mutating func add(_ entry: Entry, of kind: RejectionKind) {
        kinds.append(kind)
        entries.append(entry)
        if !slots.isEmpty, kinds.count * 2 <= slots.count {
            insert(position: kinds.count - 1)
        } else if kinds.count > 16 {
            slots = [Int32](repeating: 0, count: max(64, slots.count * 2))
            for position in kinds.indices { insert(position: position) }
        }
    }

    /// Puts `position` in the first empty slot from its kind's; the table is never more than
    /// half full, so there is one.
    private mutating func insert(position: Int) {
        let start = kinds[position].quickHash
        for probe in slots.indices {
            let slot = (start &+ probe) & (slots.count - 1)
            if slots[slot] == 0 {
                slots[slot] = Int32(position + 1)
                return
            }
        }
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
