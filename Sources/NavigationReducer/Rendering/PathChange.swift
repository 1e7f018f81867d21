/// What a UI did to a flow's path on its own — a back swipe, a back button, a
/// `NavigationLink(value:)` — expressed against the state, so the reducer decides on it.
///
/// SwiftUI writes a whole new path into a `NavigationStack(path:)` binding; this value says
/// what that write means, so a path that *grows* is never mistaken for a pop, and a write
/// that changes nothing sends nothing.
public enum PathChange<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The user went back so that `count` screens above the root remain.
    case popped(remaining: Int)
    /// The user followed links that pushed `screens` on top.
    case pushed([Screen])
    /// Anything else: the path was rewritten to `screens` (above the root).
    case replaced([Screen])

    /// What turned the path `old` into `new` (both without the root), or `nil` when they
    /// are equal.
    ///
    /// - Complexity: O(*n*) in the longer path.
    public static func between(_ old: [Screen], _ new: [Screen]) -> Self? {
        if old == new { return nil }
        if new.count < old.count, Array(old.prefix(new.count)) == new { return .popped(remaining: new.count) }
        if new.count > old.count, Array(new.prefix(old.count)) == old { return .pushed(Array(new[old.count...])) }
        return .replaced(new)
    }
}

extension PathChange: Codable where Screen: Codable {}

extension NavigationState {
    /// Applies what a UI did to the path of the flow at `level`: a pop, pushes, or a
    /// rewrite. A reducer handling a path binding's action calls this, after checking
    /// whatever its own rules say.
    ///
    /// - Throws: ``NavigationRejection/levelOutOfRange(level:count:)``;
    ///   ``NavigationRejection/indexOutOfRange(index:count:)`` for a pop past the stack.
    public mutating func apply(_ change: PathChange<Screen>, atLevel level: Int, animated: Bool = true)
        throws(NavigationRejection)
    {
        try updateStack(atLevel: level, animated: animated) { stack throws(NavigationRejection) in
            switch change {
            case .popped(let remaining): try stack.pop(toIndex: remaining)
            case .pushed(let screens): stack.push(contentsOf: screens)
            case .replaced(let screens): stack = ScreenStack(root: stack.root, pushed: screens)
            }
        }
    }
}
