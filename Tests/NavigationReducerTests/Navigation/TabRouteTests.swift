import NavigationReducer
import Testing

/// The flow-coordinator verbs reach a screen in a tab not shown, after the branch shown.
@Suite("Route verbs reach the tabs not shown")
struct TabRouteTests {
    typealias Screen = TabBarTests.Screen
    typealias Tree = TabBarTests.Tree

    /// The inbox with conversation 7 pushed, then search shown with a compose sheet over the bar.
    static func searchOverAnInboxConversation() throws -> Tree {
        var tree = try TabBarTests.threeTabs()
        try tree.push(.conversation(7))
        try tree.push(.conversation(8))
        try tree.select(tab: .search)
        try tree.present(.compose)
        return tree
    }

    @Test func goingBackToAScreenInAnotherTabSelectsItsTabAndPopsToItAndClosesTheFlowsOverTheBar() throws {
        var tree = try Self.searchOverAnInboxConversation()
        let conversation = try #require(tree.stack(ofTab: .inbox)?.entryID(at: 1))
        try tree.navigateBack(to: .conversation(7))
        #expect(tree.selectedTab == .inbox)
        #expect(Array(tree.rootStack) == [.inbox, .conversation(7)])
        #expect(tree.topEntryID == conversation, "the screen gone back to keeps its entry")
        #expect(!tree.isPresenting)
        #expect(tree.stack(ofTab: .search)?.isAtRoot == true)
    }

    @Test func theBranchShownWinsOverATabNotShown() throws {
        var tree = try Self.searchOverAnInboxConversation()
        try tree.push(.conversation(7))
        try tree.navigateBack(to: .conversation(7))
        #expect(tree.selectedTab == .search)
        #expect(tree.topScreen == .conversation(7))
        #expect(tree.isPresenting)
    }

    @Test func switchingToAScreenInAnotherTabShowsItThere() throws {
        var tree = try Self.searchOverAnInboxConversation()
        try tree.switchTo(.settings)
        #expect(tree.selectedTab == .settings)
        #expect(!tree.isPresenting)
        try tree.switchTo(.conversation(9))
        #expect(Array(tree.rootStack) == [.settings, .conversation(9)], "a screen in no tab is pushed")
    }

    @Test func stoppingAFlowInATabNotShownPopsItOutOfSight() throws {
        var tree = try Self.searchOverAnInboxConversation()
        try tree.stopFlow(startingAt: .conversation(8))
        #expect(tree.stack(ofTab: .inbox).map { Array($0) } == [.inbox, .conversation(7)])
        #expect(tree.selectedTab == .search)
        #expect(tree.isPresenting)
        let before = tree
        #expect(throws: NavigationRejection.cannotStopRootFlow) { try tree.stopFlow(startingAt: .settings) }
        #expect(tree == before)
    }

    @Test func anAlertKeepsTheVerbsFromReachingAnotherTab() throws {
        var tree = try TabBarTests.threeTabs()
        try tree.push(.conversation(7))
        try tree.select(tab: .search)
        try tree.showAlert(AlertState(title: "Sure?", .cancel("No", sending: "no")))
        let before = tree
        #expect(throws: NavigationRejection.alertAlreadyShown) { try tree.navigateBack(to: .conversation(7)) }
        #expect(throws: NavigationRejection.alertAlreadyShown) { try tree.switchTo(.inbox) }
        #expect(throws: NavigationRejection.alertAlreadyShown) { try tree.stopFlow(startingAt: .conversation(7)) }
        #expect(tree == before)
    }
}
