/// The Router verbs: push, pop, pop all, set the stack, present, dismiss, show and hide an
/// alert. Each either changes the state and records its animation, or throws and changes
/// nothing.
extension NavigationState {
    /// Pushes `screen` on the _stack.
    ///
    /// - Complexity: O(1) amortised.
    @inlinable public mutating func push(_ screen: Screen, animated: Bool = true) {
        _stack.push(screen)
        _animations.stack = animated
    }

    /// Pushes several screens at once, as one transition (a deep link to a nested screen).
    public mutating func push(contentsOf screens: [Screen], animated: Bool = true) {
        _stack.push(contentsOf: screens)
        _animations.stack = animated
    }

    /// Pops the top screen.
    ///
    /// - Throws: ``NavigationRejection/popAtRoot``.
    /// - Complexity: O(1).
    @inlinable public mutating func pop(animated: Bool = true) throws(NavigationRejection) {
        try _stack.pop()
        _animations.stack = animated
    }

    /// Pops every screen above the root ("pop all"). Already at the root, it changes nothing.
    @inlinable public mutating func popToRoot(animated: Bool = true) {
        guard !_stack.isAtRoot else { return }
        _stack.popToRoot()
        _animations.stack = animated
    }

    /// Pops back to the last occurrence of `screen`.
    ///
    /// - Throws: ``NavigationRejection/screenNotInStack``.
    @inlinable public mutating func pop(to screen: Screen, animated: Bool = true) throws(NavigationRejection) {
        try _stack.pop(to: screen)
        _animations.stack = animated
    }

    /// Pops back so the screen at `index` is on top.
    ///
    /// - Throws: ``NavigationRejection/indexOutOfRange(index:count:)``.
    @inlinable public mutating func pop(toIndex index: Int, animated: Bool = true) throws(NavigationRejection) {
        try _stack.pop(toIndex: index)
        _animations.stack = animated
    }

    /// Replaces the whole stack, first screen as root — restoring a path from a deep link.
    ///
    /// - Throws: ``NavigationRejection/emptyStack``.
    @inlinable public mutating func setStack(_ screens: [Screen], animated: Bool = true) throws(NavigationRejection) {
        try _stack.replace(with: screens)
        _animations.stack = animated
    }

    /// Makes `screen` the only screen on the stack ("show login as root").
    @inlinable public mutating func setRoot(_ screen: Screen, animated: Bool = true) {
        _stack.setRoot(screen)
        _animations.stack = animated
    }

    /// Presents `popup` over the _stack.
    ///
    /// - Throws: ``NavigationRejection/popupAlreadyPresented`` when one is on screen: two
    ///   popups at once is the UIKit freeze this library exists to rule out. Dismiss first,
    ///   in the same action if you like; the renderer orders the two.
    @inlinable public mutating func present(
        _ popup: Popup,
        style: PopupPresentation<Popup>.Style = .sheet,
        animated: Bool = true
    ) throws(NavigationRejection) {
        guard self._popup == nil else { throw .popupAlreadyPresented }
        self._popup = PopupPresentation(popup, style: style)
        _animations.popup = animated
    }

    /// Dismisses the popup.
    ///
    /// - Throws: ``NavigationRejection/noPopupPresented``.
    @inlinable public mutating func dismissPopup(animated: Bool = true) throws(NavigationRejection) {
        guard _popup != nil else { throw .noPopupPresented }
        _popup = nil
        _animations.popup = animated
    }

    /// Shows `alert` over everything.
    ///
    /// - Throws: ``NavigationRejection/alertHasNoButtons`` for an alert the user could not
    ///   close; ``NavigationRejection/alertAlreadyShown`` while another one is on screen.
    @inlinable public mutating func showAlert(_ alert: AlertState<AlertAction>, animated: Bool = true) throws(NavigationRejection) {
        guard !alert.buttons.isEmpty else { throw .alertHasNoButtons }
        guard self._alert == nil else { throw .alertAlreadyShown }
        self._alert = alert
        _animations.alert = animated
    }

    /// Hides the alert without choosing a button (the app dismisses it itself).
    ///
    /// - Throws: ``NavigationRejection/noAlertShown``.
    @inlinable public mutating func hideAlert(animated: Bool = true) throws(NavigationRejection) {
        guard _alert != nil else { throw .noAlertShown }
        _alert = nil
        _animations.alert = animated
    }

    /// The user chose the button that sends `action`: the alert closes and the button is
    /// returned so the reducer can act on its action and role.
    ///
    /// - Throws: ``NavigationRejection/noAlertShown`` when no alert is on screen (a late tap
    ///   after the alert went away); ``NavigationRejection/alertButtonNotFound`` when the
    ///   shown alert has no button sending `action`.
    /// - Returns: The chosen button.
    @discardableResult
    @inlinable public mutating func chooseAlertButton(sending action: AlertAction) throws(NavigationRejection) -> AlertButton<AlertAction> {
        guard let alert = _alert else { throw .noAlertShown }
        guard let button = alert.button(sending: action) else { throw .alertButtonNotFound }
        self._alert = nil
        _animations.alert = true
        return button
    }
}
