/// The entries of the tree (see ``EntryID``): finding them, and changing a screen's data
/// while keeping its entry.
///
/// Changing data is not navigation: these verbs work under an alert and leave
/// ``animations`` as they are.
extension NavigationState {
    /// The entry of the screen the user sees.
    @inlinable public var topEntryID: EntryID {
        let top = _presented.count - 1
        return top < 0 ? _root.topEntryID : _presented[top].stack.topEntryID
    }

    /// Where entry `id` is — its level and its index on that level's stack — or `nil` once it
    /// has left the tree, or is in a tab not shown (``contains(entry:)`` looks there too). An id read from a tree that this one replaced whole (a link's tree
    /// assigned, a restored session) is `nil` too, whatever its numbers.
    ///
    /// - Complexity: O(*l* + log *n*) for *l* levels.
    @inlinable public func location(of id: EntryID) -> (level: Int, index: Int)? {
        // An id read from another tree — one this tree replaced whole — names none of its
        // entries; an id written by hand names the entry of that number.
        if id.flow.tree != 0, id.flow.tree != _root.flow.tree { return nil }
        if _root.flow.flow == id.flow.flow { return _root.index(ofEntry: id).map { (0, $0) } }
        for level in _presented.indices where _presented[level].stack.flow.flow == id.flow.flow {
            return _presented[level].stack.index(ofEntry: id).map { (level &+ 1, $0) }
        }
        return nil
    }

    /// Whether entry `id` is still in the tree, in any tab.
    @inlinable public func contains(entry id: EntryID) -> Bool {
        location(of: id) != nil || parkedLocation(of: id) != nil
    }

    /// The stack holding entry `id`, in any tab, and the entry's index on it.
    @inlinable func stack(holding id: EntryID) -> (stack: ScreenStack<Screen>, index: Int)? {
        if let (level, index) = location(of: id), let stack = stack(atLevel: level) { return (stack, index) }
        guard let (slot, index) = parkedLocation(of: id), let stack = _tabs[slot].parked else { return nil }
        return (stack, index)
    }

    /// Entry `id` as this tree names it, or `nil` once it has left: an id written in a test,
    /// or kept from before, bound to this tree.
    @inlinable func ownEntry(_ id: EntryID) -> EntryID? {
        stack(holding: id).map { $0.stack.entryID(at: $0.index) }
    }

    /// Whether entry `id`, read from this tree, is still in it — not one of the same number in
    /// a tree assigned whole since.
    @inlinable func holds(_ id: EntryID) -> Bool {
        if _root.flow == id.flow { return _root.index(ofEntry: id) != nil }
        for level in _presented.indices where _presented[level].stack.flow == id.flow {
            return _presented[level].stack.index(ofEntry: id) != nil
        }
        return !_tabs.isEmpty && parkedHolds(id)
    }

    /// Whether entry `id` is in a tab not shown.
    @inlinable func parkedHolds(_ id: EntryID) -> Bool {
        for slot in _tabs {
            guard let stack = slot.parked, stack.flow == id.flow else { continue }
            return stack.index(ofEntry: id) != nil
        }
        return false
    }

    /// The topmost entry showing `screen`: searched from the topmost flow down, each stack
    /// from its top.
    ///
    /// - Complexity: O(*n*) in the number of screens in the tree.
    @inlinable public func topmostEntry(showing screen: Screen) -> EntryID? {
        for level in stride(from: topLevel, through: 0, by: -1) {
            let stack = level == 0 ? _root : _presented[level &- 1].stack
            if let index = stack.lastIndex(of: screen) { return stack.entryID(at: index) }
        }
        return nil
    }

    /// Changes the data of the screen the user sees, keeping its entry: work tied to it goes
    /// on, and a host updates its view rather than replacing it.
    ///
    /// ```swift
    /// navigation.updateTopScreen { screen in
    ///     if case .counter(let id, let count) = screen { screen = .counter(id: id, count: count + 1) }
    /// }
    /// ```
    @inlinable public mutating func updateTopScreen<E: Error>(_ body: (inout Screen) throws(E) -> Void) throws(E) {
        if _presented.isEmpty {
            try _root.updateTop(body)
        } else {
            try _presented[_presented.count - 1].stack.updateTop(body)
        }
    }

    /// Changes the data of the screen at `index` on the topmost flow's stack, keeping its entry.
    ///
    /// - Throws: ``NavigationRejection/indexOutOfRange(index:count:)``, changing nothing.
    @inlinable public mutating func updateScreen(at index: Int, _ body: (inout Screen) -> Void)
        throws(NavigationRejection)
    {
        let level = topLevel
        try changeStack(atLevel: level, animated: _animations.stack) { stack throws(NavigationRejection) in
            guard stack.indices.contains(index) else { throw .indexOutOfRange(index: index, count: stack.count) }
            body(&stack[index])
        }
    }

    /// Changes the data of entry `id`'s screen, wherever it is, keeping the entry: for a reply
    /// that belongs to one screen, whichever screens were pushed over it meanwhile.
    ///
    /// - Throws: ``NavigationRejection/screenNotInTree`` once the entry has left, changing nothing.
    @inlinable public mutating func updateScreen(_ id: EntryID, _ body: (inout Screen) -> Void)
        throws(NavigationRejection)
    {
        if let (level, index) = location(of: id) {
            try changeStack(atLevel: level, animated: _animations.stack) { stack in body(&stack[index]) }
        } else if let (slot, index) = parkedLocation(of: id) {
            try changeParkedStack(slot, animated: _animations.stack) { stack in body(&stack[index]) }
        } else {
            throw .screenNotInTree
        }
    }

    /// Changes the data of every screen that matches, anywhere in the tree and in every tab,
    /// keeping their entries.
    ///
    /// - Returns: How many screens matched.
    /// - Complexity: O(*n*) in the number of screens in the tree.
    @inlinable @discardableResult
    public mutating func updateScreens(where isMatch: (Screen) -> Bool, _ body: (inout Screen) -> Void) -> Int {
        var matched = 0
        for level in 0...topLevel {
            guard let stack = stack(atLevel: level) else { continue }
            for index in stack.indices where isMatch(stack[index]) {
                matched &+= 1
                if level == 0 { body(&_root[index]) } else { body(&_presented[level &- 1].stack[index]) }
            }
        }
        for slot in _tabs.indices {
            guard let stack = _tabs[slot].parked else { continue }
            for index in stack.indices where isMatch(stack[index]) {
                matched &+= 1
                body(&_tabs[slot].parked![index])
            }
        }
        return matched
    }
}
