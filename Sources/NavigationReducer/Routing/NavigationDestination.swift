/// Where a deep link, a push notification or a resumed redirect leads, and the app actions to
/// send once it shows: a whole tree that replaces the user's, or a flow presented over — or
/// screens pushed onto — the flow the user is in.
///
/// A whole tree suits a link that starts over ("open this order from the web"); a relative
/// landing suits a link that comes while the user is busy ("a new message": present the
/// conversation over whatever is on screen, and dismissing it returns the user exactly
/// where they were). Either is checked by the app's guards and rules on the tree it would
/// produce, as one change.
///
/// ```swift
/// typealias AppDestination = NavigationDestination<Screen, AppAction>
/// let startingOver = try AppDestination([.inbox, .conversation(id)])
/// let overTheScreen = AppDestination.presenting(PresentedFlow(root: .conversation(id), style: .sheet))
/// let ontoTheFlow = try AppDestination.pushing([.product(id)])
/// ```
///
/// It is a plain value (`Codable` when its parts are), so a destination waiting behind a
/// login is part of the app state: saved with it, visible in a test, explored.
public struct NavigationDestination<Screen: Hashable & Sendable, Action>: Sendable where Action: Sendable {
    /// How a destination lands on the tree the user has.
    public enum Landing: Hashable, Sendable {
        /// The root flow's stack and the flows presented over it replace the tree.
        case tree(root: ScreenStack<Screen>, presented: [PresentedFlow<Screen>])
        /// The flow is presented over the user's topmost flow; the tree under it stays.
        case presentedOverTop(PresentedFlow<Screen>)
        /// The stack's screens are pushed onto the user's topmost flow, its root first.
        case pushedOntoTop(ScreenStack<Screen>)
        /// The tab is selected, its stack replaced by `root`, and the flows presented over the
        /// tab bar by `presented`; the other tabs keep their stacks.
        case tab(Screen, root: ScreenStack<Screen>, presented: [PresentedFlow<Screen>])
        /// Nothing moves: the link is taken where the user is, the alert included.
        case unchanged
    }

    /// What a landing does with an alert the user has open.
    public enum OverAnAlert: String, Hashable, Sendable, Codable {
        /// The alert closes, and stays closed.
        case closes
        /// The alert is put aside while the landing shows, and comes back when the screen it
        /// was over is on top again — the user dismissed or popped what the link brought — so
        /// the user is back exactly where they were, alert included (``AlertState/Held``). A
        /// relative landing only, opened by `openingLinks` with a `heldAlert`, one kept alert
        /// at a time; a link that first waited (for a sign-in) closes the alert it meets.
        case returns
        /// The link waits in `openingLinks`'s `pending` until the user has answered the alert,
        /// then lands after the next action `resumes` lets through — by default any, so the
        /// answer itself; a core that narrows `resumes` names the alert's answers there. A
        /// guard that refuses it then drops it (`dropped` is told). Refused when another link
        /// waits already.
        case waits
    }

    /// How it lands on the tree the user has.
    public var landing: Landing
    /// What it does with an alert the user has open; ``OverAnAlert/closes`` unless the route
    /// says otherwise.
    public var overAnAlert: OverAnAlert = .closes
    /// Actions for the app to send once the destination is shown (select a tab, load a record).
    ///
    /// A router sees the link, not the app's data, so a link to a record that no longer
    /// exists is still routed: give the destination an action that checks the record
    /// (`.linkedRecipeShown(id)`) and refuses when it is gone — the whole link is then
    /// refused, and the screen never shows it.
    public var actions: [Action]

    /// A destination landing as `landing`.
    public init(landing: Landing, actions: [Action] = []) {
        self.landing = landing
        self.actions = actions
    }

    /// A whole tree: `root` with `presented` over it.
    public init(root: ScreenStack<Screen>, presented: [PresentedFlow<Screen>] = [], actions: [Action] = []) {
        self.init(landing: .tree(root: root, presented: presented), actions: actions)
    }

    /// A whole tree showing `screens` in the root flow, first as root.
    ///
    /// - Throws: ``NavigationRejection/emptyStack``.
    public init(_ screens: [Screen], actions: [Action] = []) throws(NavigationRejection) {
        self.init(root: try ScreenStack(screens), actions: actions)
    }

    /// The tab `tab` showing `screens`, first as root, with `presented` over the tab bar: a
    /// link into another tab of a tab app. In a tree without that tab it is refused with
    /// ``NavigationRejection/tabNotInTree``.
    ///
    /// In a split view the tab is the sidebar's selection, as an iPad app's sidebar lists what
    /// its iPhone tab bar shows: the detail shows `screens` from the tab on (`tab` itself once,
    /// when `screens` opens on it), and one router serves both forms of the app.
    ///
    /// - Throws: ``NavigationRejection/emptyStack``.
    public static func tab(
        _ tab: Screen, showing screens: [Screen], presented: [PresentedFlow<Screen>] = [], actions: [Action] = []
    ) throws(NavigationRejection) -> Self {
        Self(landing: .tab(tab, root: try ScreenStack(screens), presented: presented), actions: actions)
    }

    /// No change to the tree, the alert included: a link to what the user already sees (the
    /// conversation open on screen, say). Its actions still run, and a guard or rule that
    /// refuses the tree as it is refuses the link.
    public static func unchanged(actions: [Action] = []) -> Self {
        Self(landing: .unchanged, actions: actions)
    }

    /// `flow` presented over the flow the user is in.
    public static func presenting(_ flow: PresentedFlow<Screen>, actions: [Action] = []) -> Self {
        Self(landing: .presentedOverTop(flow), actions: actions)
    }

