import Foundation
import NavigationReducer
import NavigationReducerTesting
import Testing

/// The shop refusing every details reply: the reply is its load's last answer, so it is lost.
let shopRefusingReplies = Reduce<ShopState, ShopAction, ShopEffect> { state, action in
    if case .detailsLoaded = action { throw NavigationRejection.refused(ShopRefusal.nothingToPushOver) }
    return try shopReducer.reduce(into: &state, action: action)
}

/// The shop refusing its replies, one item tapped, its loads answering as `answers` says,
/// with the rule that a loading screen waits for a load in flight.
func shopRefusingRepliesExplorer(answers: @escaping @Sendable (ShopEffect) -> WorkAnswers<ShopAction>) -> Explorer<
    LateAnswers<Reduce<ShopState, ShopAction, ShopEffect>>,
    LateAnswers<Reduce<ShopState, ShopAction, ShopEffect>>.Key<ShopState>
> {
    Explorer(reducer: shopRefusingReplies, initialState: ShopState()) { state in
        state.navigation.rootStack.isAtRoot ? [.itemTapped(1)] : []
    }
    .answeringLate(work: ShopWiring().work, answers: answers)
    .invariant("a loading screen waits for its load") { state in
        guard case .loading = state.navigation.topScreen else { return true }
        return !state.workInFlight.isEmpty
    }
    .limited(states: 1_000)
}

/// Why the reply of `shopRefusingReplies` is refused, as a late-answer step reads it.
let lostReply = NavigationRejection.refused(LateAnswerReason.lost(.refused(ShopRefusal.nothingToPushOver)))

@MainActor @Suite struct ARefusedAnswerShowsAsRefusedEverywhere {
    func explorer() -> Explorer<
        LateAnswers<Reduce<ShopState, ShopAction, ShopEffect>>,
        LateAnswers<Reduce<ShopState, ShopAction, ShopEffect>>.Key<ShopState>
    > { shopRefusingRepliesExplorer(answers: shopAnswers) }

    @Test func thePathSaysTheAnswerWasRejectedAndWhy() throws {
        let report = explorer().run()
        let violation = try #require(report.violations.first)
        #expect(
            report.description.hasSuffix(
                """
                    1. itemTapped(1)
                    2. detailsLoaded(1) arrives (work of loadDetails(1)) (rejected: \(lostReply))
                """), "\(report)")
        #expect(violation.description.hasSuffix("(rejected: \(lostReply))"))
    }

    @Test func theReportCountsTheRefusedAnswerAmongTheRejections() {
        let report = explorer().run()
        #expect(report.rejections.map(\.example) == [lostReply])
        #expect(report.description.contains("1 × LateAnswerReason.lostAnswer"), "\(report)")
    }

    @Test func theTraceRecordsTheAnswerAsRejectedAndReplaysAlike() throws {
        let explorer = explorer()
        let violation = try #require(explorer.run().violations.first)
        let answer = try #require(violation.path.last)
        #expect(violation.trace.entries.last == .rejected(answer, lostReply))
        #expect(violation.trace.replay(from: explorer.initialState, reducer: explorer.reducer).divergence == nil)
    }

    @Test func aTestStoreReplayNamesTheReasonOfTheRefusal() throws {
        let violation = try #require(explorer().run().violations.first)
        let store = TestStore(initialState: ShopState(), reducer: shopRefusingReplies, effects: ShopWiring().work)
        store.replay(violation.path)
        #expect(
            store.history == [
                "send(itemTapped(1))",
                "receive(detailsLoaded(1)) → rejected: \(NavigationRejection.refused(ShopRefusal.nothingToPushOver))",
            ])
    }

    @Test func aLostAnswerIsListedWithoutARuleWrittenForIt() {
        let report = Explorer(reducer: shopRefusingReplies, initialState: ShopState(), actions: shopActions)
            .answeringLate(work: ShopWiring().work, answers: shopAnswers)
            .limited(states: 1_000)
            .run()
        #expect(report.rejections.contains { $0.example == lostReply }, "\(report)")
        #expect(report.description.contains("lostAnswer"))
    }

    @Test func anAnswerRefusedBeforeItsWorksLastIsRejectedButNotLost() {
        let twice: @Sendable (ShopEffect) -> WorkAnswers<ShopAction> = { effect in
            if case .loadDetails(let id) = effect { return .sends(.detailsLoaded(id), .detailsFailed(id)) }
            return shopAnswers(effect)
        }
        let report = Explorer(reducer: shopRefusingReplies, initialState: ShopState()) { state in
            state.navigation.rootStack.isAtRoot ? [.itemTapped(1)] : []
        }
        .answeringLate(work: ShopWiring().work, answers: twice)
        .limited(states: 1_000)
        .run()
        #expect(report.rejections.map(\.example) == [.refused(ShopRefusal.nothingToPushOver)], "\(report)")
    }
}

