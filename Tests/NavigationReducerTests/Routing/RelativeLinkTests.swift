import Foundation
import NavigationReducer
import Testing

/// A chat core: a notification presents a conversation over whatever the user is doing, a
/// product link pushes onto the flow they are in, and composing needs a signed-in user.
private enum ChatScreen: Hashable, Sendable { case inbox, conversation(Int), product(Int), settings, compose, signIn }
private enum ChatAction: Hashable, Sendable {
    case linkOpened(URL), opened(ChatScreen), presented(ChatScreen), signedIn, signedInOntoCompose, alertShown,
        alertAnswered,
        userNavigated(
            UserNavigation<ChatScreen>)
}
private enum ChatEffect: Hashable, Sendable { case load(ChatScreen), dropped(NavigationRejection) }
private struct ChatState: NavigableState, Hashable {
    var navigation = NavigationState<ChatScreen, String>(root: .inbox)
    var signedIn = true
    var pendingLink: NavigationDestination<ChatScreen, ChatAction>?
    var heldAlert: AlertState<String>.Held?
}

private enum ChatRefusal: RejectionReason {
    case busy
    var description: String { "the user is answering an alert" }
}

private struct ChatCore: Reducer {
    func reduce(into state: inout ChatState, action: ChatAction) throws(NavigationRejection) -> EffectList<ChatEffect> {
        switch action {
        case .opened(let screen): try state.navigation.push(screen)
        case .presented(let screen): try state.navigation.present(screen)
        case .signedIn:
            state.signedIn = true
            try state.navigation.dismiss()
        case .signedInOntoCompose:
            state.signedIn = true
            try state.navigation.dismiss()
            try state.navigation.present(.compose)
        case .alertShown: try state.navigation.showAlert(AlertState(title: "Hi", .cancel("OK", sending: "ok")))
        case .alertAnswered: try state.navigation.chooseAlertButton(sending: "ok")
        case .userNavigated(let change): try state.navigation.apply(change)
        case .linkOpened: break
        }
        return []
    }
}

private let chatRouter = DeepLinkRouter<ChatScreen, ChatAction>(scheme: "chat")
    .route(
        "notify/:id",
        lookingAt: { match, shown in
            let conversation = ChatScreen.conversation(try match.int("id"))
            guard var tree = shown, tree.contains(conversation) else {
                return .presenting(PresentedFlow(root: conversation, style: .sheet))
            }
            try tree.navigateBack(to: conversation)
            return tree.destination()
        }
    )
    .route("products/:id") { match in try .pushing([.product(match.int("id"))]) }
    .route("compose") { _ in .presenting(PresentedFlow(root: .compose, style: .sheet)) }
    .route("inbox") { _ in try NavigationDestination([.inbox]) }
    .route("seen/:id") { match in .unchanged(actions: [.opened(.product(try match.int("id")))]) }
    .route("seen") { _ in .unchanged() }
    .route("keep/:id") { match in .presenting(PresentedFlow(root: .conversation(try match.int("id")))).keepingTheAlert()
    }
    .route("later/:id") { match in
        .presenting(PresentedFlow(root: .conversation(try match.int("id")))).waitingForTheAlert()
    }
    .route("keep-pushing/:id") { match in try .pushing([.product(match.int("id"))]).keepingTheAlert() }
    .route("later-compose") { _ in .presenting(PresentedFlow(root: .compose)).waitingForTheAlert() }
    .route(
        "polite/:id",
        lookingAt: { match, _ in
            guard !match.isAlertShown else { throw NavigationRejection.refused(ChatRefusal.busy) }
            return .presenting(PresentedFlow(root: .conversation(try match.int("id"))))
        })

private let chatRules = AppRules(guards: [
    RouteGuard<ChatState>(
        "signed in", protects: { $0 == .compose }, allows: { $0.signedIn },
        redirect: { state in try state.navigation.present(.signIn) })
])
.rule("one compose sheet at most") { state in state.navigation.screens.count { $0 == .compose } <= 1 }

private let chat: some Reducer<ChatState, ChatAction, ChatEffect> = ChatCore().openingLinks(
    router: chatRouter, rules: chatRules, pending: \.pendingLink, heldAlert: \.heldAlert,
    url: { action in if case .linkOpened(let url) = action { url } else { nil } },
    arrived: { _, screens in EffectList(screens.map(ChatEffect.load)) },
    dropped: { _, reason in [.dropped(reason)] })

