extension NavigationState {
    /// The minimal commands, in a safe order, that turn what this state shows into what
    /// `target` shows.
    ///
    /// The levels both trees share with the same identity — the same kind of presentation and
    /// the same root at the same level — stay presented; a change inside one of them is a
    /// stack command addressed to that level, or new detents for its sheet, never a dismiss
    /// and re-present. The order is the one UIKit needs:
    /// hide the alert, dismiss the first flow that differs (with everything above it), change
    /// the stacks of the kept levels, present the new flows bottom up, show the new alert.
    /// For a stack, the longest common prefix stays: only the new tail is pushed, or the stack
    /// pops back to the prefix; the whole stack is set only when the root changes or both a
    /// pop and a push would be needed. Equal trees give no command; so do trees that differ
    /// only in their animation flags, since nothing on screen would change.
    ///
    /// ```swift
    /// // a push inside a sheet at level 1
    /// before.commands(toReach: after) == [.push([.confirm], level: 1, animated: true)]
    /// ```
    ///
    /// - Parameter target: The tree to reach.
    /// - Returns: Commands whose ``applying(_:)`` to this state shows what `target` shows.
    /// - Complexity: O(*n*) in the number of screens of the two trees.
    @inlinable
    public func commands(toReach target: Self) -> [NavigationCommand<Screen, AlertAction>] {
        var commands: [NavigationCommand<Screen, AlertAction>] = []
        diff(toReach: target) {
            commands.append($0)
            return true
        }
        return commands
    }

    /// The first of `commands(toReach:)` and whether it is the last: once the host performs a
    /// last command it shows `target`, so a renderer need neither keep `target` nor diff
    /// again. Builds at most the second command, to learn that there is one.
    ///
    /// - Complexity: O(*n*) in the number of screens of the two trees; O(1) when they share
    ///   their storage.
    @inlinable
    func firstCommand(toReach target: Self) -> (command: NavigationCommand<Screen, AlertAction>, isLast: Bool)? {
        var first: NavigationCommand<Screen, AlertAction>?
        var isLast = true
        diff(toReach: target) { command in
            if case .some = first {
                isLast = false
                return false
            }
            first = command
            return true
        }
        return first.map { ($0, isLast) }
    }

    /// Calls `emit` with each command of ``commands(toReach:)`` in order, until it returns
    /// `false`.
    @inlinable
    func diff(toReach target: Self, _ emit: (NavigationCommand<Screen, AlertAction>) -> Bool) {
        var kept = 1
        let shared = Swift.min(levelCount, target.levelCount)
        while kept < shared, _presented[kept - 1].style.isSameKind(as: target._presented[kept - 1].style),
            _presented[kept - 1].stack.sharedEntryCount(with: target._presented[kept - 1].stack) > 0
        {
            kept += 1
        }
        let dismisses = levelCount > kept
        let presents = target.levelCount > kept
        let alertChanges = _alert != target._alert || ((dismisses || presents) && _alert != nil)

        if _alert != nil, alertChanges, !emit(.hideAlert(animated: target._animations.alert)) { return }
        if dismisses, !emit(.dismiss(level: kept, animated: target._animations.presentation)) { return }
        // A split view goes before a tab bar comes, and comes after one goes.
        let splitChanges = _split != target._split
        if splitChanges, target._split == nil, !emit(.setSplit(nil)) { return }
        guard let shownRoot = diffTabs(toReach: target, emit) else { return }
        if splitChanges, target._split != nil, !emit(.setSplit(target._split)) { return }
        for level in 0..<kept {
            if level > 0, case .sheet(let detents) = target._presented[level - 1].style,
                _presented[level - 1].style != target._presented[level - 1].style,
                !emit(.setDetents(detents, level: level, animated: target._animations.presentation))
            {
                return
            }
            let stack = level == 0 ? shownRoot : _presented[level - 1].stack
            let targetStack = level == 0 ? target._root : target._presented[level - 1].stack
            guard stack.diff(toReach: targetStack, level: level, animated: target._animations.stack, emit) else {
                return
            }
        }
        if presents {
            for level in kept..<target.levelCount
            where !emit(
                .present(target._presented[level - 1], level: level, animated: target._animations.presentation))
            {
                return
            }
        }
        if let newAlert = target._alert, alertChanges {
            _ = emit(.showAlert(newAlert, animated: target._animations.alert))
        }
    }

