import Observation

/// What the SwiftUI module's `NavigationTree` binds to: each level's path, the flow presented
/// over it and the alert, read from the store by part and written back as actions the reducer
/// decides. It needs Observation alone, so its logic is tested where SwiftUI does not exist.
///
/// A write is what the user already did on screen. When the part written is unchanged after
/// it — the reducer refused, or the write maps to no action — the part's readers are told
/// again, so SwiftUI reads the state once more and the screen goes back to it. Bindings are
/// made from key paths into this object, so a level's binding is the same binding from one
/// body evaluation to the next.
@MainActor
package final class NavigationTreeModel<R: Reducer>: Observable where R.State: NavigableState, R.Action: Sendable {
    package typealias Screen = R.State.Screen
    package typealias AlertAction = R.State.AlertAction

    package let store: Store<R>
    let userNavigation: @MainActor (UserNavigation<Screen>) -> R.Action?
    let alertAction: @MainActor (AlertAction) -> R.Action

    package init(
        store: Store<R>, userNavigation: @escaping @MainActor (UserNavigation<Screen>) -> R.Action?,
        alertAction: @escaping @MainActor (AlertAction) -> R.Action
    ) {
        self.store = store
        self.userNavigation = userNavigation
        self.alertAction = alertAction
    }

    /// The tree now, read without registering a read: what a write compares against.
    var navigation: NavigationState<Screen, AlertAction> { store.runtime.state.navigation }

    /// The screens of the flow at `level` above its root, for `NavigationStack(path:)`. A
    /// back swipe, a back button or a `NavigationLink(value:)` writes it. Read and written in
    /// O(1) at any depth.
    package subscript(path level: Int) -> StackPath<Screen> {
        get { StackPath(store.stack(atLevel: level)) }
        set {
            let before = navigation.stack(atLevel: level)
            guard let change = StackPath.change(from: before, to: newValue, level: level) else { return }
            send(change)
            if ScreenStack.showSameEntries(navigation.stack(atLevel: level), before) {
                store.putBack(.stack(level: level))
            }
        }
    }

    /// The tabs, for a `TabView`; empty for a tree without tabs.
    package var tabs: [Screen] { store.tabs }

    /// The tab shown, for `TabView(selection:)`. SwiftUI writes it when the user taps a tab,
    /// and writes the tab shown again when the user taps that one: a reselection, which the
    /// reducer may take as "back to the tab's root". A refused selection is put back.
    package var selectedTab: Screen? {
        get { store.selectedTab }
        set {
            guard let newValue, let before = navigation.selectedTab else { return }
            send(newValue == before ? .reselectedTab(newValue) : .selectedTab(newValue))
            if newValue != before, navigation.selectedTab == before { store.putBack(.tabs) }
        }
    }

    /// The screens of `tab` above its root, for the tab's `NavigationStack(path:)`. Only the
    /// tab shown is written by the user; a write to another one is put back.
    package subscript(path tab: Screen) -> StackPath<Screen> {
        get { StackPath(store.stack(ofTab: tab)) }
        set {
            guard let position = navigation.tabs.firstIndex(of: tab) else { return }
            let before = navigation.stack(ofTab: tab)
            if navigation.selectedTab == tab, let change = StackPath.change(from: before, to: newValue, level: 0) {
                send(change)
            }
            if ScreenStack.showSameEntries(navigation.stack(ofTab: tab), before) {
                store.putBack(.tabStack(position: position))
            }
        }
    }

    /// The screen `entry` shows now in `tab`: its view follows the entry's data.
    package func screen(_ entry: PathEntry<Screen>, inTab tab: Screen) -> Screen {
        guard let id = entry.id, let stack = store.stack(ofTab: tab), let index = stack.index(ofEntry: id) else {
            return entry.screen
        }
        return stack[index]
    }

    /// The screen `entry` shows now at `level`: its view follows the entry's data.
    package func screen(_ entry: PathEntry<Screen>, atLevel level: Int) -> Screen {
        guard let id = entry.id, let stack = store.stack(atLevel: level), let index = stack.index(ofEntry: id)
        else {
            return entry.screen
        }
        return stack[index]
    }

    /// The flow presented over `level` in `style`, for `.sheet(item:)` or
    /// `.fullScreenCover(item:)`; SwiftUI writes `nil` after a swipe down.
    package subscript(presentedOver level: Int, style style: PresentationStyle) -> PresentedFlowItem<Screen>? {
        get {
            store.presentedFlow(atLevel: level + 1).flatMap {
                $0.style.isSameKind(as: style) ? PresentedFlowItem($0, level: level + 1) : nil
            }
        }
        set {
            guard newValue == nil, level >= 0, level + 1 < navigation.levelCount,
                navigation.presentedFlows[level].style.isSameKind(as: style)
            else { return }
            let shown = navigation.identity(ofLevel: level + 1)
            send(.dismissedFlow(root: navigation.presentedFlows[level].root, level: level + 1))
            if navigation.identity(ofLevel: level + 1) == shown {
                store.putBack(.presentation(level: level + 1))
            }
        }
    }

    /// Whether the alert shows over `level`: the topmost one, while the state has an alert.
    /// SwiftUI writes `false` as the alert closes, before or after the button's action runs
    /// (``choose(_:)`` puts back an alert whose button the reducer refused). No alert closes
    /// without a button: an action sheet always has a cancel-role button, which SwiftUI's
    /// dismissal runs.
    package subscript(alertShownOver level: Int) -> Bool {
        get { store.alert != nil && store.presentedFlow(atLevel: level + 1) == nil }
        set {}
    }

    /// The detents of the sheet presented at `level`, for `presentationDetents(_:selection:)`;
    /// `nil` when the flow there is not a sheet.
    package func detents(ofLevel level: Int) -> SheetDetents? {
        store.presentedFlow(atLevel: level)?.style.detents
    }

    /// The detent the sheet presented at `level` rests at. SwiftUI writes it when the user drags
    /// the sheet to another one; a drag the reducer refuses is put back.
    package subscript(detentOf level: Int) -> SheetDetents.Detent? {
        get { detents(ofLevel: level)?.selected }
        set {
            guard let newValue, level > 0, level < navigation.levelCount else { return }
            let flow = navigation.presentedFlows[level - 1]
            guard let detents = flow.style.detents, detents.selected != newValue else { return }
            let shown = navigation.identity(ofLevel: level)
            send(.selectedDetent(newValue, root: flow.root, level: level))
            if navigation.identity(ofLevel: level) == shown, navigation.presentedFlows[level - 1].style == flow.style {
                store.putBack(.presentation(level: level))
            }
        }
    }

    /// Whether the reducer would take a swipe down on the flow at `level`: asked before the
    /// gesture starts, so a refused one never begins. A view that asks is asked again when the
    /// answer turns, not on every change of the state.
    package func allowsDismissal(ofLevel level: Int) -> Bool {
        store.wouldAcceptDismissal(ofLevel: level, as: userNavigation)
    }

    package func root(ofTab tab: Screen) -> Screen? {
        store.stack(ofTab: tab)?.root
    }

    package func root(atLevel level: Int) -> Screen? {
        store.stack(atLevel: level)?.root
    }

    /// Sends the action of the alert button the user chose; when the reducer refuses it, the
    /// alert, which SwiftUI closes either way, is shown again.
    package func choose(_ button: AlertState<AlertAction>.Button) {
        let shown = navigation.alert
        store.send(alertAction(button.action))
        if let shown, navigation.alert == shown { store.putBack(.alert) }
    }

    func send(_ change: UserNavigation<Screen>) {
        if let action = userNavigation(change) { store.send(action) }
    }
}
