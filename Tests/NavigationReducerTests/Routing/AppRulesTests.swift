import NavigationReducer
import Testing

/// An app's rules, declared once, refuse what breaks them wherever the reducer runs.
@MainActor @Suite struct AppRulesTests {
    static let rules = AppRules<SampleState>()
        .rule("the editor is never over a detail") { state in
            !(state.navigation.rootStack.top == .detail(id: 1) && state.navigation.isPresenting)
        }
        .rule("never more than one level presented") { $0.navigation.levelCount <= 2 }

    @Test func theFirstRuleAStateBreaksIsTheReason() throws {
        var state = SampleState()
        try state.navigation.push(.detail(id: 1))
        try state.navigation.present(.editor(id: 1))
        try state.navigation.present(.editor(id: 2))
        #expect(Self.rules.brokenRule(in: state) == .ruleBroken("the editor is never over a detail"))
        #expect(Self.rules.brokenRule(in: SampleState()) == nil)
    }

    @Test func aGuardSeesItsScreenAtAnyLevelAndAnyDepthOfTheTree() throws {
        let noPreviews = AppRules<SampleState>(guards: [
            RouteGuard(
                "no previews", protects: { if case .preview = $0 { true } else { false } }, allows: { _ in false })
        ])
        var inASheet = SampleState()
        try inASheet.navigation.present(.editor(id: 1))
        #expect(noPreviews.brokenRule(in: inASheet) == nil)
        try inASheet.navigation.push(.preview(id: 1))
        #expect(noPreviews.brokenRule(in: inASheet) == .refusedByGuard("no previews"))
        var atTheRoot = SampleState()
        try atTheRoot.navigation.push(.list)
        try atTheRoot.navigation.push(.preview(id: 2))
        #expect(noPreviews.brokenRule(in: atTheRoot) == .refusedByGuard("no previews"))
    }

    @Test func aStoreRefusesAnActionThatWouldBreakARuleAndReportsIt() throws {
        let store = Store(initialState: SampleState(), reducer: SampleReducer().checked(by: Self.rules)) { _ in .none }
        var diagnostics: [StoreDiagnostic<SampleAction, SampleEffect>] = []
        let observation = store.observeDiagnostics { diagnostics.append($0) }
        store.send(.detailTapped(1))
        let before = store.state
        store.send(.editTapped(1))
        #expect(store.state == before)
        #expect(diagnostics == [.rejected(.editTapped(1), .ruleBroken("the editor is never over a detail"))])
        store.send(.back)
        store.send(.detailTapped(2))
        store.send(.editTapped(2))
        #expect(store.state.navigation.isPresenting)
        observation.cancel()
    }
}
