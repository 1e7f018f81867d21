import NavigationReducer
import NavigationReducerTesting
import Testing

/// A flow feature on a tab's root lives with its tab, shown or not.
@MainActor @Suite(.timeLimit(.minutes(5))) struct AFlowFeatureOnATabNotShown {
    /// A tab bar whose first tab opens on a counter and whose second is home, home shown.
    static func counterTabUnderHome() throws -> TreeState {
        var state = TreeState()
        state.navigation = try NavigationState(tabs: [.child(Counter()), .home], selected: .home)
        return state
    }

    @Test func startsWorkAndTakesItsAnswerWhileAnotherTabIsShown() async throws {
        let clock = ManualClock()
        let store = makeTreeStore(clock, try Self.counterTabUnderHome())
        store.send(.sheet(.tapped(milliseconds: 1000, name: nil)))
        #expect(store.runningWork == [.sheet(.delayed(milliseconds: 1000, name: nil))])
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await store.receive(.sheet(.response(1000))) {
            try $0.navigation.updateStack(ofTab: .child(Counter())) { $0[0] = .child(Counter(count: 1000)) }
        }
        #expect(store.state.navigation.topScreen == .home)
        await store.finish(timeout: .seconds(30))
    }

    @Test func itsWorkGoesOnWhenItsTabIsShownAgain() async throws {
        let clock = ManualClock()
        let store = makeTreeStore(clock, try Self.counterTabUnderHome())
        store.send(.sheet(.tapped(milliseconds: 1000, name: nil)))
        store.send(.select(.child(Counter()))) { try $0.navigation.select(tab: .child(Counter())) }
        #expect(store.cancelledWork.isEmpty)
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await store.receive(.sheet(.response(1000))) {
            $0.navigation.updateTopScreen { $0 = .child(Counter(count: 1000)) }
        }
        await store.finish(timeout: .seconds(30))
    }

    @Test func cancelsTheWorkOfTheFeaturesOnItsTabsEntriesWhileAnotherTabIsShown() async throws {
        let clock = ManualClock()
        var state = TreeState()
        let counters = NavigationTab(
            TreeScreen.child(Counter()), stack: ScreenStack(root: .child(Counter()), pushed: [.child(Counter())]))
        state.navigation = try NavigationState(tabs: [counters, NavigationTab(.home)], selected: .home)
        let store = makeTreeStore(clock, state)
        let pushed = EntryID(flow: 0, number: 1)
        store.send(.entry(EntryAction(pushed, .startTapped(name: "timer"))))
        #expect(store.runningWork == [.entry(pushed, .timer(name: "timer"))])
        store.send(.sheet(.stopTapped(name: "timer")))
        #expect(store.cancelledWork == [.entry(pushed, .timer(name: "timer"))], "the tab's flow reaches its entries")
        #expect(store.runningWork.isEmpty)
        await store.finish(timeout: .seconds(30))
    }
}
