import NavigationReducer
import NavigationReducerTesting
import Testing

/// TCA's `StackReducerTests` and `ForEachReducerTests` behaviours, and its presentation tests
/// with two children, on the entries of a stack: each test asserts what the TCA tests named
/// above it assert. An entry's id is its identity, so TCA's identifiable-sibling variant is
/// the sibling test.
@MainActor @Suite(.timeLimit(.minutes(5))) struct EntryFeatureTests {
    let first = EntryID(flow: 0, number: 1)
    let second = EntryID(flow: 0, number: 2)

    // TCA: StackReducerTests.testSiblingCannotCancel; PresentationReducerTests.testNavigation_cancelID_childCannotCancelSibling, _childCannotCancelIdentifiableSibling
    @Test func aSiblingCannotCancelTheWorkOfAnotherEntryWithTheSameName() async throws {
        let clock = ManualClock()
        let store = makeTreeStore(clock, try .withCounters(2))
        for (cancelled, answering, index) in [(first, second, 2), (second, first, 1)] {
            store.send(.entry(EntryAction(first, .tapped(milliseconds: 1000, name: "cancel"))))
            store.send(.entry(EntryAction(second, .tapped(milliseconds: 1000, name: "cancel"))))
            store.send(.entry(EntryAction(cancelled, .stopTapped(name: "cancel"))))
            #expect(store.runningWork == [.entry(answering, .delayed(milliseconds: 1000, name: "cancel"))])
            await clock.waitForSleepers()
            clock.advance(by: .seconds(1))
            await store.receive(.entry(EntryAction(answering, .response(1000)))) {
                try $0.navigation.counter(atLevel: 0, index: index) { $0.count = 1000 }
            }
        }
        await store.finish(timeout: .seconds(30))
    }

    // TCA: StackReducerTests.testOuterCancellation
    @Test func removingEntriesFromOutsideTheFeatureEndsTheirWork() async throws {
        let store = makeTreeStore(ManualClock())
        store.send(.pushChild) { try $0.navigation.push(.child(Counter())) }
        store.send(.entry(EntryAction(first, .tapped(milliseconds: 60_000, name: nil))))
        store.send(.popToRoot) { try $0.navigation.popToRoot() }
        #expect(store.cancelledWork == [.entry(first, .delayed(milliseconds: 60_000, name: nil))])
        store.send(.pushChild) { try $0.navigation.push(.child(Counter())) }
        store.send(.entry(EntryAction(second, .tapped(milliseconds: 60_000, name: nil))))
        store.send(.remove(second)) { try $0.navigation.pop() }
        #expect(store.runningWork.isEmpty)
        await store.finish(timeout: .seconds(30))
    }

    // TCA: StackReducerTests.testFirstChildWhileEffectInFlight_DeliversToCorrectID
    @Test func removingTheFirstEntryWhileBothAwaitRepliesDeliversTheSecondsReplyToIt() async throws {
        let clock = ManualClock()
        let store = makeTreeStore(clock, try .withCounters(2))
        store.send(.entry(EntryAction(first, .tapped(milliseconds: 1000, name: nil))))
        store.send(.entry(EntryAction(second, .tapped(milliseconds: 2000, name: nil))))
        await clock.waitForSleepers(2)
        clock.advance(by: .seconds(1))
        await store.receive(.entry(EntryAction(first, .response(1000)))) {
            try $0.navigation.counter(atLevel: 0, index: 1) { $0.count = 1000 }
        }
        clock.advance(by: .seconds(1))
        await store.receive(.entry(EntryAction(second, .response(2000)))) {
            try $0.navigation.counter(atLevel: 0, index: 2) { $0.count = 2000 }
        }
        store.send(.entry(EntryAction(first, .tapped(milliseconds: 1000, name: nil))))
        store.send(.entry(EntryAction(second, .tapped(milliseconds: 2000, name: nil))))
        store.send(.remove(first)) {
            try $0.navigation.setStack([.home, .child(Counter(count: 2000))])
        }
        #expect(store.cancelledWork == [.entry(first, .delayed(milliseconds: 1000, name: nil))])
        #expect(store.state.navigation.rootStack.entryIDs == [EntryID(flow: 0, number: 0), second])
        await clock.waitForSleepers()
        clock.advance(by: .seconds(2))
        await store.receive(.entry(EntryAction(second, .response(2000)))) {
            try $0.navigation.counter(atLevel: 0, index: 1) { $0.count = 4000 }
        }
        store.send(.remove(second)) { try $0.navigation.pop() }
        await store.finish(timeout: .seconds(30))
    }

    // TCA: ForEachReducerTests.testElementAction
    @Test func anEntryActionChangesOnlyThatEntrysDataAndItsEffectAnswersToIt() async throws {
        let store = makeTreeStore(ManualClock(), try .withCounters(3))
        store.send(.entry(EntryAction(first, .textChanged("Blob Esq.")))) {
            try $0.navigation.counter(atLevel: 0, index: 1) { $0.text = "Blob Esq." }
        }
        store.send(.entry(EntryAction(second, .textChanged(""))))
        await store.receive(.entry(EntryAction(second, .textChanged("Empty")))) {
            try $0.navigation.counter(atLevel: 0, index: 2) { $0.text = "Empty" }
        }
        #expect(store.state.navigation.rootStack[3] == .child(Counter()))
        store.finish()
    }

    // TCA: ForEachReducerTests.testMissingElement
    @Test func anActionForAnEntryThatLeftOrShowsAnotherScreenIsRejectedAndChangesNothing() throws {
        let store = makeTreeStore(ManualClock(), try .withCounters(1))
        let gone = EntryID(flow: 0, number: 7)
        store.send(.entry(EntryAction(gone, .textChanged("x"))), expectingRejection: .entryNotInTree(gone))
        let home = EntryID(flow: 0, number: 0)
        store.send(.entry(EntryAction(home, .textChanged("x"))), expectingRejection: .entryShowsAnotherScreen(home))
        store.send(.remove(home), expectingRejection: .rootCannotBeRemoved(home))
        store.finish()
    }

    // TCA: ForEachReducerTests.testAutomaticEffectCancellation
    @Test func removingAnEntryEndsItsTimerAndLeavesTheOthersTicking() async throws {
        let clock = ManualClock()
        let store = makeTreeStore(clock, try .withCounters(2))
        store.send(.entry(EntryAction(first, .startTapped(name: "timer"))))
        store.send(.entry(EntryAction(second, .startTapped(name: "timer"))))
        store.send(.remove(second)) { try $0.navigation.pop() }
        #expect(store.cancelledWork == [.entry(second, .timer(name: "timer"))])
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await store.receive(.entry(EntryAction(first, .response(42)))) {
            try $0.navigation.counter(atLevel: 0, index: 1) { $0.count = 42 }
        }
        store.send(.remove(first)) { try $0.navigation.pop() }
        #expect(store.runningWork.isEmpty)
        await store.finish(timeout: .seconds(30))
    }

    // TCA: PresentationReducerTests.testNavigation_cancelID_parentCancelTwoChildren
    @Test func theAppsCancelReachesTheWorkOfEveryEntryWithThatName() async throws {
        let store = makeTreeStore(ManualClock(), try .withCounters(2))
        store.send(.entry(EntryAction(first, .startTapped(name: "timer"))))
        store.send(.entry(EntryAction(second, .startTapped(name: "timer"))))
        store.send(.app(.stopTapped(name: "timer")))
        #expect(store.cancelledWork == [.entry(first, .timer(name: "timer")), .entry(second, .timer(name: "timer"))])
        await store.finish(timeout: .seconds(30))
    }

    @Test func aTreeAssignedWholeEndsTheWorkOfTheEntriesItReplacedThoughItNumbersItsOwnAlike() async throws {
        let store = makeTreeStore(ManualClock(), try .withCounters(1))
        store.send(.entry(EntryAction(first, .startTapped(name: "timer"))))
        store.send(.startOver)
        #expect(store.state.navigation.topEntryID == first)
        #expect(store.cancelledWork == [.entry(first, .timer(name: "timer"))])
        await store.finish(timeout: .seconds(30))
    }

    @Test func anEntrysCancelReachesOnlyItsOwnWorkNotTheFlowPresentedOverItsStack() async throws {
        let store = makeTreeStore(ManualClock(), try .withCounters(2))
        store.send(.entry(EntryAction(second, .startTapped(name: "timer"))))
        store.send(.presentChild) { try $0.navigation.present(.child(Counter())) }
        store.send(.sheet(.startTapped(name: "timer")))
        store.send(.entry(EntryAction(second, .stopTapped(name: "timer"))))
        #expect(store.cancelledWork == [.entry(second, .timer(name: "timer"))])
        #expect(store.runningWork == [.sheet(.timer(name: "timer"))])
        store.send(.sheet(.stopTapped(name: "timer")))
        await store.finish(timeout: .seconds(30))
    }

    @Test func anIdReadFromATreeAssignedWholeSinceNamesNoEntry() throws {
        let store = makeTreeStore(ManualClock(), try .withCounters(1))
        let old = store.state.navigation.topEntryID
        store.send(.startOver)
        #expect(store.state.navigation.topEntryID == first)
        store.send(.entry(EntryAction(old, .textChanged("x"))), expectingRejection: .entryNotInTree(old))
        store.send(.remove(old), expectingRejection: .entryNotInTree(old))
        store.send(.entry(EntryAction(first, .textChanged("x")))) {
            try $0.navigation.counter(atLevel: 0, index: 1) { $0.text = "x" }
        }
        store.finish()
    }
}
