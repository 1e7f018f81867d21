extension NavigationState {
    /// The minimal commands, in a safe order, that turn what this state shows into what
    /// `target` shows.
    ///
    /// The order is the one UIKit needs: the alert is hidden before the popup is touched, the
    /// popup is dismissed before the stack under it changes, then the stack changes, then the
    /// new popup is presented and the new alert shown. For the stack, the longest common
    /// prefix stays: only the new tail is pushed, or the stack pops back to the prefix; the
    /// whole stack is set only when the root changes or both a pop and a push would be needed.
    /// Equal states give no command; so do states that differ only in their animation flags,
    /// since nothing on screen would change.
    ///
    /// ```swift
    /// // depth 5 → root: one command, not four pops
    /// deep.commands(toReach: root) == [.popTo(index: 0, animated: true)]
    /// ```
    ///
    /// - Parameter target: The state to reach.
    /// - Returns: Commands whose ``applying(_:)`` to this state gives `target`'s stack, popup
    ///   and alert.
    /// - Complexity: O(*n*) in the depth of the two stacks.
    public func commands(toReach target: Self) -> [NavigationCommand<Screen, Popup, AlertAction>] {
        var commands: [NavigationCommand<Screen, Popup, AlertAction>] = []
        let popupChanges = popup != target.popup
        let alertChanges = alert != target.alert || (popupChanges && alert != nil)
        if alert != nil, alertChanges {
            commands.append(.hideAlert(animated: target.animations.alert))
        }
        if popup != nil, popupChanges {
            commands.append(.dismissPopup(animated: target.animations.popup))
        }
        if stack != target.stack,
            let change: NavigationCommand<Screen, Popup, AlertAction> = stack.command(toReach: target.stack, animated: target.animations.stack)
        {
            commands.append(change)
        }
        if let newPopup = target.popup, popupChanges {
            commands.append(.present(newPopup, animated: target.animations.popup))
        }
        if let newAlert = target.alert, alertChanges {
            commands.append(.showAlert(newAlert, animated: target.animations.alert))
        }
        return commands
    }

    /// The commands that build this state from nothing: set the stack, present, show.
    public var commandsFromScratch: [NavigationCommand<Screen, Popup, AlertAction>] {
        var commands: [NavigationCommand<Screen, Popup, AlertAction>] = [.setStack(Array(stack), animated: false)]
        if let popup { commands.append(.present(popup, animated: false)) }
        if let alert { commands.append(.showAlert(alert, animated: false)) }
        return commands
    }

    /// This state with `commands` applied in order, as a host applies them.
    ///
    /// - Throws: ``NavigationRejection`` for a command that does not fit the state (popping
    ///   past the stack, dismissing a popup that is not there…), leaving nothing applied.
    public func applying(_ commands: [NavigationCommand<Screen, Popup, AlertAction>]) throws(NavigationRejection) -> Self {
        var state = self
        for command in commands {
            switch command {
            case .setStack(let screens, let animated): try state.setStack(screens, animated: animated)
            case .push(let screens, let animated): state.push(contentsOf: screens, animated: animated)
            case .popTo(let index, let animated): try state.pop(toIndex: index, animated: animated)
            case .present(let popup, let animated): try state.present(popup.content, style: popup.style, animated: animated)
            case .dismissPopup(let animated): try state.dismissPopup(animated: animated)
            case .showAlert(let alert, let animated): try state.showAlert(alert, animated: animated)
            case .hideAlert(let animated): try state.hideAlert(animated: animated)
            }
        }
        return state
    }

    /// Whether the two states show the same thing: same stack, popup and alert, whatever
    /// their animation flags.
    public func showsSameAs(_ other: Self) -> Bool {
        stack == other.stack && popup == other.popup && alert == other.alert
    }
}

extension ScreenStack {
    func command<Popup, AlertAction>(toReach target: Self, animated: Bool) -> NavigationCommand<Screen, Popup, AlertAction>? {
        var prefix = 0
        let shared = Swift.min(count, target.count)
        while prefix < shared, self[prefix] == target[prefix] { prefix += 1 }
        switch prefix {
        case 0:
            return .setStack(Array(target), animated: animated)
        case count where prefix < target.count:
            return .push(Array(target[prefix...]), animated: animated)
        case target.count where prefix < count:
            return .popTo(index: prefix - 1, animated: animated)
        case count:
            return nil
        default:
            return .setStack(Array(target), animated: animated)
        }
    }
}
