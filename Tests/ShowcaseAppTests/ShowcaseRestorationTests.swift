import ExampleExplorations
import Foundation
import NavigationReducer
import NavigationReducerTesting
import ShowcaseApp
import Testing

/// Damaged saves of the showcase: never a crash, never a restored session that breaks the
/// showcase's rules.
@Suite struct ShowcaseRestorationTests {
    @Test func aDamagedSaveNeverRestoresASessionThatBreaksARule() throws {
        let restoration = Restoration<ShowcaseState>(formatVersion: 1, rules: ShowcaseState.rules)
        let (accepted, refused) = try SavedStateCorruption.acceptedDamagedSaves(
            reducer: ShowcaseReducer(), from: ShowcaseState(), actions: ShowcaseAction.possible,
            restoration: restoration, seed: 2_026, saves: 3_000)
        for state in accepted {
            #expect(Set(state.assets.map(\.id)).count == state.assets.count)
            let addAssetSheets = state.navigation.stacks.joined().filter(\.startsAddAsset).count
            #expect(addAssetSheets <= 1)
            #expect((state.addAsset != nil) == (addAssetSheets == 1))
        }
        #expect(!accepted.isEmpty)
        #expect(refused > 0)
    }

    /// A state with its inception limit and one copy of the main flow's list set by hand, as a
    /// damaged or hostile save could carry them.
    static func inception(_ copy: Int, limit: Int) throws -> ShowcaseState {
        var state = ShowcaseState(assets: [.bitcoin], inceptionLimit: limit)
        state.navigation = try NavigationState(
            root: ScreenStack(root: .main(.assets)), presented: [PresentedFlow(root: .main(.assets, inception: copy))])
        return state
    }

    @Test(arguments: [(Int.max, Int.max), (3, -1), (3, 4), (ShowcaseState.deepestInceptionLimit + 1, 1), (-1, 0)])
    func aSaveWithAnInceptionOutsideItsBoundsIsRefused(limit: Int, copy: Int) throws {
        let restoration = Restoration<ShowcaseState>(formatVersion: 1, rules: ShowcaseState.rules)
        let saved = try Restoration<ShowcaseState>(formatVersion: 1).save(try Self.inception(copy, limit: limit))
        #expect(
            restoration.restore(saved)
                == .failure(.refused(.ruleBroken("inception never goes deeper than the app's limit"))))
    }

    @Test func aSaveAtTheDeepestLimitRestoresAndItsNextInceptionIsRefusedWithoutChange() throws {
        let limit = ShowcaseState.deepestInceptionLimit
        let restoration = Restoration<ShowcaseState>(formatVersion: 1, rules: ShowcaseState.rules)
        var state = try restoration.restore(try restoration.save(try Self.inception(limit, limit: limit))).get()
        let saved = state
        #expect(throws: NavigationRejection.refused(ShowcaseRefusal.inceptionLimit(limit))) {
            try ShowcaseReducer().reduce(into: &state, action: .inceptionTapped(.sheet))
        }
        #expect(state == saved)
    }

    @Test func aDeleteWhoseListIsNotInTheTreeIsRefusedBeforeTheAlertCloses() throws {
        var state = ShowcaseState(assets: [.bitcoin])
        state.navigation = try NavigationState(
            root: ScreenStack(root: .main(.assets)),
            presented: [PresentedFlow(root: .main(.details(Asset.bitcoin.id), inception: 1))])
        try state.navigation.showAlert(.deleteConfirmation(of: .bitcoin))
        let before = state
        #expect(throws: NavigationRejection.refused(ShowcaseRefusal.noScreenShows(Asset.bitcoin.id))) {
            try ShowcaseReducer().reduce(into: &state, action: .alert(.deleteConfirmed(Asset.bitcoin.id)))
        }
        #expect(state == before)
    }

    @Test func aSaveOfTenThousandAssetsIsCheckedOnceEachAndARepeatedOneRefused() throws {
        let restoration = Restoration<ShowcaseState>(formatVersion: 1, rules: ShowcaseState.rules)
        var state = ShowcaseState(assets: (0..<10_000).map { Asset(id: "a\($0)", name: "Asset \($0)") })
        #expect(try restoration.restore(restoration.save(state)) == .success(state))
        state.assets[9_999] = state.assets[0]
        #expect(
            restoration.restore(try Restoration<ShowcaseState>(formatVersion: 1).save(state))
                == .failure(.refused(.ruleBroken("every asset is held once"))))
    }

    static func sessionsOfDamagedSaves() -> RestoredSessionsReport<ShowcaseAction> {
        let restoration = Restoration<ShowcaseState>(formatVersion: 1, rules: ShowcaseState.rules)
        return ShowcaseExploration.explorer.exploringRestoredSaves(
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
