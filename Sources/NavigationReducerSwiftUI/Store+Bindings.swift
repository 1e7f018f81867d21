#if canImport(SwiftUI)
    import NavigationReducer
    import SwiftUI

    // Compiled only where SwiftUI exists: bindings that let `NavigationStack(path:)`, `.sheet`,
    // `.fullScreenCover` and `.alert` read a Store, one per level of the tree, so nested sheets
    // work. The view never changes navigation itself: every write becomes an action the reducer
    // decides on, through values (`PathChange`, `FlowIdentity`) tested on every platform.
    extension Store {
        /// The path of a `NavigationStack(path:)` for the flow at `level`: its screens above the
        /// root. A back swipe, a back button or a `NavigationLink(value:)` becomes
        /// `action(change)`; `nil` sends nothing.
        public func path(
            atLevel level: Int, action: @escaping @MainActor (PathChange<State.Screen>) -> Action?
        ) -> Binding<[State.Screen]> {
            Binding(
                get: {
                    MainActor.assumeIsolated { self.state.navigation.stack(atLevel: level)?.screensAboveRoot ?? [] }
                },
                set: { newPath in
                    MainActor.assumeIsolated {
                        let old = self.state.navigation.stack(atLevel: level)?.screensAboveRoot ?? []
                        if let change = PathChange.between(old, newPath), let action = action(change) {
                            self.send(action)
                        }
                    }
                }
            )
        }

        /// The flow presented over `level` with `style`, for `.sheet(item:)` or
        /// `.fullScreenCover(item:)`. A swipe-down sends `dismissed(identity)`, and the reducer
        /// decides.
        public func presentedFlow(
            over level: Int, style: PresentationStyle,
            dismissed: @escaping @MainActor (FlowIdentity<State.Screen>) -> Action
        ) -> Binding<PresentedFlowItem<State.Screen>?> {
            Binding(
                get: {
                    MainActor.assumeIsolated {
                        PresentedFlowItem(self.state.navigation, level: level + 1).flatMap {
                            $0.flow.style == style ? $0 : nil
                        }
                    }
                },
                set: { item in
                    MainActor.assumeIsolated {
                        guard item == nil, let shown = PresentedFlowItem(self.state.navigation, level: level + 1) else {
                            return
                        }
                        self.send(dismissed(shown.id))
                    }
                }
            )
        }
    }
#endif
