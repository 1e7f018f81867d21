import Foundation
import NavigationReducer
import NavigationReducerTesting
import Testing

// The README's usage example, compiled and run. Keep the two in step: the text between the
// markers is the README's code block, verbatim.
// README-EXAMPLE-BEGIN
enum Screen: Hashable, Sendable { case assets, details(id: Int), addAsset, confirm(id: Int) }
enum AlertAction: Hashable, Sendable { case cancel, delete }
struct AppState: NavigableState, Hashable, Sendable {
    var navigation = NavigationState<Screen, AlertAction>(root: .assets)
}
enum AppAction: Sendable {
    case assetTapped(Int), addTapped, assetPicked(Int), backTapped, closeTapped, deleteTapped, alert(AlertAction)
}
enum AppEffect: Equatable { case track(String), delete(id: Int) }

let appReducer = Reduce<AppState, AppAction, AppEffect> { state, action in
    switch action {
    case .assetTapped(let id):
        try state.navigation.push(.details(id: id))
        return [.track("details")]
    case .addTapped:
        try state.navigation.present(.addAsset)  // a sheet with a stack of its own
        return []
    case .assetPicked(let id):
        try state.navigation.push(.confirm(id: id))  // pushed inside the sheet
        return []
    case .backTapped:
        try state.navigation.pop()  // at a root: rejected, nothing changes
        return []
    case .closeTapped:
        try state.navigation.dismiss()
        return []
    case .deleteTapped:
        try state.navigation.showAlert(
            AlertState(
                title: "Delete?", .destructive("Delete", sending: .delete), .cancel("Cancel", sending: .cancel)))
        return []
    case .alert(let choice):
        try state.navigation.chooseAlertButton(sending: choice)
        guard choice == .delete, case .details(let id) = state.navigation.topScreen else { return [] }
        try state.navigation.pop()
        return [.delete(id: id)]
    }
}

@MainActor func runApp() -> Store<Reduce<AppState, AppAction, AppEffect>> {
    let store = Store(initialState: AppState(), reducer: appReducer) { effect in
        switch effect {
        case .track(let name):
            print("track", name)
            return .none
        case .delete(let id):
            print("delete", id)
            return .none
        }
    }
    store.send(.assetTapped(7))
    return store
}
// README-EXAMPLE-END

@Suite struct ReadmeExample {
    @Test func theReadmeShowsThisExampleVerbatim() throws {
        let here = URL(fileURLWithPath: #filePath)
        let source = try String(contentsOf: here, encoding: .utf8)
        let begin = try #require(source.range(of: "// README-EXAMPLE-BEGIN\n"))
        let end = try #require(source.range(of: "// README-EXAMPLE-END"))
        let example = String(source[begin.upperBound..<end.lowerBound])
        let readme = try String(
            contentsOf: here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("README.md"),
            encoding: .utf8)
        #expect(readme.contains("```swift\n" + example + "```"))
    }

    @MainActor @Test func theReadmeExampleRunsAndPushesTheDetails() {
        let store = runApp()
        #expect(store.state.navigation.topScreen == .details(id: 7))
        store.send(.backTapped)
        store.send(.backTapped)
        #expect(store.state.navigation.topScreen == .assets)
    }

    @Test func aBackInsideTheSheetPopsTheSheetAndNeverTheScreenUnderIt() throws {
        var state = try appReducer.reduce(AppState(), .assetTapped(1)).0
        state = try appReducer.reduce(state, .addTapped).0
        state = try appReducer.reduce(state, .assetPicked(2)).0
        #expect(
            state.navigation.stacks.map(Array.init) == [[.assets, .details(id: 1)], [.addAsset, .confirm(id: 2)]])
        state = try appReducer.reduce(state, .backTapped).0
        #expect(throws: NavigationRejection.popAtRoot) { try appReducer.reduce(state, .backTapped) }
        #expect(state.navigation.stacks.map(Array.init) == [[.assets, .details(id: 1)], [.addAsset]])
    }

    @Test func thePureFormOfTheReadmeReducerReturnsItsEffects() throws {
        var (state, effects) = try appReducer.reduce(AppState(), .assetTapped(3))
        #expect(effects == [.track("details")])
        state = try appReducer.reduce(state, .deleteTapped).0
        (state, effects) = try appReducer.reduce(state, .alert(.delete))
        #expect(state.navigation.topScreen == .assets)
        #expect(effects == [.delete(id: 3)])
    }

    @MainActor @Test func theReadmeTestStoreExampleHolds() {
        let store = TestStore(initialState: AppState(), reducer: appReducer)
        store.send(.assetTapped(7)) { try $0.navigation.push(.details(id: 7)) }
        store.expectEffects([.track("details")])
        store.send(.addTapped) { try $0.navigation.present(.addAsset) }
        store.send(.assetPicked(2)) { try $0.navigation.push(.confirm(id: 2)) }
        store.send(.backTapped) { try $0.navigation.pop() }
        store.send(.closeTapped) { try $0.navigation.dismiss() }
        store.send(.alert(.delete), expectingRejection: .noAlertShown)
        store.finish()
    }

    static func everyAction(_ state: AppState) -> [AppAction] {
        [.assetTapped(1), .addTapped, .assetPicked(2), .backTapped, .closeTapped, .deleteTapped, .alert(.delete)]
            + [.alert(.cancel)]
    }

    @Test func theReadmeExplorerExampleHolds() {
        let everyAction = Self.everyAction
        let report = Explorer(reducer: appReducer, initialState: AppState(), actions: everyAction)
            .invariant("a sheet is only ever the add-asset flow") { state in
                state.navigation.presentedFlows.allSatisfy { $0.root == .addAsset }
            }
            .limited(depth: 6)
            .run()
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.stateCount > 10)
    }
}
