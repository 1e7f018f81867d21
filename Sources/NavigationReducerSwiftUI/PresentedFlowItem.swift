#if canImport(SwiftUI)
    import NavigationReducer

    /// A presented flow with its identity, for `.sheet(item:)` and `.fullScreenCover(item:)`:
    /// the item changes only when the flow does, so a push inside the sheet never dismisses
    /// and re-presents it.
    struct PresentedFlowItem<Screen: Hashable & Sendable>: Identifiable, Hashable {
        let id: FlowIdentity
        let flow: PresentedFlow<Screen>

        init(_ flow: PresentedFlow<Screen>, level: Int) {
            self.id = FlowIdentity(level: level, root: flow.stack.entryID(at: 0))
            self.flow = flow
        }
    }
#endif
