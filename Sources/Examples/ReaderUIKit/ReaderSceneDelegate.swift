#if canImport(UIKit) && !os(watchOS)
    import NavigationReducer
    import NavigationReducerUIKit
    import Observation
    import ReaderApp
    import UIKit

    /// The reader on screen in UIKit: on an iPhone, a `UITabBarController` at the root of the
    /// window, a navigation controller per tab that the host makes, and taps on the tab bar sent
    /// to the reducer before UIKit changes anything; on an iPad, a `UISplitViewController` whose
    /// sidebar lists the sections, the host moving the screens between its columns and its
    /// compact stack.
    ///
    /// Name it as the scene's delegate class in the app's `Info.plist`
    /// (`UISceneDelegateClassName`: `ReaderUIKit.ReaderSceneDelegate`).
    @MainActor
    public final class ReaderSceneDelegate: UIResponder, UIWindowSceneDelegate {
        public var window: UIWindow?
        private var store: Store<ReaderReducer>?
        private var renderer: NavigationRenderer<NavigationControllerHost<ReaderScreen, Never>>?

        public func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let scene = scene as? UIWindowScene else { return }
            let splitView = scene.traitCollection.userInterfaceIdiom == .pad
            let store = Store(initialState: splitView ? .splitView : ReaderState(), reducer: ReaderReducer()) {
                $0.work(comments: { _ in 12 }, send: {})
            }
            let (root, host) = splitView ? Self.splitView(store) : Self.tabBar(store)
            renderer = store.drive(host)
            self.store = store
            let window = UIWindow(windowScene: scene)
            window.rootViewController = root
            window.makeKeyAndVisible()
            self.window = window
        }

        public func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
            for context in contexts { store?.send(.linkOpened(context.url)) }
        }

        /// A tab bar, a tab per section.
        static func tabBar(_ store: Store<ReaderReducer>) -> (
            UIViewController, NavigationControllerHost<ReaderScreen, Never>
        ) {
            let tabBar = UITabBarController()
            let host = NavigationControllerHost<ReaderScreen, Never>(
                tabBar: tabBar,
                tabItem: { tab in
                    switch tab {
                    case .search: UITabBarItem(tabBarSystemItem: .search, tag: 1)
                    case .settings: UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 2)
                    default: UITabBarItem(title: "Feed", image: UIImage(systemName: "newspaper"), tag: 0)
                    }
                },
                screen: { ReaderScreenController(screen: $0, store: store) },
                alert: { _ in UIViewController() }
            )
            return (tabBar, host)
        }

        /// A split view, the sections in its sidebar.
        static func splitView(_ store: Store<ReaderReducer>) -> (
            UIViewController, NavigationControllerHost<ReaderScreen, Never>
        ) {
            let split = UISplitViewController(style: .doubleColumn)
            let host = NavigationControllerHost<ReaderScreen, Never>(
                split: split,
                screen: { screen in
                    screen == .sections
                        ? ReaderSectionsController(store: store) : ReaderScreenController(screen: screen, store: store)
                },
                alert: { _ in UIViewController() }
            )
            return (split, host)
        }
    }

    /// The sidebar: a row per section, whose tap is a selection the reducer decides, and which
    /// highlights the selection the state holds.
    final class ReaderSectionsController: UITableViewController {
        private let store: Store<ReaderReducer>

        init(store: Store<ReaderReducer>) {
            self.store = store
            super.init(style: .insetGrouped)
            title = "Sections"
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            ReaderScreen.tabs.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell()
            var content = cell.defaultContentConfiguration()
            content.text = "\(ReaderScreen.tabs[indexPath.row])"
            cell.contentConfiguration = content
            return cell
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            followSelection()
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            store.send(.userNavigated(.selected(ReaderScreen.tabs[indexPath.row], in: .sidebar)))
            // A refused tap changed nothing to follow: the row the state selects is shown again.
            highlight(selection())
        }

        /// The section the state selects, read from the root flow alone.
        private func selection() -> ReaderScreen? {
            store.stack(atLevel: 0).flatMap { $0.count > 1 ? $0[1] : nil }
        }

        /// Highlights the state's selection now and after every change of it: a link's too.
        private func followSelection() {
            let selected = withObservationTracking {
                selection()
            } onChange: { [weak self] in
                Task { @MainActor in self?.followSelection() }
            }
            highlight(selected)
        }

        private func highlight(_ section: ReaderScreen?) {
            let row = section.flatMap { ReaderScreen.tabs.firstIndex(of: $0) }
            tableView.selectRow(at: row.map { IndexPath(row: $0, section: 0) }, animated: false, scrollPosition: .none)
        }
    }

    /// One screen: a title and the action its button sends.
    final class ReaderScreenController: UIViewController {
        private let store: Store<ReaderReducer>
        private let screen: ReaderScreen

        init(screen: ReaderScreen, store: Store<ReaderReducer>) {
            self.screen = screen
            self.store = store
            super.init(nibName: nil, bundle: nil)
            title = "\(screen)"
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Next", primaryAction: UIAction { [store, screen] _ in store.send(Self.action(on: screen)) })
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        static func action(on screen: ReaderScreen) -> ReaderAction {
            switch screen {
            case .feed, .search: .articleTapped(1)
            case .settings: .accountTapped
            case .compose: .composeSent
            case .article, .account, .sections: .composeTapped
            }
        }
    }
#endif
