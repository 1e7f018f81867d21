extension ScreenStack {
    /// Puts `screen` on top.
    ///
    /// - Complexity: O(1) amortised.
    @inlinable public mutating func push(_ screen: Screen) {
        pushed.append(screen)
    }

    /// Puts `screens` on top, in order, so the last one ends up on top.
    ///
    /// - Complexity: O(*k*) amortised, where *k* is the number of screens pushed.
    @inlinable public mutating func push(contentsOf screens: some Sequence<Screen>) {
        pushed.append(contentsOf: screens)
    }

    /// Removes the top screen and returns it.
    ///
    /// - Throws: ``NavigationRejection/popAtRoot`` when only the root is left.
    /// - Complexity: O(1).
    @inlinable @discardableResult
    public mutating func pop() throws(NavigationRejection) -> Screen {
        guard let top = pushed.popLast() else { throw .popAtRoot }
        return top
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
        if let index = pushed.lastIndex(of: screen) {
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

    /// Replaces the whole stack, first element as the new root.
    ///
    /// - Throws: ``NavigationRejection/emptyStack`` when `screens` is empty.
    /// - Complexity: O(*n*) in the number of screens given.
    public mutating func replace(with screens: some Sequence<Screen>) throws(NavigationRejection) {
        self = try ScreenStack(screens)
    }

    /// Makes `screen` the only screen: the root, with nothing above it.
    ///
    /// This is "show login as root" after a logout, or "show the home screen" after login.
    ///
    /// - Complexity: O(*n*) in the number of screens removed.
    @inlinable public mutating func setRoot(_ screen: Screen) {
        _root = screen
        pushed.removeAll()
    }
}
