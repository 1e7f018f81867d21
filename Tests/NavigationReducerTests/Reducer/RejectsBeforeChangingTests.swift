import NavigationReducer
import Testing

/// Says it refuses before changing anything, and does: it checks, then changes.
struct CarefulReducer: Reducer {
    static var rejectsBeforeChanging: Bool { true }

    func reduce(into state: inout LogState, action: String) throws(NavigationRejection) -> EffectList<String> {
        if action == "late" { throw .refused(SampleRefusal.tooLate) }
        state.log.append(action)
        return []
    }
}

/// Says it refuses before changing anything, but changes first.
struct BrokenWordReducer: Reducer {
    static var rejectsBeforeChanging: Bool { true }

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

@Suite struct ARefusalIsUndoneUnlessTheReducerRejectsBeforeChanging {
    @Test func aReducerIsNotTakenToRejectBeforeChangingUnlessItSaysSo() {
        #expect(!Reduce<LogState, String, String>.rejectsBeforeChanging)
        #expect(!SampleReducer.rejectsBeforeChanging)
        #expect(CarefulReducer.rejectsBeforeChanging)
    }

    @Test func aComposedReducerAScopeAndACheckedReducerKeepTheWordOfWhatTheyRun() {
        #expect(type(of: ComposedOf(body: CarefulReducer())).rejectsBeforeChanging)
        #expect(!type(of: ComposedOf(body: careless)).rejectsBeforeChanging)
        #expect(type(of: CarefulReducer().checked(by: noRules)).rejectsBeforeChanging)
        #expect(!type(of: careless.checked(by: noRules)).rejectsBeforeChanging)
        let scoped = Scope(
            state: \CompositionTests.Parent.sample, action: { $0 }, effect: { $0 }, child: SampleReducer())
        #expect(!type(of: scoped).rejectsBeforeChanging)
        let carefulScope = Scope(
            state: \Logged.log, action: { (action: String) in action }, effect: { $0 }, child: CarefulReducer())
        #expect(type(of: carefulScope).rejectsBeforeChanging)
    }

    @Test func twoReducersCombinedDoNotClaimIt() {
        // The first may change the state and the second refuse the same action.
        #expect(!type(of: CarefulReducer().combined(with: CarefulReducer())).rejectsBeforeChanging)
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
