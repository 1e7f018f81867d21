/// What the user changed on screen without a button of the app: a swipe back, a back button
/// or its long-press menu, a `NavigationLink(value:)`, a swipe down on a sheet, a tap in the
/// tab bar or in a split view's column.
///
/// The screen has already changed when a host reports it, so the app maps it to one of its
/// actions and the reducer decides, as for any tap: accepted, the state follows the screen;
/// refused, the renderer puts the screen back as the state says.
///
/// ```swift
/// case .userNavigated(let change):
///     try state.navigation.apply(change)
/// ```
///
/// The store gets these from a host through ``Store/drive(_:userNavigation:)``.
public enum UserNavigation<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The user went back in the flow at `level` until `remaining` screens above its root were
    /// left: a swipe, the back button or its long-press menu.
    case popped(remaining: Int, level: Int)
    /// The user followed links (`NavigationLink(value:)`) that pushed `screens` on the flow at
    /// `level`.
    case pushed([Screen], level: Int)
    /// The path of the flow at `level` was rewritten to `screens` above its root in any other
    /// way.
    case replacedPath([Screen], level: Int)
    /// The user dismissed the flow presented at `level` whose root is `root` (a swipe down on
    /// a sheet), and the flows over it.
    case dismissedFlow(root: Screen, level: Int)
    /// The user tried to dismiss the flow presented at `level` whose root is `root` — a swipe
    /// down the host refused before it began, as the reducer would not take the dismissal —
    /// and the screen did not change. An app answers it as a mail app answers a swipe down on
    /// a draft: with a confirmation ("Discard draft?"). Applied, it changes nothing. The UIKit
    /// host reports it (`presentationControllerDidAttemptToDismiss`); SwiftUI tells a view of
    /// no refused swipe, so there a sheet's Cancel button asks.
    case triedToDismiss(root: Screen, level: Int)
    /// The user dragged the sheet presented at `level`, whose root is `root`, until it rested at
    /// `detent`.
    case selectedDetent(SheetDetents.Detent, root: Screen, level: Int)
    /// The user tapped `tab` in the tab bar while another tab was shown.
    case selectedTab(Screen)
    /// The user tapped `tab` in the tab bar while it was shown: on iOS, a request to go back
    /// to its root.
    case reselectedTab(Screen)
    /// The user selected `screen` in a split view's `column`, or cleared its selection
    /// (`nil`): a tap in the sidebar's list, or the back button to it on a compact width.
    case selected(Screen?, in: SplitColumns.Column)
}

extension UserNavigation: Codable where Screen: Codable {}

extension NavigationState {
    /// Applies what the user did on screen, as the screen now shows it.
    ///
    /// - Throws: ``NavigationRejection/alertAlreadyShown`` while an alert is up;
    ///   ``NavigationRejection/levelOutOfRange(level:count:)`` for a level the tree does not
    ///   have; ``NavigationRejection/indexOutOfRange(index:count:)`` for a pop past the stack;
    ///   ``NavigationRejection/nothingPresented`` when the dismissed, resized or tried flow is not
    ///   the one presented there (it was replaced meanwhile); for a detent, what
    ///   ``selectDetent(_:atLevel:animated:)`` throws; for a tab, what
    ///   ``select(tab:)`` and ``reselectTab(animated:)`` throw, and
    ///   ``NavigationRejection/tabNotInTree`` for a reselection of a tab not shown; for a
    ///   column, what ``select(_:in:animated:)`` and ``deselect(in:animated:)`` throw.
    @inlinable
    public mutating func apply(_ navigation: UserNavigation<Screen>, animated: Bool = true)
        throws(NavigationRejection)
    {
        switch navigation {
        case .popped(let remaining, let level):
            guard alert == nil else { throw .alertAlreadyShown }
            try updateStack(atLevel: level, animated: animated) { stack throws(NavigationRejection) in
                try stack.pop(toIndex: remaining)
            }
        case .pushed(let screens, let level):
            guard alert == nil else { throw .alertAlreadyShown }
            try updateStack(atLevel: level, animated: animated) { $0.push(contentsOf: screens) }
        case .replacedPath(let screens, let level):
            guard alert == nil else { throw .alertAlreadyShown }
            try updateStack(atLevel: level, animated: animated) { stack throws(NavigationRejection) in
                try stack.replace(with: CollectionOfOne(stack.root) + screens)
            }
        case .dismissedFlow(let root, let level):
            guard level > 0, stack(atLevel: level)?.root == root else { throw .nothingPresented }
            try dismiss(toLevel: level - 1, animated: animated)
        case .triedToDismiss(let root, let level):
            guard level > 0, stack(atLevel: level)?.root == root else { throw .nothingPresented }
        case .selectedDetent(let detent, let root, let level):
            guard level > 0, stack(atLevel: level)?.root == root else { throw .nothingPresented }
            try selectDetent(detent, atLevel: level, animated: animated)
        case .selectedTab(let tab):
            try select(tab: tab)
        case .reselectedTab(let tab):
            guard selectedTab == tab else { throw .tabNotInTree }
            try reselectTab(animated: animated)
        case .selected(let screen?, let column):
            try select(screen, in: column, animated: animated)
        case .selected(nil, let column):
            try deselect(in: column, animated: animated)
        }
    }
}
