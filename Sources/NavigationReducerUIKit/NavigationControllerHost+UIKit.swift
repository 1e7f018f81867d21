#if canImport(UIKit) && !os(watchOS)
    import NavigationReducer
    import UIKit

    /// A `NavigationHost` for UIKit: one `UINavigationController` per flow,
    /// the root flow in the controller it is given, each presented flow in a controller it
    /// makes and presents over the flow under it as a sheet or full screen. Screens and
    /// alerts are built by the factories it is given — the FlowController pattern: the host
    /// moves controllers it never makes.
    ///
    /// ```swift
    /// let host = NavigationControllerHost(
    ///     root: root,
    ///     screen: { ShowcaseScreenController(screen: $0, store: store) },
    ///     alert: { UIAlertController($0, send: { store.send(.alert($0)) }) }
    /// )
    /// renderer = store.drive(host)
    /// ```
    ///
    /// A push inside a presented flow is a push on that flow's own controller. Each entry
    /// (`EntryID`) has one controller: a push does not rebuild the ones
    /// under it, popping back to one reuses it, and a screen whose data changed in place keeps
    /// its controller and is handed the new data through `update`. What the user does by themselves — a swipe back, the
    /// back button or its long-press menu, a swipe down on a sheet — is reported as a
    /// `UserNavigation`, for the reducer to decide; drive the host with
    /// `Store.drive(_:userNavigation:)` to turn it into actions.
    ///
    /// A swipe back — from the edge, or on iOS 26 across the content — or a swipe down the
    /// reducer would refuse never begins: the host asks first (a dry run,
    /// `Store.wouldAccept(_:)`), after UIKit's own delegate of the gesture has said yes. A swipe
    /// down refused so is reported as `UserNavigation.triedToDismiss(root:level:)`, for the
    /// reducer to answer ("Discard draft?"). The host does not take over the back button
    /// (`navigationItem.backAction`): a refused tap on it is put back.
    ///
    /// The app keeps its delegates. The host stands in front of the `delegate` of `root` (or of
    /// the tab bar or split view) and of every flow controller it makes, and of their
    /// swipe-back gestures: a delegate set before the host was made — or given to
    /// ``navigationControllerDelegate`` — is told every callback, custom transitions and
    /// `willShow` included. Set delegates through the host, not on its controllers: one set
    /// there later replaces the host's. Its decisions are made by a platform-free host in the
    /// core module, tested on Linux against a stand-in controller.
    @MainActor
    public final class NavigationControllerHost<Screen: Hashable & Sendable, AlertAction: Hashable & Sendable>:
        NavigationHost
    {
        private let base: ControllerHost<UINavigationController, Screen, AlertAction>
        private let observer = UserNavigationObserver()

        /// The app's delegate of every navigation controller the host shows, the ones it makes
        /// for tabs, columns and presented flows included: told every callback, as if it were
        /// their `delegate`. `root`'s delegate, when it had one, is this delegate.
        public var navigationControllerDelegate: (any UINavigationControllerDelegate)? {
            get { observer.navigationDelegate }
            set { observer.navigationDelegate = newValue }
        }

        /// - Parameters:
        ///   - root: The navigation controller of the root flow, already in the window.
        ///   - screen: Builds the controller of a screen; called once per entry.
        ///   - update: Hands a screen's controller its new data when the reducer changed the
        ///     screen in place (`NavigationState.updateTopScreen(_:)`). A
        ///     controller that reads its data from the store does nothing here; without
        ///     `update`, the screen gets a new controller, shown without animation, so it never
        ///     shows stale data.
        ///   - alert: Builds an alert controller whose buttons send their actions.
        public init(
            root: UINavigationController,
            screen: @escaping (Screen) -> UIViewController,
            update: ((Screen, UIViewController) -> Void)? = nil,
            alert: @escaping (AlertState<AlertAction>) -> UIViewController
        ) {
            let observer = observer
            observer.observe(root)
            base = ControllerHost(
                root: root,
                flowController: { observer.observedFlow() },
                screen: screen,
                update: update,
                alert: alert
            )
            connect(observer)
        }

        /// A host for an app whose root is a tab bar: each tab gets a `UINavigationController` of
        /// its own in `tabBar`, its item from `tabItem`, and flows are presented over the whole
        /// tab bar. A tap on a tab, or on the tab shown, is reported as a `UserNavigation` and
        /// shown only once the reducer takes it. A tree without tabs (signed out, say) shows its
        /// stack alone, the bar hidden. A tab kept when the list of tabs changes keeps its
        /// controllers. More than five tabs put the rest in UIKit's More list, whose own
        /// navigation the host does not follow: keep a tab bar to five tabs.
        ///
        /// - Parameters:
        ///   - tabBar: The tab bar controller at the root of the window; the host becomes its
        ///     delegate.
        ///   - tabItem: The tab bar item of a tab, given the screen it opens on.
        ///   - screen: Builds the controller of a screen; called once per entry.
        ///   - update: Hands a screen's controller its new data (see the other initialiser).
        ///   - alert: Builds an alert controller whose buttons send their actions.
        public init(
            tabBar: UITabBarController,
            tabItem: @escaping (Screen) -> UITabBarItem,
            screen: @escaping (Screen) -> UIViewController,
            update: ((Screen, UIViewController) -> Void)? = nil,
            alert: @escaping (AlertState<AlertAction>) -> UIViewController
        ) {
            let observer = observer
            if let existing = tabBar.delegate, existing !== observer { observer.tabBarDelegate = existing }
            tabBar.delegate = observer
            let stack = observer.observedFlow()
            base = ControllerHost(
                root: stack,
                flowController: { observer.observedFlow() },
                screen: screen,
                update: update,
                alert: alert,
                tabs: { [weak tabBar] tabs, selected in
                    // A tree without tabs shows its one stack with the bar hidden.
                    tabBar?.tabBar.isHidden = tabs.isEmpty
                    guard !tabs.isEmpty else {
                        tabBar?.setViewControllers([stack], animated: false)
                        return
                    }
                    for (tab, controller) in tabs { controller.tabBarItem = tabItem(tab) }
                    tabBar?.setViewControllers(tabs.map(\.controller), animated: false)
                    tabBar?.selectedIndex = selected
                },
                selectTab: { [weak tabBar] in tabBar?.selectedIndex = $0 }
            )
            connect(observer)
            observer.shouldSelect = { [weak base, weak tabBar] controller in
                guard let base, let position = tabBar?.viewControllers?.firstIndex(of: controller) else { return true }
                return base.userTapsTab(at: position)
            }
        }

        /// A host for an app whose root is a split view: the sidebar, the supplementary column
        /// and the detail column each get a `UINavigationController` of their own in `split`,
        /// and its compact column one that shows the whole root flow as one stack. When the
        /// split view collapses or expands, the screens move to the controllers that show them,
        /// each keeping its controller. A row tapped in the sidebar sends the app's action from
        /// the sidebar's own controller, which shows the selection by reading the store's root
        /// flow (`store.stack(atLevel: 0)`), so a refused tap is put back; the back button to
        /// the sidebar on a compact width is reported as a pop, for the reducer to decide.
        ///
        /// - Parameters:
        ///   - split: The split view controller at the root of the window, made with the style
        ///     of the state's columns (`.doubleColumn` or `.tripleColumn`); the host becomes its
        ///     delegate. A tree without a split view, or with columns the style cannot show, is
        ///     shown as one stack in the secondary column, the sidebar hidden.
        ///   - screen: Builds the controller of a screen; called once per entry.
        ///   - update: Hands a screen's controller its new data (see the other initialisers).
        ///   - alert: Builds an alert controller whose buttons send their actions.
        public init(
            split: UISplitViewController,
            screen: @escaping (Screen) -> UIViewController,
            update: ((Screen, UIViewController) -> Void)? = nil,
            alert: @escaping (AlertState<AlertAction>) -> UIViewController
        ) {
            let observer = observer
            if let existing = split.delegate, existing !== observer { observer.splitDelegate = existing }
            split.delegate = observer
            let stack = observer.observedFlow()
            base = ControllerHost(
                root: stack,
                flowController: { observer.observedFlow() },
                screen: screen,
                update: update,
                alert: alert,
                split: { [weak split, weak observer] shown in
                    guard let split else { return nil }
                    let columns = split.style == .tripleColumn ? 2 : 1
                    guard let shown, shown.fixed.count == columns else {
                        // One stack: a tree without a split view, or one whose columns the
                        // controller's style cannot show.
                        observer?.showsOneStack = true
                        split.preferredDisplayMode = .secondaryOnly
                        split.presentsWithGesture = false
                        split.setViewController(nil, for: .compact)
                        split.setViewController(stack, for: .secondary)
                        return nil
                    }
                    observer?.showsOneStack = false
                    split.preferredDisplayMode = .automatic
                    split.presentsWithGesture = true
                    if let sidebar = shown.fixed.first { split.setViewController(sidebar, for: .primary) }
                    if shown.fixed.count > 1 { split.setViewController(shown.fixed[1], for: .supplementary) }
                    split.setViewController(shown.detail, for: .secondary)
                    split.setViewController(shown.compact, for: .compact)
                    return split.isCollapsed
                }
            )
            connect(observer)
            observer.didCollapse = { [weak base] in base?.splitCollapsed($0) }
        }

        private func connect(_ observer: UserNavigationObserver) {
            let base = base
            observer.didShow = { [weak base] in base?.controllerDidShow($0) }
            observer.didDismiss = { [weak base] in base?.userDismissed($0) }
            observer.didAttemptToDismiss = { [weak base] in base?.userTriedToDismiss($0) }
            observer.didSelectDetent = { [weak base] in base?.userSelectedDetent(named: $1, in: $0) }
            observer.shouldPop = { [weak base] in base?.allowsUserPop(in: $0) ?? true }
            observer.shouldDismiss = { [weak base] in base?.allowsUserDismissal(of: $0) ?? true }
        }

        public func perform(
            _ command: consuming NavigationCommand<Screen, AlertAction>,
            completion: @escaping @MainActor @Sendable () -> Void
        ) {
            base.perform(command, completion: completion)
        }

        public func reportUserNavigation(to report: @escaping @MainActor (UserNavigation<Screen>) -> Void) {
            base.reportUserNavigation(to: report)
        }

        public func askBeforeUserNavigation(_ wouldAccept: @escaping @MainActor (UserNavigation<Screen>) -> Bool) {
            base.askBeforeUserNavigation(wouldAccept)
        }
    }
#endif
