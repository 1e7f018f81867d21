/// Something the ``Store`` refused to do, reported to its diagnostic observers.
///
/// A rejected action leaves the state exactly as it was; the diagnostic is the only trace.
/// Tests assert it as a value; an app may log it.
public enum StoreDiagnostic<Action>: CustomStringConvertible {
    /// The reducer rejected `action` for `reason`.
    case rejected(Action, NavigationRejection)
    /// Work that was cancelled (its screen or flow went away) tried to send `action`.
    case sentAfterCancellation(Action)

    /// The action concerned.
    public var action: Action {
        switch self {
        case .rejected(let action, _), .sentAfterCancellation(let action): action
        }
    }

    /// `rejected <action>: <reason>` or `dropped <action>: sent by cancelled work`.
    public var description: String {
        switch self {
        case .rejected(let action, let reason): "rejected \(action): \(reason)"
        case .sentAfterCancellation(let action): "dropped \(action): sent by cancelled work"
        }
    }
}

extension StoreDiagnostic: Equatable where Action: Equatable {}
extension StoreDiagnostic: Hashable where Action: Hashable {}
extension StoreDiagnostic: Sendable where Action: Sendable {}
