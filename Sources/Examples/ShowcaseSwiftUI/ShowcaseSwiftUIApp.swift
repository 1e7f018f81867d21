#if canImport(SwiftUI)
    import NavigationReducer
    import NavigationReducerSwiftUI
    import ShowcaseApp
    import SwiftUI

    /// The showcase on screen in SwiftUI, as an app would wire it: one store, one
    /// ``NavigationTree`` for the whole tree, screens that only send actions. Paste it into an
    /// Xcode project with `@main` before `struct`.
    public struct ShowcaseSwiftUIApp: App {
        @State private var store = Store(initialState: ShowcaseState(), reducer: ShowcaseReducer()) {
            $0.simulatedWork
        }

        public init() {}

        public var body: some Scene {
            WindowGroup {
                NavigationTree(store: store) { screen in
                    ShowcaseScreenView(screen: screen, store: store)
                }
                .onOpenURL { store.send(.linkOpened($0)) }
            }
        }
    }

    /// One screen: its title and what the user can do there, read from the store by part —
    /// the screen is redrawn only when what it shows changes. A row only sends an action.
    struct ShowcaseScreenView: View {
        let screen: ShowcaseScreen
        let store: Store<ShowcaseReducer>

        var body: some View {
            List(Array(screen.choices(reading: store).enumerated()), id: \.offset) { _, choice in
                Button(choice.label) { store.send(choice.action) }
            }
            .navigationTitle(screen.title(reading: store))
        }
    }
#endif
