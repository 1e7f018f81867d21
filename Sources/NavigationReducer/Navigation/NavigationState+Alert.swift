/// The alert verbs: show, hide, choose a button. The alert is shown over the topmost flow.
extension NavigationState {
    // Always inlined into the reducer: without, a store-send took 12% more instructions
    // (callgrind, nav-cycle/store-send); so for each verb in this file.
    /// Shows `alert` over the topmost flow.
    ///
    /// - Throws: ``NavigationRejection/alertAlreadyShown`` while another one is on screen;
    ///   ``NavigationRejection/actionSheetHasNoCancelButton`` for an action sheet without a
    ///   cancel button, which the user could close with no action to tell the reducer.
    @inlinable @inline(__always) public mutating func showAlert(_ alert: AlertState<AlertAction>, animated: Bool = true)
        throws(NavigationRejection)
    {
        guard _alert == nil else { throw .alertAlreadyShown }
        guard !alert.parts.lacksCancelButton else { throw .actionSheetHasNoCancelButton }
        _alert = alert
        _animations.alert = animated
    }

    /// Hides the alert without choosing a button (the app dismisses it itself).
    ///
    /// - Throws: ``NavigationRejection/noAlertShown``.
    @inlinable @inline(__always) public mutating func hideAlert(animated: Bool = true) throws(NavigationRejection) {
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
    @inlinable @inline(__always) public mutating func chooseAlertButton(
        sending action: AlertAction
    ) throws(NavigationRejection) -> AlertState<AlertAction>.Button {
        // The button is read where the alert lies: a copy of the alert would cost a retain
        // and a release on every choice.
        guard let button = _alert?.button(sending: action) else {
            throw _alert == nil ? .noAlertShown : .alertButtonNotFound
        }
        _alert = nil
        _animations.alert = true
        return button
    }
}