    /// `screens` pushed onto the flow the user is in, the last on top.
    ///
    /// - Throws: ``NavigationRejection/emptyStack`` for no screen.
    public static func pushing(_ screens: [Screen], actions: [Action] = []) throws(NavigationRejection) -> Self {
        Self(landing: .pushedOntoTop(try ScreenStack(screens)), actions: actions)
    }

    /// This destination, putting an open alert aside and bringing it back when the user
    /// returns from what the link brought (``OverAnAlert/returns``).
    public func keepingTheAlert() -> Self {
        var copy = self
        copy.overAnAlert = .returns
        return copy
    }

    /// This destination, waiting until the user has answered an open alert
    /// (``OverAnAlert/waits``).
    public func waitingForTheAlert() -> Self {
        var copy = self
        copy.overAnAlert = .waits
        return copy
    }

    /// Every screen the destination brings, root flow first.
    public var screens: [Screen] {
        switch landing {
        case .tree(let root, let presented), .tab(_, let root, let presented):
            Array(root) + presented.flatMap { Array($0.stack) }
        case .presentedOverTop(let flow): Array(flow.stack)
        case .pushedOntoTop(let stack): Array(stack)
        case .unchanged: []
        }
    }

    /// Whether it keeps the user's tree and adds to it.
    public var isRelative: Bool {
        switch landing {
        case .tree, .tab: false
        case .presentedOverTop, .pushedOntoTop, .unchanged: true
        }
    }
}

extension NavigationDestination: Equatable where Action: Equatable {}
extension NavigationDestination: Hashable where Action: Hashable {}

extension NavigationState {
    /// Shows `destination` as one change, and hides a shown alert: a whole tree replaces the
    /// tree (in a tab bar, the shown tab's stack and the flows over the bar; a tab landing
    /// selects its tab first) — a renderer turns it into the minimal commands from what was shown, pops and
    /// pushes where stacks share a prefix — while a relative landing presents over, or pushes
    /// onto, the topmost flow and leaves every screen under it in place, entries and work
    /// included; an unchanged landing changes nothing, the alert included.
    ///
    /// - Throws: ``NavigationRejection/nestingLimitReached(limit:)`` when the tree would have
    ///   more than ``maximumLevels`` levels, ``NavigationRejection/tabNotInTree`` for a tab the
    ///   tree does not have; nothing changes then. In a split view a tab landing shows its
    ///   screens after the sidebar's screen (see ``NavigationDestination/tab(_:showing:presented:actions:)``).
    @inlinable
    public mutating func show<Action>(_ destination: NavigationDestination<Screen, Action>, animated: Bool = true)
        throws(NavigationRejection)
    {
        switch destination.landing {
        case .tree(let root, let presented):
            guard presented.count < Self.maximumLevels else { throw .nestingLimitReached(limit: Self.maximumLevels) }
            become(root: root, presented: presented, hidingAlert: animated)
        case .tab(let tab, let root, let presented):
            guard presented.count < Self.maximumLevels else { throw .nestingLimitReached(limit: Self.maximumLevels) }
            if _split != nil {
                var collapsed = ScreenStack(root: _root.root)
                collapsed.push(tab)
                collapsed.push(contentsOf: root.root == tab ? root.dropFirst() : root[...])
                become(root: collapsed, presented: presented, hidingAlert: animated)
                return
            }
            guard _tabs.contains(where: { $0.tab == tab }) else { throw .tabNotInTree }
            hideAlertForLink(animated: animated)
            if selectedTab != tab { try select(tab: tab) }
            become(root: root, presented: presented, hidingAlert: animated)
        case .presentedOverTop(let flow):
            guard levelCount < Self.maximumLevels else { throw .nestingLimitReached(limit: Self.maximumLevels) }
            hideAlertForLink(animated: animated)
            try present(flow: flow, animated: animated)
        case .pushedOntoTop(let stack):
            hideAlertForLink(animated: animated)
            try push(contentsOf: stack, animated: animated)
        case .unchanged:
            return
        }
    }

    /// Shows `root` and `presented` as a whole-tree landing does, with no alert.
    @inlinable mutating func become(
        root: ScreenStack<Screen>, presented: [PresentedFlow<Screen>], hidingAlert animated: Bool
    ) {
        if _root != root { _animations.stack = animated }
        if _presented != presented { _animations.presentation = animated }
        if _alert != nil { _animations.alert = animated }
        become(root: root, presented: presented)
        _alert = nil
    }

    @inlinable mutating func hideAlertForLink(animated: Bool) {
        guard _alert != nil else { return }
        _alert = nil
        _animations.alert = animated
    }

    /// The same tree with no alert, for a route to look at and change with the verbs: its
    /// screens keep their entries.
    @inlinable func withoutAlert() -> NavigationState<Screen, Never> {
        var tree = NavigationState<Screen, Never>(root: _root.root)
        tree._root = _root
        tree._tabs = _tabs
        tree._split = _split
        tree._presented = _presented
        tree._animations = _animations
        tree.nextFlow = nextFlow
        return tree
    }

    /// The tree shown now, as a whole-tree destination with no actions: in a tab bar, its shown
    /// tab.
    public func destination<Action>(sending actions: [Action] = []) -> NavigationDestination<Screen, Action> {
        guard let tab = selectedTab else {
            return NavigationDestination(root: _root, presented: _presented, actions: actions)
        }
        return NavigationDestination(landing: .tab(tab, root: _root, presented: _presented), actions: actions)
    }
}