/// A details load that may fail after its reply: refused, the reply is lost only if the load
/// then ends without its failure.
@Sendable func replyThenMaybeFailure(_ effect: ShopEffect) -> WorkAnswers<ShopAction> {
    if case .loadDetails(let id) = effect {
        return .oneOf(.sends(.detailsLoaded(id)), .sends(.detailsLoaded(id), .detailsFailed(id)))
    }
    return shopAnswers(effect)
}

@Suite struct AnAnswerRefusedAndThenItsWorkEndingIsLost {
    typealias Step = LateAnswers<Reduce<ShopState, ShopAction, ShopEffect>>.Step

    func explorer() -> Explorer<
        LateAnswers<Reduce<ShopState, ShopAction, ShopEffect>>,
        LateAnswers<Reduce<ShopState, ShopAction, ShopEffect>>.Key<ShopState>
    > { shopRefusingRepliesExplorer(answers: replyThenMaybeFailure) }

    @Test func theEndingIsShownRejectedAsLostWithTheAnswersReason() throws {
        let report = explorer().run()
        #expect(
            report.description.hasSuffix(
                """
                    1. itemTapped(1)
                    2. detailsLoaded(1) arrives (work of loadDetails(1)) (rejected: \(NavigationRejection.refused(ShopRefusal.nothingToPushOver)))
                    3. the work of loadDetails(1) ends (rejected: \(lostReply))
                """), "\(report)")
        #expect(report.rejections.contains { $0.example == lostReply }, "\(report)")
    }

    @Test func anAnswerTakenAfterTheRefusedReplyLosesNothingWhenTheWorkThenEnds() {
        // The reply is refused, the failure taken, and the load may end there or send one more.
        let report = Explorer(reducer: shopRefusingReplies, initialState: ShopState()) { state in
            state.navigation.rootStack.isAtRoot ? [.itemTapped(1)] : []
        }
        .answeringLate(work: ShopWiring().work) { effect in
            if case .loadDetails(let id) = effect {
                return .oneOf(
                    .sends(.detailsLoaded(id), .detailsFailed(id)),
                    .sends(.detailsLoaded(id), .detailsFailed(id), .resultsArrived("late")))
            }
            return shopAnswers(effect)
        }
        .limited(states: 1_000)
        .run()
        #expect(report.states.contains { $0.results == "late" })
        #expect(!report.description.contains("lostAnswer"), "\(report)")
    }

    @Test func workWhoseLastAnswerWasRefusedIsOtherWorkThanTheSameWorkWithout() throws {
        let explorer = explorer()
        let violation = try #require(explorer.run().violations.first)
        let states = violation.trace.replay(from: explorer.initialState, reducer: explorer.reducer).states
        let refused = try #require(states.dropLast().last?.workInFlight.first)
        var fields = try #require(
            try JSONSerialization.jsonObject(with: try JSONEncoder().encode(refused)) as? [String: Any])
        #expect(fields["lastAnswerRefused"] as? Bool == true)
        fields["lastAnswerRefused"] = nil
        let without = try JSONDecoder().decode(
            WorkInFlight<ShopAction, ShopEffect>.self, from: try JSONSerialization.data(withJSONObject: fields))
        #expect(!without.lastAnswerRefused)
        #expect(without != refused)
        #expect(
            try JSONDecoder().decode(WorkInFlight<ShopAction, ShopEffect>.self, from: JSONEncoder().encode(refused))
                == refused)
    }

    @Test func theWorkInFlightSaysItsLastAnswerWasRefused() throws {
        let explorer = explorer()
        let violation = try #require(explorer.run().violations.first)
        let replayed = violation.trace.replay(from: explorer.initialState, reducer: explorer.reducer)
        let beforeTheEnd = try #require(replayed.states.dropLast().last)
        #expect(beforeTheEnd.workInFlight.map(\.lastAnswerRefused) == [true])
        #expect(explorer.initialState.workInFlight.isEmpty)
    }

    @Test func itsTraceIsSavedWithTheRefusalAndReplaysFromTheFile() throws {
        let explorer = explorer()
        let violation = try #require(explorer.run().violations.first)
        let decoder = JSONDecoder()
        decoder.userInfo[.rejectionReasons] = [ShopRefusal.self, LateAnswerReason.self] as [any RejectionReason.Type]
        let trace = try decoder.decode(Trace<Step>.self, from: try JSONEncoder().encode(violation.trace))
        #expect(trace == violation.trace)
        #expect(trace.entries.last?.rejection == lostReply)
        #expect(trace.replay(from: explorer.initialState, reducer: explorer.reducer).divergence == nil)
    }
}
