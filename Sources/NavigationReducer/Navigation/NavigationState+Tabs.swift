/// A tree whose root is a tab bar: each tab keeps its own stack, one is selected, and flows
/// are presented over the whole tab bar, as iOS presents them.
///
/// The selected tab's stack is the root flow, level `0`: every verb that acts where the user
/// is (``push(_:animated:)``, ``pop(animated:)``, ``present(_:style:animated:)``) acts in it,
/// and stays O(1) at any depth. The other tabs keep their stacks, their entries and the work
/// tied to them while another tab is shown; ``updateStack(ofTab:animated:_:)`` changes one
/// of them, and an answer for one of their entries finds it (``updateScreen(_:_:)``).
///
/// ```swift
/// var navigation = try NavigationState<Screen, Never>(tabs: [.inbox, .search, .settings])
/// try navigation.push(.conversation(7))  // in the inbox tab
/// try navigation.select(tab: .search)  // the inbox keeps its conversation
/// try navigation.select(tab: .inbox)
/// try navigation.reselectTab()  // a second tap: back to the inbox's root
/// ```
extension NavigationState {
    /// A tab bar showing `tabs`, each at its first screen, with `selected` (the first tab
    /// when `nil`) shown.
    ///
    /// - Throws: ``NavigationRejection/noTabs``, ``NavigationRejection/tabsRepeat(index:)``
    ///   or ``NavigationRejection/tabNotInTree`` for a `selected` that is not one of `tabs`.
    public init(tabs: [Screen], selected: Screen? = nil) throws(NavigationRejection) {
        guard let first = tabs.first else { throw .noTabs }
        try self.init(tabs: tabs.map { NavigationTab($0) }, selected: selected ?? first)
    }

    /// A tab bar with every tab's stack given, `selected` shown, and `presented` over the
    /// whole tab bar: for tests, previews, deep links and restoration.
    ///
    /// - Throws: ``NavigationRejection/noTabs``, ``NavigationRejection/tabsRepeat(index:)``,
    ///   ``NavigationRejection/tabNotInTree`` for a `selected` that is not one of `tabs`, or
    ///   ``NavigationRejection/nestingLimitReached(limit:)``.
    public init(
        tabs: [NavigationTab<Screen>],
        selected: Screen,
        presented: [PresentedFlow<Screen>] = [],
        alert: AlertState<AlertAction>? = nil,
        animations: NavigationAnimations = NavigationAnimations()
    ) throws(NavigationRejection) {
        let slots = tabs.map { TabSlot(tab: $0.tab, parked: $0.tab == selected ? nil : $0.stack) }
        guard let shown = tabs.first(where: { $0.tab == selected }) else {
            throw tabs.isEmpty ? .noTabs : Self.tabsRepeat(in: slots) ?? .tabNotInTree
        }
        try self.init(
            root: shown.stack, slots: slots, split: nil, presented: presented, alert: alert, animations: animations)
    }

    /// A tree from its stored parts, checked as decoding checks them: `slots` is empty or has
    /// distinct tabs, exactly one without a parked stack (the selected one, showing `root`),
    /// and a split view has no tabs.
    init(
        root: ScreenStack<Screen>, slots: [TabSlot<Screen>], split: SplitColumns?, presented: [PresentedFlow<Screen>],
        alert: AlertState<AlertAction>?, animations: NavigationAnimations
    ) throws(NavigationRejection) {
        if let split {
            guard slots.isEmpty else { throw .splitViewHasTabs }
            try self.init(sidebar: root, columns: split, presented: presented, alert: alert, animations: animations)
            return
        }
        if !slots.isEmpty {
            if let repeated = Self.tabsRepeat(in: slots) { throw repeated }
            guard slots.lazy.filter({ $0.parked == nil }).count == 1 else { throw .tabNotInTree }
        }
        try self.init(root: root, presented: presented, alert: alert, animations: animations)
        guard !slots.isEmpty else { return }
        // The tabs take the first flow numbers, in order, whichever is selected.
        nextFlow = _root.flow
        _tabs = slots
        for index in _tabs.indices {
            let tag = takeFlowTag()
            if _tabs[index].parked == nil { _root.flow = tag } else { _tabs[index].parked?.flow = tag }
        }
        for level in _presented.indices { _presented[level].stack.flow = takeFlowTag() }
    }

    /// The first tab that repeats an earlier one, as a rejection.
    static func tabsRepeat(in slots: [TabSlot<Screen>]) -> NavigationRejection? {
        var seen = Set<Screen>()
        for (index, slot) in slots.enumerated() where !seen.insert(slot.tab).inserted {
            return .tabsRepeat(index: index)
        }
        return nil
    }

    /// The tabs, in order, each named by the screen it opens on; empty for a tree without tabs.
    @inlinable public var tabs: [Screen] { _tabs.map { $0.tab } }

    /// The tab shown, or `nil` for a tree without tabs.
    @inlinable public var selectedTab: Screen? {
        for slot in _tabs where slot.parked == nil { return slot.tab }
        return nil
    }

    /// The stack of `tab`, whether shown or not, or `nil` for a tab the tree does not have.
    @inlinable public func stack(ofTab tab: Screen) -> ScreenStack<Screen>? {
        guard let slot = _tabs.firstIndex(where: { $0.tab == tab }) else { return nil }
        return _tabs[slot].parked ?? _root
    }

