import NavigationReducer
import NavigationReducerTesting
import Testing

@Suite struct PureAndInPlaceReducersAgree {
    @Test func thePureFormGivesTheSameStateAndEffectsAsTheInPlaceFormOnRandomSequences() {
        let reducer = SampleReducer()
        for seed in UInt64(1)...2_000 {
            var random = SeededGenerator(seed: seed)
            var inPlace = SampleState()
            var pure = SampleState()
            for step in 0..<40 {
                let action = allSampleActions.randomElement(using: &random) ?? .back
                let before = inPlace
                let inPlaceEffects: EffectList<SampleEffect>
                do {
                    inPlaceEffects = try reducer.reduce(into: &inPlace, action: action)
                } catch {
                    inPlaceEffects = []
                    #expect(inPlace == before, "seed \(seed) step \(step): a rejected \(action) changed the state")
                }
                var pureEffects: [SampleEffect] = []
                do {
                    (pure, pureEffects) = try reducer.reduce(pure, action)
                } catch {}
                guard inPlace == pure, Array(inPlaceEffects) == pureEffects else {
                    Issue.record(
                        "seed \(seed) step \(step) \(action): pure \(pure) \(pureEffects) ≠ in place \(inPlace) \(inPlaceEffects)"
                    )
                    return
                }
            }
        }
    }

    /// The entries each screen is, not only the screens: a store and a fold of the pure form
    /// from one state name every screen alike over long random sessions.
    @MainActor @Test func aStoreAndThePureFormGiveEveryScreenTheSameEntry() {
        let reducer = SampleReducer()
        for seed in UInt64(1)...200 {
            var random = SeededGenerator(seed: seed)
            let start = SampleState()
            let store = Store(initialState: start, reducer: reducer) { _ in .none }
            var pure = start
            for step in 0..<200 {
                let action = allSampleActions.randomElement(using: &random) ?? .back
                store.send(action)
                pure = (try? reducer.reduce(pure, action))?.0 ?? pure
                let entries = store.state.navigation.stacks.map(\.entryIDs)
                guard store.state == pure, entries == pure.navigation.stacks.map(\.entryIDs) else {
                    Issue.record("seed \(seed) step \(step) \(action): the store's \(entries) ≠ the fold's")
                    return
                }
            }
        }
    }

    @Test func thePureFormLeavesTheCallersOldValueUntouched() throws {
        var old = SampleState()
        try old.navigation.push(.list)
        let (new, effects) = try SampleReducer().reduce(old, .detailTapped(1))
        #expect(old.navigation.topScreen == .list)
        #expect(new.navigation.topScreen == .detail(id: 1))
        #expect(effects == [.track("detail"), .loadDetail(1)])
    }

    @Test func aRejectedActionInThePureFormThrowsItsReason() {
        #expect(throws: NavigationRejection.popAtRoot) { try SampleReducer().reduce(SampleState(), .back) }
    }

    @Test("a reducer that changes the state and then refuses leaves the caller's state as it was, as the store does")
    @MainActor
    func aChangeBeforeARefusalIsLostInThePureFormAsInTheStore() throws {
        let sloppy = Reduce<SampleState, SampleAction, Never> { state, action in
            try state.navigation.push(.detail(id: 2))
            if action == .back { throw NavigationRejection.popAtRoot }
            return []
        }
        var state = SampleState()
        let store = Store(initialState: SampleState(), reducer: sloppy)
        for action in [SampleAction.detailTapped(1), .back, .detailTapped(1)] {
            state = (try? sloppy.reduce(state, action))?.0 ?? state
            store.send(action)
            #expect(state == store.state)
        }
        #expect(state.navigation.rootStack.count == 3)
    }

    @Test func theInPlaceFormThrowsTheReasonOfARejection() {
        var state = SampleState()
        #expect(throws: NavigationRejection.noAlertShown) {
            try SampleReducer().reduce(into: &state, action: .alertButton(.logout))
        }
        #expect(state == SampleState())
    }
}

@Suite struct ReduceClosureTests {
    @Test func aClosureReducerRunsItsBody() throws {
        let reducer = Reduce<Int, Int, String> { state, action in
            guard action > 0 else { throw NavigationRejection.refused(SampleRefusal.onlyPositiveSteps) }
            state += action
            return ["added \(action)"]
        }
        var state = 1
        #expect(try reducer.reduce(into: &state, action: 2) == ["added 2"])
        #expect(state == 3)
        #expect(throws: NavigationRejection.refused(SampleRefusal.onlyPositiveSteps)) {
            try reducer.reduce(into: &state, action: -1)
        }
        #expect(state == 3)
    }
}

