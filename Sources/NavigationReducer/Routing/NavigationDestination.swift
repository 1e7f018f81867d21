/// A whole navigation tree to show — the stacks of every level and the flows presented —
/// with no alert, plus app actions to send after it is shown: what a deep link, a push
/// notification or a resumed redirect leads to.
///
/// It is a plain value (`Codable` when its parts are), so a destination waiting behind a
/// login is part of the app state: saved with it, visible in a test, explored.
public struct NavigationDestination<Screen: Hashable & Sendable, Action>: Sendable where Action: Sendable {
    /// The root flow's stack.
    public var root: ScreenStack<Screen>
    /// The flows presented over it, bottom first.
    public var presented: [PresentedFlow<Screen>]
    /// Actions for the app to send once the tree is shown (select a tab, load a record).
    ///
    /// A router sees the link, not the app's data, so a link to a record that no longer
    /// exists is still routed: give the destination an action that checks the record
    /// (`.linkedRecipeShown(id)`) and refuses when it is gone — the whole link is then
    /// refused, and the screen never shows it.
    public var actions: [Action]

    /// A destination showing `root` with `presented` over it.
    public init(root: ScreenStack<Screen>, presented: [PresentedFlow<Screen>] = [], actions: [Action] = []) {
        self.root = root
        self.presented = presented
        self.actions = actions
    }

    /// A destination showing `screens` in the root flow, first as root.
    ///
    /// - Throws: ``NavigationRejection/emptyStack``.
    public init(_ screens: [Screen], actions: [Action] = []) throws(NavigationRejection) {
        self.init(root: try ScreenStack(screens), actions: actions)
    }

    /// Every screen of the destination, root flow first.
    public var screens: [Screen] {
        Array(root) + presented.flatMap { Array($0.stack) }
    }

    /// The destination with `flow` presented over its topmost flow.
    public func presenting(_ flow: PresentedFlow<Screen>) -> Self {
        var copy = self
        copy.presented.append(flow)
        return copy
    }
}

extension NavigationDestination: Equatable where Action: Equatable {}
extension NavigationDestination: Hashable where Action: Hashable {}
extension NavigationDestination: Codable where Screen: Codable, Action: Codable {}

extension NavigationState {
    /// Shows `destination` as one change: its stacks and flows replace the tree, and a shown
    /// alert is hidden. A renderer turns it into the minimal commands from what was shown —
    /// pops and pushes where stacks share a prefix, not a rebuild.
    ///
    /// - Throws: ``NavigationRejection/nestingLimitReached(limit:)`` when the destination has
    ///   more than ``maximumLevels`` levels; nothing changes then.
    public mutating func show<Action>(_ destination: NavigationDestination<Screen, Action>, animated: Bool = true)
        throws(NavigationRejection)
    {
        guard destination.presented.count < Self.maximumLevels else {
            throw .nestingLimitReached(limit: Self.maximumLevels)
        }
        if _root != destination.root { _animations.stack = animated }
        if _presented != destination.presented { _animations.presentation = animated }
        if _alert != nil { _animations.alert = animated }
        become(root: destination.root, presented: destination.presented)
        _alert = nil
    }

    /// The tree shown now, as a destination with no actions.
    public func destination<Action>(sending actions: [Action] = []) -> NavigationDestination<Screen, Action> {
        NavigationDestination(root: _root, presented: _presented, actions: actions)
    }
}
