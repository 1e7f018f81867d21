/// A presented flow with its identity, for item-based presentation APIs such as SwiftUI's
/// `.sheet(item:)`: the item changes only when the flow does, so a push inside the sheet
/// never dismisses and re-presents it.
public struct PresentedFlowItem<Screen: Hashable & Sendable>: Identifiable, Hashable, Sendable {
    /// The flow's place and root: stable while screens are pushed and popped inside it.
    public let id: FlowIdentity<Screen>
    /// The flow, with its current stack.
    public let flow: PresentedFlow<Screen>

    /// The flow at `level` of `navigation`, or `nil` when no flow is presented there.
    public init?<AlertAction>(_ navigation: NavigationState<Screen, AlertAction>, level: Int) {
        guard level > 0, level < navigation.levelCount else { return nil }
        let flow = navigation.presentedFlows[level - 1]
        self.id = FlowIdentity(level: level, root: flow.root)
        self.flow = flow
    }
}
