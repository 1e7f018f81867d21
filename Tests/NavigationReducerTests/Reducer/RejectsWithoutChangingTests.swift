import NavigationReducer
import Testing

/// Says it refuses before changing anything, and does: it checks, then changes.
struct CarefulReducer: Reducer {
    static var rejectsWithoutChanging: Bool { true }

    func reduce(into state: inout LogState, action: String) throws(NavigationRejection) -> EffectList<String> {
        if action == "late" { throw .refused(SampleRefusal.tooLate) }
        state.log.append(action)
        return []
    }
}

/// Says it refuses before changing anything, but changes first.
struct BrokenWordReducer: Reducer {
    static var rejectsWithoutChanging: Bool { true }

    func reduce(into state: inout LogState, action: String) throws(NavigationRejection) -> EffectList<String> {
        state.log.append(action)
        if action == "late" { throw .refused(SampleRefusal.tooLate) }
        return []
    }
}

private struct ComposedOf<Body: Reducer>: ComposedReducer {
    let body: Body
}

private let careless = Reduce<LogState, String, String> { state, action in
    state.log.append(action)
    return []
}

private let noRules = AppRules<LogState>()
private let router = DeepLinkRouter<String, String>(scheme: "app")

@Suite struct ARefusalIsUndoneUnlessTheReducerRejectsWithoutChanging {
    @Test func aReducerIsNotTakenToRejectWithoutChangingUnlessItSaysSo() {
        #expect(!Reduce<LogState, String, String>.rejectsWithoutChanging)
        #expect(!SampleReducer.rejectsWithoutChanging)
        #expect(CarefulReducer.rejectsWithoutChanging)
    }

    @Test func aComposedReducerAndAScopeKeepTheWordOfWhatTheyRun() {
        #expect(type(of: ComposedOf(body: CarefulReducer())).rejectsWithoutChanging)
        #expect(!type(of: ComposedOf(body: careless)).rejectsWithoutChanging)
        let scoped = Scope(
            state: \CompositionTests.Parent.sample, action: { $0 }, effect: { $0 }, child: SampleReducer())
        #expect(!type(of: scoped).rejectsWithoutChanging)
        let carefulScope = Scope(
            state: \Logged.log, action: { (action: String) in action }, effect: { $0 }, child: CarefulReducer())
        #expect(type(of: carefulScope).rejectsWithoutChanging)
    }

    @Test func aCheckedReducerAndALinkOpenerDoNotClaimItForTheyJudgeTheStateAnActionLedTo() {
        #expect(!type(of: CarefulReducer().checked(by: noRules)).rejectsWithoutChanging)
        #expect(!type(of: CarefulReducer().openingLinks(router: router, url: { _ in nil })).rejectsWithoutChanging)
    }

    // The runtime is the one place a refusal is undone: a store puts back what a checked
    // reducer's base changed before refusing, and says so.
    @MainActor @Test func aStorePutsBackWhatACheckedReducersBaseChangedBeforeRefusing() {
        let (state, diagnostics) = sendLate(to: BrokenWordReducer().checked(by: noRules))
        #expect(state == LogState())
        #expect(diagnostics == [.rejectedAfterChanging("late", .refused(SampleRefusal.tooLate))])
    }

    @MainActor @Test func aStorePutsBackWhatALinkOpenersBaseChangedBeforeRefusing() {
        let (state, diagnostics) = sendLate(to: BrokenWordReducer().openingLinks(router: router, url: { _ in nil }))
        #expect(state == LogState())
        #expect(diagnostics == [.rejectedAfterChanging("late", .refused(SampleRefusal.tooLate))])
    }

    // A rule is judged on the state the action led to: that change is the rule's way, not a
    // reducer's fault, so the refusal is reported as refused, not as refused after changing.
    @MainActor @Test func aBrokenRuleIsPutBackAndReportedAsARefusalNotAsAChangeBeforeRefusing() {
        let rules = AppRules<LogState>().rule("never late") { !$0.log.contains("late") }
        let (state, diagnostics) = sendLate(to: careless.checked(by: rules))
        #expect(state == LogState())
        #expect(diagnostics == [.rejected("late", .ruleBroken("never late"))])
    }

    /// Sends "late" to a store of `reducer`: the state after it, and what the store reported.
    @MainActor func sendLate(
        to reducer: some Reducer<LogState, String, String>
    ) -> (LogState, [StoreDiagnostic<String, String>]) {
        let store = Store(initialState: LogState(), reducer: reducer) { _ in .none }
        var diagnostics: [StoreDiagnostic<String, String>] = []
        let token = store.observeDiagnostics { diagnostics.append($0) }
        store.send("late")
        token.cancel()
        return (store.state, diagnostics)
    }

    @Test func aScopedChildThatKeepsItsWordLeavesTheParentAsItWas() {
        var parent = OptionallyLogged()
        let scope = Scope(
            optionalState: \OptionallyLogged.log, action: { (action: String) in action }, effect: { $0 },
            child: CarefulReducer())
        #expect(type(of: scope).rejectsWithoutChanging)
        #expect(throws: NavigationRejection.refused(SampleRefusal.tooLate)) {
            try scope.reduce(into: &parent, action: "late")
        }
        #expect(parent == OptionallyLogged())
    }

    @Test func twoReducersCombinedDoNotClaimIt() {
        // The first may change the state and the second refuse the same action.
        #expect(!type(of: CarefulReducer().combined(with: CarefulReducer())).rejectsWithoutChanging)
    }

    @Test func everyBuildKeepsASnapshotForAReducerThatDoesNotSaySo() {
        #expect(Runtime<Reduce<LogState, String, String>>.keepsSnapshot(inDebugBuild: false))
        #expect(Runtime<Reduce<LogState, String, String>>.keepsSnapshot(inDebugBuild: true))
    }

    @Test func onlyAReleaseBuildTakesAReducerAtItsWord() {
        #expect(!Runtime<CarefulReducer>.keepsSnapshot(inDebugBuild: false))
        #expect(Runtime<CarefulReducer>.keepsSnapshot(inDebugBuild: true))
    }
}

/// A parent holding a `LogState`, to scope a child into.
struct Logged: NavigableState, Hashable {
    var navigation = NavigationState<String, String>(root: "root")
    var log = LogState()
}

/// A parent holding a `LogState` while a flow runs, to scope a child into.
struct OptionallyLogged: NavigableState, Hashable {
    var navigation = NavigationState<String, String>(root: "root")
    var log: LogState? = LogState()
}
