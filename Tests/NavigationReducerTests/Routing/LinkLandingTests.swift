import Foundation
import NavigationReducer
import NavigationReducerTesting
import Testing

/// A mail core: composing a message sends it in the background, and a notification opens a
/// message as a whole tree (the inbox under it) or, from the link `mail://peek/:id`, over what
/// the user is doing. The app keeps track of its send, so the landing can look at it.
private enum MailScreen: Hashable, Sendable { case inbox, message(Int), compose, signIn }
private enum MailAction: Hashable, Sendable {
    case linkOpened(URL), composeTapped, sendTapped, sent, signedOut, signedIn, draftAlertShown, draftKept, refreshed
    case userNavigated(UserNavigation<MailScreen>)
}
private enum MailEffect: Hashable, Sendable { case send, dropped(NavigationRejection) }
private struct MailState: NavigableState, Hashable {
    var navigation = NavigationState<MailScreen, MailAction>(root: .inbox)
    var isSending = false
    var signedIn = true
    var pendingLink: NavigationDestination<MailScreen, MailAction>?
    var heldAlert: AlertState<MailAction>.Held?
}

private enum MailRefusal: RejectionReason {
    case sending, notSending, composing, notComposing
    var description: String {
        switch self {
        case .sending: "a message is being sent"
        case .notSending: "no message is being sent"
        case .composing: "a message is being written"
        case .notComposing: "no message is being written"
        }
    }
}

private struct MailCore: Reducer {
    func reduce(into state: inout MailState, action: MailAction) throws(NavigationRejection) -> EffectList<MailEffect> {
        switch action {
        case .composeTapped:
            guard !state.navigation.contains(.compose) else { throw .refused(MailRefusal.composing) }
            try state.navigation.present(.compose)
        case .sendTapped:
            guard state.navigation.topScreen == .compose, !state.isSending else { throw .refused(MailRefusal.sending) }
            state.isSending = true
            return [.send]
        case .sent:
            guard state.isSending else { throw .refused(MailRefusal.notSending) }
            if state.navigation.contains(.compose) { try state.navigation.stopFlow(startingAt: .compose) }
            state.isSending = false
        case .signedOut: state.signedIn = false
        case .signedIn:
            state.signedIn = true
            try state.navigation.dismiss()
        case .draftAlertShown:
            guard state.navigation.topScreen == .compose else { throw .refused(MailRefusal.notComposing) }
            try state.navigation.showAlert(AlertState(title: "Discard draft?", .cancel("Keep", sending: .draftKept)))
        case .draftKept: try state.navigation.chooseAlertButton(sending: .draftKept)
        case .userNavigated(let change): try state.navigation.apply(change)
        case .linkOpened, .refreshed: break
        }
        return []
    }
}

private let mailRouter = DeepLinkRouter<MailScreen, MailAction>(scheme: "mail")
    .route("messages/:id") { match in try NavigationDestination([.inbox, .message(match.int("id"))]) }
    .route("peek/:id") { match in .presenting(PresentedFlow(root: .message(try match.int("id")), style: .sheet)) }

private let mailRules = AppRules(guards: [
    RouteGuard<MailState>(
        "signed in", protects: { if case .message = $0 { true } else { false } }, allows: { $0.signedIn },
        redirect: { state in if state.navigation.topScreen != .signIn { try state.navigation.present(.signIn) } })
])

private let linkURL: @Sendable (MailAction) -> URL? = { action in
    if case .linkOpened(let url) = action { url } else { nil }
}

/// A link that would take the user off a message being sent waits until it is sent; one over
/// the draft's alert keeps the alert; a peek lands over whatever is shown.
private let waitingForTheSend: some Reducer<MailState, MailAction, MailEffect> = MailCore().openingLinks(
    router: mailRouter, rules: mailRules, pending: \.pendingLink, heldAlert: \.heldAlert, url: linkURL,
    landing: { state, destination in
        if state.isSending, !destination.isRelative { return nil }
        if state.navigation.alert?.button(sending: .draftKept) != nil, destination.isRelative {
            return destination.keepingTheAlert()
        }
        return destination
    },
    dropped: { _, reason in [.dropped(reason)] })

