#if canImport(SwiftUI)
    import NavigationReducer
    import SwiftUI

    /// The whole navigation tree of a store, drawn by SwiftUI: the root flow as a
    /// `NavigationStack`, each presented flow as a `.sheet` or `.fullScreenCover` holding a
    /// `NavigationStack` of its own, to any depth, and the alert or confirmation dialog over
    /// the topmost flow.
    ///
    /// ```swift
    /// NavigationTree(store: store) { screen in
    ///     ShowcaseScreenView(screen: screen, store: store)
    /// }
    /// ```
    ///
    /// A tree whose root is a tab bar is drawn as a `TabView(selection:)` with a
    /// `NavigationStack` per tab, each tab's item drawn by `tabLabel`, and the flows presented
    /// over the whole tab bar:
    ///
    /// ```swift
    /// NavigationTree(store: store) { screen in
    ///     ReaderScreenView(screen: screen, store: store)
    /// } tabLabel: { tab in
    ///     ReaderTabLabel(tab: tab)
    /// }
    /// ```
    ///
    /// A tree whose root is a split view is drawn as a `NavigationSplitView`: the sidebar's
    /// screen and (with three columns) the supplementary column's drawn by `column`, which is
    /// given the column's selection to bind a `List(selection:)` to, and the detail column as a
    /// `NavigationStack`. On a compact width it collapses to the root flow's stack:
    ///
    /// ```swift
    /// NavigationTree(store: store) { screen in
    ///     ReaderScreenView(screen: screen, store: store)
    /// } column: { _, selection in
    ///     ReaderSections(selection: selection)
    /// }
    /// ```
    ///
    /// Each screen keeps its view for as long as its entry lives (`EntryID`):
    /// a screen whose data changes in place is redrawn with the new data, never pushed again.
    /// A link pushes a `PathEntry`: `NavigationLink(value: PathEntry(screen))`.
    ///
    /// The view never changes navigation itself: a back swipe, a back button, a
    /// `NavigationLink(value:)`, a swipe down, a tap on a tab or a selection in a column becomes a `UserNavigation` that
    /// `userNavigation` maps to an action, an alert button sends `alert(button.action)`, and
    /// the reducer decides. Each level reads only its own part of the store, so a push inside a
    /// sheet redraws that sheet's stack, not the flows under it.
    public struct NavigationTree<R: Reducer, ScreenView: View, TabLabel: View, ColumnView: View>: View
    where R.State: NavigableState, R.Action: Sendable {
        public typealias Screen = R.State.Screen

        private let store: Store<R>
        private let userNavigation: @MainActor (UserNavigation<Screen>) -> R.Action?
        private let alert: @MainActor (R.State.AlertAction) -> R.Action
        private let screen: (Screen) -> ScreenView
        private let tabLabel: (Screen) -> TabLabel
        private let column: ((Screen, Binding<Screen?>) -> ColumnView)?

        /// The tree with every part given; the public initialisers name the parts an app has.
        init(
            store: Store<R>,
            userNavigation: @escaping @MainActor (UserNavigation<Screen>) -> R.Action?,
            alert: @escaping @MainActor (R.State.AlertAction) -> R.Action,
            screen: @escaping (Screen) -> ScreenView,
            tabLabel: @escaping (Screen) -> TabLabel,
            column: ((Screen, Binding<Screen?>) -> ColumnView)?
        ) {
            self.store = store
            self.userNavigation = userNavigation
            self.alert = alert
            self.screen = screen
            self.tabLabel = tabLabel
            self.column = column
        }

        public var body: some View {
            StoreTree(
                store: store, userNavigation: userNavigation, alert: alert, screen: screen, tabLabel: tabLabel,
                column: column
            )
            .id(ObjectIdentifier(store))
        }
    }

    extension NavigationTree where ColumnView == EmptyView {
        /// The tree of an app whose root is a tab bar, or a stack.
        ///
        /// - Parameters:
        ///   - store: The store whose navigation the view draws. Given another store, the
        ///     tree draws that one.
        ///   - userNavigation: The action for what the user did on screen; `nil` refuses it,
        ///     and the screen goes back to what the state says.
        ///   - alert: The action an alert button sends.
        ///   - screen: The view of one screen.
        ///   - tabLabel: The item of a tab in the tab bar, given the screen the tab opens on.
        public init(
            store: Store<R>,
            userNavigation: @escaping @MainActor (UserNavigation<Screen>) -> R.Action?,
            alert: @escaping @MainActor (R.State.AlertAction) -> R.Action,
            @ViewBuilder screen: @escaping (Screen) -> ScreenView,
            @ViewBuilder tabLabel: @escaping (Screen) -> TabLabel
        ) {
            self.init(
                store: store, userNavigation: userNavigation, alert: alert, screen: screen, tabLabel: tabLabel,
                column: nil)
        }
    }

    extension NavigationTree where TabLabel == EmptyView {
        /// The tree of an app whose root is a split view.
        ///
        /// - Parameters:
        ///   - store: The store whose navigation the view draws.
        ///   - userNavigation: The action for what the user did on screen; `nil` refuses it.
        ///   - alert: The action an alert button sends.
        ///   - screen: The view of one screen of the detail column or of a presented flow.
        ///   - column: The view of the sidebar's screen, or the supplementary column's, given
        ///     that column's selection: a row the user taps is a
        ///     `UserNavigation.selected(_:in:)`, for the reducer to decide.
        public init(
            store: Store<R>,
            userNavigation: @escaping @MainActor (UserNavigation<Screen>) -> R.Action?,
            alert: @escaping @MainActor (R.State.AlertAction) -> R.Action,
            @ViewBuilder screen: @escaping (Screen) -> ScreenView,
            @ViewBuilder column: @escaping (Screen, Binding<Screen?>) -> ColumnView
        ) {
            self.init(
                store: store, userNavigation: userNavigation, alert: alert, screen: screen,
                tabLabel: { _ in EmptyView() }, column: column)
        }
    }

    extension NavigationTree where TabLabel == EmptyView, ColumnView == EmptyView {
        /// The tree of an app without tabs.
        ///
        /// - Parameters:
        ///   - store: The store whose navigation the view draws.
        ///   - userNavigation: The action for what the user did on screen; `nil` refuses it.
        ///   - alert: The action an alert button sends.
        ///   - screen: The view of one screen.
        public init(
            store: Store<R>,
            userNavigation: @escaping @MainActor (UserNavigation<Screen>) -> R.Action?,
            alert: @escaping @MainActor (R.State.AlertAction) -> R.Action,
            @ViewBuilder screen: @escaping (Screen) -> ScreenView
        ) {
            self.init(
                store: store, userNavigation: userNavigation, alert: alert, screen: screen,
                tabLabel: { _ in EmptyView() })
        }
    }

    /// The tree of one store: its model lives as long as the view shows that store.
    struct StoreTree<R: Reducer, ScreenView: View, TabLabel: View, ColumnView: View>: View
    where R.State: NavigableState, R.Action: Sendable {
        @State private var model: NavigationTreeModel<R>
        private let screen: (R.State.Screen) -> ScreenView
        private let tabLabel: (R.State.Screen) -> TabLabel
        private let column: ((R.State.Screen, Binding<R.State.Screen?>) -> ColumnView)?

        init(
            store: Store<R>,
            userNavigation: @escaping @MainActor (UserNavigation<R.State.Screen>) -> R.Action?,
            alert: @escaping @MainActor (R.State.AlertAction) -> R.Action,
            screen: @escaping (R.State.Screen) -> ScreenView,
            tabLabel: @escaping (R.State.Screen) -> TabLabel,
            column: ((R.State.Screen, Binding<R.State.Screen?>) -> ColumnView)?
        ) {
            _model = State(
                initialValue: NavigationTreeModel(store: store, userNavigation: userNavigation, alertAction: alert))
            self.screen = screen
            self.tabLabel = tabLabel
            self.column = column
        }

        var body: some View {
            if model.splitColumns != nil {
                SplitTree(model: model, screen: screen, column: column)
            } else if model.tabs.isEmpty {
                FlowLevel(model: model, level: 0, screen: screen)
            } else {
                TabBar(model: model, screen: screen, tabLabel: tabLabel)
            }
        }
    }

    /// One flow of the tree, the flow presented over it, and the alert when it is on top.
    struct FlowLevel<R: Reducer, ScreenView: View>: View where R.State: NavigableState, R.Action: Sendable {
        typealias Screen = R.State.Screen

        let model: NavigationTreeModel<R>
        let level: Int
        let screen: (Screen) -> ScreenView

        var body: some View {
            let bindable = Bindable(model)
            NavigationStack(path: bindable[path: level]) {
                if let root = model.root(atLevel: level) {
                    screen(root).navigationDestination(for: PathEntry<Screen>.self) { entry in
                        screen(model.screen(entry, atLevel: level))
                    }
                }
            }
            .modifier(FlowPresentations(model: model, level: level, screen: screen))
        }
    }

    /// The store's alert, as an alert or a confirmation dialog, its buttons in their roles.
    struct AlertPresentation<R: Reducer>: ViewModifier where R.State: NavigableState, R.Action: Sendable {
        let model: NavigationTreeModel<R>
        let isPresented: Binding<Bool>

        func body(content: Content) -> some View {
            let alert = model.store.alert
            let title = Text(alert?.title ?? "")
            if alert?.style == .actionSheet {
                content.confirmationDialog(
                    title, isPresented: isPresented, titleVisibility: .visible, presenting: alert
                ) {
                    buttons(of: $0)
                } message: {
                    message(of: $0)
                }
            } else {
                content.alert(title, isPresented: isPresented, presenting: alert) {
                    buttons(of: $0)
                } message: {
                    message(of: $0)
                }
            }
        }

        @ViewBuilder
        func buttons(of alert: AlertState<R.State.AlertAction>) -> some View {
            ForEach(Array(alert.buttons.enumerated()), id: \.offset) { _, button in
                Button(button.label, role: role(of: button)) { model.choose(button) }
            }
        }

        @ViewBuilder
        func message(of alert: AlertState<R.State.AlertAction>) -> some View {
            if let message = alert.message { Text(message) }
        }

        func role(of button: AlertState<R.State.AlertAction>.Button) -> ButtonRole? {
            switch button.role {
            case .cancel: .cancel
            case .destructive: .destructive
            case .default: nil
            }
        }
    }
