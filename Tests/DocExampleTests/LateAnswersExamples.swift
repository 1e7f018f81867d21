import NavigationReducer
import NavigationReducerTesting
import Testing

// Sources/NavigationReducerTesting/LateAnswers: WorkAnswers, Explorer.answeringLate and
// TestStore.replay, on an app whose details load runs for the store instead of its screen.
@MainActor @Suite struct LateAnswersExamples {
    enum Screen: Hashable, Sendable { case list, loading(Int), details(Int) }
    struct AppState: NavigableState, Hashable {
        var navigation = NavigationState<Screen, AlertAction>(root: .list)
        var messages = 0

        var detailsShowOverLoading: Bool {
            let screens = Array(navigation.rootStack)
            return screens.indices.allSatisfy { index in
                guard case .details(let id) = screens[index] else { return true }
                return index > 0 && screens[index - 1] == .loading(id)
            }
        }
    }
    enum AppAction: Hashable, Sendable {
        case itemTapped(Int), backTapped, detailsLoaded(Int), detailsFailed(Int), messageArrived
        static func possible(in state: AppState) -> [AppAction] {
            state.navigation.rootStack.isAtRoot ? [.itemTapped(1)] : [.backTapped]
        }
    }
    enum AppEffect: Hashable, Sendable {
        case loadDetails(Int), listenToMessages, save

        static let api = DetailsAPI()

        @Sendable static func work(_ effect: AppEffect) -> Work<AppAction, Screen> {
            switch effect {
            case .loadDetails(let id):
                return .run { send in await send(await api.load(id)) }
                    .answering(.oneOf(.sends(.detailsLoaded(id)), .sends(.detailsFailed(id))))
            case .listenToMessages, .save:
                return .none
            }
        }
    }
    struct DetailsAPI: Sendable {
        func load(_ id: Int) async -> AppAction { .detailsLoaded(id) }
    }
    struct AppReducer: Reducer {
        func reduce(into state: inout AppState, action: AppAction) throws(NavigationRejection) -> EffectList<AppEffect>
        {
            switch action {
            case .itemTapped(let id):
                try state.navigation.push(.loading(id))
                return [.loadDetails(id)]
            case .backTapped:
                try state.navigation.pop()
            case .detailsLoaded(let id):
                try state.navigation.push(.details(id))
            case .detailsFailed:
                try state.navigation.pop()
            case .messageArrived:
                state.messages += 1
            }
            return []
        }
    }

    @Test func theAnswersOfEachEffectsWork() {
        let answers: @Sendable (AppEffect) -> WorkAnswers<AppAction> = { effect in
            switch effect {
            case .loadDetails(let id): .oneOf(.sends(.detailsLoaded(id)), .sends(.detailsFailed(id)))
            case .listenToMessages: .keepsSending(.messageArrived)
            case .save: .endsWithoutSending
            }
        }
        #expect(answers(.loadDetails(1)).description == "oneOf(sends(.detailsLoaded(1)), sends(.detailsFailed(1)))")
        #expect(answers(.listenToMessages).description == "keepsSending(.messageArrived)")
    }

    @Test func aLoadThatOutlivesItsScreenIsFoundAndReplayed() throws {
        let report = Explorer(reducer: AppReducer(), initialState: AppState(), actions: AppAction.possible)
            .answeringLate(work: AppEffect.work) { effect in
                switch effect {
                case .loadDetails(let id): .sends(.detailsLoaded(id))
                case .listenToMessages: .keepsSending(.messageArrived)
                case .save: .endsWithoutSending
                }
            }
            .invariant("details show over their loading screen") { $0.detailsShowOverLoading }
            .run()
        let violation = try #require(report.violations.first)
        #expect(
            violation.path.map(\.description) == [
                "itemTapped(1)", "backTapped", "detailsLoaded(1) arrives (work of loadDetails(1))",
            ])

        let store = TestStore(initialState: AppState(), reducer: AppReducer(), effects: AppEffect.work)
        store.replay(violation.path)
        #expect(store.state.navigation.topScreen == .details(1))
        #expect(!store.state.detailsShowOverLoading)
    }

    @Test func theFactorysOwnDescriptionIsExploredWithItsAnswersLate() throws {
        let report = Explorer(reducer: AppReducer(), initialState: AppState(), actions: AppAction.possible)
            .answeringLate(work: AppEffect.work)
            .run()
        #expect(report.states.contains { $0.navigation.topScreen == .details(1) })
        #expect(report.states.contains { $0.navigation.rootStack.isAtRoot && $0.workInFlight.count == 1 })
    }
}
