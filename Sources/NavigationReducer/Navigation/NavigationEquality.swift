// Equality of the navigation values, written out and inlinable.
//
// A synthesised `==` of a generic type is not specialised in the app's module: it compares
// through witness tables and looks up `ScreenStack<Screen>`'s metadata on every call, which
// the explorer's visited states and a test's snapshots pay on every comparison. Written out
// and inlinable, it is specialised for the app's screens. Each `==`
// compares every stored property, cheapest first; `EqualityCoversEveryField` fails when a
// property is added and not compared here.

extension ScreenStack {
    /// Whether both stacks hold the same screens in the same order. Which entries they are
    /// is not compared (see ``EntryID``): a push then a pop gives back an equal stack.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.pushed.count == rhs.pushed.count && lhs._root == rhs._root && lhs.pushed == rhs.pushed
    }

    /// Hashes the screens, as `==` compares them.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(_root)
        hasher.combine(pushed)
    }
}

extension PresentedFlow {
    /// Whether both flows are presented the same way and hold equal stacks.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.style == rhs.style && lhs.stack == rhs.stack
    }
}

extension AlertState.Button {
    /// Whether both buttons send the same action with the same role and label.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.action == rhs.action && lhs.role == rhs.role && lhs.label == rhs.label
    }
}

extension AlertState {
    /// Whether both alerts have the same style, buttons, title and message: at once when
    /// they are copies of one alert.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.parts === rhs.parts
            || (lhs.style == rhs.style && lhs.buttons == rhs.buttons && lhs.title == rhs.title
                && lhs.message == rhs.message)
    }

    /// Hashes what `==` compares.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(buttons)
        hasher.combine(title)
        hasher.combine(message)
    }
}

extension NavigationState {
    /// Whether both trees show the same tabs or split view, flows, screens and alert.
    ///
    /// Whether the last change animates (``animations``) is not compared: it says how the
    /// tree was reached, not what the user sees, so two states that show the same screens
    /// are equal however they got there — a test compares states without spelling
    /// `animated: false`, and the Explorer counts each screen arrangement once. A test that
    /// cares asserts ``animations`` itself.
    ///
    /// - Complexity: O(*n*) for *n* screens in the trees, stopping at the first difference.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs._presented.count == rhs._presented.count
            && lhs._root == rhs._root && samePresented(lhs._presented, rhs._presented)
            && (lhs._alert?.parts === rhs._alert?.parts || lhs._alert == rhs._alert)
            && (lhs._tabs.isEmpty ? rhs._tabs.isEmpty : lhs._tabs == rhs._tabs) && lhs._split == rhs._split
    }

    // Compared in place, field by field as `PresentedFlow`'s `==`: `Array`'s `==`, or that
    // operator given an element, copies each pair of flows out to compare them.
    @inlinable
    static func samePresented(_ lhs: [PresentedFlow<Screen>], _ rhs: [PresentedFlow<Screen>]) -> Bool {
        lhs.withUnsafeBufferPointer { lhs in
            rhs.withUnsafeBufferPointer { rhs in
                lhs.count == rhs.count
                    && (lhs.baseAddress == rhs.baseAddress
                        || lhs.indices.allSatisfy { lhs[$0].style == rhs[$0].style && lhs[$0].stack == rhs[$0].stack })
            }
        }
    }

    /// Hashes everything `==` compares: two trees that differ only in a sheet's detent or an
    /// alert's title hash apart, so a hash can stand for the tree, as an explorer that keeps
    /// fingerprints only takes it to.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(_root)
        if !_tabs.isEmpty { hasher.combine(_tabs) }
        if let split = _split { hasher.combine(split) }
        hasher.combine(_presented.count)
        for flow in _presented {
            hasher.combine(flow.style)
            hasher.combine(flow.stack)
        }
        if let alert = _alert { hasher.combine(alert) }
        hasher.combine(_alert == nil)
    }
}
