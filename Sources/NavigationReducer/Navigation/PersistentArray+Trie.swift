/// A node of a ``PersistentArray``'s trie: a leaf holds 32 elements, a branch up to 32
/// nodes one level down.
@usableFromInline
package final class TrieNode<Element> {
    @usableFromInline static var width: Int { 32 }
    @usableFromInline static var mask: Int { 31 }
    @usableFromInline static var bits: Int { 5 }

    @usableFromInline var elements: ContiguousArray<Element>
    @usableFromInline var children: ContiguousArray<TrieNode>
    /// In the root, how many elements the trie holds.
    @usableFromInline var count = 0

    @inlinable init(elements: ContiguousArray<Element>) {
        self.elements = elements
        self.children = []
    }

    @inlinable init(children: ContiguousArray<TrieNode>) {
        self.elements = []
        self.children = children
    }

    /// A copy to change, for a node something else holds: it shares the children.
    @inlinable func copy() -> TrieNode {
        let node = TrieNode(children: children)
        node.elements = elements
        node.count = count
        return node
    }

    /// Makes `node` safe to change: copied unless nothing else holds it.
    @inlinable static func makeUnique(_ node: inout TrieNode) {
        if !isKnownUniquelyReferenced(&node) { node = node.copy() }
    }

    /// A chain of branches down to `leaf`, `shift` bits above it.
    @inlinable static func path(to leaf: TrieNode, shift: Int) -> TrieNode {
        shift == 0 ? leaf : TrieNode(children: [path(to: leaf, shift: shift &- bits)])
    }

    /// Puts `leaf` after the last leaf under `node`, whose subtree holds `count` elements.
    @inlinable static func append(_ leaf: TrieNode, to node: inout TrieNode, count: Int, shift: Int) {
        makeUnique(&node)
        let slot = (count >> shift) & mask
        if shift == bits {
            node.children.append(leaf)
        } else if slot < node.children.count {
            append(leaf, to: &node.children[slot], count: count, shift: shift &- bits)
        } else {
            node.children.append(path(to: leaf, shift: shift &- bits))
        }
    }

    /// Takes the last leaf out from under `node`, leaving no empty branch behind.
    @inlinable static func removeLastLeaf(from node: inout TrieNode, shift: Int) -> TrieNode {
        makeUnique(&node)
        if shift == bits { return node.children.removeLast() }
        let slot = node.children.count &- 1
        let leaf = removeLastLeaf(from: &node.children[slot], shift: shift &- bits)
        if node.children[slot].children.isEmpty { node.children.removeLast() }
        return leaf
    }

    @inlinable static func replace(at index: Int, with element: Element, in node: inout TrieNode, shift: Int) {
        makeUnique(&node)
        if shift == 0 {
            node.elements[index & mask] = element
        } else {
            replace(at: index, with: element, in: &node.children[(index >> shift) & mask], shift: shift &- bits)
        }
    }
}

extension TrieNode: @unchecked Sendable where Element: Sendable {}

extension PersistentArray {
    /// How many bits of an index the root branch reads past: the trie is as shallow as its
    /// element count allows.
    @inlinable var shift: Int { Self.shift(holding: trieCount) }

    @inlinable static func shift(holding trieCount: Int) -> Int {
        var shift = TrieNode<Element>.bits
        while TrieNode<Element>.width << shift < trieCount { shift &+= TrieNode<Element>.bits }
        return shift
    }

    /// The 32 elements of the leaf that holds `index`, which is below `trieCount`.
    @inlinable func leaf(containing index: Int) -> ContiguousArray<Element> {
        guard var node = trie else { return tail }
        var shift = self.shift
        while shift > 0 {
            node = node.children[(index >> shift) & TrieNode<Element>.mask]
            shift &-= TrieNode<Element>.bits
        }
        return node.elements
    }

    /// Moves the full tail into a new leaf at the end of the trie.
    @inlinable @inline(never) mutating func moveTailIntoTrie() {
        let leaf = TrieNode(elements: tail)
        tail = []
        tail.reserveCapacity(TrieNode<Element>.width)
        guard var root = trie else {
            let root = TrieNode(children: [leaf])
            root.count = TrieNode<Element>.width
            trie = root
            return
        }
        trie = nil
        let count = root.count
        let shift = Self.shift(holding: count)
        if TrieNode<Element>.width << shift == count {
            root = TrieNode(children: [root, TrieNode.path(to: leaf, shift: shift)])
        } else {
            TrieNode.append(leaf, to: &root, count: count, shift: shift)
        }
        root.count = count &+ TrieNode<Element>.width
        trie = root
    }

    /// Moves the trie's last leaf into the empty tail.
    @inlinable @inline(never) mutating func moveLastLeafIntoTail() {
        guard var root = trie else { return }
        trie = nil
        let shift = Self.shift(holding: root.count)
        tail = TrieNode.removeLastLeaf(from: &root, shift: shift).elements
        let count = root.count &- TrieNode<Element>.width
        guard count > 0 else { return }
        if shift > TrieNode<Element>.bits, root.children.count == 1 {
            root = root.children[0]
            TrieNode.makeUnique(&root)
        }
        root.count = count
        trie = root
    }
}
