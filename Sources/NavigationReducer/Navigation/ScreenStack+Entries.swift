/// The entries of a stack: which life each screen is (see ``EntryID``).
extension ScreenStack {
    /// The entry of the screen on top.
    @inlinable public var topEntryID: EntryID { EntryID(flow: flow, number: pushed.last?.number ?? numbers.root) }

    /// The entry of the screen at `position`; `0` is the root.
    ///
    /// An index outside `indices` is a programming error, as for the subscript.
    @inlinable public func entryID(at position: Int) -> EntryID {
        EntryID(flow: flow, number: number(at: position))
    }

    /// The entries, root first: what a host keys its views by.
    ///
    /// - Complexity: O(*n*).
    public var entryIDs: [EntryID] { indices.map { entryID(at: $0) } }

    @inlinable func number(at position: Int) -> Int {
        position == 0 ? numbers.root : pushed[position &- 1].number
    }

    /// Where entry `id` is on this stack, or `nil` once it has left.
    ///
    /// - Complexity: O(log *n*): entries are numbered in the order they were made, so the
    ///   numbers grow from the root to the top.
    @inlinable public func index(ofEntry id: EntryID) -> Int? {
        guard id.flow.flow == flow.flow else { return nil }
        if id.number == numbers.root { return 0 }
        var low = 0
        var high = pushed.count
        while low < high {
            let middle = (low &+ high) / 2
            let number = pushed[middle].number
            if number == id.number { return middle &+ 1 }
            if number < id.number { low = middle &+ 1 } else { high = middle }
        }
        return nil
    }

    /// How many screens from the root both stacks show alike: the same screens, from trees
    /// built apart (compared by value, as a link's tree is, so a host keeps the views of the
    /// screens that stay); the same entries, within one tree.
    @inlinable func sharedEntryCount(with other: Self) -> Int {
        if flow.tree != other.flow.tree {
            guard _root == other._root else { return 0 }
            return 1 &+ pushed.commonPrefixCount(with: other.pushed, by: ==)
        }
        guard flow == other.flow, numbers.root == other.numbers.root else { return 0 }
        return 1 &+ pushed.commonPrefixCount(with: other.pushed) { $0.number == $1.number }
    }

    /// Whether both stacks (or neither) show the same screens as the same entries: what a
    /// view that read a stack depends on, since its path names the entries.
    ///
    /// Entries are numbered in the order they are made, so two stacks of one flow with the
    /// same count and the same next number hold the same entries: any push since would have
    /// taken a number, and a pop alone would have left fewer screens.
    ///
    /// - Complexity: O(1) for the entries; the screens are compared as `==` compares them.
    @inlinable static func showSameEntries(_ lhs: Self?, _ rhs: Self?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        return lhs.flow == rhs.flow && lhs.numbers == rhs.numbers && lhs == rhs
    }

    /// Becomes `other`, keeping the entries of the screens both hold from the root on: a
    /// link's tree or a restored stack put over the one shown.
    @inlinable mutating func become(_ other: Self) {
        let kept = _root == other._root ? 1 &+ pushed.commonPrefixCount(with: other.pushed, by: ==) : 0
        replace(keeping: kept, with: other)
    }

    /// Becomes `other`, keeping the first `kept` entries (with `other`'s data) and making the
    /// rest new: what a host does with ``NavigationCommand/setStack(_:keeping:level:animated:)``.
    /// `kept` is at most both counts.
    @inlinable mutating func replace(keeping kept: Int, with other: Self) {
        if kept == 0 { startOver(at: other._root) } else { pushed.removeLast(from: kept &- 1) }
        for index in 0..<kept where self[index] != other[index] { self[index] = other[index] }
        for index in Swift.max(kept, 1)..<other.count { push(other[index]) }
    }
}

/// The numbers of a stack's entries, in one word so that a stack stays small enough to copy
/// inline: the root's number above 32 bits, the next entry's below. A stack numbers 2³²
/// entries over its life.
@usableFromInline
struct EntryNumbers: Hashable, Sendable {
    @usableFromInline var rawValue: Int

    /// The root numbered `0`; the next entry `1`.
    @inlinable init() { rawValue = 1 }

    /// The root's number.
    @inlinable var root: Int { rawValue >> 32 }

    /// The number the next entry gets.
    @inlinable var next: Int { rawValue & 0xFFFF_FFFF }

    /// A number for a new entry, greater than every number taken before.
    @inlinable mutating func take() -> Int {
        defer { rawValue &+= 1 }
        return rawValue & 0xFFFF_FFFF
    }

    /// Gives the root a new number, greater than every number taken before.
    @inlinable mutating func renewRoot() {
        let number = take()
        rawValue = number << 32 | (rawValue & 0xFFFF_FFFF)
    }
}
