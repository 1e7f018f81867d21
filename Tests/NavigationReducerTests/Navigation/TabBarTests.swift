import Foundation
import NavigationReducer
import Testing

@Suite("A tab bar keeps a stack per tab")
struct TabBarTests {
    enum Screen: Hashable, Sendable, Codable { case inbox, search, settings, conversation(Int), compose }
    typealias Tree = NavigationState<Screen, String>

    static func threeTabs() throws -> Tree { try Tree(tabs: [.inbox, .search, .settings]) }

    @Test func theFirstTabIsShownUnlessAnotherIsNamed() throws {
        #expect(try Self.threeTabs().selectedTab == .inbox)
        let onSearch = try Tree(tabs: [.inbox, .search], selected: .search)
        #expect(onSearch.selectedTab == .search)
        #expect(onSearch.topScreen == .search)
        #expect(onSearch.tabs == [.inbox, .search])
        #expect(Tree(root: .inbox).tabs.isEmpty)
        #expect(Tree(root: .inbox).selectedTab == nil)
    }

    @Test func switchingTabsKeepsEachTabsScreensAndTheirEntries() throws {
        var tree = try Self.threeTabs()
        try tree.push(.conversation(7))
        let conversation = tree.topEntryID
        try tree.select(tab: .search)
        try tree.push(.compose)
        #expect(tree.topScreen == .compose)
        #expect(tree.contains(entry: conversation))
        #expect(tree.location(of: conversation) == nil, "a tab not shown is on no level")
        try tree.select(tab: .inbox)
        #expect(tree.topScreen == .conversation(7))
        #expect(tree.topEntryID == conversation)
        #expect(tree.stack(ofTab: .search).map { Array($0) } == [.search, .compose])
        #expect(tree.tabStacks.map(\.tab) == [.inbox, .search, .settings])
    }

    @Test func theTabsTakeTheFirstFlowsInOrderWhicheverIsShown() throws {
        let tree = try Tree(tabs: [.inbox, .search, .settings], selected: .settings)
        #expect(tree.topEntryID == EntryID(flow: 2, number: 0))
        #expect(tree.stack(ofTab: .inbox)?.topEntryID == EntryID(flow: 0, number: 0))
    }

    @Test func aSecondTapOnTheSelectedTabIsAReselectionNotASelection() throws {
        var tree = try Self.threeTabs()
        try tree.push(.conversation(1))
        try tree.push(.conversation(2))
        let before = tree
        #expect(throws: NavigationRejection.tabAlreadySelected) { try tree.select(tab: .inbox) }
        #expect(tree == before)
        try tree.reselectTab(animated: false)
        #expect(tree.topScreen == .inbox)
        #expect(tree.animations.stack == false)
        #expect(throws: NavigationRejection.popAtRoot) { try tree.reselectTab() }
    }

    @Test func tabVerbsOnATreeWithoutThatTabAreRefusedLeavingItAsItWas() throws {
        var plain = Tree(root: .inbox)
        #expect(throws: NavigationRejection.tabNotInTree) { try plain.select(tab: .inbox) }
        #expect(throws: NavigationRejection.tabNotInTree) { try plain.reselectTab() }
        #expect(throws: NavigationRejection.tabNotInTree) { try plain.updateStack(ofTab: .inbox) { $0.push(.compose) } }
        #expect(plain == Tree(root: .inbox))
        var tabs = try Self.threeTabs()
        #expect(throws: NavigationRejection.tabNotInTree) { try tabs.select(tab: .compose) }
        #expect(tabs == (try Self.threeTabs()))
    }

