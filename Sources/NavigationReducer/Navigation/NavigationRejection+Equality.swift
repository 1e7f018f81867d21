// `==` written out, so comparing two rejections never copies them whole through their value
// witnesses: the explorer compares one for every refused action it tallies.
// `EveryRejectionEqualsOnlyItself` pins it to every case and payload.

extension NavigationRejection {
    /// Whether both are the same refusal with equal details.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch lhs {
        case .popAtRoot: if case .popAtRoot = rhs { return true }
        case .screenNotInStack: if case .screenNotInStack = rhs { return true }
        case .screenNotInTree: if case .screenNotInTree = rhs { return true }
        case .indexOutOfRange(let index, let count): if case .indexOutOfRange(index, count) = rhs { return true }
        case .levelOutOfRange(let level, let count): if case .levelOutOfRange(level, count) = rhs { return true }
        case .emptyStack: if case .emptyStack = rhs { return true }
        case .nothingPresented: if case .nothingPresented = rhs { return true }
        case .nestingLimitReached(let limit): if case .nestingLimitReached(limit) = rhs { return true }
        case .cannotStopRootFlow: if case .cannotStopRootFlow = rhs { return true }
        case .childStateAbsent: if case .childStateAbsent = rhs { return true }
        case .entryNotInTree(let entry): if case .entryNotInTree(entry) = rhs { return true }
        case .entryShowsAnotherScreen(let entry): if case .entryShowsAnotherScreen(entry) = rhs { return true }
        case .rootCannotBeRemoved(let entry): if case .rootCannotBeRemoved(entry) = rhs { return true }
        case .tabNotInTree: if case .tabNotInTree = rhs { return true }
        case .tabAlreadySelected: if case .tabAlreadySelected = rhs { return true }
        case .tabsRepeat(let index): if case .tabsRepeat(index) = rhs { return true }
        case .noTabs: if case .noTabs = rhs { return true }
        case .columnNotInTree: if case .columnNotInTree = rhs { return true }
        case .selectionUnchanged: if case .selectionUnchanged = rhs { return true }
        case .splitViewHasTabs: if case .splitViewHasTabs = rhs { return true }
        case .invalidDetents: if case .invalidDetents = rhs { return true }
        case .detentNotOffered: if case .detentNotOffered = rhs { return true }
        case .alertAlreadyShown: if case .alertAlreadyShown = rhs { return true }
        case .alertHasNoButtons: if case .alertHasNoButtons = rhs { return true }
        case .actionSheetHasNoCancelButton: if case .actionSheetHasNoCancelButton = rhs { return true }
        case .noAlertShown: if case .noAlertShown = rhs { return true }
        case .alertButtonNotFound: if case .alertButtonNotFound = rhs { return true }
        case .deepLinkRefused(let refusal): if case .deepLinkRefused(refusal) = rhs { return true }
        case .refusedByGuard(let name): if case .refusedByGuard(name) = rhs { return true }
        case .ruleBroken(let name): if case .ruleBroken(name) = rhs { return true }
        case .refused(let refusal): if case .refused(refusal) = rhs { return true }
        }
        return false
    }
}

extension NavigationRejection {
    /// `==` without calling an app reason's own `==` when both hold the very same reason
    /// (``NavigationRejection/AppReason/isIdentical(to:)``); `false` for equal reasons held apart.
    @inlinable
    package func isIdentical(to other: Self) -> Bool {
        if case .refused(let refusal) = self {
            guard case .refused(let otherRefusal) = other else { return false }
            return refusal.isIdentical(to: otherRefusal)
        }
        return self == other
    }
}
