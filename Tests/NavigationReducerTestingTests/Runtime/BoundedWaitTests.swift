import Foundation
import NavigationReducer
import NavigationReducerTesting
import Testing

@MainActor @Suite(.timeLimit(.minutes(5))) struct NoWaitInTheTestingModuleHangs {
    @Test func waitingForASleeperThatWasCancelledFailsNamingWhatItWaitedFor() async {
        let clock = ManualClock()
        let store = TestStore(initialState: ShopState(), reducer: shopReducer) { effect in
            guard case .loadDetails = effect else { return .none }
            return .run(whileShowing: .loading(1)) { send in
                try? await clock.sleep(for: .seconds(1))
                await send(.detailsLoaded(1))
            }
        }
        store.send(.itemTapped(1)) { try $0.navigation.push(.loading(1)) }
        // Going back ends the load before it sleeps: it never will.
        store.send(.back) { try $0.navigation.pop() }
        var failures: [TestStoreFailure] = []
        let started = ContinuousClock.now
        await clock.waitForSleepers(timeout: .milliseconds(300), onFailure: { failures.append($0) })
        // The deadline is 0.3 s; a main actor busy with other tests can hold the give-up longer,
        // over a minute under ThreadSanitizer on two cores.
        let sanitized = ProcessInfo.processInfo.environment["NAVIGATION_SANITIZER"] != nil
        #expect(ContinuousClock.now - started < .seconds(sanitized ? 180 : 60))
        #expect(
            failures.map(\.message) == [
                "waitForSleepers(1): after 0.3 seconds, 0 of 1 pieces of work sleep on the clock: the work meant to sleep was cancelled, ended or never started"
            ])
        #expect(failures.first?.fileID == #fileID)
    }

    @Test func aSleeperThatComesEndsTheWaitWithoutAFailure() async {
        let clock = ManualClock()
        let sleeper = Task { try? await clock.sleep(for: .seconds(1)) }
        var failures: [TestStoreFailure] = []
        await clock.waitForSleepers(onFailure: { failures.append($0) })
        #expect(failures.isEmpty)
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .seconds(1))
        await sleeper.value
    }

    @Test func waitingForAStoreToBeIdleWhileWorkNeverEndsFailsNamingTheWork() async {
        let store = Store(initialState: ShopState(), reducer: shopReducer) { effect in
            guard case .search = effect else { return .none }
            return .run { _ in await waitForever() }
        }
        store.send(.searched("a"))
        var failures: [TestStoreFailure] = []
        await store.waitUntilIdle(timeout: .milliseconds(300), onFailure: { failures.append($0) })
        #expect(
            failures.map(\.message) == [
                "waitUntilIdle(): after 0.3 seconds, work is still running, started by:\n  .search(\"a\")"
            ])
        #expect(store.runningWorkCount == 1)
    }

    @Test func aStoreWhoseWorkEndsIsIdleWithoutAFailure() async {
        let store = Store(initialState: ShopState(), reducer: shopReducer) { effect in
            guard case .search(let query) = effect else { return .none }
            return .run { send in await send(.resultsArrived(query)) }
        }
        store.send(.searched("a"))
        var failures: [TestStoreFailure] = []
        await store.waitUntilIdle(onFailure: { failures.append($0) })
        #expect(failures.isEmpty)
        #expect(store.state.results == "a")
    }
}
