/// A node of a ``PersistentArray``'s trie: a leaf holds 32 elements, a branch up to 32
/// nodes one level down; the root branch may also hold the spare leaf in its `elements`.
@usableFromInline
package final class TrieNode<Element> {
    @usableFromInline static var width: Int { 32 }
    @usableFromInline static var mask: Int { 31 }
    @usableFromInline static var bits: Int { 5 }

    // A node is changed only by the array that alone holds it, and hands nothing out while
    // it changes one, so no two accesses overlap: the runtime exclusivity checks are skipped.
    @exclusivity(unchecked) @usableFromInline var elements: ContiguousArray<Element>
    @exclusivity(unchecked) @usableFromInline var children: ContiguousArray<TrieNode>
    /// In the root, how many elements the trie holds: its leaves' and its spare's.
    @exclusivity(unchecked) @usableFromInline var count = 0

    /// In the root, how many elements its leaves hold, without the spare's.
    @inlinable var leafCount: Int { count &- elements.count }

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
    @inlinable static func shift(holding leafCount: Int) -> Int {
        var shift = TrieNode<Element>.bits
        while TrieNode<Element>.width << shift < leafCount { shift &+= TrieNode<Element>.bits }
        return shift
    }

    /// The 32 elements of the leaf that holds `index`, which is below `trieCount`: the spare's,
    /// or a leaf's.
    @inlinable @inline(never) func leaf(containing index: Int) -> ContiguousArray<Element> {
        guard var node = trie else { return tail }
        let leaves = node.leafCount
        if index >= leaves { return node.elements }
        var shift = Self.shift(holding: leaves)
        while shift > 0 {
            node = node.children[(index >> shift) & TrieNode<Element>.mask]
            shift &-= TrieNode<Element>.bits
        }
        return node.elements
    }

    /// Makes the full tail the spare, after placing a full spare as the last leaf; the tail
    /// starts again in the buffer an emptied spare kept, or a new one.
    @inlinable @inline(never) mutating func moveTailIntoSpare() {
        var root = trie ?? TrieNode(children: [])
        trie = nil
        TrieNode.makeUnique(&root)
        if !root.elements.isEmpty { TrieNode.placeSpare(of: &root) }
        swap(&tail, &root.elements)
        tail.reserveCapacity(TrieNode<Element>.width)
        root.count &+= TrieNode<Element>.width
        trie = root
    }

    /// Gives the emptied tail the spare, or the last leaf when there is no spare; the spare
    /// keeps the emptied tail's buffer.
    @inlinable @inline(never) mutating func refillTail() {
        guard var root = trie else { return }
        trie = nil
        TrieNode.makeUnique(&root)
        if root.elements.isEmpty {
            let shift = Self.shift(holding: root.count)
            tail = TrieNode.removeLastLeaf(from: &root, shift: shift).elements
            if shift > TrieNode<Element>.bits, root.children.count == 1 {
                let count = root.count
                root = root.children[0]
                TrieNode.makeUnique(&root)
                root.count = count
            }
        } else {
            swap(&tail, &root.elements)
        }
        root.count &-= TrieNode<Element>.width
        if root.count > 0 { trie = root }
    }
}

extension TrieNode {
    /// Places the root's full spare as a new last leaf, growing the trie a level when its
    /// leaves fill it; `root` must be unique.
    @inlinable static func placeSpare(of root: inout TrieNode) {
        let leaf = TrieNode(elements: root.elements)
        root.elements = []
        let count = root.count
        let leaves = count &- width
        let shift = PersistentArray<Element>.shift(holding: leaves)
        if leaves == 0 {
            root.children.append(leaf)
        } else if width << shift == leaves {
            root = TrieNode(children: [root, path(to: leaf, shift: shift)])
        } else {
            append(leaf, to: &root, count: leaves, shift: shift)
        }
        root.count = count
    }
}
