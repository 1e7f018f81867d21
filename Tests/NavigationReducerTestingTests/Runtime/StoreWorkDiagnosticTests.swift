import NavigationReducer
import NavigationReducerTesting
import Testing

@MainActor @Suite struct TheStoreTellsItsObserversOfEveryWorkStep {
    func store(ifRunning: IfRunning) -> Store<Reduce<ShopState, ShopAction, ShopEffect>> {
        Store(initialState: ShopState(), reducer: shopReducer) { effect in
            guard case .search = effect else { return .none }
            return Work.run { _ in await waitForever() }.named("search", ifRunning: ifRunning)
        }
    }

    @Test(arguments: [
        (
            IfRunning.restart, StoreDiagnostic<ShopAction, ShopEffect>.workRestarted(.search("a")),
            #"work for search("a") cancelled: work of its name started again"#
        ),
        (
            IfRunning.refuse, StoreDiagnostic<ShopAction, ShopEffect>.workRefusedWhileRunning(.search("ab")),
            #"work for search("ab") not started: work of its name is running"#
        ),
    ])
    func workOfARunningNameIsReportedAsItsNameSays(
        ifRunning: IfRunning, expected: StoreDiagnostic<ShopAction, ShopEffect>, text: String
    ) {
        let store = store(ifRunning: ifRunning)
        var diagnostics: [StoreDiagnostic<ShopAction, ShopEffect>] = []
        let token = store.observeDiagnostics { diagnostics.append($0) }
        store.send(.searched("a"))
        store.send(.searched("ab"))
        #expect(diagnostics == [expected])
        #expect(diagnostics.map(\.description) == [text])
        token.cancel()
    }
}

/// A work body that returns only when its task is cancelled.
@Sendable func waitForever() async {
    let (never, continuation) = AsyncStream<Never>.makeStream()
    for await _ in never {}
    continuation.finish()
}
