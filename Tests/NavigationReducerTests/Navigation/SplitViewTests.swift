import Foundation
import NavigationReducer
import Testing

/// A split view is its collapsed stack: the sidebar, its selection, the detail's screens.
@Suite("A split view keeps its columns in the root flow")
struct SplitViewTests {
    typealias Tree = NavigationState<String, String>

    @Test func aNewSplitViewShowsItsSidebarWithNothingSelected() {
        let tree = Tree(sidebar: "mailboxes")
        #expect(tree.splitColumns == .two)
        #expect(tree.selection(in: .sidebar) == nil)
        #expect(tree.selection(in: .supplementary) == nil)
        #expect(Array(tree.rootStack) == ["mailboxes"])
        #expect(Tree(root: "mailboxes").splitColumns == nil)
        #expect(Tree(sidebar: "mailboxes") != Tree(root: "mailboxes"), "a split view is not the stack it holds")
    }

    @Test func theSidebarsSelectionIsTheDetailsRootAndPushesGoOnTheDetail() throws {
        var tree = Tree(sidebar: "mailboxes")
        try tree.select("inbox", in: .sidebar)
        try tree.push("message 7")
        #expect(tree.selection(in: .sidebar) == "inbox")
        #expect(Array(tree.rootStack) == ["mailboxes", "inbox", "message 7"])
        try tree.select("sent", in: .sidebar)
        #expect(Array(tree.rootStack) == ["mailboxes", "sent"], "another selection starts the detail over")
    }

    @Test func selectingTheSelectionAgainTakesTheDetailBackToItAndKeepsItsEntry() throws {
        var tree = Tree(sidebar: "mailboxes")
        try tree.select("inbox", in: .sidebar)
        let inbox = tree.rootStack.entryID(at: 1)
        try tree.push("message 7")
        try tree.select("inbox", in: .sidebar)
        #expect(Array(tree.rootStack) == ["mailboxes", "inbox"])
        #expect(tree.rootStack.entryID(at: 1) == inbox)
        let before = tree
        #expect(throws: NavigationRejection.selectionUnchanged) { try tree.select("inbox", in: .sidebar) }
        #expect(tree == before)
    }

    @Test func aThreeColumnSplitViewSelectsInTheSupplementaryColumnOnlyAfterTheSidebar() throws {
        var tree = Tree(sidebar: "accounts", columns: .three)
        #expect(throws: NavigationRejection.columnNotInTree) { try tree.select("inbox", in: .supplementary) }
        try tree.select("work", in: .sidebar)
        try tree.select("inbox", in: .supplementary)
        try tree.push("message 7")
        #expect(tree.selection(in: .sidebar) == "work")
        #expect(tree.selection(in: .supplementary) == "inbox")
        try tree.select("sent", in: .supplementary)
        #expect(Array(tree.rootStack) == ["accounts", "work", "sent"])
        try tree.select("home", in: .sidebar)
        #expect(Array(tree.rootStack) == ["accounts", "home"], "a sidebar selection clears the columns after it")
    }

    @Test func aColumnTheTreeDoesNotHaveIsRefusedAndNothingChanges() throws {
        var plain = Tree(root: "home")
        #expect(throws: NavigationRejection.columnNotInTree) { try plain.select("a", in: .sidebar) }
        #expect(throws: NavigationRejection.columnNotInTree) { try plain.deselect(in: .sidebar) }
        var two = Tree(sidebar: "mailboxes")
        #expect(throws: NavigationRejection.columnNotInTree) { try two.select("a", in: .supplementary) }
        var three = Tree(sidebar: "accounts", columns: .three)
        #expect(throws: NavigationRejection.columnNotInTree) { try three.deselect(in: .supplementary) }
        try three.select("work", in: .sidebar)
        #expect(throws: NavigationRejection.selectionUnchanged) { try three.deselect(in: .supplementary) }
        #expect(plain == Tree(root: "home"))
        #expect(two == Tree(sidebar: "mailboxes"))
        #expect(Array(three.rootStack) == ["accounts", "work"])
    }

    @Test func deselectingPopsToTheColumnAndNothingSelectedIsRefused() throws {
        var tree = Tree(sidebar: "mailboxes")
        #expect(throws: NavigationRejection.selectionUnchanged) { try tree.deselect(in: .sidebar) }
        try tree.select("inbox", in: .sidebar)
        try tree.push("message 7")
        try tree.deselect(in: .sidebar)
        #expect(Array(tree.rootStack) == ["mailboxes"])
    }

    @Test func anAlertHoldsTheSelection() throws {
        var tree = Tree(sidebar: "mailboxes")
        try tree.showAlert(AlertState(title: "Sure?", .cancel("No", sending: "no")))
        let before = tree
        #expect(throws: NavigationRejection.alertAlreadyShown) { try tree.select("inbox", in: .sidebar) }
        #expect(tree == before)
    }