@Suite struct CompositionTests {
    struct Parent: Hashable {
        var counter = 0
        var sample = SampleState()
    }

    enum ParentAction: Hashable {
        case sample(SampleAction)
        case increment
    }

    enum ParentEffect: Hashable {
        case sample(SampleEffect)
        case counted(Int)
    }

    static var scoped: Scope<Parent, ParentAction, ParentEffect, SampleReducer> {
        Scope(
            state: \Parent.sample,
            action: { (action: ParentAction) -> SampleAction? in
                if case .sample(let child) = action { child } else { nil }
            },
            effect: ParentEffect.sample,
            child: SampleReducer()
        )
    }

    static var counter: Reduce<Parent, ParentAction, ParentEffect> {
        Reduce { state, action in
            guard case .increment = action else { return [] }
            state.counter += 1
            return [.counted(state.counter)]
        }
    }

    @Test func aScopedReducerRunsTheChildOnItsPartForItsActions() throws {
        var parent = Parent()
        let effects = try Self.scoped.reduce(into: &parent, action: .sample(.detailTapped(5)))
        #expect(parent.sample.navigation.topScreen == .detail(id: 5))
        #expect(effects == [.sample(.track("detail")), .sample(.loadDetail(5))])
    }

    @Test func aScopedReducerIgnoresActionsThatAreNotForTheChild() throws {
        var parent = Parent()
        #expect(try Self.scoped.reduce(into: &parent, action: .increment).isEmpty)
        #expect(parent == Parent())
    }

    @Test func aScopedReducerPassesTheChildsRejectionOn() {
        var parent = Parent()
        #expect(throws: NavigationRejection.popAtRoot) { try Self.scoped.reduce(into: &parent, action: .sample(.back)) }
        #expect(parent == Parent())
    }

    @Test func combinedReducersRunInOrderAndConcatenateEffects() throws {
        let both = Self.scoped.combined(with: Self.counter).combined(with: Self.counter)
        var parent = Parent()
        #expect(try both.reduce(into: &parent, action: .increment) == [.counted(1), .counted(2)])
        #expect(
            try both.reduce(into: &parent, action: .sample(.detailTapped(1))) == [
                .sample(.track("detail")), .sample(.loadDetail(1)),
            ])
        #expect(parent.counter == 2)
    }

    @Test func aCombinedReducerStopsAtTheFirstRejection() {
        let both = Self.scoped.combined(with: Self.counter)
        var parent = Parent()
        #expect(throws: NavigationRejection.popAtRoot) { try both.reduce(into: &parent, action: .sample(.back)) }
        #expect(parent == Parent())
    }

    struct WithOptionalChild: Hashable {
        var child: SampleState?
    }

    static var optional: Scope<WithOptionalChild, ParentAction, ParentEffect, SampleReducer> {
        Scope(
            optionalState: \WithOptionalChild.child,
            action: { (action: ParentAction) -> SampleAction? in
                if case .sample(let child) = action { child } else { nil }
            },
            effect: ParentEffect.sample,
            child: SampleReducer()
        )
    }

    @Test func aChildWithOptionalStateRunsInPlaceWhileItExists() throws {
        var parent = WithOptionalChild(child: SampleState())
        let effects = try Self.optional.reduce(into: &parent, action: .sample(.editTapped(2)))
        #expect(parent.child?.navigation.topScreen == .editor(id: 2))
        #expect(effects.isEmpty)
    }

    @Test func anActionForAnAbsentChildIsRejectedAndChangesNothing() {
        var parent = WithOptionalChild(child: nil)
        #expect(throws: NavigationRejection.childStateAbsent) {
            try Self.optional.reduce(into: &parent, action: .sample(.listTapped))
        }
        #expect(parent == WithOptionalChild(child: nil))
    }

    @Test func aChildRejectionLeavesTheOptionalChildAsItWas() {
        var parent = WithOptionalChild(child: SampleState())
        #expect(throws: NavigationRejection.popAtRoot) {
            try Self.optional.reduce(into: &parent, action: .sample(.back))
        }
        #expect(parent == WithOptionalChild(child: SampleState()))
    }
}
