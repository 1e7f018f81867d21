import NavigationReducer
import NavigationReducerTesting
import Testing

extension ShopWiring {
    /// The shop's factory with what each work sends said beside its body.
    func describedWork(_ effect: ShopEffect) -> Work<ShopAction, ShopScreen> {
        work(effect).answering(shopAnswers(effect))
    }
}

@MainActor @Suite struct WorkIsDescribedOnceInTheFactory {
    @Test func theLateAnswerModelComesFromTheFactorysOwnDescription() throws {
        let described = Explorer(reducer: shopReducer, initialState: ShopState(), actions: shopActions)
            .invariant("details sit on their loading screen") { $0.detailsSitOnTheirLoadingScreen }
            .answeringLate(work: ShopWiring(tiesLoadToScreen: false).describedWork)
            .run()
        let apart = shopExplorer(ShopWiring(tiesLoadToScreen: false)).run()
        let violation = try #require(described.violations.first)
        #expect(violation.path == apart.violations.first?.path)
        #expect(described.states == apart.states)
    }

    @Test func theImmediateModelIsThatDescriptionWithEveryAnswerAtOnce() {
        let fromFactory = Explorer(reducer: shopReducer, initialState: ShopState(), actions: shopActions)
            .followingUp(work: ShopWiring().describedWork)
            .run()
        let byHand = Explorer(reducer: shopReducer, initialState: ShopState(), actions: shopActions)
            .followingUp { effect in
                if case .loadDetails(let id) = effect { return [.detailsLoaded(id)] }
                return []
            }
            .run()
        #expect(fromFactory.states == byHand.states)
        #expect(fromFactory.states.contains { $0.navigation.topScreen == .details(1) })
    }

    @Test func workWithoutADescriptionEndsWithoutSending() {
        let report = Explorer(reducer: shopReducer, initialState: ShopState(), actions: shopActions)
            .answeringLate(work: ShopWiring(tiesLoadToScreen: false).work)
            .run()
        #expect(!report.states.contains { $0.navigation.topScreen == .details(1) })
        #expect(report.states.contains { $0.workInFlight.count == 1 })
    }

    @Test func aNameGivenAfterTheDescriptionKeepsIt() {
        let work = Work<ShopAction, ShopScreen>.run { _ in }.answering(.sends(.tick)).named("tick")
        let explored = Explorer(reducer: shopReducer, initialState: ShopState()) { _ in [.searched("a")] }
            .answeringLate(work: { _ in work })
            .run()
        #expect(explored.states.flatMap(\.workInFlight).map(\.answers).contains(.sends(.tick)))
    }

    @Test func oneFactoryValueServesTheStoreTheTestStoreAndTheExplorer() async throws {
        let factory: @Sendable (ShopEffect) -> Work<ShopAction, ShopScreen> = ShopWiring(tiesLoadToScreen: true)
            .describedWork
        let store = Store(initialState: ShopState(), reducer: shopReducer, effects: factory)
        store.send(.itemTapped(1))
        let testStore = TestStore(initialState: ShopState(), reducer: shopReducer, effects: factory)
        testStore.send(.itemTapped(1)) { try $0.navigation.push(.loading(1)) }
        await testStore.receive(.detailsLoaded(1)) { try $0.navigation.push(.details(1)) }
        testStore.finish()
        let report = Explorer(reducer: shopReducer, initialState: ShopState(), actions: shopActions)
            .invariant("details sit on their loading screen") { $0.detailsSitOnTheirLoadingScreen }
            .answeringLate(work: factory)
            .run()
        #expect(report.violations.isEmpty, "\(report)")
        await store.waitUntilIdle()
        #expect(Array(store.state.navigation.rootStack) == [.list, .loading(1), .details(1)])
    }
}
