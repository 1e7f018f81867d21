/// The queue of actions waiting while another is processed: first in, first out, compacted
/// as it drains so a long chain never keeps memory it no longer needs.
@usableFromInline
package struct ActionQueue<Action> {
    @usableFromInline var storage: [Action] = []
    @usableFromInline var head = 0

    @usableFromInline package init() {}

    @inlinable var isEmpty: Bool { head == storage.count }
    @inlinable package var count: Int { storage.count - head }
    /// The memory held, in actions.
    package var capacity: Int { storage.capacity }

    @inlinable package mutating func append(_ action: Action) {
        storage.append(action)
    }

    /// The oldest action, or `nil` when drained; a drained queue keeps at most a small
    /// capacity.
    ///
    /// - Complexity: O(1) amortised: the consumed prefix is dropped once it is half the
    ///   storage.
    @inlinable package mutating func popFirst() -> Action? {
        guard head < storage.count else {
            if head > 0 {
                if storage.capacity > 64 { storage = [] } else { storage.removeAll(keepingCapacity: true) }
                head = 0
            }
            return nil
        }
        let action = storage[head]
        head += 1
        if head >= 1_024, head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return action
    }

    /// The waiting actions, oldest first.
    package var waiting: [Action] { Array(storage[head...]) }

    /// Drops every waiting action and returns how many there were.
    @inlinable mutating func removeAll() -> Int {
        let dropped = count
        storage = []
        head = 0
        return dropped
    }
}
