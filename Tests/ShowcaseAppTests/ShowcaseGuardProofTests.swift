import ExampleExplorations
import NavigationReducer
import NavigationReducerTesting
import ShowcaseApp
import Testing

/// Each guard of ``ShowcaseGuards``, proved on every state the showcase reaches from its
/// signed-out start, with every link of ``ShowcaseLinks/examples`` opened from every state —
/// and shown to catch the reducer that forgets it.
@MainActor @Suite struct ShowcaseGuardProofTests {
    @Test(arguments: ["owned asset", "signed in"])
    func theGuardHoldsOnEveryStateReachedFromTheStartAndFromEveryLink(rule: RuleName) {
        let report = showcaseExploration
        #expect(ShowcaseExploration.explorer.stateInvariants.contains { $0.name == rule })
        #expect(report.truncation == nil)
        #expect(!report.violations.contains { $0.rule == rule }, "\(report)")
    }

    @Test func theProofStartsSignedOutAndOpensEveryLinkFromEveryState() throws {
        let start = ShowcaseExploration.initialState
        #expect(start.session == .signedOut)
        let links = ShowcaseLinks.examples.map(ShowcaseAction.linkOpened)
        #expect(links.count == 6)
        #expect(links.allSatisfy(ShowcaseAction.possible(in: start).contains))
        #expect(links.allSatisfy(ShowcaseAction.possible(in: ShowcaseState(session: .signedIn)).contains))
    }

    @Test func theProofReachesTheGuardedScreensBothWaitingAndShown() {
        let states = showcaseExploration.states
        let edit = ShowcaseScreen.main(.edit("btc"))
        #expect(states.contains { $0.session == .signedOut && $0.pendingDestination?.screens.contains(edit) == true })
        #expect(
            states.contains {
                $0.session == .signedOut && $0.pendingDestination?.screens.contains(.addAsset(.search)) == true
            })
        #expect(states.contains { $0.session == .signedIn && $0.navigation.contains(edit) })
        #expect(states.contains { $0.session == .signedIn && $0.addAsset?.query == "car" })
    }

    @Test func aSignOutThatForgetsToLeaveTheEditScreenIsFound() throws {
        let careless = Reduce<ShowcaseState, ShowcaseAction, ShowcaseEffect> { state, action in
            guard action == .signOutTapped, state.session == .signedIn else {
                return try ShowcaseReducer().reduce(into: &state, action: action)
            }
            state.session = .signedOut
            return []
        }
        let report = withTheShowcaseRules(careless).limited(depth: 3).run()
        let violation = try #require(report.violations.first { $0.rule == "signed in" })
        #expect(violation.path == [try link("app://assets/btc/edit"), .signInConfirmed, .signOutTapped])
    }

    @Test func aDeletionThatForgetsToLeaveTheAssetsScreensIsFound() throws {
        let careless = Reduce<ShowcaseState, ShowcaseAction, ShowcaseEffect> { state, action in
            guard case .alert(.deleteConfirmed(let id)) = action else {
                return try ShowcaseReducer().reduce(into: &state, action: action)
            }
            try state.navigation.chooseAlertButton(sending: .deleteConfirmed(id))
            state.assets.removeAll { $0.id == id }
            return []
        }
        let report = withTheShowcaseRules(careless).limited(depth: 3).run()
        let violation = try #require(report.violations.first { $0.rule == "owned asset" })
        #expect(violation.path == [.assetTapped("btc"), .deleteTapped, .alert(.deleteConfirmed("btc"))])
    }
}
