extension NavigationState {
    /// Every screen of the tree, root flow first, each stack from its root, then the stacks of
    /// the tabs not shown — read without building an array, for rules and guards that look at
    /// every screen.
    ///
    /// ```swift
    /// static let rules = AppRules<AppState>()
    ///     .rule("never two add-asset sheets at once") { state in
    ///         state.navigation.screens.count { $0 == .addAsset(.search) } <= 1
    ///     }
    /// ```
    ///
    /// - Complexity: O(1) to make; O(*n*) to go through *n* screens.
    @inlinable public var screens: Screens { Screens(root: _root, presented: _presented, tabs: _tabs) }

    /// The screens of a ``NavigationState``, level by level, each stack from its root: see
    /// ``NavigationState/screens``.
    public struct Screens: Sequence {
        @usableFromInline let root: ScreenStack<Screen>
        @usableFromInline let presented: [PresentedFlow<Screen>]
        @usableFromInline let tabs: [TabSlot<Screen>]

        @inlinable init(root: ScreenStack<Screen>, presented: [PresentedFlow<Screen>], tabs: [TabSlot<Screen>]) {
            self.root = root
            self.presented = presented
            self.tabs = tabs
        }

        @inlinable public consuming func makeIterator() -> Iterator {
            Iterator(root: root, presented: presented, tabs: tabs)
        }

        /// Goes through the screens one stack after the other.
        public struct Iterator: IteratorProtocol {
            @usableFromInline let root: ScreenStack<Screen>
            @usableFromInline let presented: [PresentedFlow<Screen>]
            @usableFromInline let tabs: [TabSlot<Screen>]
            /// `0` for the root flow, `k` for level `k`, then the tabs' slots after the levels.
            @usableFromInline var stack = 0
            @usableFromInline var index = 0

            @inlinable init(root: ScreenStack<Screen>, presented: [PresentedFlow<Screen>], tabs: [TabSlot<Screen>]) {
                self.root = root
                self.presented = presented
                self.tabs = tabs
            }

            // Reads each screen in place: a stack copied out for each screen costs its retains.
            @inlinable public mutating func next() -> Screen? {
                if stack == 0 {
                    if index < root.count {
                        defer { index &+= 1 }
                        return root[index]
                    }
                    stack = 1
                    index = 0
                }
                while stack <= presented.count {
                    if index < presented[stack &- 1].stack.count {
                        defer { index &+= 1 }
                        return presented[stack &- 1].stack[index]
                    }
                    stack &+= 1
                    index = 0
                }
                return tabs.isEmpty ? nil : nextInTabs()
            }

            /// The next screen of the tabs not shown.
            @inlinable mutating func nextInTabs() -> Screen? {
                while stack &- presented.count &- 1 < tabs.count {
                    if let parked = tabs[stack &- presented.count &- 1].parked, index < parked.count {
                        defer { index &+= 1 }
                        return parked[index]
                    }
                    stack &+= 1
                    index = 0
                }
                return nil
            }
        }
    }
}
