import Foundation
import NavigationReducer
import NavigationReducerTesting
import Testing

@testable import AppCore

@Suite struct ReadmeExample {
    @Test func theReadmeShowsTheAppCoreVerbatim() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let source = try String(
            contentsOf: root.appendingPathComponent("Sources/Examples/AppCore/AppCore.swift"), encoding: .utf8)
        let example =
            source.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).last.map(String.init)
            ?? ""
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```swift\n" + example + "```"))
    }

    @Test func theReadmeInstallsByAPathWithProductsThePackageHasAndNamesTheNewestRelease() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let install = try #require(
            readme.components(separatedBy: "## Add it to your project").dropFirst().first?
                .components(separatedBy: "\n## ").first)
        #expect(install.contains(".package(path: \"../NavigationReducer\")"))
        #expect(!readme.contains("OWNER"))
        let products = install.components(separatedBy: ".product(name: \"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(products.count == 2)
        for product in products {
            #expect(
                manifest.contains(".library(name: \"\(product)\""), "README names \(product), Package.swift has none")
        }
        let newest = try #require(
            changelog.components(separatedBy: "\n## [").dropFirst().first { !$0.hasPrefix("Unreleased]") }?
                .prefix { $0 != "]" })
        #expect(install.contains(newest), "README's versions note leaves out \(newest), CHANGELOG's newest release")
    }

    @MainActor @Test func theReadmeExampleRunsAndPushesTheDetails() {
        let store = runApp()
        #expect(store.state.navigation.topScreen == .details(id: 7))
        store.send(.backTapped)
        store.send(.backTapped)
        #expect(store.state.navigation.topScreen == .assets)
    }

    @Test func aBackInsideTheSheetPopsTheSheetAndNeverTheScreenUnderIt() throws {
        let appReducer = AppReducer()
        var state = try appReducer.reduce(AppState(), .assetTapped(1)).0
        state = try appReducer.reduce(state, .addTapped).0
        state = try appReducer.reduce(state, .assetPicked(2)).0
        #expect(
            state.navigation.stacks.map(Array.init) == [[.assets, .details(id: 1)], [.addAsset, .confirm(id: 2)]])
        state = try appReducer.reduce(state, .backTapped).0
        #expect(throws: NavigationRejection.popAtRoot) { try appReducer.reduce(state, .backTapped) }
        #expect(state.navigation.stacks.map(Array.init) == [[.assets, .details(id: 1)], [.addAsset]])
    }

    @Test func aSwipeTheUserMakesIsDecidedByTheReadmeReducer() throws {
        let appReducer = AppReducer()
        var state = try appReducer.reduce(AppState(), .addTapped).0
        state = try appReducer.reduce(state, .userNavigated(.dismissedFlow(root: .addAsset, level: 1))).0
        #expect(state.navigation.stacks.map(Array.init) == [[.assets]])
        #expect(throws: NavigationRejection.nothingPresented) {
            try appReducer.reduce(state, .userNavigated(.dismissedFlow(root: .addAsset, level: 1)))
        }
    }

    @Test func thePureFormOfTheReadmeReducerReturnsItsEffects() throws {
        let appReducer = AppReducer()
        var (state, effects) = try appReducer.reduce(AppState(), .assetTapped(3))
        #expect(effects == [.track("details")])
        state = try appReducer.reduce(state, .deleteTapped).0
        (state, effects) = try appReducer.reduce(state, .alert(.delete))
        #expect(state.navigation.topScreen == .assets)
        #expect(effects == [.delete(id: 3)])
    }
}

// The README's proof, verbatim: Swift Testing runs it.
@Test func theOnlySheetIsTheAddAssetFlow() {
    let everyAction: @Sendable (AppState) -> [AppAction] = { _ in
        [.assetTapped(1), .addTapped, .assetPicked(2), .backTapped, .closeTapped, .deleteTapped, .alert(.delete)]
    }
    let report = Explorer(reducer: AppReducer(), initialState: AppState(), actions: everyAction)
        .invariant("a sheet is only ever the add-asset flow") { state in
            state.navigation.presentedFlows.allSatisfy { $0.root == .addAsset }
        }
        .limited(depth: 6)
        .run()
    #expect(report.violations.isEmpty, "\(report)")
}
