/// The flow-coordinator verbs: go back to a screen wherever it is, switch to a screen, stop
/// a child flow. They search the tree from the topmost flow down, so the nearest occurrence
/// of a screen — the one the user came through last — wins; in a tab bar, the tabs not shown
/// after that, in the bar's order.
extension NavigationState {
    /// Goes back to `screen`, wherever it is in the tree: the flows above the one holding it
    /// are dismissed and that flow pops back to it. In a tab not shown, its tab is selected,
    /// the flows over the tab bar are dismissed and the tab pops back to it.
    ///
    /// - Throws: ``NavigationRejection/screenNotInTree``; ``NavigationRejection/alertAlreadyShown``
    ///   when flows would be dismissed under a shown alert.
    /// - Complexity: O(*n*) in the number of screens in the tree.
    @inlinable public mutating func navigateBack(to screen: Screen, animated: Bool = true) throws(NavigationRejection) {
        if let (level, index) = lastPosition(of: screen) {
            try move(toLevel: level, topIndex: index, animated: animated)
        } else if let (slot, index) = parkedPosition(of: screen) {
            try move(toTab: slot, topIndex: index, animated: animated)
        } else {
            throw .screenNotInTree
        }
    }

    /// Shows `screen`: goes back to it if it is already in the tree
    /// (``navigateBack(to:animated:)``), else pushes it on the topmost flow.
    ///
    /// - Throws: ``NavigationRejection/alertAlreadyShown`` when flows would be dismissed under
    ///   a shown alert.
    /// - Complexity: O(*n*) in the number of screens in the tree.
    @inlinable public mutating func switchTo(_ screen: Screen, animated: Bool = true) throws(NavigationRejection) {
        if let (level, index) = lastPosition(of: screen) {
            try move(toLevel: level, topIndex: index, animated: animated)
        } else if let (slot, index) = parkedPosition(of: screen) {
            try move(toTab: slot, topIndex: index, animated: animated)
        } else {
            try push(screen, animated: animated)
        }
    }

    /// Stops the child flow whose first screen is `screen`, as one unit: an inline flow (its
    /// screens were pushed onto a stack) is popped off with everything above it; a presented
    /// flow (`screen` is its root) is dismissed with everything above it. In a tab not shown,
    /// the tab pops it off out of sight.
    ///
    /// - Throws: ``NavigationRejection/screenNotInTree``; ``NavigationRejection/cannotStopRootFlow``
    ///   for the root screen of the root flow; ``NavigationRejection/alertAlreadyShown`` when
    ///   flows would be dismissed under a shown alert.
    /// - Complexity: O(*n*) in the number of screens in the tree.
    @inlinable public mutating func stopFlow(startingAt screen: Screen, animated: Bool = true)
        throws(NavigationRejection)
    {
        guard let (level, index) = lastPosition(of: screen) else {
            guard let (slot, index) = parkedPosition(of: screen) else { throw .screenNotInTree }
            guard index > 0 else { throw .cannotStopRootFlow }
            try updateStack(ofTab: _tabs[slot].tab, animated: animated) { stack throws(NavigationRejection) in
                try stack.pop(toIndex: index &- 1)
            }
            return
        }
        if index > 0 {
            try move(toLevel: level, topIndex: index - 1, animated: animated)
        } else if level > 0 {
            try dismiss(toLevel: level - 1, animated: animated)
        } else {
            throw .cannotStopRootFlow
        }
    }

    /// The topmost level holding `screen` and the index of its last occurrence there.
    @inlinable func lastPosition(of screen: Screen) -> (level: Int, index: Int)? {
        for level in stride(from: topLevel, through: 0, by: -1) {
            let index = level == 0 ? _root.lastIndex(of: screen) : _presented[level &- 1].stack.lastIndex(of: screen)
            if let index { return (level, index) }
        }
        return nil
    }

    /// The first tab not shown holding `screen`, and the index of its last occurrence there.
    @inlinable func parkedPosition(of screen: Screen) -> (slot: Int, index: Int)? {
        for slot in _tabs.indices {
            if let index = _tabs[slot].parked?.lastIndex(of: screen) { return (slot, index) }
        }
        return nil
    }

    /// Dismisses every flow over the tab bar, shows the tab at `slot` and pops it so `topIndex`
    /// is on top; with no alert up, nothing after the check can fail.
    @inlinable mutating func move(toTab slot: Int, topIndex: Int, animated: Bool) throws(NavigationRejection) {
        guard _alert == nil else { throw .alertAlreadyShown }
        if !_presented.isEmpty {
            _presented.removeAll()
            _animations.presentation = animated
        }
        try select(tab: _tabs[slot].tab)
        if _root.count - 1 != topIndex {
            try pop(toIndex: topIndex, animated: animated)
        }
    }

    /// Dismisses the flows above `level` and pops it so `topIndex` is on top, checking both
    /// before changing either.
    @inlinable mutating func move(toLevel level: Int, topIndex: Int, animated: Bool) throws(NavigationRejection) {
        guard _alert == nil else { throw .alertAlreadyShown }
        if level < topLevel {
            _presented.removeSubrange(level...)
            _animations.presentation = animated
        }
        if topStack.count - 1 != topIndex {
            try pop(toIndex: topIndex, animated: animated)
        }
    }
}
