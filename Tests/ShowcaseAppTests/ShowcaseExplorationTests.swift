import ExampleExplorations
import Foundation
import NavigationReducer
import NavigationReducerTesting
import ShowcaseApp
import Testing

/// The showcase's rules over every state it can reach: one exploration, several findings.
@MainActor @Suite struct ShowcaseExplorationTests {
    @Test func everyRuleHoldsAndTheUserCanAlwaysGetBackToTheAssetsList() {
        let report = showcaseExploration
        #expect(report.truncation == nil, "the space grew past the explorer's state limit: is some flow unbounded?")
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.description.contains("rules: all 9 hold"))
        #expect(report.cannotGetBack.isEmpty)
        #expect(report.deadEnds.isEmpty)
        #expect(report.screensNeverReached(of: ShowcaseScreen.allTrackingNames) { $0.trackingName }.isEmpty)
    }

    @Test func aSecondAddAssetSheetIsFoundWithItsShortestPath() throws {
        let leaky = Reduce<ShowcaseState, ShowcaseAction, ShowcaseEffect> { state, action in
            if action == .addAssetTapped, state.navigation.topScreen == .addAsset(.search) {
                try state.navigation.present(.addAsset(.search))
                return []
            }
            return try ShowcaseReducer().reduce(into: &state, action: action)
        }
        let report = withTheShowcaseRules(leaky).limited(depth: 3).run()
        let violation = try #require(report.violations.first { $0.rule == "never two add-asset sheets at once" })
        #expect(violation.path == [try link("app://add-asset"), .signInConfirmed, .addAssetTapped])
    }

    @Test func aPresentationOverAFlowBeingDismissedIsFound() throws {
        let swapping = Reduce<ShowcaseState, ShowcaseAction, ShowcaseEffect> { state, action in
            let effects = try ShowcaseReducer().reduce(into: &state, action: action)
            if action == .appInfoClosed, !state.navigation.isPresenting, state.navigation.topScreen == assetsList {
                try state.navigation.present(.appInfo(.licenses))
            }
            return effects
        }
        let report = withTheShowcaseRules(swapping).limited(depth: 3).run()
        let violation = try #require(
            report.violations.first { $0.rule == "a flow is never presented over a flow that is being dismissed" })
        #expect(violation.path == [.appInfoTapped(.sheet), .appInfoClosed])
    }

    @Test func theReadmeShowsTheGraphThisExplorationDraws() throws {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/NavigationReducerTesting/NavigationReducerTesting.docc/ExampleGraphs.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let graph = showcaseExploration.graph(node: ShowcaseExploration.topNode).mermaid
        #expect(
            text.contains("<!-- showcase-graph begin -->\n```mermaid\n\(graph)\n```\n<!-- showcase-graph end -->"),
            "regenerate with: swift run navigation-demo explore showcase --mermaid")
    }
}

@Suite struct ShowcaseExplorationWithWorkInFlight {
    /// The whole space with answers is 93,327 states (`navigation-demo explore showcase
    /// --answers`); the first steps from every state of the opening are enough to catch a
    /// load started twice, and quick in a debug build.
    @Test func everyRuleHoldsInTheFirstStepsWithTheWorksAnswersInFlight() {
        let report = ShowcaseExploration.answeringLate().limited(depth: 5).run(workers: 2)
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.truncation == .depth)
        #expect(report.states.contains { $0.workInFlight.count == 2 })
    }
}

/// A price alert lands over whatever the user is doing: proven over every state the
/// showcase reaches.
@MainActor @Suite struct APriceAlertLandsWhereTheUserIs {
    @Test func overEveryReachableStateItIsSwipedDownBackToWhereTheUserWas() {
        let states = showcaseExploration.states
        let outcomes = states.map(ShowcaseExploration.priceAlertOutcome)
        for (state, outcome) in zip(states, outcomes) {
            let expected: ShowcaseExploration.PriceAlertOutcome =
                if state.asset("btc") == nil {
                    .refused(.refusedByGuard("owned asset"))
                } else if state.navigation.screens.contains(where: { $0.isDetails(of: "btc") }) {
                    .wentBackToOpenDetails
                } else {
                    .presentedAndDismissedBack
                }
            #expect(outcome == expected, "\(state.navigation)")
            if outcome != expected { return }
        }
        #expect(outcomes.contains(.presentedAndDismissedBack))
        #expect(outcomes.contains(.wentBackToOpenDetails))
        let overAnAlert = zip(states, outcomes).filter { state, _ in state.navigation.alert != nil }
        #expect(
            overAnAlert.contains { _, outcome in outcome == .presentedAndDismissedBack },
            "the alert is back when the user returns")
    }
}
