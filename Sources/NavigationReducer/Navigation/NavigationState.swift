/// Everything the user sees of navigation, as one value: a tree of flows and at most one
/// alert over the topmost one.
///
/// A *flow* is a stack of screens. The root flow may have one flow presented over it (a
/// sheet or a full-screen cover), which has its own stack and may present another, to any
/// depth up to ``maximumLevels``. Each flow presents at most one other, so the tree has one
/// live branch — a chain of *levels*: level `0` is the root flow, level `k` the flow
/// presented over level `k - 1`. It is stored that way, as the root stack and an array of
/// presented flows, which is what keeps a push or pop at any level O(1) and makes the diff
/// and the saved form simple.
///
/// **The verbs act where the user is.** ``push(_:animated:)``, ``pop(animated:)``,
/// ``setStack(_:animated:)`` and their kin change the *topmost* flow; a back action meant for
/// a sheet never pops the screen under it. ``present(_:style:animated:)`` presents over the
/// topmost flow, ``dismiss(animated:)`` closes it. ``navigateBack(to:animated:)``,
/// ``switchTo(_:animated:)`` and ``stopFlow(startingAt:animated:)`` move across levels, and
/// ``updateStack(atLevel:animated:_:)`` addresses a deeper flow explicitly.
///
/// Every change goes through an operation that either succeeds or throws a
/// ``NavigationRejection`` and leaves the state untouched, and each successful change records
/// whether it animates in ``animations``.
///
/// ```swift
/// var navigation = NavigationState<Screen, AlertAction>(root: .assets)
/// try navigation.push(.details(id: 42))
/// try navigation.present(.addAsset(.search), style: .sheet)
/// try navigation.push(.addAsset(.confirm(id: 7)))  // inside the sheet
/// try navigation.pop()  // back to search, still in the sheet
/// try navigation.dismiss()  // details is on top again
/// ```
///
/// Equality covers what the user sees — the flows, their screens and the alert — so a
/// snapshot says exactly what is on screen. It leaves out how the last change animates
/// (``animations``) and which entry each screen is (``EntryID``): a push then a pop gives an
/// equal state.
public struct NavigationState<Screen: Hashable & Sendable, AlertAction: Hashable & Sendable>: Hashable, Sendable {
    /// The root flow's stack; with tabs, the selected tab's.
    @usableFromInline var _root: ScreenStack<Screen>
    /// The tabs, in order, empty for a tree without tabs; the selected one parks no stack.
    @usableFromInline var _tabs: [TabSlot<Screen>]
    @usableFromInline var _presented: [PresentedFlow<Screen>]
    @usableFromInline var _alert: AlertState<AlertAction>?
    @usableFromInline var _animations: NavigationAnimations
    /// The columns of a split view whose columns the root flow holds, `nil` for any other
    /// root. Kept beside the animation flags, where it takes no room of its own.
    @usableFromInline var _split: SplitColumns?
    /// This tree's number and the number the next flow put in it gets, for the
    /// ``EntryID``s of its screens.
    @usableFromInline var nextFlow: FlowTag

    /// The most levels a tree may have, the root flow included. Deeper nesting is rejected
    /// with ``NavigationRejection/nestingLimitReached(limit:)``, by ``present(_:style:animated:)``
    /// and by decoding alike.
    public static var maximumLevels: Int { 16 }

    /// A state showing only `root`, with nothing presented.
    @inlinable public init(root: Screen) {
        self._root = ScreenStack(root: root)
        self._tabs = []
        self._presented = []
        self._alert = nil
        self._animations = NavigationAnimations()
        self._split = nil
        self.nextFlow = FlowTag(tree: FlowTag.newTree())
        self._root.flow = takeFlowTag()
    }

    /// A state with every level given, for tests, previews, deep links and restoration.
    ///
    /// - Throws: ``NavigationRejection/nestingLimitReached(limit:)`` when `presented` would
    ///   make more than ``maximumLevels`` levels.
    public init(
        root: ScreenStack<Screen>,
        presented: [PresentedFlow<Screen>] = [],
        alert: AlertState<AlertAction>? = nil,
        animations: NavigationAnimations = NavigationAnimations()
    ) throws(NavigationRejection) {
        guard presented.count < Self.maximumLevels else { throw .nestingLimitReached(limit: Self.maximumLevels) }
        self._root = root
        self._tabs = []
        self._presented = presented
        self._alert = alert
        self._animations = animations
        self._split = nil
        self.nextFlow = FlowTag(tree: FlowTag.newTree())
        self._root.flow = takeFlowTag()
        for level in _presented.indices { _presented[level].stack.flow = takeFlowTag() }
    }

