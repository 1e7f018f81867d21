/// A ``NavigationHost`` for navigation controllers, one per flow: the root flow in the
/// controller it is given, each presented flow in a controller it makes and presents over
/// the flow under it. Screens and alerts are built by injected factories — the
/// FlowController pattern, where the host moves controllers it never makes. The UIKit
/// module's `NavigationControllerHost` is this host over `UINavigationController`; here it
/// is platform-free, so its decisions are tested everywhere against a stand-in controller.
///
/// A push inside a presented flow is a push on that flow's own controller. Screens still on
/// a stack keep their controller: a push does not rebuild the ones under it, and popping
/// back to one reuses it.
///
/// What the user does without the app's buttons — a swipe back, the back button or its
/// long-press menu, a swipe down on a sheet — reaches the host through
/// ``controllerDidShow(_:)`` and ``userDismissed(_:)``, which the UIKit module calls from
/// the controllers' delegates. The host compares what the controller shows with what it
/// put there and reports the difference as a ``UserNavigation``, for the reducer to decide.
@MainActor
package final class ControllerHost<
    Controller: NavigationControlling, Screen: Hashable & Sendable, AlertAction: Hashable & Sendable
>: NavigationHost {

    /// One flow on screen: its navigation controller and the pages on its stack.
    package struct Level {
        /// The flow's navigation controller; in a split view, the detail column's, or the
        /// compact width's while the split view is collapsed.
        package internal(set) var controller: Controller
        /// The screens of the flow with their controllers, root first.
        package internal(set) var pages: [(screen: Screen, viewController: Controller.ViewController)]
        /// The controller that presented the flow, which dismisses it; `nil` for the root flow.
        /// With tabs, the tab shown under it may change meanwhile.
        package internal(set) var presenter: Controller? = nil
        /// The detents the flow's sheet shows; `nil` for the root flow and flows not sheets.
        package internal(set) var detents: SheetDetents? = nil
    }

    /// A split view on screen: the controllers of its columns, and whether it is collapsed to
    /// one stack.
    package struct SplitOnScreen {
        package let columns: SplitColumns
        /// The sidebar's controller and, with three columns, the supplementary column's: each
        /// shows one screen of the root flow.
        package let fixed: [Controller]
        /// The detail column's controller: the root flow's screens after the fixed columns'.
        package let detail: Controller
        /// The controller of a compact width, which shows the whole root flow.
        package let compact: Controller
        package internal(set) var isCollapsed: Bool
    }

    let makeFlowController: () -> Controller
    let makeScreen: (Screen) -> Controller.ViewController
    private let updateScreen: ((Screen, Controller.ViewController) -> Void)?
    private let makeAlert: (AlertState<AlertAction>) -> Controller.ViewController
    private let showTabs: (([(tab: Screen, controller: Controller)], Int) -> Void)?
    private let showTab: ((Int) -> Void)?
    let showSplit: ((SplitOnScreen?) -> Bool?)?
    /// The controller given for the root flow, which shows it when it is one stack.
    let stackRoot: Controller
    /// The flows on screen, root flow first: with tabs, the shown tab's first.
    package internal(set) var levels: [Level]
    /// The split view at the root, if the root is one.
    package internal(set) var split: SplitOnScreen?
    /// The tabs in order, each with its flow; the shown tab's pages are kept in `levels[0]`.
    package private(set) var tabs: [(tab: Screen, level: Level)] = []
    /// The position of the shown tab in `tabs`.
    package private(set) var shownTab = 0
    /// The controller that presented the alert shown, which hides it: with tabs, the tab shown
    /// under it may change meanwhile.
    private var alertPresenter: Controller?
    private var report: (@MainActor (UserNavigation<Screen>) -> Void)?
    private var wouldAccept: (@MainActor (UserNavigation<Screen>) -> Bool)?

    /// - Parameters:
    ///   - root: The navigation controller of the root flow.
    ///   - flowController: Makes the navigation controller of a presented flow.
    ///   - screen: Builds the controller of a screen.
    ///   - update: Gives a screen's controller the screen's new data, its entry kept; without
    ///     it, the screen gets a new controller, shown without animation.
    ///   - alert: Builds an alert controller whose buttons send their actions to the store.
    ///   - tabs: Shows a tab bar of these flow controllers, each made by `flowController`
    ///     for its tab, selecting the one at the position given, or (no tabs) the root
    ///     controller alone; `nil` for an app without tabs.
    ///   - selectTab: Shows the tab at the position given.
    ///   - split: Shows these controllers as a split view's columns, or (`nil`) the root
    ///     controller alone; returns whether the split view is collapsed, or `nil` when it
    ///     cannot show those columns: the root flow is then one stack in the root controller.
    ///     Without it, a split view is shown as one stack.
    package init(
        root: Controller,
        flowController: @escaping () -> Controller,
        screen: @escaping (Screen) -> Controller.ViewController,
        update: ((Screen, Controller.ViewController) -> Void)? = nil,
        alert: @escaping (AlertState<AlertAction>) -> Controller.ViewController,
        tabs: (([(tab: Screen, controller: Controller)], Int) -> Void)? = nil,
        selectTab: ((Int) -> Void)? = nil,
        split: ((SplitOnScreen?) -> Bool?)? = nil
    ) {
        self.levels = [Level(controller: root, pages: [])]
        self.stackRoot = root
        self.showSplit = split
        self.makeFlowController = flowController
        self.makeScreen = screen
        self.updateScreen = update
        self.makeAlert = alert
        self.showTabs = tabs
        self.showTab = selectTab
    }

    /// Performs `command` on the controller of the flow it addresses. A command for a level
    /// this host does not show completes at once, so the renderer is never left waiting.
    package func perform(
        _ command: consuming NavigationCommand<Screen, AlertAction>,
        completion: @escaping @MainActor @Sendable () -> Void
    ) {
        if let split, !split.isCollapsed, let shown = command.rootFlowChange {
            return performInColumns(shown, of: split, completion: completion)
        }
        switch command {
        case .setSplit(let columns):
            setSplit(columns)
            completion()
        case .setStack(let screens, let keeping, let level, let animated):
            guard levels.indices.contains(level) else { return completion() }
            levels[level].pages = pages(showing: screens, keeping: keeping, of: levels[level].pages)
            levels[level].controller.setViewControllers(levels[level].pages.map(\.viewController), animated: animated)
            levels[level].controller.afterTransition(completion)
        case .push(let screens, let level, let animated):
            guard levels.indices.contains(level) else { return completion() }
            let added = screens.map { (screen: $0, viewController: makeScreen($0)) }
            levels[level].pages += added
            if let only = added.first, added.count == 1 {
                levels[level].controller.pushViewController(only.viewController, animated: animated)
            } else {
                levels[level].controller.setViewControllers(
                    levels[level].pages.map(\.viewController), animated: animated)
            }
            levels[level].controller.afterTransition(completion)
        case .popTo(let index, let level, let animated):
            guard levels.indices.contains(level), levels[level].pages.indices.contains(index) else {
                return completion()
            }
            levels[level].pages.removeSubrange((index + 1)...)
            levels[level].controller.popToViewController(levels[level].pages[index].viewController, animated: animated)
            levels[level].controller.afterTransition(completion)
        case .update(let screen, let index, let level):
            guard levels.indices.contains(level), levels[level].pages.indices.contains(index) else {
                return completion()
            }
            guard refresh(&levels[level].pages[index], showing: screen) else { return completion() }
            levels[level].controller.setViewControllers(levels[level].pages.map(\.viewController), animated: false)
            levels[level].controller.afterTransition(completion)
        case .present(let flow, let level, let animated):
            guard level == levels.count else { return completion() }
            let controller = makeFlowController()
            let pages = flow.stack.map { (screen: $0, viewController: makeScreen($0)) }
            controller.setViewControllers(pages.map(\.viewController), animated: false)
            levels.append(
                Level(
                    controller: controller, pages: pages, presenter: levels[level - 1].controller,
                    detents: flow.style.detents))
            levels[level - 1].controller.present(
                flow: controller, style: flow.style, animated: animated, completion: completion)
        case .dismiss(let level, let animated):
            guard level > 0, level < levels.count else { return completion() }
            let presenter = levels[level].presenter ?? levels[level - 1].controller
            levels.removeSubrange(level...)
            presenter.dismissPresented(animated: animated, completion: completion)
        case .setDetents(let detents, let level, let animated):
            guard level > 0, levels.indices.contains(level), levels[level].detents != nil else { return completion() }
            levels[level].detents = detents
            levels[level].controller.show(detents: detents, animated: animated)
            completion()
        case .showAlert(let alert, let animated):
            alertPresenter = levels[levels.count - 1].controller
            levels[levels.count - 1].controller.present(
                alert: makeAlert(alert), animated: animated, completion: completion)
        case .hideAlert(let animated):
            let presenter = alertPresenter ?? levels[levels.count - 1].controller
            alertPresenter = nil
            presenter.dismissPresented(animated: animated, completion: completion)
        case .selectTab(let tab):
            if let position = tabs.firstIndex(where: { $0.tab == tab }), position != shownTab {
                tabs[shownTab].level = levels[0]
                levels[0] = tabs[position].level
                shownTab = position
                showTab?(position)
            }
            completion()
        case .setTabStack(let screens, let keeping, let tab):
            if let position = tabs.firstIndex(where: { $0.tab == tab }), position != shownTab {
                let old = tabs[position].level.pages
                tabs[position].level.pages = pages(showing: screens, keeping: keeping, of: old)
                // A kept screen whose data changed out of sight gets it, as an update would.
                for index in 0..<min(keeping, old.count, screens.count) where old[index].screen != screens[index] {
                    refresh(&tabs[position].level.pages[index], showing: screens[index])
                }
                tabs[position].level.controller.setViewControllers(
                    tabs[position].level.pages.map(\.viewController), animated: false)
            }
            completion()
        case .setTabs(let shown, let selected):
            setTabs(shown, selected: selected)
            completion()
        }
    }

    /// Shows a tab bar of `shown`, `selected`'s stack as level `0`: a tab kept from the bar shown
    /// keeps its controller and the controllers of the screens it still shows from its root.
    /// With no tabs, the shown tab's stack goes back to the root controller, as one stack.
    private func setTabs(_ shown: [NavigationTab<Screen>], selected: Screen?) {
        if tabs.isEmpty {
            levels[0].controller.setViewControllers([], animated: false)
        } else {
            tabs[shownTab].level = levels[0]
        }
        guard !shown.isEmpty else {
            let pages = levels[0].pages
            for tab in tabs { tab.level.controller.setViewControllers([], animated: false) }
            tabs = []
            shownTab = 0
            levels[0].controller = stackRoot
            levels[0].pages = pages
            showTabs?([], 0)
            stackRoot.setViewControllers(pages.map(\.viewController), animated: false)
            return
        }
        let position = shown.firstIndex { $0.tab == selected } ?? 0
        let old = tabs
        tabs = shown.map { tab in
            let kept = old.first { $0.tab == tab.tab }?.level
            let controller = kept?.controller ?? makeFlowController()
            let screens = Array(tab.stack)
            let oldPages = kept?.pages ?? []
            let keeping = zip(screens, oldPages).prefix { $0 == $1.screen }.count
            let pages = self.pages(showing: screens, keeping: keeping, of: oldPages)
            controller.setViewControllers(pages.map(\.viewController), animated: false)
            return (tab.tab, Level(controller: controller, pages: pages))
        }
        for tab in old where !tabs.contains(where: { $0.level.controller === tab.level.controller }) {
            tab.level.controller.setViewControllers([], animated: false)
        }
        shownTab = position
        if tabs.indices.contains(position) { levels[0] = tabs[position].level }
        showTabs?(tabs.map { ($0.tab, $0.level.controller) }, position)
    }

    /// Gives `page` the new data `screen`, keeping its entry: through `update`, or with a new
    /// controller. Returns whether the controller was replaced, so the stack must be set again.
    @discardableResult
    func refresh(
        _ page: inout (screen: Screen, viewController: Controller.ViewController), showing screen: Screen
    ) -> Bool {
        page.screen = screen
        if let updateScreen {
            updateScreen(screen, page.viewController)
            return false
        }
        page.viewController = makeScreen(screen)
        return true
    }

    /// The pages of a stack set to `screens`: the first `keeping` keep their controllers from
    /// `old`, the others get new ones.
    func pages(
        showing screens: [Screen], keeping: Int, of old: [(screen: Screen, viewController: Controller.ViewController)]
    )
        -> [(screen: Screen, viewController: Controller.ViewController)]
    {
        screens.enumerated().map { index, screen in
            index < keeping && index < old.count ? (screen, old[index].viewController) : (screen, makeScreen(screen))
        }
    }

    /// Whether UIKit may select the tab at `position` itself: never, as the reducer decides.
    /// The host reports the tap — a selection, or a reselection of the tab shown — and shows
    /// what the state then says.
    package func userTapsTab(at position: Int) -> Bool {
        guard tabs.indices.contains(position) else { return true }
        let tab = tabs[position].tab
        report?(position == shownTab ? .reselectedTab(tab) : .selectedTab(tab))
        return false
    }

    package func reportUserNavigation(to report: @escaping @MainActor (UserNavigation<Screen>) -> Void) {
        self.report = report
    }

    package func askBeforeUserNavigation(_ wouldAccept: @escaping @MainActor (UserNavigation<Screen>) -> Bool) {
        self.wouldAccept = wouldAccept
    }

    /// Whether the user may start going back in `controller` — its swipe back is about to
    /// begin: only when it shows more than one screen and the reducer would take the pop
    /// of its top screen. A controller this host does not show is not its to decide.
    package func allowsUserPop(in controller: Controller) -> Bool {
        guard controller.viewControllers.count > 1 else { return false }
        guard let level = levels.firstIndex(where: { $0.controller === controller }), levels[level].pages.count > 1
        else { return true }
        return wouldAccept?(.popped(remaining: levels[level].pages.count - 2, level: level)) ?? true
    }

    /// Whether the user may start a swipe down on the presented flow shown by `controller`:
    /// only when the reducer would take its dismissal. A controller this host does not show
    /// as a presented flow is not its to decide.
    package func allowsUserDismissal(of controller: Controller) -> Bool {
        guard let level = levels.indices.dropFirst().first(where: { levels[$0].controller === controller }),
            let root = levels[level].pages.first?.screen
        else { return true }
        return wouldAccept?(.dismissedFlow(root: root, level: level)) ?? true
    }

    /// Tells the host that `controller` finished showing its stack. When it shows fewer
    /// screens than the host put there, the user went back — by a swipe, the back button or
    /// its menu — and the host reports the pop. After the host's own transitions it
    /// changes nothing.
    package func controllerDidShow(_ controller: Controller) {
        guard let level = levels.firstIndex(where: { $0.controller === controller }) else { return }
        let shown = controller.viewControllers
        // In a split view's detail column, the screens of the columns before it are not shown.
        let offset = level == 0 && split?.isCollapsed == false ? split?.fixed.count ?? 0 : 0
        let pages = levels[level].pages.dropFirst(offset)
        guard !shown.isEmpty, shown.count < pages.count,
            zip(shown, pages).allSatisfy({ $0 === $1.viewController })
        else { return }
        levels[level].pages.removeSubrange((offset + shown.count)...)
        report?(.popped(remaining: offset + shown.count - 1, level: level))
    }

    /// Tells the host that the user tried to dismiss the presented flow shown by `controller`,
    /// and was refused before the swipe began: the host reports the attempt, and the flow
    /// stays. A controller the host does not show as a presented flow changes nothing.
    package func userTriedToDismiss(_ controller: Controller) {
        guard let level = levels.indices.dropFirst().first(where: { levels[$0].controller === controller }),
            let root = levels[level].pages.first?.screen
        else { return }
        report?(.triedToDismiss(root: root, level: level))
    }

    /// Tells the host that the user dragged the sheet shown by `controller` to the detent named
    /// `identifier` (a ``SheetDetents/Detent``'s UIKit identifier): the host reports it, and the
    /// reducer decides whether the sheet rests there. A controller the host does not show as
    /// a sheet, or a detent its sheet does not offer, changes nothing.
    package func userSelectedDetent(named identifier: String, in controller: Controller) {
        guard let level = levels.indices.dropFirst().first(where: { levels[$0].controller === controller }),
            let root = levels[level].pages.first?.screen,
            let detent = levels[level].detents?.detents.first(where: { $0.identifier == identifier })
        else { return }
        try? levels[level].detents?.select(detent)
        report?(.selectedDetent(detent, root: root, level: level))
    }

    /// Tells the host that the user dismissed the presented flow shown by `controller` — a
    /// swipe down on a sheet. The host forgets it and every flow over it, and reports the
    /// dismissal. A controller the host does not show as a presented flow changes nothing.
    package func userDismissed(_ controller: Controller) {
        guard let level = levels.indices.dropFirst().first(where: { levels[$0].controller === controller }),
            let root = levels[level].pages.first?.screen
        else { return }
        levels.removeSubrange(level...)
        report?(.dismissedFlow(root: root, level: level))
    }
}
