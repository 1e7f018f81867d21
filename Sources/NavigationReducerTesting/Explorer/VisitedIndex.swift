/// The explorer's index from a state's key to the state's position in the search: open
/// addressing over the keys' full hash values.
///
/// A `Dictionary` keyed by whole states compared a state with every key its probe met, hashed
/// every key again each time it grew, and held a second copy of every state. Here a slot is a
/// hash and a position (16 bytes); keys are compared only when the full hashes are equal, a
/// growth never hashes anything, and the key of a candidate is rebuilt from the state already
/// kept in the search's graph.
@usableFromInline
struct VisitedIndex: Sendable {
    @usableFromInline
    struct Slot: Sendable {
        @usableFromInline var hash: Int
        /// The state's position, or `-1` for an empty slot.
        @usableFromInline var position: Int32

        @inlinable static var empty: Slot { Slot(hash: 0, position: -1) }

        @usableFromInline init(hash: Int, position: Int32) {
            self.hash = hash
            self.position = position
        }
    }

    @usableFromInline var slots = [Slot](repeating: .empty, count: 16)
    @usableFromInline var count = 0

    @usableFromInline init() {}

    /// The position of the key whose hash is `hash` and for which `isKey` holds, or the empty
    /// slot where it goes.
    ///
    /// - Complexity: O(1) expected: the table is at most three quarters full.
    @inlinable
    func find(hash: Int, isKey: (Int32) -> Bool) -> (position: Int32?, slot: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while true {
            let candidate = slots[slot]
            if candidate.position < 0 { return (nil, slot) }
            if candidate.hash == hash, isKey(candidate.position) { return (candidate.position, slot) }
            slot = (slot + 1) & mask
        }
    }

    /// Records `position` in the empty `slot` that ``find(hash:isKey:)`` returned.
    @inlinable
    mutating func insert(_ position: Int32, hash: Int, at slot: Int) {
        slots[slot] = Slot(hash: hash, position: position)
        count += 1
        if count * 4 >= slots.count * 3 { grow() }
    }

    @usableFromInline
    mutating func grow() {
        let old = slots
        slots = [Slot](repeating: .empty, count: old.count * 2)
        let mask = slots.count - 1
        for entry in old where entry.position >= 0 {
            var slot = entry.hash & mask
            while slots[slot].position >= 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }
}
