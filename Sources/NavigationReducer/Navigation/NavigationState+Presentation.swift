/// The presentation verbs: present a flow over the topmost one, dismiss it, dismiss several.
///
/// Presenting or dismissing under a shown alert is rejected with
/// ``NavigationRejection/alertAlreadyShown``: the alert belongs to the topmost flow, and the
/// user answers it before the flows under it change.
extension NavigationState {
    // Always inlined into the reducer: without, a store-send took 12% more instructions
    // (callgrind, nav-cycle/store-send); so for each verb in this file.
    /// Presents a flow starting at `screen` over the topmost flow — a one-screen popup, or the
    /// first step of a flow that pushes more.
    ///
    /// - Throws: ``NavigationRejection/alertAlreadyShown``;
    ///   ``NavigationRejection/nestingLimitReached(limit:)`` beyond ``maximumLevels``.
    /// - Complexity: O(1) amortised.
    @inlinable @inline(__always) public mutating func present(
        _ screen: Screen, style: PresentationStyle = .sheet, animated: Bool = true
    ) throws(NavigationRejection) {
        try present(flow: PresentedFlow(root: screen, style: style), animated: animated)
    }

    /// Presents `flow`, with its whole stack, over the topmost flow: a presented child flow,
    /// or a restored sheet that was several steps in.
    ///
    /// - Throws: ``NavigationRejection/alertAlreadyShown``;
    ///   ``NavigationRejection/nestingLimitReached(limit:)`` beyond ``maximumLevels``.
    /// - Complexity: O(1) amortised.
    @inlinable @inline(__always) public mutating func present(
        flow: consuming PresentedFlow<Screen>, animated: Bool = true
    ) throws(NavigationRejection) {
        guard _alert == nil else { throw .alertAlreadyShown }
        guard levelCount < Self.maximumLevels else { throw .nestingLimitReached(limit: Self.maximumLevels) }
        flow.stack.flow = takeFlowTag()
        _presented.append(flow)
        _animations.presentation = animated
    }

    /// Dismisses the topmost flow with everything in it.
    ///
    /// - Throws: ``NavigationRejection/nothingPresented`` when only the root flow is shown;
    ///   ``NavigationRejection/alertAlreadyShown``.
    /// - Complexity: O(1).
    @inlinable @inline(__always) public mutating func dismiss(animated: Bool = true) throws(NavigationRejection) {
        guard !_presented.isEmpty else { throw .nothingPresented }
        guard _alert == nil else { throw .alertAlreadyShown }
        _presented.removeLast()
        _animations.presentation = animated
    }

    /// Dismisses every flow above `level`, which becomes the topmost. Already there, it
    /// changes nothing.
    ///
    /// - Throws: ``NavigationRejection/levelOutOfRange(level:count:)``;
    ///   ``NavigationRejection/alertAlreadyShown`` when it would dismiss something.
    /// - Complexity: O(*k*) in the number of flows dismissed.
    @inlinable public mutating func dismiss(toLevel level: Int, animated: Bool = true) throws(NavigationRejection) {
        guard level >= 0, level < levelCount else { throw .levelOutOfRange(level: level, count: levelCount) }
        guard level < topLevel else { return }
        guard _alert == nil else { throw .alertAlreadyShown }
        _presented.removeSubrange(level...)
        _animations.presentation = animated
    }

    /// Dismisses every presented flow: the root flow is on top again. With nothing presented
    /// it changes nothing.
    ///
    /// - Throws: ``NavigationRejection/alertAlreadyShown`` when it would dismiss something.
    @inlinable public mutating func dismissAll(animated: Bool = true) throws(NavigationRejection) {
        try dismiss(toLevel: 0, animated: animated)
    }
}

extension NavigationState {
    /// Rests the sheet presented at `level` at `detent`: a sheet that opens at half height and
    /// grows when the user starts typing, or one the reducer shrinks to show the map under it.
    ///
    /// - Throws: ``NavigationRejection/levelOutOfRange(level:count:)`` for a level that holds
    ///   no presented flow; ``NavigationRejection/detentNotOffered`` when the flow there is not a
    ///   sheet or does not offer `detent`; ``NavigationRejection/alertAlreadyShown``.
    /// - Complexity: O(*d*) in the number of the sheet's detents.
    public mutating func selectDetent(_ detent: SheetDetents.Detent, atLevel level: Int, animated: Bool = true)
        throws(NavigationRejection)
    {
        guard level > 0, level < levelCount else { throw .levelOutOfRange(level: level, count: levelCount) }
        guard _alert == nil else { throw .alertAlreadyShown }
        guard case .sheet(var detents) = _presented[level - 1].style else { throw .detentNotOffered }
        try detents.select(detent)
        _presented[level - 1].style = .sheet(detents)
        _animations.presentation = animated
    }
}
