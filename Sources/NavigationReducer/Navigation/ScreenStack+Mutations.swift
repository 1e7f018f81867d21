extension ScreenStack {
    /// Puts `screen` on top, as a new entry: pushing a screen equal to one already on the
    /// stack shows it a second time.
    ///
    /// - Complexity: O(1) amortised.
    @inlinable public mutating func push(_ screen: Screen) {
        pushed.append(StackEntry(number: numbers.take(), screen: screen))
    }

    /// Puts `screens` on top, in order, so the last one ends up on top.
    ///
    /// - Complexity: O(*k*) amortised, where *k* is the number of screens pushed.
    @inlinable public mutating func push(contentsOf screens: some Sequence<Screen>) {
        for screen in screens { push(screen) }
    }

    /// Removes the top screen and returns it.
    ///
    /// - Throws: ``NavigationRejection/popAtRoot`` when only the root is left.
    /// - Complexity: O(1).
    @inlinable @discardableResult
    public mutating func pop() throws(NavigationRejection) -> Screen {
        guard let top = pushed.popLast() else { throw .popAtRoot }
        return top.screen
    }

    /// Removes every screen above the root. At the root it does nothing: going home when
    /// already home is not an error.
    ///
    /// - Complexity: O(*n*) in the number of screens removed.
    @inlinable public mutating func popToRoot() {
        pushed.removeAll()
    }

    /// Pops back to the last occurrence of `screen`, which becomes the top.
    ///
    /// - Throws: ``NavigationRejection/screenNotInStack`` when `screen` is not on the stack.
    /// - Complexity: O(*n*).
    @inlinable public mutating func pop(to screen: Screen) throws(NavigationRejection) {
        if let index = pushed.lastIndex(where: { $0.screen == screen }) {
            pushed.removeLast(from: index + 1)
        } else if screen == _root {
            pushed.removeAll()
        } else {
            throw .screenNotInStack
        }
    }

    /// Pops back so that the screen at `index` is the top; `0` is the root.
    ///
    /// - Throws: ``NavigationRejection/indexOutOfRange(index:count:)`` when `index` is not
    ///   in `indices` — an index from a deep link or a saved state cannot crash the app.
    /// - Complexity: O(*n*) in the number of screens removed.
    @inlinable public mutating func pop(toIndex index: Int) throws(NavigationRejection) {
        guard indices.contains(index) else { throw .indexOutOfRange(index: index, count: count) }
        pushed.removeLast(from: index)
    }

    /// Replaces the stack with `screens`, first element as the root.
    ///
    /// The screens that stay where they are — the longest common prefix of the old and the
    /// new stack — keep their entries, so a link that leads through the screen the user is on
    /// keeps its work; every other screen is a new entry.
    ///
    /// - Throws: ``NavigationRejection/emptyStack`` when `screens` is empty.
    /// - Complexity: O(*n*) in the number of screens given and removed.
    public mutating func replace(with screens: some Sequence<Screen>) throws(NavigationRejection) {
        become(try ScreenStack(screens))
    }

    /// Makes `screen` the only screen: the root, with nothing above it.
    ///
    /// This is "show login as root" after a logout, or "show the home screen" after login.
    /// A root equal to `screen` keeps its entry; any other root is replaced by a new one.
    ///
    /// - Complexity: O(*n*) in the number of screens removed.
    @inlinable public mutating func setRoot(_ screen: Screen) {
        if _root != screen {
            startOver(at: screen)
        } else if !pushed.isEmpty {
            pushed.removeAll()
        }
    }

    /// Makes `screen` a new root entry with nothing above it.
    @inlinable mutating func startOver(at screen: Screen) {
        _root = screen
        pushed.removeAll()
        numbers.renewRoot()
    }

    /// Changes the top screen's data in place, keeping its entry: the form's draft, the
    /// search's query, the player's position. Work tied to the screen goes on.
    ///
    /// - Complexity: O(1) beyond `body`, unless a kept copy shares the storage.
    @inlinable public mutating func updateTop<E: Error>(_ body: (inout Screen) throws(E) -> Void) throws(E) {
        if pushed.isEmpty {
            try body(&_root)
        } else {
            var entry = pushed[pushed.count &- 1]
            try body(&entry.screen)
            pushed.replace(at: pushed.count &- 1, with: entry)
        }
    }
}