#endif

#if canImport(SwiftUI)
    extension NavigationTree
    where
        ColumnView == EmptyView, R.Action: NavigationActions, R.Action.Screen == R.State.Screen,
        R.Action.AlertAction == R.State.AlertAction
    {
        /// The tree of `store`, whose action type says what the user's changes and the
        /// alert's buttons send: `.userNavigated(_:)` and `.alert(_:)` of `NavigationActions`
        /// are the actions, with no mapping to write.
        ///
        /// - Parameters:
        ///   - store: The store whose navigation the view draws.
        ///   - screen: The view of one screen.
        ///   - tabLabel: The item of a tab in the tab bar, given the screen the tab opens on.
        public init(
            store: Store<R>, @ViewBuilder screen: @escaping (Screen) -> ScreenView,
            @ViewBuilder tabLabel: @escaping (Screen) -> TabLabel
        ) {
            self.init(
                store: store, userNavigation: { R.Action.userNavigated($0) }, alert: { R.Action.alert($0) },
                screen: screen, tabLabel: tabLabel)
        }
    }

    extension NavigationTree
    where
        TabLabel == EmptyView, R.Action: NavigationActions, R.Action.Screen == R.State.Screen,
        R.Action.AlertAction == R.State.AlertAction
    {
        /// The tree of `store`, an app whose root is a split view, whose action type says what
        /// the user's changes and the alert's buttons send (`NavigationActions`).
        ///
        /// - Parameters:
        ///   - store: The store whose navigation the view draws.
        ///   - screen: The view of one screen of the detail column or of a presented flow.
        ///   - column: The view of the sidebar's screen, or the supplementary column's, given
        ///     that column's selection.
        public init(
            store: Store<R>, @ViewBuilder screen: @escaping (Screen) -> ScreenView,
            @ViewBuilder column: @escaping (Screen, Binding<Screen?>) -> ColumnView
        ) {
            self.init(
                store: store, userNavigation: { R.Action.userNavigated($0) }, alert: { R.Action.alert($0) },
                screen: screen, column: column)
        }
    }

    extension NavigationTree
    where
        TabLabel == EmptyView, ColumnView == EmptyView, R.Action: NavigationActions,
        R.Action.Screen == R.State.Screen, R.Action.AlertAction == R.State.AlertAction
    {
        /// The tree of `store`, an app without tabs, whose action type says what the user's
        /// changes and the alert's buttons send (`NavigationActions`).
        ///
        /// - Parameters:
        ///   - store: The store whose navigation the view draws.
        ///   - screen: The view of one screen.
        public init(store: Store<R>, @ViewBuilder screen: @escaping (Screen) -> ScreenView) {
            self.init(
                store: store, userNavigation: { R.Action.userNavigated($0) }, alert: { R.Action.alert($0) },
                screen: screen, tabLabel: { _ in EmptyView() })
        }
    }
#endif
