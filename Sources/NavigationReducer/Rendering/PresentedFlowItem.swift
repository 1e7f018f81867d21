/// A presented flow with its identity, for `.sheet(item:)` and `.fullScreenCover(item:)`:
/// the item changes only when the flow does, so a push inside the sheet never dismisses
/// and re-presents it.
package struct PresentedFlowItem<Screen: Hashable & Sendable>: Identifiable, Hashable {
    package let id: FlowIdentity
    package let flow: PresentedFlow<Screen>

    package init(_ flow: PresentedFlow<Screen>, level: Int) {
        self.id = FlowIdentity(level: level, root: flow.stack.entryID(at: 0))
        self.flow = flow
    }
}
