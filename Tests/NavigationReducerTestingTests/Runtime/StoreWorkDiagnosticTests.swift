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

    @Test func workOfTheSameNameRestartingIsReportedWithTheEffectItCancelled() {
        let store = store(ifRunning: .restart)
        var diagnostics: [StoreDiagnostic<ShopAction, ShopEffect>] = []
        let token = store.observeDiagnostics { diagnostics.append($0) }
        store.send(.searched("a"))
        store.send(.searched("ab"))
        #expect(diagnostics == [.workRestarted(.search("a"))])
        #expect(diagnostics.map(\.description) == [#"work for search("a") cancelled: work of its name started again"#])
        token.cancel()
    }

    @Test func workRefusedWhileWorkOfItsNameRunsIsReported() {
        let store = store(ifRunning: .refuse)
        var diagnostics: [StoreDiagnostic<ShopAction, ShopEffect>] = []
        let token = store.observeDiagnostics { diagnostics.append($0) }
        store.send(.searched("a"))
        store.send(.searched("ab"))
        #expect(diagnostics == [.workRefusedWhileRunning(.search("ab"))])
        #expect(diagnostics.map(\.description) == [#"work for search("ab") not started: work of its name is running"#])
        token.cancel()
    }
}

/// A work body that returns only when its task is cancelled.
@Sendable func waitForever() async {
    let (never, continuation) = AsyncStream<Never>.makeStream()
    for await _ in never {}
    continuation.finish()
}