    @Test func whatTheUserSelectsOrClearsIsAppliedAsTheVerbsDo() throws {
        var tree = Tree(sidebar: "mailboxes")
        try tree.apply(.selected("inbox", in: .sidebar))
        try tree.push("message 7")
        try tree.apply(.selected(nil, in: .sidebar))
        #expect(Array(tree.rootStack) == ["mailboxes"])
        #expect(throws: NavigationRejection.selectionUnchanged) { try tree.apply(.selected(nil, in: .sidebar)) }
    }

    @Test func aTabLinkInASplitViewSelectsItsTabInTheSidebar() throws {
        var tree = Tree(sidebar: "sections")
        try tree.select("search", in: .sidebar)
        let destination = try NavigationDestination<String, Never>.tab("feed", showing: ["feed", "article 2"])
        try tree.show(destination)
        #expect(Array(tree.rootStack) == ["sections", "feed", "article 2"])
        #expect(tree.splitColumns == .two)
        var tabs = try Tree(tabs: ["feed", "search"])
        try tabs.select(tab: "search")
        try tabs.show(destination)
        #expect(tabs.selectedTab == "feed")
        #expect(Array(tabs.rootStack) == ["feed", "article 2"])
    }

    @Test func aTabLinkWhoseStackOpensOnAnotherScreenStillSelectsItsTab() throws {
        var tree = Tree(sidebar: "sections")
        try tree.show(NavigationDestination<String, Never>.tab("settings", showing: ["account"]))
        #expect(tree.selection(in: .sidebar) == "settings")
        #expect(Array(tree.rootStack) == ["sections", "settings", "account"])
    }

    @Test func aWholeTreeLinkKeepsTheSplitViewAndRevertingBringsBackTheLayout() throws {
        var tree = Tree(sidebar: "mailboxes")
        try tree.show(NavigationDestination<String, Never>(["mailboxes", "inbox"]))
        #expect(tree.splitColumns == .two)
        #expect(tree.selection(in: .sidebar) == "inbox")
        var plain = Tree(root: "home")
        plain.revert(to: tree)
        #expect(plain == tree)
        #expect(plain.splitColumns == .two)
    }

    @Test func aSplitViewIsSavedAndRestoredWithItsColumns() throws {
        var tree = Tree(sidebar: "accounts", columns: .three)
        try tree.select("work", in: .sidebar)
        try tree.select("inbox", in: .supplementary)
        let restored = try JSONDecoder().decode(Tree.self, from: JSONEncoder().encode(tree))
        #expect(restored == tree)
        #expect(restored.splitColumns == .three)
        #expect(restored.selection(in: .supplementary) == "inbox")
    }

    /// A saved plain tree, with `split` set to `value` (JSON text).
    func save(split value: String, tabs: String = "[]") -> Data {
        Data(
            """
            {"root":["a","b"],"tabs":\(tabs),"split":\(value),"presented":[],"alert":null,\
            "animations":{"stack":true,"presentation":true,"alert":true}}
            """.utf8)
    }

    @Test func aSaveWithAnImpossibleSplitViewIsRefusedAndOneFromBeforeSplitViewsIsAStack() throws {
        #expect(try JSONDecoder().decode(Tree.self, from: save(split: "2")).splitColumns == .two)
        #expect(try JSONDecoder().decode(Tree.self, from: save(split: "null")).splitColumns == nil)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Tree.self, from: save(split: "4")) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Tree.self, from: save(split: "1")) }
        let withTabs = save(split: "2", tabs: #"[{"tab":"a","stack":null},{"tab":"c","stack":["c"]}]"#)
        do {
            _ = try JSONDecoder().decode(Tree.self, from: withTabs)
            Issue.record("a split view with tabs was restored")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.underlyingError as? NavigationRejection == .splitViewHasTabs)
        }
        let noKey = Data(
            #"{"root":["a"],"tabs":[],"presented":[],"alert":null,"animations":{"stack":true,"presentation":true,"alert":true}}"#
                .utf8)
        #expect(try JSONDecoder().decode(Tree.self, from: noKey) == Tree(root: "a"), "a file from before split views")
    }

    @Test func aDumpNamesTheColumns() {
        var dump = ""
        var tree = Tree(sidebar: "accounts", columns: .three)
        try? tree.select("work", in: .sidebar)
        Swift.dump(tree, to: &dump)
        #expect(dump.contains("splitColumns"))
        #expect(dump.contains("three"))
        #expect(dump.contains("sidebarSelection"))
        #expect(dump.contains("\"work\""))
        #expect(dump.contains("supplementarySelection"))
    }
}
