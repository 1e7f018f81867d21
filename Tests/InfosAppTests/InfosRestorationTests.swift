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
}
