/// What the explorer counts a rejection under: its case, and for an app's refusal the
/// reason's value when it is kept in place, else the reason's type and
/// ``RefusalReason/kind``. Making one never hashes or copies the values a refusal carries.
package struct RejectionKind: Hashable, Sendable {
    /// The case's name, or the app reason's ``RefusalReason/kind``; empty for a reason
    /// counted by its value.
    let name: String
    let reasonType: ObjectIdentifier?
    let bytes: UInt64

    /// The name a report shows: `popAtRoot`, `CheckoutRefusal.notPossible`, or for a reason
    /// counted by its value, its type and text.
    package func displayName(example: NavigationRejection) -> String {
        guard case .refused(let refusal) = example else { return name }
        let type = Swift.type(of: refusal.reason).codingName
        if name.isEmpty { return refusal.debugDescription }
        return name == type ? type : "\(type).\(name)"
    }
}

extension NavigationRejection {
    /// The kind this rejection is counted under.
    package var kind: RejectionKind {
        switch self {
        case .popAtRoot: RejectionKind(name: "popAtRoot", reasonType: nil, bytes: 0)
        case .screenNotInStack: RejectionKind(name: "screenNotInStack", reasonType: nil, bytes: 0)
        case .screenNotInTree: RejectionKind(name: "screenNotInTree", reasonType: nil, bytes: 0)
        case .indexOutOfRange: RejectionKind(name: "indexOutOfRange", reasonType: nil, bytes: 0)
        case .levelOutOfRange: RejectionKind(name: "levelOutOfRange", reasonType: nil, bytes: 0)
        case .emptyStack: RejectionKind(name: "emptyStack", reasonType: nil, bytes: 0)
        case .nothingPresented: RejectionKind(name: "nothingPresented", reasonType: nil, bytes: 0)
        case .nestingLimitReached: RejectionKind(name: "nestingLimitReached", reasonType: nil, bytes: 0)
        case .cannotStopRootFlow: RejectionKind(name: "cannotStopRootFlow", reasonType: nil, bytes: 0)
        case .childStateAbsent: RejectionKind(name: "childStateAbsent", reasonType: nil, bytes: 0)
        case .alertAlreadyShown: RejectionKind(name: "alertAlreadyShown", reasonType: nil, bytes: 0)
        case .alertHasNoButtons: RejectionKind(name: "alertHasNoButtons", reasonType: nil, bytes: 0)
        case .noAlertShown: RejectionKind(name: "noAlertShown", reasonType: nil, bytes: 0)
        case .alertButtonNotFound: RejectionKind(name: "alertButtonNotFound", reasonType: nil, bytes: 0)
        case .deepLinkRefused: RejectionKind(name: "deepLinkRefused", reasonType: nil, bytes: 0)
        case .refusedByGuard: RejectionKind(name: "refusedByGuard", reasonType: nil, bytes: 0)
        case .ruleBroken: RejectionKind(name: "ruleBroken", reasonType: nil, bytes: 0)
        case .refused(let refusal): refusal.kind
        }
    }
}

extension AppRefusal {
    var kind: RejectionKind {
        switch storage {
        case .inPlace(let type, let bytes): RejectionKind(name: "", reasonType: ObjectIdentifier(type), bytes: bytes)
        case .boxed(let box):
            RejectionKind(name: box.kind, reasonType: ObjectIdentifier(Swift.type(of: box.reason)), bytes: 0)
        }
    }
}
