import NavigationReducer
import Observation
import ShowcaseApp
import Testing

/// Each screen of the example UIs reads from the store only what it shows, so over a session
/// a screen is redrawn when its own data changes and at no other time.
@MainActor @Suite struct AScreenIsRedrawnOnlyWhenWhatItShows {
    /// Counts a screen's redraws as SwiftUI would: its title and rows are read under
    /// observation tracking, and read again after each change it is told of.
    @MainActor final class ScreenReader {
        let screen: ShowcaseScreen
        let store: Store<ShowcaseReducer>
        private(set) var redraws = 0
        private let told = Flag()

        init(_ screen: ShowcaseScreen, in store: Store<ShowcaseReducer>) {
            self.screen = screen
            self.store = store
            draw()
        }

        private func draw() {
            told.isSet = false
            withObservationTracking {
                _ = screen.title(reading: store)
                _ = screen.choices(reading: store)
            } onChange: { [told] in
                told.isSet = true
            }
        }

        /// Redraws the screen when it was told of a change since it was last drawn.
        func redrawIfTold() {
            guard told.isSet else { return }
            redraws += 1
            draw()
        }
    }

    /// Set by an observation's change handler, which runs on the main thread here.
    final class Flag: @unchecked Sendable {
        var isSet = false
    }

    @Test func overAScriptedSessionEachScreenIsRedrawnOncePerChangeOfItsOwnData() {
        let store = Store(initialState: ShowcaseState(), reducer: ShowcaseReducer()) { _ in .none }
        let readers = [
            ShowcaseScreen.main(.assets), .main(.details("btc")), .main(.edit("btc")), .main(.details("eth")),
        ].map { ScreenReader($0, in: store) }
        let session: [ShowcaseAction] = [
            .assetTapped("btc"),
            .detailsLoaded("btc", priceInCents: 6_000_000),
            .editTapped,
            .saveTapped(name: "Bitcoin Cash"),
            .homeTapped,
            .assetTapped("eth"),
            .detailsLoaded("eth", priceInCents: 200_000),
            .detailsLoaded("eth", priceInCents: 200_000),
            .backTapped,
        ]
        var refused = 0
        let diagnostics = store.observeDiagnostics { _ in refused += 1 }
        defer { diagnostics.cancel() }
        for action in session {
            store.send(action)
            for reader in readers { reader.redrawIfTold() }
        }
        #expect(refused == 0)
        // The list shows the names (one rename); Bitcoin's details its name and price (a price,
        // a rename); its edit form its name (a rename); Ether's details its price (loaded once,
        // then the same price again, which changes nothing).
        #expect(readers.map(\.redraws) == [1, 2, 1, 1])
    }
}
