/// A flow presented over another one: a stack of its own, shown as a sheet or full screen.
///
/// A one-screen popup is a presented flow whose stack holds only its root; an "Add asset"
/// sheet that steps from search to confirm is the same value with screens pushed on it.
/// Its identity is its place in the tree and its root's entry, so screens pushed and popped
/// inside it never make it a different flow.
public struct PresentedFlow<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// How the flow covers the one under it.
    public var style: PresentationStyle
    /// The flow's own screens, root first. Never empty.
    public var stack: ScreenStack<Screen>

    /// A flow showing `stack`, presented with `style`.
    @inlinable public init(_ stack: consuming ScreenStack<Screen>, style: PresentationStyle = .sheet) {
        self.style = style
        self.stack = stack
    }

    /// A flow showing only `root`, presented with `style`.
    @inlinable public init(root: Screen, style: PresentationStyle = .sheet) {
        self.init(ScreenStack(root: root), style: style)
    }

    /// The screen the flow started with.
    @inlinable public var root: Screen { stack.root }
}

extension PresentedFlow: Codable where Screen: Codable {}

/// Which flow of a tree a piece of work or a command is about: its level (`0` is the root
/// flow, `1` the flow presented over it, …) and its root's entry.
///
/// Pushing, popping or changing data inside a flow, its root's included, keeps its identity;
/// dismissing it, or replacing its root, ends it.
@usableFromInline
package struct FlowIdentity: Hashable, Sendable {
    /// `0` for the root flow, `k` for the flow presented over level `k - 1`.
    @usableFromInline package var level: Int
    /// The entry of the flow's first screen.
    @usableFromInline package var root: EntryID

    @inlinable package init(level: Int, root: EntryID) {
        self.level = level
        self.root = root
    }
}
