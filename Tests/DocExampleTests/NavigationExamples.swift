import NavigationReducer
import Testing

// Sources/NavigationReducer/Navigation/ScreenStack.swift
@Suite struct ScreenStackExample {
    enum Screen: Hashable, Sendable { case home, list }

    static func pushThenPopTwice() throws(NavigationRejection) {
        var stack = ScreenStack(root: Screen.home)
        stack.push(.list)
        try stack.pop()  // back to .home
        try stack.pop()  // throws NavigationRejection.popAtRoot; stack unchanged
    }

    @Test func theSecondPopIsRejectedAtTheRoot() {
        #expect(throws: NavigationRejection.popAtRoot) { try Self.pushThenPopTwice() }
    }
}

// Sources/NavigationReducer/Navigation/AlertState.swift
@Suite struct AlertStateExample {
    enum AlertAction: Hashable, Sendable { case logoutCancelled, logoutConfirmed }

    static func logoutSheet() -> AlertState<AlertAction> {
        let logout = AlertState<AlertAction>(
            title: "Want to logout?",
            style: .actionSheet,
            .cancel("Cancel", sending: .logoutCancelled),
            .destructive("Logout", sending: .logoutConfirmed)
        )
        return logout
    }

    @Test func theSheetListsItsButtonsInOrder() {
        let sheet = Self.logoutSheet()
        #expect(sheet.style == .actionSheet)
        #expect(sheet.buttons.map(\.role) == [.cancel, .destructive])
        #expect(sheet.buttons.map(\.action) == [.logoutCancelled, .logoutConfirmed])
    }
}

// Sources/NavigationReducer/Navigation/NavigationState.swift
@Suite struct NavigationStateExample {
    enum AddAssetStep: Hashable, Sendable { case search, confirm(id: Int) }
    enum Screen: Hashable, Sendable { case assets, details(id: Int), addAsset(AddAssetStep) }

    static func walkThroughTheSheet() throws(NavigationRejection) -> NavigationState<Screen, AlertAction> {
        var navigation = NavigationState<Screen, AlertAction>(root: .assets)
        try navigation.push(.details(id: 42))
        try navigation.present(.addAsset(.search), style: .sheet)
        try navigation.push(.addAsset(.confirm(id: 7)))  // inside the sheet
        try navigation.pop()  // back to search, still in the sheet
        try navigation.dismiss()  // details is on top again
        return navigation
    }

    @Test func dismissingTheSheetShowsTheDetailsAgain() throws {
        let navigation = try Self.walkThroughTheSheet()
        #expect(navigation.topScreen == .details(id: 42))
        #expect(!navigation.isPresenting)
    }
}

// Sources/NavigationReducer/Navigation/NavigationState+Screens.swift
@Suite struct TreeScreensExample {
    enum AddAssetStep: Hashable, Sendable { case search, confirm(id: Int) }
    enum Screen: Hashable, Sendable { case assets, addAsset(AddAssetStep) }
    struct AppState: NavigableState, Hashable {
        var navigation = NavigationState<Screen, AlertAction>(root: .assets)
        static let rules = AppRules<AppState>()
            .rule("never two add-asset sheets at once") { state in
                state.navigation.screens.count { $0 == .addAsset(.search) } <= 1
            }
    }

    @Test func theRuleSeesTheScreensOfEveryLevel() throws {
        var state = AppState()
        try state.navigation.present(.addAsset(.search), style: .sheet)
        #expect(AppState.rules.brokenRule(in: state) == nil)
        try state.navigation.present(.addAsset(.search), style: .sheet)
        #expect(Array(state.navigation.screens) == [.assets, .addAsset(.search), .addAsset(.search)])
        #expect(AppState.rules.brokenRule(in: state) == .ruleBroken("never two add-asset sheets at once"))
    }
}

// Sources/NavigationReducer/Navigation/NavigationState+Entries.swift
@Suite struct UpdateTopScreenExample {
    enum Screen: Hashable, Sendable { case home, counter(id: Int, count: Int) }

    @Test func theCounterCountsAndStaysTheSameEntry() throws {
        var navigation = NavigationState<Screen, Never>(root: .home)
        try navigation.push(.counter(id: 0, count: 0))
        let entry = navigation.topEntryID
        navigation.updateTopScreen { screen in
            if case .counter(let id, let count) = screen { screen = .counter(id: id, count: count + 1) }
        }
        #expect(navigation.topScreen == .counter(id: 0, count: 1))
        #expect(navigation.topEntryID == entry)
    }
}