    /// A tag for a flow entering the tree, never given to another flow.
    @inlinable mutating func takeFlowTag() -> FlowTag {
        defer { nextFlow = nextFlow.next }
        return nextFlow
    }

    /// The root flow's stack, under every presented flow.
    @inlinable public var rootStack: ScreenStack<Screen> { _root }
    /// The flows presented over the root flow, bottom first.
    @inlinable public var presentedFlows: [PresentedFlow<Screen>] { _presented }
    /// The alert over the topmost flow, if one is shown.
    @inlinable public var alert: AlertState<AlertAction>? { _alert }
    /// Whether the latest change of each kind animates.
    @inlinable public var animations: NavigationAnimations { _animations }

    /// How many flows are shown: `1` plus the number presented.
    @inlinable public var levelCount: Int { _presented.count + 1 }
    /// The level of the topmost flow, the one the verbs act on.
    @inlinable public var topLevel: Int { _presented.count }
    /// Whether a flow is presented over the root flow.
    @inlinable public var isPresenting: Bool { !_presented.isEmpty }

    /// The stack of the topmost flow: what the user is navigating in.
    @inlinable public var topStack: ScreenStack<Screen> {
        let top = _presented.count &- 1
        return top < 0 ? _root : _presented[top].stack
    }
    /// The screen the user sees, under the alert if one is shown.
    ///
    /// Read where it lies, without copying the stack that holds it: reducers read it for
    /// every action.
    @inlinable public var topScreen: Screen {
        let top = _presented.count - 1
        return top < 0 ? _root.top : _presented[top].stack.top
    }

    /// The stack at `level`, or `nil` outside `0..<levelCount`.
    @inlinable public func stack(atLevel level: Int) -> ScreenStack<Screen>? {
        if level == 0 { return _root }
        guard level > 0, level <= _presented.count else { return nil }
        return _presented[level - 1].stack
    }

    /// The identity of the flow at `level`: its place and its root's entry.
    @inlinable package func identity(ofLevel level: Int) -> FlowIdentity? {
        stack(atLevel: level).map { FlowIdentity(level: level, root: $0.entryID(at: 0)) }
    }

    /// Whether the flow `identity` is still shown: the same root entry at the same level.
    ///
    /// - Complexity: O(1).
    @inlinable package func contains(_ identity: FlowIdentity) -> Bool {
        if stack(atLevel: identity.level)?.entryID(at: 0) == identity.root { return true }
        // A tab's root flow is level 0 whether its tab is shown or not.
        return identity.level == 0 && parkedLocation(of: identity.root)?.index == 0
    }

    /// Whether `screen` is anywhere in the tree, at any level, in any tab.
    ///
    /// - Complexity: O(*n*) in the number of screens in the tree.
    @inlinable public func contains(_ screen: Screen) -> Bool {
        containsScreen { $0 == screen }
    }

    /// Whether a screen anywhere in the tree matches, looked at where it lies: the library's
    /// rules run unspecialised, where a joined sequence of the stacks looks its types up at
    /// every step.
    ///
    /// - Complexity: O(*n*) in the number of screens in the tree.
    @inlinable package func containsScreen(where isMatch: (Screen) -> Bool) -> Bool {
        if _root.containsScreen(where: isMatch) { return true }
        for level in _presented.indices where _presented[level].stack.containsScreen(where: isMatch) {
            return true
        }
        return !_tabs.isEmpty && parkedContainsScreen(where: isMatch)
    }

    /// Whether a screen of a tab not shown matches.
    @inlinable func parkedContainsScreen(where isMatch: (Screen) -> Bool) -> Bool {
        // Read in place: a slot copied out costs its screen's and its stack's retains.
        for index in _tabs.indices where _tabs[index].parked?.containsScreen(where: isMatch) == true { return true }
        return false
    }

