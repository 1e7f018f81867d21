// The README's SwiftUI app, verbatim: `EveryDocumentationExample` checks the README holds it.
#if canImport(SwiftUI)
    import NavigationReducerSwiftUI
    import SwiftUI

    struct AssetsApp: App {
        @State private var store = runApp()

        var body: some Scene {
            WindowGroup {
                NavigationTree(store: store) { screen in
                    Text(verbatim: "\(screen)")  // your screen's view, reading the store by part
                }
            }
        }
    }
#endif
