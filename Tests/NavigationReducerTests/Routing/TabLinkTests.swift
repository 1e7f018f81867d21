import Foundation
import NavigationReducer
import Testing

@Suite("A link lands in a tab")
struct TabLinkTests {
    typealias Screen = TabBarTests.Screen
    typealias Tree = TabBarTests.Tree
    typealias Destination = NavigationDestination<Screen, String>

    @Test func aTabLandingSelectsItsTabAndSetsItsStackLeavingTheOtherTabsAsTheyWere() throws {
        var tree = try TabBarTests.threeTabs()
        try tree.push(.conversation(1))
        let kept = tree.topEntryID
        try tree.select(tab: .settings)
        try tree.present(.compose)
        try tree.showAlert(AlertState(title: "Sure?", .cancel("No", sending: "no")))
        try tree.show(Destination.tab(.search, showing: [.search, .conversation(9)]))
        #expect(tree.selectedTab == .search)
        #expect(Array(tree.topStack) == [.search, .conversation(9)])
        #expect(!tree.isPresenting)
        #expect(tree.alert == nil)
        #expect(tree.stack(ofTab: .inbox)?.topEntryID == kept)
        #expect(tree.stack(ofTab: .settings).map { Array($0) } == [.settings])
    }

    @Test func aTabLandingInATreeWithoutThatTabIsRefusedLeavingItAsItWas() throws {
        var plain = Tree(root: .inbox)
        #expect(throws: NavigationRejection.tabNotInTree) {
            try plain.show(Destination.tab(.search, showing: [.search]))
        }
        #expect(plain == Tree(root: .inbox))
        var tabs = try TabBarTests.threeTabs()
        try tabs.showAlert(AlertState(title: "Sure?", .cancel("No", sending: "no")))
        let before = tabs
        #expect(throws: NavigationRejection.tabNotInTree) {
            try tabs.show(Destination.tab(.compose, showing: [.compose]))
        }
        #expect(tabs == before)
    }

    @Test func aWholeTreeLandingInATabBarReplacesTheShownTabAndTheFlowsOverIt() throws {
        var tree = try TabBarTests.threeTabs()
        try tree.select(tab: .search)
        try tree.show(try Destination([.search, .conversation(2)]))
        #expect(tree.selectedTab == .search)
        #expect(Array(tree.topStack) == [.search, .conversation(2)])
        #expect(tree.stack(ofTab: .inbox).map { Array($0) } == [.inbox])
    }

    @Test func theTreeShownAsADestinationLandsInItsTabAndReadsBack() throws {
        var tree = try TabBarTests.threeTabs()
        try tree.select(tab: .settings)
        try tree.push(.compose)
        let destination: Destination = tree.destination()
        var other = try TabBarTests.threeTabs()
        try other.show(destination)
        #expect(other == tree)
        let read = try JSONDecoder().decode(Destination.self, from: JSONEncoder().encode(destination))
        #expect(read == destination)
    }

    @Test func aSavedRelativeLandingThatNamesATabIsRefused() {
        let json = #"{"pushedOntoTop":[{"compose":{}}],"tab":{"search":{}},"actions":[]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Destination.self, from: Data(json.utf8)) }
    }
}
