/// The stack verbs: push, pop, pop to root, pop to a screen, set the stack, set the root.
/// Each acts on the topmost flow, the one the user is in, and either changes it and records
/// its animation or throws and changes nothing.
///
/// While an alert is shown every stack verb is rejected with
/// ``NavigationRejection/alertAlreadyShown``, as presenting and dismissing are: the alert
/// covers the screens under it, and the user answers it before they change. A screen pushed
/// behind "Discard draft?" is a screen the user never saw arrive.
extension NavigationState {
    // Always inlined into the reducer: without, a store-send took 12% more instructions
    // (callgrind, nav-cycle/store-send); so for each verb in this file.
    /// Pushes `screen` on the topmost flow.
    ///
    /// - Throws: ``NavigationRejection/alertAlreadyShown``, as every stack verb does.
    /// - Complexity: O(1) amortised, at any level and any depth.
    @inlinable @inline(__always) public mutating func push(_ screen: Screen, animated: Bool = true)
        throws(NavigationRejection)
    {
        try withTopStack { $0.push(screen) }
        _animations.stack = animated
    }

    /// Pushes several screens at once, as one transition; the last ends up on top. This is
    /// also how an inline child flow starts: its screens go on the current stack and
    /// ``stopFlow(startingAt:animated:)`` pops them as one unit.
    ///
    /// - Complexity: O(*k*) amortised for *k* screens.
    @inlinable public mutating func push(contentsOf screens: some Sequence<Screen>, animated: Bool = true)
        throws(NavigationRejection)
    {
        try withTopStack { $0.push(contentsOf: screens) }
        _animations.stack = animated
    }

    /// Pops the top screen of the topmost flow.
    ///
    /// - Throws: ``NavigationRejection/popAtRoot`` when the topmost flow shows only its root:
    ///   closing a presented flow is ``dismiss(animated:)``, never a pop of the screen under it.
    /// - Complexity: O(1).
    @inlinable @inline(__always) public mutating func pop(animated: Bool = true) throws(NavigationRejection) {
        try withTopStack { stack throws(NavigationRejection) in _ = try stack.pop() }
        _animations.stack = animated
    }

    /// Pops every screen of the topmost flow above its root. At the root it changes nothing.
    ///
    /// - Complexity: O(*n*) in the number of screens removed.
    @inlinable public mutating func popToRoot(animated: Bool = true) throws(NavigationRejection) {
        guard _alert == nil else { throw .alertAlreadyShown }
        guard !topStack.isAtRoot else { return }
        try withTopStack { $0.popToRoot() }
        _animations.stack = animated
    }

    /// Pops the topmost flow back to the last occurrence of `screen`.
    ///
    /// - Throws: ``NavigationRejection/screenNotInStack`` when the topmost flow does not hold
    ///   `screen`; use ``navigateBack(to:animated:)`` to search every level.
    /// - Complexity: O(*n*) in the depth of the topmost stack.
    @inlinable public mutating func pop(to screen: Screen, animated: Bool = true) throws(NavigationRejection) {
        try withTopStack { stack throws(NavigationRejection) in try stack.pop(to: screen) }
        _animations.stack = animated
    }

    /// Pops the topmost flow so that the screen at `index` is on top; `0` is its root.
    ///
    /// - Throws: ``NavigationRejection/indexOutOfRange(index:count:)``: an index from a deep
    ///   link or a UI binding cannot crash the app.
    @inlinable public mutating func pop(toIndex index: Int, animated: Bool = true) throws(NavigationRejection) {
        try withTopStack { stack throws(NavigationRejection) in try stack.pop(toIndex: index) }
        _animations.stack = animated
    }

    /// Replaces the topmost flow's stack, first screen as root. The screens the old and new
    /// stacks share from the root keep their entries; the others are new (see
    /// ``ScreenStack/replace(with:)``). In a presented flow a new root starts a new flow (a flow
    /// is its level and its root): work tied to the old one ends. To remove rows of a list
    /// while every other entry keeps its id and its work, use ``remove(entries:animated:)``.
    ///
    /// - Throws: ``NavigationRejection/emptyStack``.
    /// - Complexity: O(*n*) in the number of screens given.
    @inlinable
    public mutating func setStack(_ screens: some Sequence<Screen>, animated: Bool = true) throws(NavigationRejection) {
        let stack = try ScreenStack(screens)
        try withTopStack { $0.become(stack) }
        _animations.stack = animated
    }

    /// Makes `screen` the only screen of the topmost flow ("show login as root").
    @inlinable public mutating func setRoot(_ screen: Screen, animated: Bool = true) throws(NavigationRejection) {
        try withTopStack { $0.setRoot(screen) }
        _animations.stack = animated
    }

    /// Changes the stack of the flow at `level` in place: the explicit way to reach a flow
    /// under the topmost one (refresh a list under a sheet, say).
    ///
    /// `body` must throw before it changes anything, as the stack's own operations do. The
    /// stack's verbs keep the entries they keep anywhere; a stack value assigned whole, made
    /// elsewhere, starts new entries for all its screens.
    ///
    /// - Throws: ``NavigationRejection/levelOutOfRange(level:count:)``;
    ///   ``NavigationRejection/alertAlreadyShown``; or what `body` throws.
    /// - Complexity: O(1) beyond `body`.
    @inlinable public mutating func updateStack<Result>(
        atLevel level: Int, animated: Bool = true,
        _ body: (inout ScreenStack<Screen>) throws(NavigationRejection) -> Result
    ) throws(NavigationRejection) -> Result {
        guard _alert == nil else { throw .alertAlreadyShown }
        return try changeStack(atLevel: level, animated: animated, body)
    }

    /// Changes the stack at `level` whether or not an alert is shown: what a host does when
    /// the tree it mirrors changed under an alert (a deep link, a restored state).
    @inlinable
    mutating func changeStack<Result>(
        atLevel level: Int, animated: Bool,
        _ body: (inout ScreenStack<Screen>) throws(NavigationRejection) -> Result
    ) throws(NavigationRejection) -> Result {
        let result: Result
        // A stack assigned whole — made elsewhere, or a copy kept from before, whose numbers
        // went back — starts a flow of entries of its own.
        if level == 0 {
            let (flow, next) = (_root.flow, _root.numbers.next)
            result = try body(&_root)
            if _root.flow != flow || _root.numbers.next < next { _root.flow = takeFlowTag() }
        } else if level > 0, level <= _presented.count {
            let (flow, next) = (_presented[level - 1].stack.flow, _presented[level - 1].stack.numbers.next)
            result = try body(&_presented[level - 1].stack)
            if _presented[level - 1].stack.flow != flow || _presented[level - 1].stack.numbers.next < next {
                _presented[level - 1].stack.flow = takeFlowTag()
            }
        } else {
            throw .levelOutOfRange(level: level, count: levelCount)
        }
        _animations.stack = animated
        return result
    }
}