    @Test func anAlertOverTheTabBarHoldsTheSelectionAndEveryTabsStack() throws {
        var tree = try Self.threeTabs()
        try tree.showAlert(AlertState(title: "Delete?", buttons: [AlertState.Button("OK", sending: "ok")]))
        let before = tree
        #expect(throws: NavigationRejection.alertAlreadyShown) { try tree.select(tab: .search) }
        #expect(throws: NavigationRejection.alertAlreadyShown) {
            try tree.updateStack(ofTab: .search) { $0.push(.compose) }
        }
        #expect(throws: NavigationRejection.alertAlreadyShown) {
            try tree.updateStack(ofTab: .inbox) { $0.push(.compose) }
        }
        #expect(tree == before)
        #expect(tree.selectedTab == .inbox)
    }

    @Test func aSheetCoversTheWholeTabBarAndStaysWhenTheTabUnderItChanges() throws {
        var tree = try Self.threeTabs()
        try tree.present(.compose)
        try tree.select(tab: .settings)
        #expect(tree.topScreen == .compose)
        #expect(tree.levelCount == 2)
        try tree.dismiss()
        #expect(tree.topScreen == .settings)
    }

    @Test func aTabBarNeedsDistinctTabsAndASelectedOneOfThem() {
        #expect(throws: NavigationRejection.noTabs) { try Tree(tabs: []) }
        #expect(throws: NavigationRejection.tabsRepeat(index: 2)) { try Tree(tabs: [.inbox, .search, .inbox]) }
        #expect(throws: NavigationRejection.tabNotInTree) { try Tree(tabs: [.inbox], selected: .search) }
        #expect(throws: NavigationRejection.tabsRepeat(index: 1)) {
            try Tree(tabs: [NavigationTab(.inbox), NavigationTab(.inbox)], selected: .inbox)
        }
    }

    @Test func treesThatShowAnotherTabOrAnotherStackInATabNotShownDiffer() throws {
        let tree = try Self.threeTabs()
        var onSearch = tree
        try onSearch.select(tab: .search)
        #expect(tree != onSearch)
        var deeperSearch = tree
        try deeperSearch.updateStack(ofTab: .search) { $0.push(.compose) }
        #expect(deeperSearch != tree)
        #expect(deeperSearch.topScreen == .inbox, "a tab not shown changes out of sight")
        var back = onSearch
        try back.select(tab: .inbox)
        #expect(back == tree)
        #expect(back.hashValue == tree.hashValue)
        #expect(tree != Tree(root: .inbox))
    }

    @Test func aChangeToATabNotShownThatThrowsLeavesItAsItWas() throws {
        var tree = try Self.threeTabs()
        try tree.select(tab: .search)
        let before = tree
        #expect(throws: NavigationRejection.popAtRoot) {
            try tree.updateStack(ofTab: .inbox) { stack throws(NavigationRejection) in try stack.pop() }
        }
        #expect(tree == before)
        #expect(tree.stack(ofTab: .inbox).map { Array($0) } == [.inbox])
    }

    @Test func aReplyForAnEntryOfATabNotShownChangesItThere() throws {
        var tree = try Self.threeTabs()
        try tree.push(.conversation(1))
        let entry = tree.topEntryID
        try tree.push(.conversation(2))
        try tree.select(tab: .search)
        try tree.updateScreen(entry) { $0 = .conversation(10) }
        #expect(tree.stack(ofTab: .inbox).map { Array($0) } == [.inbox, .conversation(10), .conversation(2)])
        try tree.remove(entry: entry)
        #expect(tree.stack(ofTab: .inbox).map { Array($0) } == [.inbox, .conversation(2)])
        #expect(!tree.contains(entry: entry))
        #expect(throws: NavigationRejection.screenNotInTree) { try tree.updateScreen(entry) { $0 = .compose } }
        let matched = tree.updateScreens(where: { $0 == .conversation(2) }, { $0 = .conversation(3) })
        #expect(matched == 1)
        #expect(tree.contains(.conversation(3)))
    }

    @Test func revertingToASavedTabBarKeepsTheEntriesOfTheScreensBothShow() throws {
        var tree = try Self.threeTabs()
        try tree.push(.conversation(1))
        let kept = tree.topEntryID
        try tree.select(tab: .search)
        let saved = tree
        try tree.push(.compose)
        try tree.select(tab: .inbox)
        try tree.push(.conversation(2))
        tree.revert(to: saved)
        #expect(tree == saved)
        #expect(tree.stack(ofTab: .inbox)?.topEntryID == kept)
    }

    @Test func aSavedTabBarReadsBackEqual() throws {
        var tree = try Self.threeTabs()
        try tree.push(.conversation(1))
        try tree.select(tab: .settings)
        try tree.present(.compose)
        let data = try JSONEncoder().encode(tree)
        let read = try JSONDecoder().decode(Tree.self, from: data)
        #expect(read == tree)
        #expect(read.selectedTab == .settings)
        #expect(read.stack(ofTab: .inbox).map { Array($0) } == [.inbox, .conversation(1)])
    }

    @Test(arguments: [
        (#"[{"tab":{"inbox":{}},"stack":null},{"tab":{"inbox":{}},"stack":[{"inbox":{}}]}]"#, "repeats"),
        (
            #"[{"tab":{"inbox":{}},"stack":[{"inbox":{}}]},{"tab":{"search":{}},"stack":[{"search":{}}]}]"#,
            "none selected"
        ),
        (#"[{"tab":{"inbox":{}},"stack":null},{"tab":{"search":{}},"stack":null}]"#, "two selected"),
        (#"[{"tab":{"inbox":{}},"stack":null},{"tab":{"search":{}},"stack":[]}]"#, "an empty stack"),
    ])
    func aCorruptedSavedTabBarIsRefused(tabs: String, what: String) {
        let json =
            #"{"root":[{"inbox":{}}],"tabs":\#(tabs),"presented":[],"alert":null,"animations":{"alert":true,"presentation":true,"stack":true}}"#
        #expect(throws: DecodingError.self, "\(what)") { try JSONDecoder().decode(Tree.self, from: Data(json.utf8)) }
    }
}

@Suite("Rules see every tab")
struct TabRuleTests {
    @Test func theScreensOfATreeIncludeTheTabsNotShownAfterTheBranchShown() throws {
        var tree = try TabBarTests.threeTabs()
        try tree.push(.conversation(1))
        try tree.select(tab: .search)
        try tree.present(.compose)
        #expect(Array(tree.screens) == [.search, .compose, .inbox, .conversation(1), .settings])
        #expect(tree.contains(.conversation(1)))
    }
}