    /// The tabs with their stacks, in order.
    public var tabStacks: [NavigationTab<Screen>] {
        _tabs.map { NavigationTab($0.tab, stack: $0.parked ?? _root) }
    }

    /// Shows `tab`, keeping every tab's stack as it is. Flows presented over the tab bar stay.
    ///
    /// - Throws: ``NavigationRejection/tabNotInTree``,
    ///   ``NavigationRejection/tabAlreadySelected`` (a second tap on a tab is
    ///   ``reselectTab(animated:)``), or ``NavigationRejection/alertAlreadyShown``; nothing
    ///   changes then.
    /// - Complexity: O(*t*) in the number of tabs.
    @inlinable public mutating func select(tab: Screen) throws(NavigationRejection) {
        try select(tab: tab, underAlert: false)
    }

    /// Shows `tab`; with `underAlert`, whether or not an alert is up: what a host does when the
    /// tree it mirrors changed tab under an alert that stays.
    @inlinable mutating func select(tab: Screen, underAlert: Bool) throws(NavigationRejection) {
        guard let target = _tabs.firstIndex(where: { $0.tab == tab }) else { throw .tabNotInTree }
        guard _tabs[target].parked != nil else { throw .tabAlreadySelected }
        guard underAlert || _alert == nil else { throw .alertAlreadyShown }
        guard let shown = _tabs.firstIndex(where: { $0.parked == nil }),
            let incoming = _tabs[target].parked.take()
        else { throw .tabNotInTree }
        // Moved, never copied: a stack left shared with a parked copy would be copied at its next push.
        let outgoing = _root
        _root = incoming
        _tabs[shown].parked = outgoing
    }

    /// Takes the selected tab back to its root: what a second tap on the selected tab does on
    /// iOS, when the app's reducer says so.
    ///
    /// - Throws: ``NavigationRejection/tabNotInTree`` for a tree without tabs,
    ///   ``NavigationRejection/popAtRoot`` when the tab is at its root, or
    ///   ``NavigationRejection/alertAlreadyShown``; nothing changes then.
    @inlinable public mutating func reselectTab(animated: Bool = true) throws(NavigationRejection) {
        guard !_tabs.isEmpty else { throw .tabNotInTree }
        guard !_root.isAtRoot else { throw .popAtRoot }
        try updateStack(atLevel: 0, animated: animated) { stack throws(NavigationRejection) in try stack.pop(toIndex: 0)
        }
    }

    /// Changes the stack of `tab`, shown or not: a link or a reply that belongs to another
    /// tab. Its entries are kept as ``updateStack(atLevel:animated:_:)`` keeps them.
    ///
    /// `body` must throw before it changes anything, as the stack's own operations do.
    ///
    /// - Throws: ``NavigationRejection/tabNotInTree``, ``NavigationRejection/alertAlreadyShown``,
    ///   or what `body` throws; nothing changes then.
    /// - Complexity: O(*t*) in the number of tabs, beyond `body`.
    @inlinable @discardableResult
    public mutating func updateStack<Result>(
        ofTab tab: Screen, animated: Bool = true,
        _ body: (inout ScreenStack<Screen>) throws(NavigationRejection) -> Result
    ) throws(NavigationRejection) -> Result {
        guard let slot = _tabs.firstIndex(where: { $0.tab == tab }) else { throw .tabNotInTree }
        guard _alert == nil else { throw .alertAlreadyShown }
        guard _tabs[slot].parked != nil else { return try changeStack(atLevel: 0, animated: animated, body) }
        return try changeParkedStack(slot, animated: animated, body)
    }

    /// Changes the stack parked in `slot`, taken out while `body` runs so that a push copies
    /// nothing; a stack put in from outside takes a new flow, as
    /// ``updateStack(atLevel:animated:_:)`` does.
    @inlinable mutating func changeParkedStack<Result>(
        _ slot: Int, animated: Bool,
        _ body: (inout ScreenStack<Screen>) throws(NavigationRejection) -> Result
    ) throws(NavigationRejection) -> Result {
        guard var stack = _tabs[slot].parked.take() else { throw .tabNotInTree }
        let (flow, next) = (stack.flow, stack.numbers.next)
        let result: Result
        do {
            result = try body(&stack)
        } catch {
            _tabs[slot].parked = stack
            throw error
        }
        if stack.flow != flow || stack.numbers.next < next { stack.flow = takeFlowTag() }
        _tabs[slot].parked = stack
        _animations.stack = animated
        return result
    }

    /// The stack of the tab at `position`, shown or not, without building the list of tabs.
    @inlinable package func stack(ofTabAt position: Int) -> ScreenStack<Screen>? {
        _tabs.indices.contains(position) ? _tabs[position].parked ?? _root : nil
    }

    /// The position of `tab` in the tab bar.
    @inlinable package func position(ofTab tab: Screen) -> Int? {
        _tabs.firstIndex { $0.tab == tab }
    }

    /// Where entry `id` is in a tab that is not shown: the tab's position and the entry's index.
    @inlinable package func parkedLocation(of id: EntryID) -> (slot: Int, index: Int)? {
        for slot in _tabs.indices {
            guard let stack = _tabs[slot].parked, stack.flow.flow == id.flow.flow else { continue }
            if id.flow.tree != 0, id.flow.tree != stack.flow.tree { return nil }
            return stack.index(ofEntry: id).map { (slot, $0) }
        }
        return nil
    }
}
