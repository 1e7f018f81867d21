/// An array whose copies share storage: changing one copy copies at most 32 elements and
/// the ⌈log₃₂ *n*⌉ nodes on the path to what changed, never the whole array.
///
/// The screens of a stack live in one: a store keeps the state from before an action to put
/// it back after a refusal, and the parts of the state that views read to tell what changed,
/// and the action then pushes onto a stack that shares everything with what was kept.
/// A plain `Array` would copy all its screens there, at every push, at any depth.
///
/// The last 1…32 elements sit in `tail`, a plain array: appending and removing there is an
/// `Array` append or removal. The elements before them are in a trie, `trieCount` in all (a
/// multiple of 32): the last 32 may wait in the root as its spare, a full leaf not yet placed;
/// the others fill leaves of 32 under 32-way nodes. A full tail becomes the spare and an
/// emptied tail takes the spare back, so the leaves change only when a full tail meets a full
/// spare or an emptied tail finds none: at most once every 32 appends or removals, however
/// they alternate (a tail alone moved a leaf on every push and pop across a multiple of 32).
/// A node is changed in place when nothing else holds it, and copied first otherwise — the
/// discipline of `Array`'s own buffer, node by node.
@usableFromInline
package struct PersistentArray<Element> {
    @usableFromInline var tail: ContiguousArray<Element>
    @usableFromInline var trie: TrieNode<Element>?

    @inlinable package init() {
        tail = []
        trie = nil
    }

    /// How many elements the trie holds, its leaves' and its spare's, before the tail's.
    @inlinable var trieCount: Int { trie?.count ?? 0 }

    @inlinable package init(_ elements: some Sequence<Element>) {
        self.init()
        append(contentsOf: elements)
    }

    @inlinable package var isEmpty: Bool { tail.isEmpty }

    @inlinable package var last: Element? { tail.last }

    /// Adds `element` at the end.
    ///
    /// - Complexity: O(1) amortised, however appends and removals alternate; O(log₃₂ *n*) when
    ///   a copy shares the storage.
    @inlinable package mutating func append(_ element: Element) {
        if tail.count == TrieNode<Element>.width { moveTailIntoSpare() }
        tail.append(element)
    }

    @inlinable package mutating func append(contentsOf elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    /// Removes the last element and returns it, or returns `nil` when there is none.
    ///
    /// - Complexity: O(1) amortised, however appends and removals alternate; O(log₃₂ *n*) when
    ///   a copy shares the storage.
    @inlinable package mutating func popLast() -> Element? {
        guard let last = tail.popLast() else { return nil }
        if trie != nil, tail.isEmpty { refillTail() }
        return last
    }

    /// Removes the elements from `index` to the end.
    ///
    /// - Complexity: O(*k*) for *k* elements removed.
    @inlinable package mutating func removeLast(from index: Int) {
        while count > index { _ = popLast() }
    }

    @inlinable package mutating func removeAll() {
        tail.removeAll(keepingCapacity: trie == nil)
        trie = nil
    }

    /// Replaces the element at `index`, which must be in `indices`.
    ///
    /// - Complexity: O(1) in the tail (the last 1–32 elements) and in a spare leaf before it;
    ///   O(log₃₂ *n*) before them.
    @inlinable package mutating func replace(at index: Int, with element: Element) {
        if index >= trieCount {
            tail[index &- trieCount] = element
        } else {
            guard var root = trie else { return }
            trie = nil
            TrieNode.makeUnique(&root)
            let leaves = root.leafCount
            if index >= leaves {
                root.elements[index &- leaves] = element
            } else {
                TrieNode.replace(at: index, with: element, in: &root, shift: Self.shift(holding: leaves))
            }
            trie = root
        }
    }
}

extension PersistentArray: RandomAccessCollection {
    @inlinable package var startIndex: Int { 0 }
    @inlinable package var endIndex: Int { trieCount &+ tail.count }
    @inlinable package var count: Int { trieCount &+ tail.count }

    /// - Complexity: O(1) in the tail (the last 1–32 elements) and in a spare leaf before it;
    ///   O(log₃₂ *n*) before them.
    @inlinable package subscript(position: Int) -> Element {
        // A negative position reads the tail, which traps as an array does.
        if position >= trieCount || position < 0 { return tail[position &- trieCount] }
        return leaf(containing: position)[position & TrieNode<Element>.mask]
    }
}

extension PersistentArray: Equatable where Element: Equatable {
    /// Whether both hold equal elements in the same order; the nodes both copies share are
    /// not compared.
    @inlinable
    package static func == (lhs: Self, rhs: Self) -> Bool {
        // Equal counts put the same number of elements in both tries.
        lhs.count == rhs.count && lhs.tail == rhs.tail
            && (lhs.trie === rhs.trie || lhs.commonPrefixCount(with: rhs, by: ==) == lhs.count)
    }
}

extension PersistentArray {
    /// How many elements from the start are the same in both, as `isSame` says: a leaf both
    /// share counts whole.
    ///
    /// - Complexity: O(1) when a change touched only the last 32 elements; else O(*n* / 32 + *d*)
    /// for *d* elements compared outside shared leaves.
    @inlinable
    package func commonPrefixCount(with other: Self, by isSame: (Element, Element) -> Bool) -> Int {
        let shared = Swift.min(count, other.count)
        let mask = TrieNode<Element>.mask
        // One trie both share (a change that touched only the tail) is equal whole.
        var index = trie != nil && trie === other.trie ? Swift.min(trieCount, shared) : 0
        while index < shared {
            if index < trieCount, index < other.trieCount {
                let mine = leaf(containing: index)
                let theirs = other.leaf(containing: index)
                let end = Swift.min((index & ~mask) &+ TrieNode<Element>.width, shared)
                if !mine.isSameStorage(as: theirs) {
                    for position in index..<end where !isSame(mine[position & mask], theirs[position & mask]) {
                        return position
                    }
                }
                index = end
            } else {
                guard isSame(self[index], other[index]) else { return index }
                index &+= 1
            }
        }
        return shared
    }
}

extension PersistentArray: Hashable where Element: Hashable {
    @inlinable
    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        var start = 0
        while start < trieCount {
            for element in leaf(containing: start) { hasher.combine(element) }
            start &+= TrieNode<Element>.width
        }
        for element in tail { hasher.combine(element) }
    }
}

extension PersistentArray: Sendable where Element: Sendable {}

extension ContiguousArray {
    /// Whether both arrays are the same storage, holding the same elements.
    @inlinable func isSameStorage(as other: Self) -> Bool {
        count == other.count
            && withUnsafeBufferPointer { mine in
                other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
            }
    }
}
