#if canImport(SwiftUI)
    import NavigationReducer
    import SwiftUI

    /// The split view at the root: a `NavigationSplitView` of two or three columns whose
    /// compact width shows the column the state reaches, and the flows presented over it.
    struct SplitTree<R: Reducer, ScreenView: View, ColumnView: View>: View
    where R.State: NavigableState, R.Action: Sendable {
        typealias Screen = R.State.Screen

        let model: NavigationTreeModel<R>
        let screen: (Screen) -> ScreenView
        let column: ((Screen, Binding<Screen?>) -> ColumnView)?

        var body: some View {
            let compact = Bindable(model).compactSplitColumn
            Group {
                if model.splitColumns == .three {
                    NavigationSplitView(preferredCompactColumn: compact) {
                        columnView(model.sidebar, selecting: .sidebar)
                    } content: {
                        columnView(model[selectionIn: .sidebar], selecting: .supplementary)
                    } detail: {
                        DetailStack(model: model, screen: screen)
                    }
                } else {
                    NavigationSplitView(preferredCompactColumn: compact) {
                        columnView(model.sidebar, selecting: .sidebar)
                    } detail: {
                        DetailStack(model: model, screen: screen)
                    }
                }
            }
            .modifier(FlowPresentations(model: model, level: 0, screen: screen))
        }

        /// The column showing `shown`, whose selection is `column`'s.
        @ViewBuilder
        func columnView(_ shown: Screen?, selecting column: SplitColumns.Column) -> some View {
            if let shown {
                if let draw = self.column {
                    draw(shown, Bindable(model)[selectionIn: column])
                } else {
                    screen(shown)
                }
            }
        }
    }

    /// The detail column: a `NavigationStack` from the last column's selection, whose root's view
    /// lives as long as its entry.
    struct DetailStack<R: Reducer, ScreenView: View>: View where R.State: NavigableState, R.Action: Sendable {
        typealias Screen = R.State.Screen

        let model: NavigationTreeModel<R>
        let screen: (Screen) -> ScreenView

        var body: some View {
            NavigationStack(path: Bindable(model).detailPath) {
                if let root = model.detailRoot {
                    screen(root).navigationDestination(for: PathEntry<Screen>.self) { entry in
                        screen(model.screen(entry, atLevel: 0))
                    }
                    // Another selection is another screen, with state of its own.
                    .id(model.detailRootEntry)
                }
            }
        }
    }

    extension NavigationTreeModel {
        /// ``compactColumn`` as SwiftUI names the columns.
        var compactSplitColumn: NavigationSplitViewColumn {
            get {
                switch compactColumn {
                case 0: .sidebar
                case 1 where splitColumns == .three: .content
                default: .detail
                }
            }
            set {
                switch newValue {
                case .sidebar: compactColumn = 0
                case .content: compactColumn = 1
                default: compactColumn = (splitColumns?.rawValue ?? 2) - 1
                }
            }
        }
    }
#endif
