extension NavigationState {
    /// The minimal commands, in a safe order, that turn what this state shows into what
    /// `target` shows.
    ///
    /// The levels both trees share with the same identity — same style and same root at the
    /// same level — stay presented; a change inside one of them is a stack command addressed
    /// to that level, never a dismiss and re-present. The order is the one UIKit needs:
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
        while kept < shared, _presented[kept - 1].style == target._presented[kept - 1].style,
            _presented[kept - 1].root == target._presented[kept - 1].root
        {
            kept += 1
        }
        let dismisses = levelCount > kept
        let presents = target.levelCount > kept
        let alertChanges = _alert != target._alert || ((dismisses || presents) && _alert != nil)

        if _alert != nil, alertChanges, !emit(.hideAlert(animated: target._animations.alert)) { return }
        if dismisses, !emit(.dismiss(level: kept, animated: target._animations.presentation)) { return }
        for level in 0..<kept {
            if let change = stackCommand(atLevel: level, toReach: target), !emit(change) { return }
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

    /// The command that changes the stack at `level`, a level both trees keep, into
    /// `target`'s. The stacks are read where they lie: a copy would retain each.
    @inlinable
    func stackCommand(atLevel level: Int, toReach target: Self) -> NavigationCommand<Screen, AlertAction>? {
        level == 0
            ? _root.command(toReach: target._root, level: 0, animated: target._animations.stack)
            : _presented[level - 1].stack.command(
                toReach: target._presented[level - 1].stack, level: level, animated: target._animations.stack)
    }

    /// The commands that build this state from nothing: set the root stack, present each
    /// flow bottom up, show the alert; none animated.
    public var commandsFromScratch: [NavigationCommand<Screen, AlertAction>] {
        var commands: [NavigationCommand<Screen, AlertAction>] = [.setStack(Array(_root), level: 0, animated: false)]
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
        case .setStack(let screens, let level, let animated):
            let stack = try ScreenStack(screens)
            try changeStack(atLevel: level, animated: animated) { $0 = stack }
        case .push(let screens, let level, let animated):
            try changeStack(atLevel: level, animated: animated) { $0.push(contentsOf: screens) }
        case .popTo(let index, let level, let animated):
            try changeStack(atLevel: level, animated: animated) { stack throws(NavigationRejection) in
                try stack.pop(toIndex: index)
            }
        case .present(let flow, let level, let animated):
            guard level == levelCount else { throw .levelOutOfRange(level: level, count: levelCount) }
            try present(flow: flow, animated: animated)
        case .dismiss(let level, let animated):
            guard level > 0, level < levelCount else { throw .levelOutOfRange(level: level, count: levelCount) }
            try dismiss(toLevel: level - 1, animated: animated)
        case .showAlert(let alert, let animated):
            try showAlert(alert, animated: animated)
        case .hideAlert(let animated):
            try hideAlert(animated: animated)
        }
    }

    /// Whether the two states show the same thing — the same flows, stacks and alert —
    /// whatever their animation flags.
    @inlinable
    public func showsSameAs(_ other: Self) -> Bool {
        _root == other._root && _presented == other._presented && _alert == other._alert
    }
}

extension ScreenStack {
    @inlinable
    func command<AlertAction>(toReach target: Self, level: Int, animated: Bool) -> NavigationCommand<
        Screen, AlertAction
    >? {
        let prefix = _root == target._root ? 1 + pushed.commonPrefixCount(with: target.pushed) : 0
        switch prefix {
        case 0:
            return .setStack(Array(target), level: level, animated: animated)
        case count where prefix < target.count:
            return .push(Array(target.pushed[(prefix - 1)...]), level: level, animated: animated)
        case target.count where prefix < count:
            return .popTo(index: prefix - 1, level: level, animated: animated)
        case count:
            return nil
        default:
            return .setStack(Array(target), level: level, animated: animated)
        }
    }
}
