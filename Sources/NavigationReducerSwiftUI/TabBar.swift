#if canImport(SwiftUI)
    import NavigationReducer
    import SwiftUI

    /// The tab bar at the root: a `NavigationStack` per tab, and the flows presented over the
    /// whole bar.
    struct TabBar<R: Reducer, ScreenView: View, TabLabel: View>: View
    where R.State: NavigableState, R.Action: Sendable {
        typealias Screen = R.State.Screen

        let model: NavigationTreeModel<R>
        let screen: (Screen) -> ScreenView
        let tabLabel: (Screen) -> TabLabel

        var body: some View {
            TabView(selection: Bindable(model).selectedTab) {
                ForEach(model.tabs, id: \.self) { tab in
                    TabStack(model: model, tab: tab, screen: screen)
                        .tabItem { tabLabel(tab) }
                        .tag(Optional(tab))
                }
            }
            .modifier(FlowPresentations(model: model, level: 0, screen: screen))
        }
    }

    /// One tab's stack, read and written through that tab's part of the store.
    struct TabStack<R: Reducer, ScreenView: View>: View where R.State: NavigableState, R.Action: Sendable {
        typealias Screen = R.State.Screen

        let model: NavigationTreeModel<R>
        let tab: Screen
        let screen: (Screen) -> ScreenView

        var body: some View {
            NavigationStack(path: Bindable(model)[path: tab]) {
                if let root = model.root(ofTab: tab) {
                    screen(root).navigationDestination(for: PathEntry<Screen>.self) { entry in
                        screen(model.screen(entry, inTab: tab))
                    }
                }
            }
        }
    }
#endif
