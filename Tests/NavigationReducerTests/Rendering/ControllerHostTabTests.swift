import NavigationReducer
import NavigationReducerTesting
import Testing

/// A tab bar of fake controllers: which flow controller each tab shows, and which is selected.
@MainActor final class FakeTabBar {
    var tabs: [(tab: String, controller: FakeNavigationController)] = []
    var selected = 0
    var calls: [String] = []
}

@MainActor @Suite("A controller host draws a tab bar")
struct ControllerHostTabTests {
    /// Random runs over tab bars and plain trees, with taps on tabs, swipes and completions:
    /// once every transition has completed, each tab's controller shows its stack, the tab
    /// bar selects the state's tab, and the flows over it are the state's.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func theTabBarEndsShowingTheStoresTabs(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let journal = FakeNavigationController.Journal()
        let tabBar = FakeTabBar()
        let host = makeFakeHost(journal, tabBar: tabBar)
        let trees = everySmallTabTree.filter { !$0.tabs.isEmpty }
        let store = Store(initialState: HostState(navigation: trees[0]), reducer: hostReducer)
        let reducerAccepts = ControllerHostPropertyTests.Flag()
        let rendering = store.drive(host) { .userNavigated($0, accepted: reducerAccepts.isSet) }
        defer { rendering.stop() }
        var taps = 0
        for _ in 0..<300 {
            journal.completesLater = Bool.random(using: &random)
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<3:
                store.send(.show(trees.randomElement(using: &random) ?? trees[0]))
            case 3..<6:
                for _ in 0..<Int.random(in: 0...3, using: &random) { journal.completeOldest() }
            default:
                reducerAccepts.isSet = Bool.random(using: &random)
                guard journal.waiting.isEmpty, host.levels.count == 1, host.levels[0].controller.presentedAlert == nil
                else { continue }
                _ = host.userTapsTab(at: Int.random(in: 0..<host.tabs.count, using: &random))
                taps += 1
            }
        }
        var bound = 10_000
        while journal.completeOldest(), bound > 0 { bound -= 1 }
        try #require(bound > 0, "the host kept asking for transitions")
        #expect(taps > 10)
        let navigation = store.state.navigation
        #expect(tabBar.tabs.map(\.tab) == navigation.tabs)
        #expect(
            tabBar.tabs.map { $0.controller.viewControllers.map(\.name) }
                == navigation.tabStacks.map { Array($0.stack) })
        #expect(tabBar.selected == navigation.tabs.firstIndex { $0 == navigation.selectedTab })
        #expect(host.levels.map { $0.pages.map(\.screen) } == navigation.stacks.map { Array($0) })
        let presenting = tabBar.tabs.filter { $0.controller.presentedFlow != nil }
        #expect(presenting.count == (navigation.isPresenting ? 1 : 0))
        let shown = (presenting.first?.controller ?? host.levels[0].controller).shownTree
        #expect(shown.stacks.dropFirst().elementsEqual(navigation.presentedFlows.map { Array($0.stack) }))
    }

    @Test func aTapOnATabIsReportedAndLeftToTheReducer() {
        let journal = FakeNavigationController.Journal()
        let tabBar = FakeTabBar()
        let host = makeFakeHost(journal, tabBar: tabBar)
        var reported: [UserNavigation<String>] = []
        host.reportUserNavigation { reported.append($0) }
        host.perform(.setTabs([NavigationTab("t"), NavigationTab("u")], selected: "t")) {}
        #expect(tabBar.calls == ["show tabs [\"t\", \"u\"] selecting 0"])
        #expect(host.userTapsTab(at: 1) == false, "UIKit never selects a tab by itself")
        #expect(host.userTapsTab(at: 0) == false)
        #expect(reported == [.selectedTab("u"), .reselectedTab("t")])
        #expect(tabBar.selected == 0)
        host.perform(.selectTab("u")) {}
        #expect(tabBar.selected == 1)
        #expect(host.levels[0].controller === tabBar.tabs[1].controller)
    }

    @Test func aScreenWhoseDataChangedInATabNotShownIsShownWithItsNewData() {
        let journal = FakeNavigationController.Journal()
        let tabBar = FakeTabBar()
        let host = makeFakeHost(journal, tabBar: tabBar)
        let u = NavigationTab("u", stack: ScreenStack(root: "a", pushed: ["b"]))
        host.perform(.setTabs([NavigationTab("t"), u], selected: "t")) {}
        let kept = tabBar.tabs[1].controller.viewControllers[0]
        host.perform(.setTabStack(["a", "c"], keeping: 2, tab: "u")) {}
        #expect(tabBar.tabs[1].controller.viewControllers.map(\.name) == ["a", "c"])
        #expect(
            tabBar.tabs[1].controller.viewControllers[0] === kept, "the screen whose data is the same keeps its view")
    }

    @Test func anAlertShownOverOneTabIsHiddenByTheControllerThatShowedItAfterATabSwitch() {
        let journal = FakeNavigationController.Journal()
        let tabBar = FakeTabBar()
        let host = makeFakeHost(journal, tabBar: tabBar)
        host.perform(.setTabs([NavigationTab("t"), NavigationTab("u")], selected: "t")) {}
        host.perform(.showAlert(smallAlert, animated: false)) {}
        host.perform(.selectTab("u")) {}
        host.perform(.hideAlert(animated: false)) {}
        #expect(tabBar.tabs[0].controller.presentedAlert == nil)
    }

    @Test func aTabBarTakenAwayShowsTheShownTabsStackInTheRootController() {
        let journal = FakeNavigationController.Journal()
        let tabBar = FakeTabBar()
        let host = makeFakeHost(journal, tabBar: tabBar)
        let u = NavigationTab("u", stack: ScreenStack(root: "u", pushed: ["b"]))
        host.perform(.setTabs([NavigationTab("t"), u], selected: "u")) {}
        let shown = tabBar.tabs[1].controller.viewControllers
        host.perform(.setTabs([], selected: nil)) {}
        #expect(tabBar.tabs.isEmpty)
        #expect(host.levels[0].controller.name == "root")
        let keptViews = host.levels[0].controller.viewControllers.elementsEqual(shown, by: ===)
        #expect(keptViews, "the screens keep their views")
        #expect(host.tabs.isEmpty)
    }

    @Test func aTabKeptWhenTheTabsChangeKeepsItsControllers() {
        let journal = FakeNavigationController.Journal()
        let tabBar = FakeTabBar()
        let host = makeFakeHost(journal, tabBar: tabBar)
        let u = NavigationTab("u", stack: ScreenStack(root: "u", pushed: ["b"]))
        host.perform(.setTabs([NavigationTab("t"), u], selected: "t")) {}
        let kept = tabBar.tabs[1].controller.viewControllers
        host.perform(.setTabs([u, NavigationTab("v")], selected: "u")) {}
        #expect(tabBar.tabs.map(\.tab) == ["u", "v"])
        let keptViews = tabBar.tabs[0].controller.viewControllers.elementsEqual(kept, by: ===)
        #expect(keptViews)
    }
}