    /// Emits the commands that change the tabs into `target`'s — select its tab, then set the
    /// stacks of the tabs not shown — and returns the stack then at level `0`, to diff against
    /// `target`'s; `nil` once `emit` returns `false`.
    @inlinable
    func diffTabs(toReach target: Self, _ emit: (NavigationCommand<Screen, AlertAction>) -> Bool)
        -> ScreenStack<Screen>?
    {
        if _tabs.isEmpty && target._tabs.isEmpty { return _root }
        guard _tabs.count == target._tabs.count, _tabs.indices.allSatisfy({ _tabs[$0].tab == target._tabs[$0].tab })
        else {
            guard emit(.setTabs(target.tabStacks, selected: target.selectedTab)) else { return nil }
            return target._tabs.isEmpty ? _root : target._root
        }
        var shownRoot = _root
        for slot in target._tabs.indices where target._tabs[slot].parked == nil {
            guard let parked = _tabs[slot].parked else { break }
            guard emit(.selectTab(target._tabs[slot].tab)) else { return nil }
            shownRoot = parked
        }
        for slot in target._tabs.indices {
            guard let wanted = target._tabs[slot].parked else { continue }
            let shown = _tabs[slot].parked ?? _root
            let shared = shown.sharedEntryCount(with: wanted)
            guard shared != shown.count || shared != wanted.count || shown != wanted else { continue }
            guard emit(.setTabStack(Array(wanted), keeping: shared, tab: target._tabs[slot].tab)) else { return nil }
        }
        return shownRoot
    }

    /// The commands that build this state from nothing: set the root stack (or the tabs, or
    /// the split view and its stack), present each flow bottom up, show the alert; none
    /// animated.
    public var commandsFromScratch: [NavigationCommand<Screen, AlertAction>] {
        var commands: [NavigationCommand<Screen, AlertAction>] =
            _tabs.isEmpty
            ? [.setStack(Array(_root), level: 0, animated: false)] : [.setTabs(tabStacks, selected: selectedTab)]
        if let split = _split { commands.insert(.setSplit(split), at: 1) }
        for (offset, flow) in _presented.enumerated() {
            commands.append(.present(flow, level: offset + 1, animated: false))
        }
        if let alert = _alert { commands.append(.showAlert(alert, animated: false)) }
        return commands
    }

    /// This state with `commands` applied in order, as a host applies them.
    ///
    /// - Throws: ``NavigationRejection`` for a command that does not fit the state (a level
    ///   that is not there, popping past a stack, presenting under an alert…), leaving
    ///   nothing applied.
    public func applying(_ commands: [NavigationCommand<Screen, AlertAction>]) throws(NavigationRejection) -> Self {
        var state = self
        for command in commands {
            try state.apply(command)
        }
        return state
    }

    /// Applies one command in place, as a host does.
    ///
    /// - Throws: ``NavigationRejection`` for a command that does not fit, leaving the state
    ///   as it was.
    @inlinable
    mutating func apply(_ command: NavigationCommand<Screen, AlertAction>) throws(NavigationRejection) {
        switch command {
        case .setStack(let screens, let keeping, let level, let animated):
            let new = try ScreenStack(screens)
            try changeStack(atLevel: level, animated: animated) { stack throws(NavigationRejection) in
                guard keeping >= 0, keeping <= Swift.min(stack.count, new.count) else {
                    throw .indexOutOfRange(index: keeping, count: Swift.min(stack.count, new.count))
                }
                stack.replace(keeping: keeping, with: new)
            }
        case .push(let screens, let level, let animated):
            try changeStack(atLevel: level, animated: animated) { $0.push(contentsOf: screens) }
        case .popTo(let index, let level, let animated):
            try changeStack(atLevel: level, animated: animated) { stack throws(NavigationRejection) in
                try stack.pop(toIndex: index)
            }
        case .update(let screen, let index, let level):
            try changeStack(atLevel: level, animated: _animations.stack) { stack throws(NavigationRejection) in
                guard stack.indices.contains(index) else { throw .indexOutOfRange(index: index, count: stack.count) }
                stack[index] = screen
            }
        case .present(let flow, let level, let animated):
            guard level == levelCount else { throw .levelOutOfRange(level: level, count: levelCount) }
            try present(flow: flow, animated: animated)
        case .dismiss(let level, let animated):
            guard level > 0, level < levelCount else { throw .levelOutOfRange(level: level, count: levelCount) }
            try dismiss(toLevel: level - 1, animated: animated)
        case .setDetents(let detents, let level, let animated):
            guard level > 0, level < levelCount else { throw .levelOutOfRange(level: level, count: levelCount) }
            guard case .sheet = _presented[level - 1].style else { throw .detentNotOffered }
            _presented[level - 1].style = .sheet(detents)
            _animations.presentation = animated
        case .showAlert(let alert, let animated):
            try showAlert(alert, animated: animated)
        case .hideAlert(let animated):
            try hideAlert(animated: animated)
        case .selectTab(let tab):
            try select(tab: tab, underAlert: true)
        case .setTabStack(let screens, let keeping, let tab):
            let new = try ScreenStack(screens)
            guard let slot = _tabs.firstIndex(where: { $0.tab == tab }), _tabs[slot].parked != nil else {
                throw .tabNotInTree
            }
            try changeParkedStack(slot, animated: false) { stack throws(NavigationRejection) in
                guard keeping >= 0, keeping <= Swift.min(stack.count, new.count) else {
                    throw .indexOutOfRange(index: keeping, count: Swift.min(stack.count, new.count))
                }
                stack.replace(keeping: keeping, with: new)
            }
        case .setSplit(let split):
            guard split == nil || _tabs.isEmpty else { throw .splitViewHasTabs }
            _split = split
        case .setTabs(let tabs, let selected):
            guard _split == nil || tabs.isEmpty else { throw .splitViewHasTabs }
            guard let selected else {
                guard tabs.isEmpty else { throw .tabNotInTree }
                _tabs = []
                return
            }
            let shaped = try Self(tabs: tabs, selected: selected)
            become(tabs: shaped._tabs, root: shaped._root)
            _root.become(shaped._root)
        }
    }