private func link(_ text: String) -> ChatAction {
    .linkOpened(URL(string: "chat://\(text)")!)
}

/// Sends `actions` in turn from a fresh state and returns the state they lead to.
private func state(after actions: [ChatAction], from start: ChatState = ChatState()) throws -> ChatState {
    var state = start
    for action in actions { _ = try chat.reduce(into: &state, action: action) }
    return state
}

@Suite struct LinksThatLandWhereTheUserIs {
    @Test func aNotificationPresentsOverTheScreenAndDismissingItReturnsExactlyWhereTheUserWas() throws {
        let before = try state(after: [.opened(.conversation(1)), .presented(.settings)])
        var after = before
        let effects = try chat.reduce(into: &after, action: link("notify/2"))
        #expect(
            after.navigation.stacks.map { Array($0) } == [[.inbox, .conversation(1)], [.settings], [.conversation(2)]])
        #expect(Array(effects) == [.load(.conversation(2))])
        _ = try chat.reduce(into: &after, action: .userNavigated(.dismissedFlow(root: .conversation(2), level: 2)))
        #expect(after == before)
    }

    @Test func aRelativeLinkKeepsTheEntriesOfEveryScreenItLeavesInPlace() throws {
        let before = try state(after: [.opened(.conversation(1)), .opened(.product(3))])
        var after = before
        _ = try chat.reduce(into: &after, action: link("notify/2"))
        let kept = try #require(before.navigation.stack(atLevel: 0))
        let shown = try #require(after.navigation.stack(atLevel: 0))
        #expect(kept.indices.map(kept.entryID(at:)) == shown.indices.map(shown.entryID(at:)))
        var whole = before
        _ = try chat.reduce(into: &whole, action: link("inbox"))
        let replaced = try #require(whole.navigation.stack(atLevel: 0))
        #expect(replaced.entryID(at: 0) == kept.entryID(at: 0))
        #expect(whole.navigation.stacks.map { Array($0) } == [[.inbox]])
    }

    @Test func aProductLinkPushesOntoTheFlowTheUserIsIn() throws {
        var state = try state(after: [.opened(.conversation(1)), .presented(.settings)])
        _ = try chat.reduce(into: &state, action: link("products/9"))
        #expect(state.navigation.stacks.map { Array($0) } == [[.inbox, .conversation(1)], [.settings, .product(9)]])
    }

    @Test func aRouteThatSeesTheConversationOpenGoesBackToItInsteadOfPresentingItTwice() throws {
        let before = try state(after: [.opened(.conversation(2)), .opened(.product(3)), .presented(.settings)])
        var state = before
        _ = try chat.reduce(into: &state, action: link("notify/2"))
        #expect(state.navigation.stacks.map { Array($0) } == [[.inbox, .conversation(2)]])
        let kept = try #require(before.navigation.stack(atLevel: 0))
        #expect(state.navigation.stack(atLevel: 0)?.entryID(at: 1) == kept.entryID(at: 1))
    }

    @Test func aRouteThatChangesNothingLeavesTheTreeAndTheAlertAsTheyWere() throws {
        let before = try state(after: [.opened(.conversation(1)), .presented(.settings), .alertShown])
        var after = before
        let effects = try chat.reduce(into: &after, action: link("seen"))
        #expect(after == before)
        #expect(after.navigation.alert != nil)
        #expect(effects.isEmpty)
        let destination = NavigationDestination<ChatScreen, ChatAction>.unchanged()
        #expect(destination.isRelative && destination.screens.isEmpty)
    }

    @Test func aRouteThatChangesNothingStillRunsItsActions() throws {
        var state = try state(after: [.opened(.conversation(1))])
        _ = try chat.reduce(into: &state, action: link("seen/4"))
        #expect(state.navigation.stacks.map { Array($0) } == [[.inbox, .conversation(1), .product(4)]])
    }

    @Test func aRelativeLinkOverAnAlertHidesItAsAWholeTreeDoes() throws {
        var state = try state(after: [.alertShown])
        _ = try chat.reduce(into: &state, action: link("notify/2"))
        #expect(state.navigation.alert == nil)
        #expect(state.navigation.topScreen == .conversation(2))
    }

    @MainActor @Test func aRelativeLinkThatWouldBreakARuleIsRefusedWithItsNameAndChangesNothing() throws {
        let before = try state(after: [link("compose")])
        let store = Store(initialState: before, reducer: chat) { _ in .none }
        var heard: [StoreDiagnostic<ChatAction, ChatEffect>] = []
        let token = store.observeDiagnostics { heard.append($0) }
        defer { token.cancel() }
        store.send(link("compose"))
        #expect(store.state == before)
        #expect(heard == [.rejected(link("compose"), .ruleBroken("one compose sheet at most"))])
    }

    @Test func aRelativeLinkPastTheNestingLimitIsRefused() throws {
        var state = ChatState()
        for _ in 1..<NavigationState<ChatScreen, String>.maximumLevels { try state.navigation.present(.settings) }
        let before = state
        #expect(
            throws: NavigationRejection.nestingLimitReached(limit: NavigationState<ChatScreen, String>.maximumLevels)
        ) {
            try chat.reduce(into: &state, action: link("notify/2"))
        }
        #expect(state == before)
    }

    @Test func aGuardedRelativeLinkWaitsAndLandsOverTheTreeShownWhenItResumes() throws {
        var start = ChatState()
        start.signedIn = false
        var state = try state(after: [link("compose")], from: start)
        #expect(state.navigation.topScreen == .signIn)
        #expect(state.pendingLink == .presenting(PresentedFlow(root: .compose, style: .sheet)))
        _ = try chat.reduce(into: &state, action: .signedIn)
        #expect(state.navigation.stacks.map { Array($0) } == [[.inbox], [.compose]])
        #expect(state.pendingLink == nil)
    }

    @Test func aWaitingRelativeLinkThatNoLongerFitsIsDroppedWithItsReasonAndTheActionStands() throws {
        var start = ChatState()
        start.signedIn = false
        var state = try state(after: [link("compose")], from: start)
        let effects = try chat.reduce(into: &state, action: .signedInOntoCompose)
        #expect(Array(effects) == [.dropped(.ruleBroken("one compose sheet at most"))])
        #expect(state.pendingLink == nil)
        #expect(state.navigation.stacks.map { Array($0) } == [[.inbox], [.compose]])
    }

    @Test func aRelativeLinkOverAScreenWithALinkWaitingKeepsTheLinkWaiting() throws {
        var start = ChatState()
        start.signedIn = false
        var state = try state(after: [link("compose")], from: start)
        let waiting = state.pendingLink
        _ = try chat.reduce(into: &state, action: link("products/4"))
        #expect(state.pendingLink == waiting)
        _ = try chat.reduce(into: &state, action: link("inbox"))
        #expect(state.pendingLink == nil)
    }
}

