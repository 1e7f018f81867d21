import Foundation
import NavigationReducer
import Testing

/// A screen's life is its entry: the verbs that put a screen on a stack make one, the verbs
/// that change its data in place keep it, and equality never sees it.
@Suite struct ScreenEntryTests {
    @Test func twoEqualScreensPushedOneAfterTheOtherAreTwoEntries() throws {
        var navigation = Small(root: "home")
        try navigation.push("child")
        let first = navigation.topEntryID
        try navigation.push("child")
        #expect(navigation.topEntryID != first)
        try navigation.pop()
        #expect(navigation.topEntryID == first)
        #expect(navigation.contains(entry: first))
    }

    @Test func changingTheTopScreensDataKeepsItsEntry() throws {
        var navigation = Small(root: "home")
        try navigation.push("draft")
        let entry = navigation.topEntryID
        navigation.updateTopScreen { $0 = "draft, edited" }
        #expect(navigation.topScreen == "draft, edited")
        #expect(navigation.topEntryID == entry)
        #expect(navigation.animations == NavigationAnimations(stack: true))
    }

    @Test func aPopAndAPushOfAnEqualScreenMakeANewEntry() throws {
        var navigation = Small(root: "home")
        try navigation.push("child")
        let old = navigation.topEntryID
        try navigation.pop()
        try navigation.push("child")
        #expect(navigation.topEntryID != old)
        #expect(!navigation.contains(entry: old))
    }

    @Test func aPushThenAPopGivesBackAnEqualStateThatHashesAlike() throws {
        var navigation = Small(root: "home")
        try navigation.push("list")
        let before = navigation
        try navigation.push("child")
        try navigation.pop()
        #expect(navigation == before)
        #expect(navigation.hashValue == before.hashValue)
    }

    @Test func treesBuiltApartAreEqualAndNumberTheirEntriesAlike() throws {
        let one = try Small(root: ScreenStack(["home", "child"]))
        let other = try Small(root: ScreenStack(["home", "child"]))
        #expect(one == other)
        #expect(one.topEntryID == EntryID(flow: 0, number: 1))
        #expect(other.topEntryID == EntryID(flow: 0, number: 1))
    }

    @Test func entriesAreNumberedInTheOrderTheyAreMadeAndPrintedAsPeopleReadThem() throws {
        var navigation = Small(root: "home")
        try navigation.push("list")
        try navigation.pop()
        try navigation.push("other")
        try navigation.present("sheet")
        try navigation.push("step")
        #expect(navigation.rootStack.entryIDs == [EntryID(flow: 0, number: 0), EntryID(flow: 0, number: 2)])
        #expect(navigation.topStack.entryIDs == [EntryID(flow: 1, number: 0), EntryID(flow: 1, number: 1)])
        #expect("\(navigation.topEntryID)" == "entry 1 of flow 1")
        var dumped = ""
        dump(navigation.topEntryID, to: &dumped)
        #expect(dumped.contains("entry 1 of flow 1"))
        #expect(!dumped.contains("FlowTag"))
    }

    @Test func aNewStackKeepsTheEntriesOfTheScreensItSharesFromTheRoot() throws {
        var navigation = try Small(root: ScreenStack(["home", "list", "child"]))
        let list = navigation.rootStack.entryID(at: 1)
        let child = navigation.topEntryID
        try navigation.setStack(["home", "list", "other"])
        #expect(navigation.rootStack.entryID(at: 1) == list)
        #expect(!navigation.contains(entry: child))
        try navigation.setStack(["start", "list"])
        #expect(!navigation.contains(entry: list))
    }

    @Test func settingTheSameRootKeepsItsEntryAndADifferentRootMakesANewOne() throws {
        var navigation = Small(root: "home")
        let home = navigation.topEntryID
        try navigation.push("list")
        try navigation.setRoot("home")
        #expect(navigation.topEntryID == home)
        try navigation.setRoot("login")
        #expect(navigation.topEntryID != home)
        #expect(!navigation.contains(entry: home))
    }

