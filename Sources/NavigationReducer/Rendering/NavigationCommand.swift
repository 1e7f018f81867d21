/// One transition a UI host performs, addressed to the flow it changes: what UIKit's
/// `setViewControllers`, `push`, `popTo`, `present`, `dismiss` and an alert controller do,
/// as a value.
///
/// Levels are those of ``NavigationState``: `0` is the root flow (the shown tab's stack, in a
/// tab bar; the collapsed stack, in a split view), `k` the flow presented over level `k - 1`; a tab not shown is named by its tab. Commands come from ``NavigationState/commands(toReach:)``, a minimal
/// diff in a safe order, and each carries whether it animates, taken from the new state's
/// ``NavigationState/animations``.
public enum NavigationCommand<Screen: Hashable & Sendable, AlertAction: Hashable & Sendable>: Hashable, Sendable {
    /// Replace the stack of the flow at `level`, first screen as root. The first `keeping`
    /// screens are the entries already shown there (keep their views); the others are new
    /// entries, even where a screen equals the one it replaces.
    case setStack([Screen], keeping: Int = 0, level: Int, animated: Bool)
    /// Push these screens on the flow at `level`, last on top, as one transition.
    case push([Screen], level: Int, animated: Bool)
    /// Pop the flow at `level` so that the screen at `index` is on top; `0` is its root.
    case popTo(index: Int, level: Int, animated: Bool)
    /// Present `flow`, with its whole stack, as the new flow at `level`, over `level - 1`.
    case present(PresentedFlow<Screen>, level: Int, animated: Bool)
    /// The screen at `index` of the flow at `level` changed its data and stays the same entry:
    /// update its view in place, without a transition.
    case update(Screen, index: Int, level: Int)
    /// Dismiss the flow at `level` and every flow above it.
    case dismiss(level: Int, animated: Bool)
    /// The sheet presented at `level` stays, and offers and rests at `detents` now: a drag the
    /// reducer took or refused, or a height the reducer chose.
    case setDetents(SheetDetents, level: Int, animated: Bool)
    /// Show `alert` over the topmost flow.
    case showAlert(AlertState<AlertAction>, animated: Bool)
    /// Hide the shown alert.
    case hideAlert(animated: Bool)
    /// Show the tab `tab`: the level-`0` commands after it address its stack. Flows presented
    /// over the tab bar stay.
    case selectTab(Screen)
    /// Replace the stack of `tab`, a tab not shown, first screen as root, out of sight. The
    /// first `keeping` screens are the entries already there (keep their views).
    case setTabStack([Screen], keeping: Int, tab: Screen)
    /// Show a tab bar of `tabs`, each with its stack, and `selected`'s as level `0`; with no
    /// tabs, take the tab bar away, and the shown tab's stack stays as level `0`.
    case setTabs([NavigationTab<Screen>], selected: Screen?)
    /// Show level `0` as a split view of `columns`: its first screens in the sidebar and (with
    /// three columns) the supplementary column, the rest as the detail column's stack; with
    /// `nil`, as one stack again. The level-`0` commands after it address that stack.
    case setSplit(SplitColumns?)

    /// Whether the host should animate the transition.
    public var isAnimated: Bool {
        switch self {
        case .setStack(_, _, _, let animated), .push(_, _, let animated), .popTo(_, _, let animated),
            .present(_, _, let animated), .dismiss(_, let animated), .setDetents(_, _, let animated),
            .showAlert(_, let animated),
            .hideAlert(let animated):
            animated
        case .update, .selectTab, .setTabStack, .setTabs, .setSplit: false
        }
    }

    /// The same transition, performed without animation.
    public var withoutAnimation: Self {
        switch self {
        case .setStack(let screens, let keeping, let level, _):
            .setStack(screens, keeping: keeping, level: level, animated: false)
        case .update, .selectTab, .setTabStack, .setTabs, .setSplit: self
        case .push(let screens, let level, _): .push(screens, level: level, animated: false)
        case .popTo(let index, let level, _): .popTo(index: index, level: level, animated: false)
        case .present(let flow, let level, _): .present(flow, level: level, animated: false)
        case .dismiss(let level, _): .dismiss(level: level, animated: false)
        case .setDetents(let detents, let level, _): .setDetents(detents, level: level, animated: false)
        case .showAlert(let alert, _): .showAlert(alert, animated: false)
        case .hideAlert: .hideAlert(animated: false)
        }
    }
}

extension NavigationCommand: Codable where Screen: Codable, AlertAction: Codable {}
