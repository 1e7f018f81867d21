import ExampleExplorations
import Foundation
import InfosApp
import NavigationReducer
import NavigationReducerTesting
import Testing

/// The section of the example graphs article between two markers, read from the repository.
func readmeSection(_ name: String) throws -> String {
    let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/NavigationReducerTesting/NavigationReducerTesting.docc/ExampleGraphs.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let begin = "<!-- \(name) begin -->\n```mermaid\n"
    let end = "\n```\n<!-- \(name) end -->"
    guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex)
    else {
        return ""
    }
    return String(text[start.upperBound..<stop.lowerBound])
}

@MainActor @Suite struct InfosExplorationTests {
    let report = InfosExploration.explorer.run()

    @Test func everyRuleHoldsOverTheWholeReachableSpace() {
        #expect(report.truncation == nil)
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.description.contains("rules: all 8 hold"))
    }

    @Test func backIsAcceptedExactlyWhereTheNavBarShowsABackButton() {
        for state in report.states where state.navigation.alert == nil {
            var after = state
            let accepted = (try? InfosReducer().reduce(into: &after, action: .back)) != nil
            let screen = state.navigation.topScreen
            #expect(accepted == screen.navigationBar.showsBackButton, "back on \(screen.trackingName)")
        }
    }

    @Test func fromEveryStateTheUserCanGetBackToTheRoot() {
        #expect(report.cannotGetBack.isEmpty)
        #expect(report.deadEnds.isEmpty)
    }

    @Test func everyScreenIsReachable() {
        #expect(report.screensNeverReached(of: InfosScreen.allTrackingNames) { $0.trackingName }.isEmpty)
    }

    @Test func aRuleBrokenOnPurposeIsFoundWithItsShortestPath() throws {
        let leaky = Reduce<InfosState, InfosAction, InfosEffect> { state, action in
            let effects = try InfosReducer().reduce(into: &state, action: action)
            if action == .alert(.logoutConfirmed) { try state.navigation.push(.infos, animated: false) }
            return effects
        }
        let broken = Explorer(reducer: leaky, initialState: InfosState(), actions: InfosAction.possible)
            .invariant("no infos screen while logged out") { state in
                state.session.isLoggedIn || !state.navigation.contains(.infos)
            }
            .run()
        let violation = try #require(broken.violations.first)
        #expect(
            violation.path == [
                .appStarted, .loginTapped, .onboardingValidated, .logoutTapped, .alert(.logoutConfirmed),
            ])
    }

    @Test func theReadmeShowsTheGraphThisExplorationDraws() throws {
        let graph = report.graph(node: InfosExploration.node).mermaid
        #expect(
            try readmeSection("infos-graph") == graph,
            "regenerate with: swift run navigation-demo explore infos --mermaid")
    }
}

@Suite struct InfosExplorationWithWorkInFlight {
    @Test func everyRuleHoldsWhateverSaveIsStillRunning() {
        let report = InfosExploration.answeringLate.run()
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.truncation == nil)
        #expect(report.deadEnds.isEmpty)
        #expect(report.cannotGetBack.isEmpty)
        // Each state the app reaches, with and without a save in flight.
        #expect(Set(report.states.map(\.app)) == Set(InfosExploration.explorer.run().states))
        #expect(report.states.contains { $0.workInFlight.map(\.name) == [InfosEffect.sessionSave] })
        #expect(report.states.allSatisfy { $0.workInFlight.count <= 1 })
    }
}