@Suite struct RelativeDestinationsAsSavedValues {
    @Test func eachLandingRoundTripsThroughJSON() throws {
        let destinations: [NavigationDestination<String, String>] = [
            try NavigationDestination(["a", "b"], actions: ["loaded"]),
            .presenting(PresentedFlow(root: "c", style: .fullScreen)),
            try .pushing(["d", "e"]),
            .unchanged(actions: ["refreshed"]),
        ]
        for destination in destinations {
            let data = try JSONEncoder().encode(destination)
            #expect(try JSONDecoder().decode(NavigationDestination<String, String>.self, from: data) == destination)
        }
    }

    @Test(arguments: [
        #"{"actions":[]}"#,
        #"{"root":["a"],"pushedOntoTop":["b"],"actions":[]}"#,
        #"{"pushedOntoTop":[],"actions":[]}"#,
        #"{"unchanged":false,"actions":[]}"#,
        #"{"unchanged":true,"root":["a"],"actions":[]}"#,
    ])
    func aSavedDestinationThatLandsNoneOrSeveralWaysOrOnNothingIsRefused(json: String) {
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(NavigationDestination<String, String>.self, from: Data(json.utf8))
        }
    }
}

/// What a link does with an alert the user has open: the route sees it, and keeps it for when
/// the user comes back, waits for its answer, or refuses.
@Suite struct LinksOverAnOpenAlert {
    @Test func aKeptAlertComesBackWhenTheLandingIsDismissedExactlyAsTheUserLeftIt() throws {
        let before = try state(after: [.opened(.conversation(1)), .alertShown])
        var after = before
        _ = try chat.reduce(into: &after, action: link("keep/2"))
        #expect(after.navigation.alert == nil)
        #expect(after.navigation.topScreen == .conversation(2))
        #expect(after.heldAlert?.alert == before.navigation.alert)
        _ = try chat.reduce(into: &after, action: .userNavigated(.dismissedFlow(root: .conversation(2), level: 1)))
        #expect(after == before, "the tree and the alert as they were")
    }

