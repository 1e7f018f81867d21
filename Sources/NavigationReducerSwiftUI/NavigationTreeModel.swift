#if canImport(SwiftUI)
    import NavigationReducer
    import Observation

    /// What a ``NavigationTree`` binds SwiftUI to: each level's path, the flow presented over
    /// it and the alert, read from the store by part and written back as actions the reducer
    /// decides. Its bindings are made from key paths into this object, so a level's binding
    /// is the same binding from one body evaluation to the next.
    @MainActor
    final class NavigationTreeModel<R: Reducer>: Observable where R.State: NavigableState, R.Action: Sendable {
        typealias Screen = R.State.Screen
        typealias AlertAction = R.State.AlertAction

        let store: Store<R>
        let userNavigation: @MainActor (UserNavigation<Screen>) -> R.Action?
        let alertAction: @MainActor (AlertAction) -> R.Action

        init(
            store: Store<R>, userNavigation: @escaping @MainActor (UserNavigation<Screen>) -> R.Action?,
            alertAction: @escaping @MainActor (AlertAction) -> R.Action
        ) {
            self.store = store
            self.userNavigation = userNavigation
            self.alertAction = alertAction
        }

        /// The screens of the flow at `level` above its root, for `NavigationStack(path:)`. A
        /// back swipe, a back button or a `NavigationLink(value:)` writes it.
        subscript(path level: Int) -> [PathEntry<Screen>] {
            get { store.stack(atLevel: level)?.path ?? [] }
            set {
                let old = store.stack(atLevel: level)?.path ?? []
                guard let change = UserNavigation<Screen>.pathChange(from: old, to: newValue, level: level) else {
                    return
                }
                send(change)
            }
        }

        /// The screen `entry` shows now at `level`: its view follows the entry's data.
        func screen(_ entry: PathEntry<Screen>, atLevel level: Int) -> Screen {
            guard let id = entry.id, let stack = store.stack(atLevel: level), let index = stack.index(ofEntry: id)
            else {
                return entry.screen
            }
            return stack[index]
        }

        subscript(presentedOver level: Int, style style: PresentationStyle) -> PresentedFlowItem<Screen>? {
            get {
                store.presentedFlow(atLevel: level + 1).flatMap {
                    $0.style == style ? PresentedFlowItem($0, level: level + 1) : nil
                }
            }
            set {
                guard newValue == nil, let shown = store.presentedFlow(atLevel: level + 1), shown.style == style
                else { return }
                send(.dismissedFlow(root: shown.root, level: level + 1))
            }
        }

        /// Whether the alert shows over `level`: the topmost one, while the state has an alert.
        /// SwiftUI writes `false` as it closes the alert after a button, which already sent
        /// its action.
        subscript(alertShownOver level: Int) -> Bool {
            get { store.alert != nil && store.presentedFlow(atLevel: level + 1) == nil }
            set {}
        }

        /// Whether the reducer would take a swipe down on the flow at `level`: asked before the
        /// gesture starts, so a refused one never begins.
        func allowsDismissal(ofLevel level: Int) -> Bool {
            guard let flow = store.presentedFlow(atLevel: level),
                let action = userNavigation(.dismissedFlow(root: flow.root, level: level))
            else { return false }
            return store.wouldAccept(action)
        }

        func root(atLevel level: Int) -> Screen? {
            store.stack(atLevel: level)?.root
        }

        func send(_ change: UserNavigation<Screen>) {
            if let action = userNavigation(change) { store.send(action) }
        }

        func choose(_ button: AlertButton<AlertAction>) {
            store.send(alertAction(button.action))
        }
    }
#endif
