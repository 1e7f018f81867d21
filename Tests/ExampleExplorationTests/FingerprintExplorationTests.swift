import CheckoutApp
import ExampleExplorations
import InfosApp
import NavigationReducer
import NavigationReducerTesting
import ReaderApp
import ShowcaseApp
import Testing

/// Each example core explored twice, keeping its states whole and keeping fingerprints only:
/// the reports must agree on everything a test reads.
@Suite struct ExploringWithFingerprintsOnly {
    @Test func infosAppGivesTheSameReport() {
        expectTheSameReport(InfosExploration.explorer, node: InfosExploration.node)
        expectTheSameReport(InfosExploration.answeringLate, node: { InfosExploration.node($0.app) })
    }

    @Test func checkoutAppGivesTheSameReport() {
        expectTheSameReport(CheckoutExploration.explorer, node: CheckoutExploration.node)
        expectTheSameReport(CheckoutExploration.answeringLate, node: { CheckoutExploration.node($0.app) })
    }

    @Test func readerAppGivesTheSameReport() {
        expectTheSameReport(ReaderExploration.explorer, node: ReaderExploration.node)
        expectTheSameReport(ReaderExploration.splitView, node: ReaderExploration.node)
        expectTheSameReport(ReaderExploration.answeringLate, node: { ReaderExploration.node($0.app) })
    }

    @Test func showcaseAppGivesTheSameReport() {
        expectTheSameReport(ShowcaseExploration.explorer, node: ShowcaseExploration.node)
    }

    @Test func aDepthLimitCutsBothSearchesAtTheSameStates() {
        let explorer = ShowcaseExploration.explorer.limited(depth: 4)
        #expect(explorer.run().truncation == .depth)
        expectTheSameReport(explorer, node: ShowcaseExploration.node)
    }

    @Test func aWorkInFlightLimitCutsBothSearchesAtTheSameStates() {
        // Articles open in two tabs load their comments at once: one piece of work is the limit.
        let explorer = ReaderExploration.explorer.answeringLate(
            work: { $0.work(comments: { _ in 12 }, send: {}) }, workInFlight: 1)
        #expect(explorer.run().truncation == .workInFlight)
        expectTheSameReport(explorer, node: { ReaderExploration.node($0.app) })
    }

    @Test func showcaseAppWithBrokenRulesGivesTheSameShortestPaths() {
        // Two of the showcase's rules broken on purpose: the paths to them are rebuilt by replay.
        let explorer = ShowcaseExploration.explorer
            .invariant("never two flows presented at once") { $0.navigation.topLevel < 2 }
            .invariant("never signed in") { $0.session != .signedIn }
        let whole = explorer.run()
        #expect(whole.violations.count == 2)
        expectTheSameReport(explorer, node: ShowcaseExploration.node)
    }
}

/// Runs `explorer` keeping whole states and keeping fingerprints only, on one thread and on
/// two, and expects the same report from each.
func expectTheSameReport<R: Reducer & Sendable, Key: Hashable & Sendable>(
    _ explorer: Explorer<R, Key>, node: (R.State) -> String, sourceLocation: SourceLocation = #_sourceLocation
) where R.State: Equatable & Sendable, R.Action: Equatable {
    let whole = explorer.run()
    for compact in [explorer.keepingFingerprintsOnly().run(), explorer.keepingFingerprintsOnly().run(onThreads: 2)] {
        #expect(compact.description == whole.description, sourceLocation: sourceLocation)
        let sameStates = compact.states == whole.states
        #expect(sameStates, sourceLocation: sourceLocation)
        #expect(compact.violations.map(\.path) == whole.violations.map(\.path), sourceLocation: sourceLocation)
        #expect(compact.deadEnds.map(\.path) == whole.deadEnds.map(\.path), sourceLocation: sourceLocation)
        let sameDeadEnds = compact.deadEnds.map(\.state) == whole.deadEnds.map(\.state)
        #expect(sameDeadEnds, sourceLocation: sourceLocation)
        #expect(compact.cannotGetBack.map(\.path) == whole.cannotGetBack.map(\.path), sourceLocation: sourceLocation)
        #expect(
            compact.graph(node: node).mermaid == whole.graph(node: node).mermaid, sourceLocation: sourceLocation)
        #expect(compact.depthReached == whole.depthReached, sourceLocation: sourceLocation)
        #expect(compact.mostStatesHeld < whole.mostStatesHeld, sourceLocation: sourceLocation)
    }
}
