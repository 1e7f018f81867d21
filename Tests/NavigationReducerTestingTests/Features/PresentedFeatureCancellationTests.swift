import NavigationReducer
import NavigationReducerTesting
import Testing

/// TCA's `PresentationReducerTests` cancellation behaviours, on flows the app presents: each
/// test asserts what the TCA test named above it asserts. Two sheets are never shown side by
/// side in one tree, so TCA's two-children tests are ported as siblings on a stack, in
/// `EntryFeatureTests`.
@MainActor @Suite(.timeLimit(.minutes(5))) struct PresentedFeatureCancellationTests {
    // TCA: testNavigation_cancelID_childCancellation
    @Test func aChildCancelsItsOwnWork() async {
        let store = makeTreeStore(ManualClock())
        store.send(.presentChild) { try $0.navigation.present(.child(Counter())) }
        store.send(.sheet(.startTapped(name: "effect")))
        #expect(store.runningWork == [.sheet(.timer(name: "effect"))])
        store.send(.sheet(.stopTapped(name: "effect")))
        #expect(store.cancelledWork == [.sheet(.timer(name: "effect"))])
        #expect(store.runningWork.isEmpty)
        await store.finish(timeout: .seconds(30))
    }

    // TCA: testNavigation_cancelID_parentCancellation
    @Test func aParentCancelsTheWorkOfItsChildAndGrandchildByTheirNames() async {
        let store = makeTreeStore(ManualClock())
        store.send(.presentChild) { try $0.navigation.present(.child(Counter())) }
        store.send(.sheet(.presentGrandchildTapped)) { try $0.navigation.present(.grandchild(Counter())) }
        store.send(.sheet(.startTapped(name: "child")))
        store.send(.grandchild(.startTapped(name: "grandchild")))
        #expect(store.runningWork == [.sheet(.timer(name: "child")), .grandchild(.timer(name: "grandchild"))])
        store.send(.app(.stopTapped(name: "child")))
        store.send(.app(.stopTapped(name: "grandchild")))
        #expect(store.cancelledWork == [.sheet(.timer(name: "child")), .grandchild(.timer(name: "grandchild"))])
        #expect(store.runningWork.isEmpty)
        await store.finish(timeout: .seconds(30))
    }

    // TCA: testNavigation_cancelID_parentCancellation, with one id for both
    @Test func oneCancelOfTheAppReachesItsChildsAndGrandchildsWorkOfThatName() async {
        let store = makeTreeStore(ManualClock())
        store.send(.presentChild) { try $0.navigation.present(.child(Counter())) }
        store.send(.sheet(.presentGrandchildTapped)) { try $0.navigation.present(.grandchild(Counter())) }
        store.send(.sheet(.startTapped(name: "effect")))
        store.send(.grandchild(.startTapped(name: "effect")))
        store.send(.app(.stopTapped(name: "effect")))
        #expect(store.cancelledWork == [.sheet(.timer(name: "effect")), .grandchild(.timer(name: "effect"))])
        #expect(store.runningWork.isEmpty)
        await store.finish(timeout: .seconds(30))
    }

    @Test func aChildCancelsTheWorkOfTheFlowItPresentedButNotTheAppsUnderIt() async {
        let store = makeTreeStore(ManualClock())
        store.send(.app(.startTapped(name: "effect")))
        store.send(.presentChild) { try $0.navigation.present(.child(Counter())) }
        store.send(.sheet(.presentGrandchildTapped)) { try $0.navigation.present(.grandchild(Counter())) }
        store.send(.grandchild(.startTapped(name: "effect")))
        store.send(.sheet(.stopTapped(name: "effect")))
        #expect(store.cancelledWork == [.grandchild(.timer(name: "effect"))])
        #expect(store.runningWork == [.app(.timer(name: "effect"))])
        store.send(.app(.stopTapped(name: "effect")))
        await store.finish(timeout: .seconds(30))
    }

    @Test func theAppCancelsItsOwnNamedWorkWhileASheetIsUp() async {
        let store = makeTreeStore(ManualClock())
        store.send(.app(.startTapped(name: "effect")))
        store.send(.presentChild) { try $0.navigation.present(.child(Counter())) }
        store.send(.app(.stopTapped(name: "effect")))
        #expect(store.cancelledWork == [.app(.timer(name: "effect"))])
        #expect(store.runningWork.isEmpty)
        await store.finish(timeout: .seconds(30))
    }

    // TCA: testNavigation_cancelID_childCannotCancelParent
    @Test func aChildCannotCancelTheWorkOfTheAppThatPresentedIt() async {
        let clock = ManualClock()
        let store = makeTreeStore(clock)
        store.send(.app(.tapped(milliseconds: 1000, name: "effect")))
        store.send(.presentChild) { try $0.navigation.present(.child(Counter())) }
        store.send(.sheet(.stopTapped(name: "effect")))
        #expect(store.cancelledWork.isEmpty)
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await store.receive(.app(.response(1000))) { $0.counter.count = 1000 }
        store.send(.app(.stopTapped(name: "effect")))
        store.send(.dismiss) { try $0.navigation.dismiss() }
        await store.finish(timeout: .seconds(30))
    }

    // TCA: testCancelInFlightEffects
    @Test func aChildRestartingWorkOfTheAppsNameLeavesTheAppsWorkInFlight() async {
        let clock = ManualClock()
        let store = makeTreeStore(clock)
        store.send(.presentChild) { try $0.navigation.present(.child(Counter())) }
        store.send(.app(.tapped(milliseconds: 2000, name: "effect")))
        store.send(.sheet(.tapped(milliseconds: 1000, name: "effect")))
        await clock.waitForSleepers(2)
        clock.advance(by: .milliseconds(500))
        store.send(.sheet(.tapped(milliseconds: 1000, name: "effect")))
        #expect(store.cancelledWork == [.sheet(.delayed(milliseconds: 1000, name: "effect"))])
        #expect(
            store.runningWork == [
                .app(.delayed(milliseconds: 2000, name: "effect")),
                .sheet(.delayed(milliseconds: 1000, name: "effect")),
            ])
        await clock.waitForSleepers(2)
        clock.advance(by: .seconds(1))
        await store.receive(.sheet(.response(1000))) {
            try $0.navigation.counter(atLevel: 1, index: 0) { $0.count = 1000 }
        }
        clock.advance(by: .milliseconds(500))
        await store.receive(.app(.response(2000))) { $0.counter.count = 2000 }
        store.send(.dismiss) { try $0.navigation.dismiss() }
        await store.finish(timeout: .seconds(30))
    }

    // TCA: testOuterCancellation
    @Test func dismissingAFlowEndsItsFeaturesUnnamedWork() async {
        let store = makeTreeStore(ManualClock())
        store.send(.presentChild) { try $0.navigation.present(.child(Counter())) }
        store.send(.sheet(.tapped(milliseconds: 60_000, name: nil)))
        #expect(store.runningWork == [.sheet(.delayed(milliseconds: 60_000, name: nil))])
        store.send(.dismiss) { try $0.navigation.dismiss() }
        #expect(store.cancelledWork == [.sheet(.delayed(milliseconds: 60_000, name: nil))])
        await store.finish(timeout: .seconds(30))
    }

    @Test func anActionForAFlowThatIsNotShownIsRejectedAndChangesNothing() {
        let store = makeTreeStore(ManualClock())
        store.send(.sheet(.textChanged("x")), expectingRejection: .childStateAbsent)
        store.finish()
    }

    @Test func aFeatureOnTheRootFlowCannotCancelTheAppsWork() async {
        var state = TreeState()
        state.navigation = NavigationState(root: .child(Counter()))
        let store = makeTreeStore(ManualClock(), state)
        store.send(.app(.startTapped(name: "effect")))
        store.send(.sheet(.startTapped(name: "effect")))
        store.send(.sheet(.stopTapped(name: "effect")))
        #expect(store.cancelledWork == [.sheet(.timer(name: "effect"))])
        #expect(store.runningWork == [.app(.timer(name: "effect"))])
        store.send(.app(.stopTapped(name: "effect")))
        await store.finish(timeout: .seconds(30))
    }
}
