import NavigationReducer
import NavigationReducerTesting
import Testing

@Suite struct ExploringAnswersThatArriveLate {
    typealias Step = LateAnswers<Reduce<ShopState, ShopAction, ShopEffect>>.Step

    @Test func aReplyThatArrivesAfterTheUserWentBackIsFoundWithTheReplyInItsShortestPath() throws {
        let report = shopExplorer(ShopWiring(tiesLoadToScreen: false)).run()
        let violation = try #require(report.violations.first)
        #expect(violation.rule == "details sit on their loading screen")
        #expect(
            violation.path.map(\.description) == [
                "itemTapped(1)", "back", "detailsLoaded(1) arrives (work of loadDetails(1))",
            ])
        #expect(violation.path.last?.action == .detailsLoaded(1))
    }

    @Test func theImmediateAnswerModelCannotFindTheLateReply() {
        let report = Explorer(reducer: shopReducer, initialState: ShopState(), actions: shopActions)
            .invariant("details sit on their loading screen") { $0.detailsSitOnTheirLoadingScreen }
            .followingUp { effect in
                if case .loadDetails(let id) = effect { return [.detailsLoaded(id)] }
                return []
            }
            .run()
        #expect(report.violations.isEmpty)
    }

    @Test func workTiedToItsScreenNeverAnswersOnceTheScreenLeft() {
        let report = shopExplorer(ShopWiring(tiesLoadToScreen: true)).run()
        #expect(report.violations.isEmpty, "\(report)")
        // The list; loading, its load in flight; details, the load over. Going back while
        // loading cancels the load: the list again, with nothing in flight.
        #expect(report.states.map(\.workInFlight.count) == [0, 1, 0])
        #expect(report.states.map(\.app.navigation.topScreen) == [.list, .loading(1), .details(1)])
    }

    @Test func anOldSearchsAnswerIsFoundUnlessSearchesAreNamed() throws {
        func explorer(_ wiring: ShopWiring) -> Explorer<
            LateAnswers<Reduce<ShopState, ShopAction, ShopEffect>>,
            LateAnswers<Reduce<ShopState, ShopAction, ShopEffect>>.Key<ShopState>
        > {
            Explorer(reducer: shopReducer, initialState: ShopState()) { _ in [.searched("a"), .searched("b")] }
                .transitionInvariant("results arrive for the latest query") { before, action, _, _ in
                    guard case .resultsArrived(let query) = action else { return true }
                    return query == before.query
                }
                .answeringLate(work: wiring.work, answers: shopAnswers)
                .limited(states: 1_000)
        }
        let unnamed = explorer(ShopWiring(namesSearch: false)).run()
        let violation = try #require(unnamed.violations.first)
        #expect(
            violation.path.map(\.description) == [
                "searched(\"a\")", "searched(\"b\")", "resultsArrived(\"a\") arrives (work of search(\"a\"))",
            ])
        let named = explorer(ShopWiring(namesSearch: true)).run()
        #expect(named.violations.isEmpty, "\(named)")
        #expect(named.states.allSatisfy { $0.workInFlight.count <= 1 })
    }

    @Test func aStateWaitingOnlyForAnAnswerIsNotADeadEnd() {
        let noBackWhileLoading: @Sendable (ShopState) -> [ShopAction] = { state in
            switch state.navigation.topScreen {
            case .list: [.itemTapped(1)]
            case .loading: []
            case .details: [.back]
            }
        }
        let withoutAnswers = Explorer(reducer: shopReducer, initialState: ShopState(), actions: noBackWhileLoading)
            .run()
        #expect(withoutAnswers.deadEnds.map(\.state.navigation.topScreen) == [.loading(1)])
        let withAnswers = Explorer(reducer: shopReducer, initialState: ShopState(), actions: noBackWhileLoading)
            .answeringLate(work: ShopWiring().work, answers: shopAnswers)
            .limited(states: 1_000)
            .run()
        #expect(withAnswers.deadEnds.isEmpty)
        #expect(withAnswers.cannotGetBack.isEmpty)
    }

    @Test func everyWayTheWorkMayGoIsExplored() {
        let report = Explorer(reducer: shopReducer, initialState: ShopState(), actions: shopActions)
            .answeringLate(work: ShopWiring(tiesLoadToScreen: true).work) { effect in
                guard case .loadDetails(let id) = effect else { return .runsUntilCancelled }
                return .oneOf(.sends(.detailsLoaded(id)), .sends(.detailsFailed(id)), .endsWithoutSending)
            }
            .limited(states: 1_000)
            .run()
        let transitions = report.graph(node: { "\($0.app.navigation.topScreen)/\($0.workInFlight.count)" }).edges
        // A reply, a failure that pops back to the list, and an ending that leaves the
        // loading screen waiting with nothing in flight.
        #expect(transitions.contains { $0.from == "loading(1)/1" && $0.to == "details(1)/0" })
        #expect(
            transitions.contains {
                $0.from == "loading(1)/1" && $0.to == "list/0" && $0.label.hasPrefix("detailsFailed")
            })
        #expect(transitions.contains { $0.from == "loading(1)/1" && $0.to == "loading(1)/0" })
    }

    @Test func workThatKeepsSendingAnswersUntilItIsCancelled() {
        let report = Explorer(reducer: shopReducer, initialState: ShopState()) { _ in [.searched("a"), .searched("b")] }
            .answeringLate(work: ShopWiring(namesSearch: true).work) { effect in
                guard case .search(let query) = effect else { return .runsUntilCancelled }
                return .keepsSending(.resultsArrived(query))
            }
            .limited(states: 1_000)
            .run()
        // Results arrive and the search goes on, until the next search restarts it.
        #expect(report.states.contains { $0.results == "a" && $0.workInFlight.count == 1 })
        #expect(report.states.allSatisfy { $0.workInFlight.count <= 1 })
        #expect(report.truncation == nil)
    }

    @Test func workThatRunsUntilCancelledPilesUpToTheLimitWithoutDeadEnds() {
        // Each tick starts a ping for the store; the ping never ends, so pings pile up until
        // the limit on work in flight cuts the search.
        let report = Explorer(reducer: shopReducer, initialState: ShopState()) { _ in [.tick] }
            .answeringLate(work: ShopWiring().work, answers: shopAnswers, workInFlight: 3)
            .limited(states: 1_000)
            .run()
        #expect(report.truncation == .workInFlight)
        #expect(report.states.map(\.workInFlight.count) == [0, 1, 2, 3])
        // The state the limit stopped at is cut short, not a dead end nor a place of no return.
        #expect(report.deadEnds.isEmpty)
        #expect(report.cannotGetBack.isEmpty)
    }

    @Test func statesAreToldApartByTheirWorkInFlightWhateverOrderItStartedIn() {
        // Searching changes nothing but the work in flight: a then b, and b then a, hold the
        // same two searches.
        let searchOnly = Reduce<ShopState, ShopAction, ShopEffect> { _, action in
            guard case .searched(let query) = action else { return [] }
            return [.search(query)]
        }
        let report = Explorer(reducer: searchOnly, initialState: ShopState()) { _ in [.searched("a"), .searched("b")] }
            .answeringLate(work: ShopWiring().work, answers: { _ in .runsUntilCancelled }, workInFlight: 2)
            .limited(states: 1_000)
            .run()
        let work = report.states.map { $0.workInFlight.map { "\($0)" }.sorted().joined(separator: " ") }
        #expect(
            work == [
                "", "search(\"a\")", "search(\"b\")", "search(\"a\") search(\"a\")", "search(\"a\") search(\"b\")",
                "search(\"b\") search(\"b\")",
            ])
    }

    @Test func anAnswerTheAppRefusesStillEndsItsWork() {
        let refusing = Reduce<ShopState, ShopAction, ShopEffect> { state, action in
            if case .detailsLoaded = action { throw NavigationRejection.refused(ShopRefusal.nothingToPushOver) }
            return try shopReducer.reduce(into: &state, action: action)
        }
        let report = Explorer(reducer: refusing, initialState: ShopState()) { state in
            state.navigation.rootStack.isAtRoot ? [.itemTapped(1)] : []
        }
        .answeringLate(work: ShopWiring().work, answers: shopAnswers)
        .limited(states: 1_000)
        .run()
        // Loading, its load in flight; then loading still, the reply refused and the load over.
        #expect(report.states.map(\.workInFlight.count) == [0, 1, 0])
        #expect(report.states.map(\.app.navigation.topScreen) == [.list, .loading(1), .loading(1)])
    }

    @Test func theReportIsTheSameForOneTwoAndFourWorkers() {
        let explorer = Explorer(reducer: shopReducer, initialState: ShopState()) { state in
            [.searched("a"), .searched("b"), state.navigation.rootStack.isAtRoot ? .itemTapped(1) : .back]
        }
        .invariant("details sit on their loading screen") { $0.detailsSitOnTheirLoadingScreen }
        .answeringLate(work: ShopWiring(namesSearch: true).work, answers: shopAnswers)
        .limited(states: 2_000)
        let one = explorer.run()
        #expect(one.truncation == .workInFlight)
        for workers in [2, 4] {
            let many = explorer.run(onThreads: workers)
            #expect(many.states == one.states)
            #expect(many.violations.map(\.path) == one.violations.map(\.path))
            #expect(many.transitionCount == one.transitionCount)
            #expect(many.truncation == one.truncation)
            #expect(many.deadEnds.map(\.path) == one.deadEnds.map(\.path))
            #expect(many.rejections.map(\.count) == one.rejections.map(\.count))
        }
        #expect(one.violations.count == 1)
    }

    @Test func aRefusalThatChangedTheStateBreaksTheRuleAsWithoutAnswers() throws {
        let sloppy = Reduce<ShopState, ShopAction, ShopEffect> { state, action in
            if action == .back, state.navigation.topScreen == .details(1) {
                state.query = "changed"
                throw NavigationRejection.refused(ShopRefusal.nothingToPushOver)
            }
            return try shopReducer.reduce(into: &state, action: action)
        }
        let report = Explorer(reducer: sloppy, initialState: ShopState(), actions: shopActions)
            .answeringLate(work: ShopWiring(tiesLoadToScreen: true).work, answers: shopAnswers)
            .limited(states: 1_000)
            .run()
        let violation = try #require(report.violations.first)
        #expect(violation.rule == .rejectLeavesState)
        #expect(
            violation.path.map(\.description) == [
                "itemTapped(1)", "detailsLoaded(1) arrives (work of loadDetails(1))", "back",
            ])
    }

    @Test func anImmediateSendIsProcessedWithinTheStepAsTheStoreProcessesIt() {
        let pingGoesBack: @Sendable (ShopEffect) -> Work<ShopAction, ShopScreen> = { effect in
            effect == .ping ? .send(.back) : ShopWiring(tiesLoadToScreen: true).work(effect)
        }
        let report = Explorer(reducer: shopReducer, initialState: ShopState()) { state in
            state.navigation.rootStack.isAtRoot ? [.itemTapped(1)] : [.tick]
        }
        .answeringLate(work: pingGoesBack, answers: shopAnswers)
        .limited(states: 1_000)
        .run()
        let ticks = report.graph(node: { "\($0.navigation.topScreen)/\($0.workInFlight.count)" }).edges
            .filter { $0.label == "tick" }
        // A tick sends back at once: the loading screen is left, its load cancelled, in one step.
        #expect(ticks.map { "\($0.from) → \($0.to)" } == ["details(1)/0 → list/0", "loading(1)/1 → list/0"])
    }

    @Test func anAnswerTheAppRefusesIsNotJudgedByTheTransitionRules() {
        let checking = Reduce<ShopState, ShopAction, ShopEffect> { state, action in
            if case .resultsArrived(let query) = action, query != state.query {
                throw NavigationRejection.refused(ShopRefusal.staleResults)
            }
            return try shopReducer.reduce(into: &state, action: action)
        }
        let report = Explorer(reducer: checking, initialState: ShopState()) { _ in [.searched("a"), .searched("b")] }
            .transitionInvariant("results arrive for the latest query") { before, action, _, _ in
                guard case .resultsArrived(let query) = action else { return true }
                return query == before.query
            }
            .answeringLate(work: ShopWiring(namesSearch: false).work, answers: shopAnswers)
            .limited(states: 1_000)
            .run()
        #expect(report.violations.isEmpty, "\(report)")
    }
}