    @Test func anEntryIsFoundWhereverItIsAndChangedInPlace() throws {
        var navigation = Small(root: "home")
        try navigation.push("list")
        let list = navigation.topEntryID
        try navigation.present("sheet")
        try navigation.push("step")
        #expect(navigation.location(of: list).map { [$0.level, $0.index] } == [0, 1])
        try navigation.updateScreen(list) { $0 = "list, refreshed" }
        #expect(navigation.rootStack.top == "list, refreshed")
        #expect(navigation.topScreen == "step")
        #expect(navigation.location(of: list).map { [$0.level, $0.index] } == [0, 1])
    }

    @Test func changingAnEntryThatLeftIsRefusedAndChangesNothing() throws {
        var navigation = Small(root: "home")
        try navigation.push("child")
        let child = navigation.topEntryID
        try navigation.pop()
        let before = navigation
        #expect(throws: NavigationRejection.screenNotInTree) { try navigation.updateScreen(child) { $0 = "x" } }
        #expect(navigation == before)
        #expect(throws: NavigationRejection.indexOutOfRange(index: 3, count: 1)) {
            try navigation.updateScreen(at: 3) { $0 = "x" }
        }
        #expect(navigation == before)
    }

    @Test func everyMatchingScreenIsChangedAndKeepsItsEntry() throws {
        var navigation = try Small(root: ScreenStack(["home", "item", "other", "item"]))
        let ids = navigation.rootStack.entryIDs
        let changed = navigation.updateScreens(where: { $0 == "item" }, { $0 = "item, read" })
        #expect(changed == 2)
        #expect(Array(navigation.rootStack) == ["home", "item, read", "other", "item, read"])
        #expect(navigation.rootStack.entryIDs == ids)
    }

    @Test func aPresentedFlowIsANewFlowEvenWithTheRootOfTheOneItReplaced() throws {
        var navigation = Small(root: "home")
        try navigation.present("sheet")
        let sheet = navigation.topEntryID
        try navigation.dismiss()
        try navigation.present("sheet")
        #expect(navigation.topEntryID != sheet)
        #expect(!navigation.contains(entry: sheet))
    }

    @Test func aStackAssignedWholeInsideUpdateStackStartsNewEntries() throws {
        var navigation = Small(root: "home")
        try navigation.push("list")
        let list = navigation.topEntryID
        let rebuilt = try ScreenStack(["home", "list"])
        try navigation.updateStack(atLevel: 0) { $0 = rebuilt }
        #expect(navigation == (try Small(root: ScreenStack(["home", "list"]))))
        #expect(!navigation.contains(entry: list))
    }

    @Test func aStackKeptFromBeforeAndAssignedBackNeverLendsItsNamesToNewScreens() throws {
        var navigation = Small(root: "home")
        let saved = navigation.rootStack
        try navigation.push("b")
        let b = navigation.topEntryID
        try navigation.updateStack(atLevel: 0) { $0 = saved }
        try navigation.push("c")
        #expect(!navigation.contains(entry: b))
    }

    @Test func revertingToATreeKeptFromBeforeKeepsTheEntriesBothShowAndNamesTheRestAfresh() throws {
        var navigation = Small(root: "home")
        try navigation.push("list")
        let list = navigation.topEntryID
        let saved = navigation
        try navigation.push("b")
        let b = navigation.topEntryID
        navigation.revert(to: saved)
        #expect(navigation == saved)
        #expect(navigation.topEntryID == list)
        try navigation.push("c")
        #expect(!navigation.contains(entry: b))
    }

    @Test func aLinksTreeKeepsTheEntriesOfTheScreensThatStay() throws {
        var navigation = Small(root: "home")
        try navigation.push("list")
        let list = navigation.topEntryID
        try navigation.present("sheet")
        let sheet = navigation.topEntryID
        try navigation.show(NavigationDestination<String, Never>(root: ScreenStack(["home", "list", "item"])))
        #expect(navigation.location(of: list).map { [$0.level, $0.index] } == [0, 1])
        #expect(!navigation.contains(entry: sheet))
    }

    @Test func aDecodedStateIsNumberedByTheSameRuleAndEqualsTheOneSaved() throws {
        var navigation = Small(root: "home")
        try navigation.push("list")
        try navigation.present("sheet")
        let decoded = try JSONDecoder().decode(Small.self, from: JSONEncoder().encode(navigation))
        #expect(decoded == navigation)
        #expect(decoded.rootStack.entryIDs == navigation.rootStack.entryIDs)
        #expect(decoded.topEntryID == navigation.topEntryID)
    }
}
