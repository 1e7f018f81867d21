#if canImport(SwiftUI)
    import NavigationReducer
    import NavigationReducerSwiftUI
    import ReaderApp
    import SwiftUI

    /// The reader on screen in SwiftUI: one `NavigationTree` draws its tab bar, a stack per tab
    /// and the compose sheet over the bar. Paste it into an Xcode project with `@main` before
    /// `struct`.
    public struct ReaderSwiftUIApp: App {
        @State private var store = makeReaderStore(ReaderState())

        public init() {}

        public var body: some Scene {
            WindowGroup {
                NavigationTree(store: store) { screen in
                    ReaderScreenView(screen: screen, store: store)
                } tabLabel: { tab in
                    ReaderTabLabel(tab: tab)
                }
                .onOpenURL { store.send(.linkOpened($0)) }
            }
        }
    }

    /// The reader on a regular width in SwiftUI: one `NavigationTree` draws its split view, the
    /// sections in the sidebar, the section selected as the detail's stack, and one stack on a
    /// compact width.
    public struct ReaderSplitViewApp: App {
        @State private var store = makeReaderStore(.splitView)

        public init() {}

        public var body: some Scene {
            WindowGroup {
                NavigationTree(store: store) { screen in
                    ReaderScreenView(screen: screen, store: store)
                } column: { _, selection in
                    ReaderSections(selection: selection)
                }
                .onOpenURL { store.send(.linkOpened($0)) }
            }
        }
    }

    /// The reader's store from `state`, its work on stand-in services.
    @MainActor func makeReaderStore(_ state: ReaderState) -> Store<ReaderReducer> {
        Store(initialState: state, reducer: ReaderReducer()) { $0.work(comments: { _ in 12 }, send: {}) }
    }

    /// The sidebar: the sections, the one selected highlighted; a tap is the reducer's to take.
    struct ReaderSections: View {
        let selection: Binding<ReaderScreen?>

        var body: some View {
            List(ReaderScreen.tabs, id: \.self, selection: selection) { section in
                ReaderTabLabel(tab: section)
            }
        }
    }

    /// A tab's item: its name and symbol.
    struct ReaderTabLabel: View {
        let tab: ReaderScreen

        var body: some View {
            switch tab {
            case .search: Label("Search", systemImage: "magnifyingglass")
            case .settings: Label("Settings", systemImage: "gear")
            default: Label("Feed", systemImage: "newspaper")
            }
        }
    }

    /// One screen, whose buttons only send actions.
    struct ReaderScreenView: View {
        let screen: ReaderScreen
        let store: Store<ReaderReducer>

        var body: some View {
            List {
                switch screen {
                case .feed, .search:
                    Button("Article 1") { store.send(.articleTapped(1)) }
                    Button("Write to the editors") { store.send(.composeTapped) }
                case .settings:
                    Button("Account") { store.send(.accountTapped) }
                    Button(store.signedIn ? "Sign out" : "Sign in") {
                        store.send(store.signedIn ? .signOutTapped : .signInTapped)
                    }
                case .article(let id, let comments):
                    Text("Article \(id)")
                    Text(comments.map { "\($0) comments" } ?? "Loading comments…")
                case .account:
                    Text("Signed in")
                case .compose:
                    Button("Send") { store.send(.composeSent) }
                case .sections:
                    ReaderSections(selection: .constant(nil))
                }
            }
        }
    }
#endif
