/// What happened on one entry of a stack: the entry, and the action of the feature on it —
/// TCA's `StackAction.element(id:action:)`, addressed by ``EntryID``.
///
/// ```swift
/// store.send(.timer(EntryAction(EntryID(flow: 0, number: 2), .startTapped)))
/// ```
public struct EntryAction<Action> {
    /// The entry whose feature the action is for.
    public var entry: EntryID
    /// What happened there.
    public var action: Action

    /// `action`, for the feature on `entry`.
    public init(_ entry: EntryID, _ action: Action) {
        self.entry = entry
        self.action = action
    }
}

extension EntryAction: Equatable where Action: Equatable {}
extension EntryAction: Hashable where Action: Hashable {}
extension EntryAction: Sendable where Action: Sendable {}
extension EntryAction: Codable where Action: Codable {}

extension EntryAction: CustomStringConvertible {
    /// `saveTapped on entry 2 of flow 0`.
    public var description: String { "\(action) on \(entry)" }
}