    @Test func aKeptAlertComesBackWhenAPushedLandingIsPoppedOff() throws {
        let before = try state(after: [.opened(.conversation(1)), .alertShown])
        var after = before
        _ = try chat.reduce(into: &after, action: link("keep-pushing/3"))
        #expect(after.navigation.topScreen == .product(3))
        _ = try chat.reduce(into: &after, action: .userNavigated(.popped(remaining: 1, level: 0)))
        #expect(after == before)
    }

    @Test func aKeptAlertIsLetGoOnceTheUserGoesBackPastWhereItWas() throws {
        var state = try state(after: [.presented(.settings), .alertShown])
        _ = try chat.reduce(into: &state, action: link("keep/2"))
        #expect(state.heldAlert != nil)
        _ = try chat.reduce(into: &state, action: .userNavigated(.dismissedFlow(root: .settings, level: 1)))
        #expect(state.heldAlert == nil)
        #expect(state.navigation.alert == nil)
        #expect(state.navigation.stacks.map { Array($0) } == [[.inbox]])
    }

    @Test func aLinkThatKeepsTheAlertIsRefusedByACoreWithNowhereToKeepIt() throws {
        let core = ChatCore().openingLinks(
            router: chatRouter, url: { action in if case .linkOpened(let url) = action { url } else { nil } })
        let before = try state(after: [.alertShown])
        var state = before
        #expect(throws: NavigationRejection.alertAlreadyShown) {
            _ = try core.reduce(into: &state, action: link("keep/2"))
        }
        var plain = ChatState()
        _ = try core.reduce(into: &plain, action: link("keep/2"))
        #expect(plain.navigation.topScreen == .conversation(2), "with no alert up, it lands")
    }

    @Test func aLinkThatWaitsForTheAlertLandsOnceTheUserAnswersIt() throws {
        let before = try state(after: [.opened(.conversation(1)), .alertShown])
        var state = before
        _ = try chat.reduce(into: &state, action: link("later/2"))
        #expect(state.navigation == before.navigation, "the alert stays, nothing lands yet")
        #expect(state.pendingLink != nil)
        _ = try chat.reduce(into: &state, action: link("seen"))
        #expect(state.pendingLink != nil, "still waiting after another action: the alert is up")
        var resumed = state
        #expect(try chatRules.resumePending(in: &resumed, pending: \.pendingLink).isEmpty)
        #expect(resumed == state, "a link waiting for the alert does not land while it is up")
        _ = try chat.reduce(into: &state, action: .alertAnswered)
        #expect(state.navigation.alert == nil)
        #expect(state.navigation.topScreen == .conversation(2))
        #expect(state.pendingLink == nil)
    }

    @Test func aRouteSeesTheAlertAndMayRefuseWithItsReason() throws {
        let before = try state(after: [.alertShown])
        var state = before
        #expect(throws: NavigationRejection.refused(ChatRefusal.busy)) {
            _ = try chat.reduce(into: &state, action: link("polite/2"))
        }
        #expect(state == before)
        var free = ChatState()
        _ = try chat.reduce(into: &free, action: link("polite/2"))
        #expect(free.navigation.topScreen == .conversation(2))
    }

    @Test func whatALinkDoesOverAnAlertIsSavedWithItAndSoIsAKeptAlert() throws {
        let destination = NavigationDestination<String, String>.presenting(PresentedFlow(root: "c")).keepingTheAlert()
        let data = try JSONEncoder().encode(destination)
        #expect(try JSONDecoder().decode(NavigationDestination<String, String>.self, from: data) == destination)
        let alert = AlertState(title: "Hi", .cancel("OK", sending: "ok"))
        let held = AlertState.Held(alert, over: EntryID(flow: 0, number: 1))
        let saved = try JSONEncoder().encode(held)
        #expect(try JSONDecoder().decode(AlertState<String>.Held.self, from: saved) == held)
    }

    @Test func aKeptAlertWaitsForItsOwnScreenNotOneInTheSamePlaceOfAnotherTab() throws {
        var start = ChatState()
        start.navigation = try NavigationState(tabs: [.inbox, .settings])
        let before = try state(after: [.opened(.conversation(1)), .alertShown], from: start)
        var state = before
        _ = try chat.reduce(into: &state, action: link("keep-pushing/3"))
        _ = try chat.reduce(into: &state, action: .userNavigated(.selectedTab(.settings)))
        _ = try chat.reduce(into: &state, action: .opened(.product(5)))
        #expect(state.navigation.alert == nil, "settings has two screens too, but not the conversation")
        #expect(state.heldAlert != nil)
        _ = try chat.reduce(into: &state, action: .userNavigated(.selectedTab(.inbox)))
        #expect(state.navigation.alert == nil, "the product the link pushed is still over it")
        _ = try chat.reduce(into: &state, action: .userNavigated(.popped(remaining: 1, level: 0)))
        #expect(state.navigation.alert == before.navigation.alert)
        #expect(state.heldAlert == nil)
    }

    @Test func aWholeTreeLinkLetsAKeptAlertGo() throws {
        var state = try state(after: [.opened(.conversation(1)), .alertShown])
        _ = try chat.reduce(into: &state, action: link("keep/2"))
        _ = try chat.reduce(into: &state, action: link("inbox"))
        #expect(state.heldAlert == nil, "the conversation it was over is gone")
        #expect(state.navigation.alert == nil)
    }

    @Test func aSecondLinkThatWouldKeepAnotherAlertIsRefused() throws {
        var state = try state(after: [.alertShown])
        _ = try chat.reduce(into: &state, action: link("keep/2"))
        _ = try chat.reduce(into: &state, action: .alertShown)
        let before = state
        #expect(throws: NavigationRejection.alertAlreadyShown) {
            _ = try chat.reduce(into: &state, action: link("keep/3"))
        }
        #expect(state == before)
    }

    @Test func aLinkThatChangesNothingNeedsNoPlaceToKeepTheAlert() throws {
        let core = ChatCore().openingLinks(
            router: DeepLinkRouter<ChatScreen, ChatAction>(scheme: "chat").route("seen") { _ in
                .unchanged().keepingTheAlert()
            },
            url: { action in if case .linkOpened(let url) = action { url } else { nil } })
        let before = try state(after: [.alertShown])
        var state = before
        _ = try core.reduce(into: &state, action: link("seen"))
        #expect(state == before)
    }

    @Test func aLinkThatWouldWaitForAScreenAGuardRefusesIsRefusedAtOnce() throws {
        var signedOut = try state(after: [.alertShown])
        signedOut.signedIn = false
        let before = signedOut
        #expect(throws: NavigationRejection.refusedByGuard("signed in")) {
            _ = try chat.reduce(into: &signedOut, action: link("later-compose"))
        }
        #expect(signedOut == before)
    }

    @Test func aLinkWaitingForTheAlertLandsAfterTheAnswerTheCoreResumesOn() throws {
        let core = { (resumes: @escaping @Sendable (ChatAction) -> Bool) in
            ChatCore().openingLinks(
                router: chatRouter, rules: chatRules, pending: \.pendingLink,
                url: { action in if case .linkOpened(let url) = action { url } else { nil } }, resumes: resumes)
        }
        var state = try state(after: [.alertShown])
        _ = try core { $0 == .signedIn || $0 == .alertAnswered }.reduce(into: &state, action: link("later/2"))
        var narrow = state
        _ = try core { $0 == .signedIn || $0 == .alertAnswered }.reduce(into: &state, action: .alertAnswered)
        #expect(state.navigation.topScreen == .conversation(2))
        #expect(state.pendingLink == nil)
        _ = try core { $0 == .signedIn }.reduce(into: &narrow, action: .alertAnswered)
        #expect(narrow.pendingLink != nil, "a core that does not resume on the answer keeps the link waiting")
    }
}