    /// The highest level whose root is `screen`, if any.
    @inlinable public func topmostLevel(rootedAt screen: Screen) -> Int? {
        for level in stride(from: topLevel, through: 0, by: -1) where stack(atLevel: level)?.root == screen {
            return level
        }
        return nil
    }

    /// The stack of every level, the root flow (the selected tab's) first; the stacks of
    /// tabs not shown are in ``tabStacks``.
    // A closure, not `\.stack`: a key path into a generic type is built anew at every call.
    @inlinable public var stacks: [ScreenStack<Screen>] { [_root] + _presented.map { $0.stack } }

    /// Changes the topmost stack in place, unless an alert covers it.
    @inlinable @inline(__always)
    mutating func withTopStack<Result>(
        _ body: (inout ScreenStack<Screen>) throws(NavigationRejection) -> Result
    ) throws(NavigationRejection) -> Result {
        guard _alert == nil else { throw .alertAlreadyShown }
        if _presented.isEmpty { return try body(&_root) }
        return try body(&_presented[_presented.count - 1].stack)
    }
}

extension NavigationState {
    /// Goes back to `saved`, a copy of this tree kept before — the tree as it was when a
    /// wizard started, say — keeping the entries of the screens both show, from each root,
    /// and making new entries for the others.
    ///
    /// Assigning the copy (`navigation = saved`) would bring back its entries' names with its
    /// screens, and the next push could take the name of a screen pushed since: work tied to
    /// that screen would live on in the new one. This verb names what it brings back afresh.
    ///
    /// - Complexity: O(*n*) in the number of screens of both trees.
    public mutating func revert(to saved: Self, animated: Bool = true) {
        if _root != saved._root || _tabs != saved._tabs || _split != saved._split { _animations.stack = animated }
        if _presented != saved._presented { _animations.presentation = animated }
        if _alert != saved._alert { _animations.alert = animated }
        become(tabs: saved._tabs, root: saved._root)
        become(root: saved._root, presented: saved._presented)
        _split = saved._split
        _alert = saved._alert
    }

    /// Takes on the tab bar `tabs`, whose selected tab shows `root`, keeping the stack of each
    /// tab both have, shown or not: the root flow is then the selected tab's stack as it was,
    /// for ``become(root:presented:)`` to match with `root`.
    @inlinable mutating func become(tabs: [TabSlot<Screen>], root: ScreenStack<Screen>) {
        guard _tabs != tabs else { return }
        var stacks = [Screen: ScreenStack<Screen>]()
        for slot in _tabs { stacks[slot.tab] = slot.parked ?? _root }
        var selectedStack: ScreenStack<Screen>?
        var slots = tabs
        for index in slots.indices {
            let kept = stacks[slots[index].tab]
            guard let wanted = slots[index].parked else {
                selectedStack = kept
                continue
            }
            if var stack = kept {
                stack.become(wanted)
                slots[index].parked = stack
            } else {
                slots[index].parked?.flow = takeFlowTag()
            }
        }
        if let selectedStack {
            _root = selectedStack
        } else if !tabs.isEmpty {
            _root = root
            _root.flow = takeFlowTag()
        }
        _tabs = slots
    }

    /// Shows `root` and `presented`, keeping the entries of what they share with the tree
    /// shown: each stack keeps the screens both hold from its root, and a flow presented the
    /// same kind of way with the same root at the same level stays the same flow, its sheet
    /// resting where `presented` says.
    @inlinable mutating func become(root: ScreenStack<Screen>, presented: [PresentedFlow<Screen>]) {
        _root.become(root)
        var kept = 0
        while kept < _presented.count, kept < presented.count,
            _presented[kept].style.isSameKind(as: presented[kept].style), _presented[kept].root == presented[kept].root
        {
            _presented[kept].stack.become(presented[kept].stack)
            _presented[kept].style = presented[kept].style
            kept &+= 1
        }
        // Emptied whole, a list shared with an earlier state is let go rather than copied to be cut.
        if kept == 0 { _presented.removeAll() } else if kept < _presented.count { _presented.removeSubrange(kept...) }
        for flow in presented[kept...] {
            var flow = flow
            flow.stack.flow = takeFlowTag()
            _presented.append(flow)
        }
    }
}