/// The same core refusing, with its reason, a link that would take the user off a send.
private let refusingOverTheSend: some Reducer<MailState, MailAction, MailEffect> = MailCore().openingLinks(
    router: mailRouter, rules: mailRules, pending: \.pendingLink, url: linkURL,
    landing: { state, destination in
        guard !state.isSending || destination.isRelative else { throw NavigationRejection.refused(MailRefusal.sending) }
        return destination
    })

private func link(_ text: String) -> MailAction {
    .linkOpened(URL(string: "mail://\(text)")!)
}

private func sending() throws -> MailState {
    var state = MailState()
    _ = try waitingForTheSend.reduce(into: &state, action: .composeTapped)
    _ = try waitingForTheSend.reduce(into: &state, action: .sendTapped)
    return state
}

@Suite struct ALinkLandsWhereTheWholeStateLetsIt {
    @Test func aWholeTreeLinkWaitsWhileTheUserSendsAndLandsOnceItIsSent() throws {
        let before = try sending()
        var state = before
        let effects = try waitingForTheSend.reduce(into: &state, action: link("messages/7"))
        #expect(Array(effects).isEmpty)
        #expect(state.navigation == before.navigation, "the compose sheet stays while its message is sent")
        #expect(state.isSending)
        #expect(state.pendingLink == (try NavigationDestination([.inbox, .message(7)])))

        _ = try waitingForTheSend.reduce(into: &state, action: .sent)
        #expect(state.navigation.stacks.map { Array($0) } == [[.inbox, .message(7)]])
        #expect(state.pendingLink == nil)
    }

    @Test func aWaitingLinkIsAskedAgainAfterEachActionAndWaitsWhileTheSendRuns() throws {
        var state = try sending()
        _ = try waitingForTheSend.reduce(into: &state, action: link("messages/7"))
        _ = try waitingForTheSend.reduce(into: &state, action: .signedOut)
        #expect(state.pendingLink != nil)
        #expect(state.navigation.topScreen == .compose)
    }

    @Test func aRelativeLinkLandsOverTheSendAtOnce() throws {
        var state = try sending()
        _ = try waitingForTheSend.reduce(into: &state, action: link("peek/3"))
        #expect(state.navigation.stacks.map { Array($0) } == [[.inbox], [.compose], [.message(3)]])
        #expect(state.pendingLink == nil)
    }

    @Test func aNewerLinkWaitsInsteadOfTheOneWaiting() throws {
        var state = try sending()
        _ = try waitingForTheSend.reduce(into: &state, action: link("messages/7"))
        _ = try waitingForTheSend.reduce(into: &state, action: link("messages/8"))
        _ = try waitingForTheSend.reduce(into: &state, action: .sent)
        #expect(state.navigation.stacks.map { Array($0) } == [[.inbox, .message(8)]])
    }

    @Test func aLinkWaitingBehindASignInIsAskedAgainWhenItResumes() throws {
        var state = MailState()
        _ = try waitingForTheSend.reduce(into: &state, action: .signedOut)
        _ = try waitingForTheSend.reduce(into: &state, action: link("messages/7"))
        #expect(state.navigation.topScreen == .signIn)
        state.isSending = true
        _ = try waitingForTheSend.reduce(into: &state, action: .signedIn)
        #expect(state.navigation.stacks.map { Array($0) } == [[.inbox]])
        #expect(state.pendingLink == (try NavigationDestination([.inbox, .message(7)])), "it waits for the send")
        state.isSending = false
        _ = try waitingForTheSend.reduce(into: &state, action: .refreshed)
        #expect(state.navigation.stacks.map { Array($0) } == [[.inbox, .message(7)]])
        #expect(state.pendingLink == nil)
    }

