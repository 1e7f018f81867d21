/// What the explorer counts a rejection under: its case, and for an app's refusal the
/// reason's value when it is kept in place, else the reason's type and
/// ``RejectionReason/kind``. Making one never hashes or copies the values a refusal carries.
@usableFromInline
package struct RejectionKind: Hashable, Sendable {
    /// The case, by its position among ``NavigationRejection``'s cases.
    @usableFromInline let code: Int
    @usableFromInline let reasonType: ObjectIdentifier?
    @usableFromInline let bytes: UInt64
    /// The app reason's ``RejectionReason/kind``; empty for any other rejection.
    @usableFromInline let name: String

    @usableFromInline
    package init(code: Int, reasonType: ObjectIdentifier? = nil, bytes: UInt64 = 0, name: String = "") {
        self.code = code
        self.reasonType = reasonType
        self.bytes = bytes
        self.name = name
    }

    /// Compares the numbers first: the name is told apart only between two boxed reasons of
    /// one type.
    @inlinable
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.code == rhs.code && lhs.bytes == rhs.bytes && lhs.reasonType == rhs.reasonType && lhs.name == rhs.name
    }

    /// A hash of the numbers and the name's length, mixed in a few instructions: what a tally
    /// of hundreds of kinds looks a kind up by, where `Hasher` would cost more than the try.
    package var quickHash: Int {
        var mixed = UInt64(truncatingIfNeeded: code) &* 0x9E37_79B9_7F4A_7C15
        mixed ^= bytes &* 0xC2B2_AE3D_27D4_EB4F
        mixed ^= UInt64(UInt(bitPattern: reasonType.map { Int(bitPattern: $0) } ?? 0)) &* 0x1656_67B1_9E37_79F9
        mixed ^= UInt64(truncatingIfNeeded: name.utf8.count)
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 29))
    }

    /// The name a report shows: `popAtRoot`, `CheckoutRefusal.notPossible`, or for a reason
    /// counted by its value, its type and text.
    package func displayName(example: NavigationRejection) -> String {
        guard case .refused(let refusal) = example else { return example.caseName }
        let type = Swift.type(of: refusal.reason).codingName
        if name.isEmpty { return refusal.debugDescription }
        return name == type ? type : "\(type).\(name)"
    }
}

extension NavigationRejection {
    /// The kind this rejection is counted under.
    @usableFromInline
    package var kind: RejectionKind {
        switch self {
        case .popAtRoot: RejectionKind(code: 0)
        case .screenNotInStack: RejectionKind(code: 1)
        case .screenNotInTree: RejectionKind(code: 2)
        case .indexOutOfRange: RejectionKind(code: 3)
        case .levelOutOfRange: RejectionKind(code: 4)
        case .emptyStack: RejectionKind(code: 5)
        case .nothingPresented: RejectionKind(code: 6)
        case .nestingLimitReached: RejectionKind(code: 7)
        case .cannotStopRootFlow: RejectionKind(code: 8)
        case .childStateAbsent: RejectionKind(code: 9)
        case .alertAlreadyShown: RejectionKind(code: 10)
        case .alertHasNoButtons: RejectionKind(code: 11)
        case .noAlertShown: RejectionKind(code: 12)
        case .alertButtonNotFound: RejectionKind(code: 13)
        case .deepLinkRefused: RejectionKind(code: 14)
        case .refusedByGuard: RejectionKind(code: 15)
        case .ruleBroken: RejectionKind(code: 16)
        case .actionSheetHasNoCancelButton: RejectionKind(code: 18)
        case .entryNotInTree: RejectionKind(code: 19)
        case .entryShowsAnotherScreen: RejectionKind(code: 20)
        case .rootCannotBeRemoved: RejectionKind(code: 21)
        case .tabNotInTree: RejectionKind(code: 22)
        case .tabAlreadySelected: RejectionKind(code: 23)
        case .tabsRepeat: RejectionKind(code: 24)
        case .noTabs: RejectionKind(code: 25)
        case .columnNotInTree: RejectionKind(code: 26)
        case .selectionUnchanged: RejectionKind(code: 27)
        case .splitViewHasTabs: RejectionKind(code: 28)
        case .invalidDetents: RejectionKind(code: 29)
        case .detentNotOffered: RejectionKind(code: 30)
        case .refused(let refusal): refusal.kind
        }
    }

    /// The kind a report counts this rejection under: an app's reason kept in place, counted
    /// by its value while searching, is counted by its `RejectionReason/kind` when that names one
    /// of its own, not the type's name (so the cases of a payload-free enum still count apart).
    /// `typeNames` keeps the reason types' names found so far, by type.
    package func reportedKind(typeNames: inout [ObjectIdentifier: String]) -> RejectionKind {
        let kind = kind
        guard case .refused(let refusal) = self, kind.name.isEmpty, let type = kind.reasonType else { return kind }
        let reason = refusal.reason
        let name = reason.kind
        let typeName = typeNames[type] ?? Swift.type(of: reason).codingName
        typeNames[type] = typeName
        guard name != typeName else { return kind }
        return RejectionKind(code: kind.code, reasonType: type, name: name)
    }

    /// The case's name: `popAtRoot`, `refused`.
    var caseName: String {
        switch self {
        case .popAtRoot: "popAtRoot"
        case .screenNotInStack: "screenNotInStack"
        case .screenNotInTree: "screenNotInTree"
        case .indexOutOfRange: "indexOutOfRange"
        case .levelOutOfRange: "levelOutOfRange"
        case .emptyStack: "emptyStack"
        case .nothingPresented: "nothingPresented"
        case .nestingLimitReached: "nestingLimitReached"
        case .cannotStopRootFlow: "cannotStopRootFlow"
        case .childStateAbsent: "childStateAbsent"
        case .alertAlreadyShown: "alertAlreadyShown"
        case .alertHasNoButtons: "alertHasNoButtons"
        case .noAlertShown: "noAlertShown"
        case .alertButtonNotFound: "alertButtonNotFound"
        case .deepLinkRefused: "deepLinkRefused"
        case .refusedByGuard: "refusedByGuard"
        case .ruleBroken: "ruleBroken"
        case .actionSheetHasNoCancelButton: "actionSheetHasNoCancelButton"
        case .entryNotInTree: "entryNotInTree"
        case .entryShowsAnotherScreen: "entryShowsAnotherScreen"
        case .rootCannotBeRemoved: "rootCannotBeRemoved"
        case .tabNotInTree: "tabNotInTree"
        case .tabAlreadySelected: "tabAlreadySelected"
        case .tabsRepeat: "tabsRepeat"
        case .noTabs: "noTabs"
        case .columnNotInTree: "columnNotInTree"
        case .selectionUnchanged: "selectionUnchanged"
        case .splitViewHasTabs: "splitViewHasTabs"
        case .invalidDetents: "invalidDetents"
        case .detentNotOffered: "detentNotOffered"
        case .refused: "refused"
        }
    }
}

extension NavigationRejection.AppReason {
    var kind: RejectionKind {
        switch storage {
        case .inPlace(let type, let bytes): RejectionKind(code: 17, reasonType: ObjectIdentifier(type), bytes: bytes)
        case .boxed(let box):
            RejectionKind(code: 17, reasonType: ObjectIdentifier(box.reasonType), name: box.kind)
        }
    }
}
