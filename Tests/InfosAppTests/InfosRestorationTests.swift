import ExampleExplorations
import Foundation
import InfosApp
import NavigationReducer
import NavigationReducerTesting
import Testing

/// Damaged saves of the app's sessions: never a crash, never a restored session that breaks
/// the app's rules.
@Suite struct InfosRestorationTests {
    @Test func aDamagedSaveNeverRestoresASessionThatBreaksARule() throws {
        let restoration = Restoration<InfosState>(formatVersion: 1, rules: InfosState.rules)
        let (accepted, refused) = try SavedStateCorruption.acceptedDamagedSaves(
            reducer: InfosReducer(), from: InfosState(), actions: InfosAction.possible, restoration: restoration,
            seed: 2_026, saves: 3_000)
        for state in accepted {
            #expect(!(state.session.isLoggedIn && state.navigation.topScreen == .login))
            #expect(state.session.isLoggedIn || !state.navigation.stacks.joined().contains(.infos))
            #expect(!state.navigation.isPresenting)
        }
        #expect(!accepted.isEmpty)
        #expect(refused > 0)
    }

    static func sessionsOfDamagedSaves() -> RestoredSessionsReport<InfosAction> {
        let restoration = Restoration<InfosState>(formatVersion: 1, rules: InfosState.rules)
        return InfosExploration.explorer.exploringRestoredSaves(
            of: restoration, saves: 300, seed: 2_026)
    }

    // Not under a sanitizer: its exit test runs an instrumented copy of the suite beside the
    // suite, which on two cores holds other tests past their time limits. The check's own code
    // runs under sanitizers in ExploringFromRestoredSaves.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["NAVIGATION_SANITIZER"] == nil))
    func everySessionRestoredFromADamagedSaveKeepsTheRulesForItsNextTwoSteps() async {
        // First in a process of its own, so that a reducer or a rule that traps on a restored
        // value fails this test rather than the whole run; then here, for the findings.
        guard await #expect(processExitsWith: .success, performing: { _ = Self.sessionsOfDamagedSaves() }) != nil
        else { return }
        let report = Self.sessionsOfDamagedSaves()
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.accepted > 0 && report.refused > 0, "\(report)")
    }
}
