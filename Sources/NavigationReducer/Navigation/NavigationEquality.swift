// Equality of the navigation values, written out and inlinable.
//
// The synthesised `==` of a generic type is not specialised in the app's module: a dictionary
// of app states (the explorer's visited states, a test's snapshots) then compared each pair
// through witness tables and looked up `ScreenStack<Screen>`'s metadata on every call, ≈1,350
// instructions a comparison. Written out, it is specialised for the app's screens. Each `==`
// compares every stored property, cheapest first; `EqualityCoversEveryField` fails when a
// property is added and not compared here.

extension ScreenStack {
    /// Whether both stacks hold the same screens in the same order.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.pushed.count == rhs.pushed.count && lhs._root == rhs._root && lhs.pushed == rhs.pushed
    }
}

extension PresentedFlow {
    /// Whether both flows are presented the same way and hold equal stacks.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.style == rhs.style && lhs.stack == rhs.stack
    }
}

extension AlertButton {
    /// Whether both buttons send the same action with the same role and label.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.action == rhs.action && lhs.role == rhs.role && lhs.label == rhs.label
    }
}

extension AlertState {
    /// Whether both alerts have the same style, buttons, title and message.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.style == rhs.style && lhs._buttons == rhs._buttons && lhs.title == rhs.title
            && lhs.message == rhs.message
    }
}

extension NavigationState {
    /// Whether both trees show the same flows, screens and alert, with the same animation
    /// flags.
    ///
    /// - Complexity: O(*n*) for *n* screens in the trees, stopping at the first difference.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs._presented.count == rhs._presented.count && lhs._animations == rhs._animations
            && lhs._root == rhs._root && lhs._presented == rhs._presented && lhs._alert == rhs._alert
    }
}