    /// Takes `target`'s entries for what `command`, a command of a diff toward `target`, has
    /// just brought on screen here: the host's copy of the tree then names its screens as the
    /// store does, so the next diff finds them.
    @inlinable
    mutating func takeEntries(shownBy command: NavigationCommand<Screen, AlertAction>, from target: Self) {
        switch command {
        case .setStack(_, _, let level, _), .push(_, let level, _), .popTo(_, let level, _):
            guard let shown = target.stack(atLevel: level), stack(atLevel: level) == shown else { return }
            if level == 0 { _root = shown } else { _presented[level &- 1].stack = shown }
        case .present(_, let level, _):
            guard let shown = target.stack(atLevel: level), stack(atLevel: level) == shown else { return }
            _presented[level &- 1].stack = shown
        case .setTabStack(_, _, let tab):
            guard let slot = _tabs.firstIndex(where: { $0.tab == tab }), let target = target.stack(ofTab: tab),
                _tabs[slot].parked == target
            else { return }
            _tabs[slot].parked = target
        case .setTabs:
            guard _tabs == target._tabs, _root == target._root else { return }
            _tabs = target._tabs
            _root = target._root
        case .update, .dismiss, .setDetents, .showAlert, .hideAlert, .selectTab, .setSplit:
            return
        }
    }

    /// Whether the two states show the same thing — the same flows, stacks and alert —
    /// whatever their animation flags.
    @inlinable
    public func showsSameAs(_ other: Self) -> Bool {
        _root == other._root && _presented == other._presented && _alert == other._alert && _tabs == other._tabs
            && _split == other._split
    }
}

extension ScreenStack {
    /// Emits the commands that change this stack, at `level`, into `target`: updates for the
    /// entries both keep whose data changed, then the one structural command. Returns `false`
    /// once `emit` does.
    @inlinable
    func diff<AlertAction>(
        toReach target: Self, level: Int, animated: Bool,
        _ emit: (NavigationCommand<Screen, AlertAction>) -> Bool
    ) -> Bool {
        let shared = sharedEntryCount(with: target)
        if shared > 0, _root != target._root, !emit(.update(target._root, index: 0, level: level)) { return false }
        if shared > 1 {
            let unchanged = Swift.min(pushed.commonPrefixCount(with: target.pushed, by: ==), shared &- 1)
            for index in unchanged..<(shared &- 1) where pushed[index].screen != target.pushed[index].screen {
                guard emit(.update(target.pushed[index].screen, index: index &+ 1, level: level)) else { return false }
            }
        }
        let command: NavigationCommand<Screen, AlertAction>? =
            switch shared {
            case count where shared < target.count:
                .push(target.pushed[(shared &- 1)...].map { $0.screen }, level: level, animated: animated)
            case target.count where shared < count:
                .popTo(index: shared &- 1, level: level, animated: animated)
            case count:
                nil
            default:
                .setStack(Array(target), keeping: shared, level: level, animated: animated)
            }
        guard let command else { return true }
        return emit(command)
    }
}
