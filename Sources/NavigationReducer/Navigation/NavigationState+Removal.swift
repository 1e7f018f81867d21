/// Removing entries anywhere in the tree while every other entry stays — TCA's
/// `path.pop(from:)` of one element, FlowStacks' `remove(at:)` — so the work of the entries kept
/// goes on and their ids stay.
extension NavigationState {
    /// Removes entry `id` from its stack, wherever it is, keeping the entries under and over
    /// it with their ids and their work; the work tied to the removed entry ends.
    ///
    /// ```swift
    /// case .closeTapped(let entry):
    ///     try state.navigation.remove(entry: entry)
    /// ```
    ///
    /// - Throws: ``NavigationRejection/entryNotInTree(_:)`` once the entry has left;
    ///   ``NavigationRejection/rootCannotBeRemoved(_:)`` for a stack's root (pop to it, or
    ///   dismiss its flow); ``NavigationRejection/alertAlreadyShown`` under an alert. The tree
    ///   is left as it was.
    /// - Complexity: O(*k*) for the *k* entries above it on its stack.
    public mutating func remove(entry id: EntryID, animated: Bool = true) throws(NavigationRejection) {
        try remove(entries: [id], animated: animated)
    }

    /// Removes every entry of `ids`, keeping all the others with their ids and their work: an
    /// entry-keeping `setStack` for a list whose rows the user deleted.
    ///
    /// All or nothing: one entry that cannot be removed rejects the whole request.
    ///
    /// - Throws: As ``remove(entry:animated:)`` does, for the first entry of `ids` that cannot
    ///   be removed; the tree is left as it was.
    /// - Complexity: O(*k*) for the *k* entries above the lowest one removed on each stack.
    public mutating func remove(entries ids: some Sequence<EntryID>, animated: Bool = true)
        throws(NavigationRejection)
    {
        var positions: [(stack: StackAddress, index: Int)] = []
        for id in ids {
            if let (level, index) = location(of: id) {
                positions.append((.level(level), index))
            } else if let (slot, index) = parkedLocation(of: id) {
                positions.append((.parkedTab(slot), index))
            } else {
                throw .entryNotInTree(id)
            }
            guard positions[positions.count - 1].index > 0 else { throw .rootCannotBeRemoved(id) }
        }
        guard _alert == nil else { throw .alertAlreadyShown }
        for (stack, places) in Dictionary(grouping: positions, by: \.stack) {
            let indices = Set(places.map(\.index))
            switch stack {
            case .level(let level):
                try changeStack(atLevel: level, animated: animated) { stack in stack.removeEntries(at: indices) }
            case .parkedTab(let slot):
                try changeParkedStack(slot, animated: animated) { stack in stack.removeEntries(at: indices) }
            }
        }
    }
}

extension ScreenStack {
    /// Removes the entries at `positions` (never `0`), keeping the others and their numbers.
    @inlinable mutating func removeEntries(at positions: Set<Int>) {
        guard let lowest = positions.min(), lowest > 0 else { return }
        let above = (lowest..<count).filter { !positions.contains($0) }.map { pushed[$0 &- 1] }
        pushed.removeLast(from: lowest &- 1)
        for entry in above { pushed.append(entry) }
    }
}

/// Which stack of a tree: a level of the branch shown, or a tab not shown, by its position.
enum StackAddress: Hashable {
    case level(Int)
    case parkedTab(Int)
}
