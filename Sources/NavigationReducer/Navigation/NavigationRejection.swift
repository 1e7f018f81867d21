/// Why a navigation operation was refused.
///
/// Every operation on ``ScreenStack``, ``NavigationState`` and ``AlertState`` that can be
/// asked for something impossible throws one of these instead of crashing, and leaves its
/// value exactly as it was. A reducer lets the rejection propagate; the ``Store`` reports it
/// as a ``StoreDiagnostic`` and a test asserts it as a value.
///
/// The ``description`` of each case is the text a user of the library sees:
///
/// | case | description |
/// |---|---|
/// | ``popAtRoot`` | `cannot pop: the stack is at its root` |
/// | ``screenNotInStack`` | `cannot pop to a screen that is not in the stack` |
/// | ``screenNotInTree`` | `the screen is not in any flow of the navigation tree` |
/// | ``indexOutOfRange(index:count:)`` | `index 7 is outside the stack (count 3)` |
/// | ``levelOutOfRange(level:count:)`` | `level 4 is outside the navigation tree (3 levels)` |
/// | ``emptyStack`` | `a stack needs a root: the list of screens is empty` |
/// | ``nothingPresented`` | `no flow is presented` |
/// | ``nestingLimitReached(limit:)`` | `cannot present: the tree already has 16 levels, the limit` |
/// | ``cannotStopRootFlow`` | `the root flow cannot be stopped` |
/// | ``childStateAbsent`` | `the action is for a child flow that is not running` |
/// | ``entryNotInTree(_:)`` | `entry 2 of flow 0 is not in the navigation tree` |
/// | ``entryShowsAnotherScreen(_:)`` | `entry 2 of flow 0 shows a screen of another feature` |
/// | ``rootCannotBeRemoved(_:)`` | `entry 0 of flow 1 is its stack's root: pop to it or dismiss its flow` |
/// | ``tabNotInTree`` | `no tab of the navigation tree opens on that screen` |
/// | ``tabAlreadySelected`` | `the tab is already selected: reselect it to go back to its root` |
/// | ``tabsRepeat(index:)`` | `tab 2 opens on the same screen as an earlier tab` |
/// | ``noTabs`` | `a tab bar needs at least one tab` |
/// | ``columnNotInTree`` | `the navigation tree has no split-view column there` |
/// | ``selectionUnchanged`` | `the column already shows that selection at its root` |
/// | ``splitViewHasTabs`` | `a split view's columns cannot also be a tab bar` |
/// | ``invalidDetents`` | `a sheet needs one to four detents, none repeated, each a height greater than 0 and at most the full one` |
/// | ``detentNotOffered`` | `the sheet does not offer that detent` |
/// | ``alertAlreadyShown`` | `an alert is shown: choose or hide it first` |
/// | ``alertHasNoButtons`` | `an alert needs at least one button` |
/// | ``actionSheetHasNoCancelButton`` | `an action sheet needs a cancel button` |
/// | ``noAlertShown`` | `no alert is shown` |
/// | ``alertButtonNotFound`` | `the shown alert has no such button` |
/// | ``deepLinkRefused(_:)`` | `deep link refused: no route matches "assets/42/share"` |
/// | ``refusedByGuard(_:)`` | `refused by the guard "signed in"` |
/// | ``ruleBroken(_:)`` | `breaks the rule "at most one add-asset flow"` |
/// | ``refused(_:)-swift.enum.case`` | the app's ``RejectionReason``'s description |
public enum NavigationRejection: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// `pop()` on a stack that holds only its root. A presented flow's root is not popped:
    /// it is dismissed, which is a different request.
    case popAtRoot
    /// `pop(to:)` a screen that the stack does not hold.
    case screenNotInStack
    /// `navigateBack(to:)` or `stopFlow(startingAt:)` a screen no flow holds.
    case screenNotInTree
    /// `pop(toIndex:)` an index outside `0..<count`.
    case indexOutOfRange(index: Int, count: Int)
    /// A level outside `0..<levelCount` of the tree.
    case levelOutOfRange(level: Int, count: Int)
    /// A stack was asked to hold no screen at all (replace with an empty list, decode `[]`).
    case emptyStack
    /// `dismiss()` with nothing presented over the root flow.
    case nothingPresented
    /// Presenting would nest more flows than ``NavigationState/maximumLevels``.
    case nestingLimitReached(limit: Int)
    /// `stopFlow(startingAt:)` the root screen of the root flow: there is nothing under it.
    case cannotStopRootFlow
    /// A scoped child reducer was sent an action while its optional state is absent (the
    /// flow was dismissed or never started): it is never applied to a stale flow.
    case childStateAbsent
    /// An action for the feature on an entry that has left the tree (popped, removed, its flow
    /// dismissed), or a removal of such an entry: never applied to another screen.
    case entryNotInTree(EntryID)
    /// An action for a feature on an entry whose screen is not that feature's: never applied
    /// to another feature's data.
    case entryShowsAnotherScreen(EntryID)
    /// `remove(entry:)` of a stack's root: a stack always has one.
    case rootCannotBeRemoved(EntryID)
    /// A tab verb named a tab the tree does not have, or the tree has no tabs.
    case tabNotInTree
    /// ``NavigationState/select(tab:)`` named the tab already selected: a second tap
    /// on a tab is a reselection (``NavigationState/reselectTab(animated:)``), a different
    /// request.
    case tabAlreadySelected
    /// The tab at `index` opens on the same screen as an earlier tab: tabs are named by the
    /// screen they open on, so two would be one.
    case tabsRepeat(index: Int)
    /// A tab bar was given no tab.
    case noTabs
    /// A split-view verb named a column the tree does not have: the tree is not a split
    /// view, its supplementary column was asked of a two-column one, or the column before
    /// it has no selection to show it.
    case columnNotInTree
    /// ``NavigationState/select(_:in:animated:)`` named the selection the column already
    /// shows, with nothing pushed over it.
    case selectionUnchanged
    /// A tree was both a split view and a tab bar: its root is one or the other.
    case splitViewHasTabs
    /// A sheet offered no detent, more than four, or one twice, or a ``SheetDetents/Detent`` had a
    /// height outside 1 to ``SheetDetents/Detent/tallestHeight`` points or a fraction outside
    /// `0 < fraction <= 1`.
    case invalidDetents
    /// A sheet was asked to rest at a detent it does not offer, or the flow at that level is
    /// not a sheet.
    case detentNotOffered
    /// `showAlert` while another alert is on screen, or presenting or dismissing a flow
    /// under a shown alert (the alert belongs to the topmost flow).
    case alertAlreadyShown
    /// An alert without buttons could never be closed by the user.
    case alertHasNoButtons
    /// An action sheet without a button of the cancel role: SwiftUI adds a Cancel that sends
    /// nothing, and an iPad closes a sheet tapped outside, so the state would keep an alert the
    /// screen no longer shows. With a cancel button, closing it sends that button's action.
    case actionSheetHasNoCancelButton
    /// `hideAlert()` or choosing a button with no alert on screen.
    case noAlertShown
    /// Choosing a button the shown alert does not have.
    case alertButtonNotFound
    /// A deep link the router could not follow, with its reason.
    case deepLinkRefused(NavigationRejection.DeepLinkReason)
    /// The state the action leads to shows a screen a route guard forbids in it.
    case refusedByGuard(RuleName)
    /// The state breaks one of the app's ``AppRules``: a restored file, a replayed trace or
    /// an action the rules were checked after.
    case ruleBroken(RuleName)
    /// A rule of the app core, such as "an order needs a payment method" or a deep link
    /// the app cannot honour, as the app's own ``RejectionReason`` value. Throw it with
    /// ``refused(_:)-swift.type.method``; match it with `case .refused(let refusal)` and
    /// `refusal.as(CheckoutRefusal.self)`.
    case refused(NavigationRejection.AppReason)

    public var description: String {
        switch self {
        case .popAtRoot: "cannot pop: the stack is at its root"
        case .screenNotInStack: "cannot pop to a screen that is not in the stack"
        case .screenNotInTree: "the screen is not in any flow of the navigation tree"
        case .indexOutOfRange(let index, let count): "index \(index) is outside the stack (count \(count))"
        case .levelOutOfRange(let level, let count): "level \(level) is outside the navigation tree (\(count) levels)"
        case .emptyStack: "a stack needs a root: the list of screens is empty"
        case .nothingPresented: "no flow is presented"
        case .nestingLimitReached(let limit): "cannot present: the tree already has \(limit) levels, the limit"
        case .cannotStopRootFlow: "the root flow cannot be stopped"
        case .childStateAbsent: "the action is for a child flow that is not running"
        case .entryNotInTree(let entry): "\(entry) is not in the navigation tree"
        case .entryShowsAnotherScreen(let entry): "\(entry) shows a screen of another feature"
        case .rootCannotBeRemoved(let entry): "\(entry) is its stack's root: pop to it or dismiss its flow"
        case .tabNotInTree: "no tab of the navigation tree opens on that screen"
        case .tabAlreadySelected: "the tab is already selected: reselect it to go back to its root"
        case .tabsRepeat(let index): "tab \(index) opens on the same screen as an earlier tab"
        case .noTabs: "a tab bar needs at least one tab"
        case .columnNotInTree: "the navigation tree has no split-view column there"
        case .selectionUnchanged: "the column already shows that selection at its root"
        case .splitViewHasTabs: "a split view's columns cannot also be a tab bar"
        case .invalidDetents:
            "a sheet needs one to four detents, none repeated, each a height greater than 0 and at most the full one"
        case .detentNotOffered: "the sheet does not offer that detent"
        case .alertAlreadyShown: "an alert is shown: choose or hide it first"
        case .alertHasNoButtons: "an alert needs at least one button"
        case .actionSheetHasNoCancelButton: "an action sheet needs a cancel button"
        case .noAlertShown: "no alert is shown"
        case .alertButtonNotFound: "the shown alert has no such button"
        case .deepLinkRefused(let refusal): "deep link refused: \(refusal)"
        case .refusedByGuard(let name): "refused by the guard \"\(name)\""
        case .ruleBroken(let name): "breaks the rule \"\(name)\""
        case .refused(let refusal): refusal.description
        }
    }
}
