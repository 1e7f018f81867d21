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
}
