import NavigationReducer
import Testing

// Sources/NavigationReducer/Navigation/NavigationState+Tabs.swift, Sources/NavigationReducer/NavigationReducer.docc/TabBars.md
@Suite struct TabBarExample {
    enum Screen: Hashable, Sendable { case inbox, search, settings, conversation(Int) }

    @Test func aSecondTapOnTheInboxAfterVisitingSearchGoesBackToItsRoot() throws {
        var navigation = try NavigationState<Screen, Never>(tabs: [.inbox, .search, .settings])
        try navigation.push(.conversation(7))  // in the inbox tab
        try navigation.select(tab: .search)  // the inbox keeps its conversation
        try navigation.select(tab: .inbox)
        try navigation.reselectTab()  // a second tap: back to the inbox's root

        #expect(navigation.selectedTab == .inbox)
        #expect(navigation.topScreen == .inbox)
        #expect(navigation.animations.stack)
    }
}

// Sources/NavigationReducer/Navigation/NavigationState+SplitView.swift
@Suite struct SplitViewExample {
    enum Screen: Hashable, Sendable { case mailboxes, inbox, sent, message(Int) }

    @Test func anotherMailboxStartsTheDetailOver() throws {
        var navigation = NavigationState<Screen, Never>(sidebar: .mailboxes)
        try navigation.select(.inbox, in: .sidebar)  // the detail shows the inbox
        try navigation.push(.message(7))  // pushed in the detail column
        try navigation.select(.sent, in: .sidebar)  // the detail starts over at the sent box
        let shown = navigation.selection(in: .sidebar)  // .sent

        #expect(shown == .sent)
        #expect(Array(navigation.rootStack) == [.mailboxes, .sent])
    }
}
