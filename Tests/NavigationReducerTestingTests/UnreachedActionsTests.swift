import NavigationReducer
import NavigationReducerTesting
import Testing

/// A mail draft: a list, a draft presented over it, and its body.
private struct Draft: NavigableState, Hashable, Sendable {
    var navigation = NavigationState<String, Never>(root: "inbox")
    var body = "Hello"
}

private enum DraftAction: Hashable, Sendable {
    case composeTapped, cancelTapped, sendTapped, refreshTapped
    case bodyChanged(String)
}

private enum DraftRefusal: RejectionReason {
    case emptyDraft, nothingToSend
    var description: String { self == .emptyDraft ? "an empty draft is not sent" : "no draft is open" }
}

/// Send is offered everywhere but only a draft with a body over the inbox takes it; refresh is
/// always taken and changes nothing.
private let draftReducer = Reduce<Draft, DraftAction, Never> { state, action in
    switch action {
    case .composeTapped: try state.navigation.present("draft", style: .sheet)
    case .cancelTapped: try state.navigation.dismiss()
    case .sendTapped:
        guard state.navigation.topScreen == "draft" else { throw DraftRefusal.nothingToSend }
        guard !state.body.isEmpty else { throw DraftRefusal.emptyDraft }
        try state.navigation.dismiss()
    case .refreshTapped: break
    case .bodyChanged(let body): state.body = body
    }
    return []
}

@Suite("An exploration says what its action list cannot reach")
struct UnreachedActionsTests {
    @Test func anActionNoStateAcceptsIsNamedAndOneTakenWithoutAChangeIsNot() {
        let report = Explorer(reducer: draftReducer, initialState: Draft()) { _ in
            [.refreshTapped, .sendTapped, .cancelTapped]
        }
        .run()
        #expect(report.actionsNeverAccepted == [.sendTapped, .cancelTapped], "nothing ever presents the draft")
        let withCompose = Explorer(reducer: draftReducer, initialState: Draft()) { _ in
            [.composeTapped, .refreshTapped, .sendTapped, .cancelTapped]
        }
        .run()
        #expect(withCompose.actionsNeverAccepted.isEmpty)
    }

    @Test func aValueNoActionChangesIsFoundSoARuleAboutItWasCheckedOnOneValue() {
        let rule: @Sendable (Draft) -> Bool = { $0.navigation.topScreen != "draft" || !$0.body.isEmpty }
        let fixedBody = Explorer(reducer: draftReducer, initialState: Draft()) { _ in
            [.composeTapped, .sendTapped, .cancelTapped]
        }
        .invariant("an open draft has a body", rule)
        .run()
        #expect(fixedBody.violations.isEmpty)
        #expect(fixedBody.neverChanges(\.body), "the rule held only for the body the session started with")
        #expect(!fixedBody.neverChanges(\.navigation))
        let editing = Explorer(reducer: draftReducer, initialState: Draft()) { _ in
            [.composeTapped, .sendTapped, .cancelTapped, .bodyChanged("")]
        }
        .invariant("an open draft has a body", rule)
        .limited(states: 100)
        .run()
        #expect(!editing.neverChanges(\.body))
        #expect(editing.violations.map(\.rule) == ["an open draft has a body"])
    }
}
