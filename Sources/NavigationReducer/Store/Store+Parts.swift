import Observation

/// Reading a store by part: each read registers its observer for that part only.
extension Store {
    /// The stack of the flow at `level`, or `nil` when the tree has no such level. A view
    /// that reads it is redrawn when that stack changes, not when another level's does.
    public func stack(atLevel level: Int) -> ScreenStack<State.Screen>? {
        access(.stack(level: level)) { $0.navigation.stack(atLevel: level) != $1.navigation.stack(atLevel: level) }
        return runtime.state.navigation.stack(atLevel: level)
    }

    /// The flow presented at `level` (1 for the first flow over the root one), or `nil`. A
    /// view that reads it is redrawn when another flow is presented there, dismissed or
    /// shown in another style — not when screens are pushed inside it.
    public func presentedFlow(atLevel level: Int) -> PresentedFlowItem<State.Screen>? {
        access(.presentation(level: level)) { before, after in
            before.navigation.identity(ofLevel: level) != after.navigation.identity(ofLevel: level)
                || Self.style(atLevel: level, in: before) != Self.style(atLevel: level, in: after)
        }
        return PresentedFlowItem(runtime.state.navigation, level: level)
    }

    /// The alert shown, if any. A view that reads it is redrawn when it is shown, hidden or
    /// replaced.
    public var alert: AlertState<State.AlertAction>? {
        access(.alert) { $0.navigation.alert != $1.navigation.alert }
        return runtime.state.navigation.alert
    }

    /// A property of the app's state, `store.session` for `state.session`: a view that reads
    /// it is redrawn when that property changes, not when another does.
    public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        access(.field(keyPath)) { $0[keyPath: keyPath] != $1[keyPath: keyPath] }
        return runtime.state[keyPath: keyPath]
    }

    /// Registers a read of `part` with the registrar, watching it from now on.
    @usableFromInline
    func access(_ part: StatePart, changed: @escaping (State, State) -> Bool) {
        let keyPath = parts.keyPath(for: part, make: { \Store[observing: part] }, changed: changed)
        registrar.access(self, keyPath: keyPath)
    }

    /// What observers of `part` wait on: one key path for each part. Its value means nothing.
    nonisolated subscript(observing part: StatePart) -> Int { 0 }

    static func style(atLevel level: Int, in state: State) -> PresentationStyle? {
        guard level > 0, level < state.navigation.levelCount else { return nil }
        return state.navigation.presentedFlows[level - 1].style
    }
}