    @Test func aLandingThatRefusesOverASendLeavesTheStateAsItWasWithTheAppsReason() throws {
        var state = MailState()
        _ = try refusingOverTheSend.reduce(into: &state, action: .composeTapped)
        _ = try refusingOverTheSend.reduce(into: &state, action: .sendTapped)
        let before = state
        #expect(throws: NavigationRejection.refused(MailRefusal.sending)) {
            try refusingOverTheSend.reduce(into: &state, action: link("messages/7"))
        }
        #expect(state == before)
    }

    @Test func aLandingSeesTheAlertItselfAndKeepsItForWhenTheUserReturns() throws {
        var state = MailState()
        _ = try waitingForTheSend.reduce(into: &state, action: .composeTapped)
        _ = try waitingForTheSend.reduce(into: &state, action: .draftAlertShown)
        let before = state
        _ = try waitingForTheSend.reduce(into: &state, action: link("peek/3"))
        #expect(state.navigation.stacks.map { Array($0) } == [[.inbox], [.compose], [.message(3)]])
        #expect(state.navigation.alert == nil)
        _ = try waitingForTheSend.reduce(
            into: &state, action: .userNavigated(.dismissedFlow(root: .message(3), level: 2)))
        #expect(state == before, "the draft's alert is back over the compose sheet")
    }

    @Test func aLinkThatWouldWaitWithNowhereToWaitIsRefused() throws {
        let core = MailCore().openingLinks(
            router: mailRouter, rules: mailRules, url: linkURL, landing: { _, _ in nil })
        var state = MailState()
        let before = state
        #expect(throws: NavigationRejection.deepLinkRefused(.nowhereToWait)) {
            try core.reduce(into: &state, action: link("messages/7"))
        }
        #expect(state == before)
    }

    @Test func aLandingThatRefusesAWaitingLinkDropsItWithTheReason() throws {
        let core = MailCore().openingLinks(
            router: mailRouter, rules: mailRules, pending: \.pendingLink, url: linkURL,
            landing: { state, destination in
                if state.isSending { return nil }
                guard state.signedIn else { throw NavigationRejection.refused(MailRefusal.sending) }
                return destination
            },
            dropped: { _, reason in [.dropped(reason)] })
        var state = MailState()
        _ = try core.reduce(into: &state, action: .composeTapped)
        _ = try core.reduce(into: &state, action: .sendTapped)
        _ = try core.reduce(into: &state, action: link("messages/7"))
        state.isSending = false
        let effects = try core.reduce(into: &state, action: .signedOut)
        #expect(Array(effects) == [.dropped(.refused(MailRefusal.sending))])
        #expect(state.pendingLink == nil)
        #expect(state.navigation.topScreen == .compose)
    }
}

/// The mail core's proof, as an app would write it: from every state it reaches, a peek
/// dismissed returns the user exactly where they were — the draft's alert included.
@Suite struct APeekReturnsExactlyWhereTheUserWas {
    fileprivate static let peek = link("peek/3")

    fileprivate static func possible(in state: MailState) -> [MailAction] {
        var actions: [MailAction] = [
            .composeTapped, .sendTapped, .sent, .draftAlertShown, .draftKept, link("messages/7"),
        ]
        // One peek at a time: a peek over a peek over a peek is a bigger space, not another proof.
        if !state.navigation.contains(.message(3)) { actions.append(peek) }
        if state.navigation.isPresenting {
            actions.append(
                .userNavigated(.dismissedFlow(root: state.navigation.topStack.root, level: state.navigation.topLevel)))
        }
        return actions
    }

    fileprivate static func dismissed(_ state: MailState) -> MailState? {
        var dismissed = state
        let swipe = MailAction.userNavigated(
            .dismissedFlow(root: state.navigation.topStack.root, level: state.navigation.topLevel))
        guard (try? waitingForTheSend.reduce(into: &dismissed, action: swipe)) != nil else { return nil }
        return dismissed
    }

    @Test func overEveryReachableStateAPeekDismissedIsTheStateBeforeIt() {
        let report = Explorer(reducer: waitingForTheSend, initialState: MailState(), actions: Self.possible)
            .rules(mailRules)
            .transitionInvariant("a peek dismissed returns exactly where the user was") { before, action, after, _ in
                action != Self.peek || Self.dismissed(after) == before
            }
            .limited(states: 2_000)
            .run()
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.truncation == nil)
        #expect(report.states.contains { $0.heldAlert != nil }, "a peek over the draft's alert is explored")
    }
}
