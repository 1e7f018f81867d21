import Foundation
import NavigationReducer
import Testing

// Sources/NavigationReducer/Routing/NavigationDestination.swift
@Suite struct RelativeLinkExample {
    enum Screen: Hashable, Sendable { case inbox, conversation(Int), product(Int) }
    enum AppAction: Sendable, Equatable {}

    @Test func eachLandingShowsWhereItSays() throws {
        let id = 7
        typealias AppDestination = NavigationDestination<Screen, AppAction>
        let startingOver = try AppDestination([.inbox, .conversation(id)])
        let overTheScreen = AppDestination.presenting(PresentedFlow(root: .conversation(id), style: .sheet))
        let ontoTheFlow = try AppDestination.pushing([.product(id)])

        var tree = NavigationState<Screen, Never>(root: .inbox)
        try tree.push(.product(1))
        var started = tree
        try started.show(startingOver)
        #expect(started.stacks.map { Array($0) } == [[.inbox, .conversation(7)]])
        var over = tree
        try over.show(overTheScreen)
        #expect(over.stacks.map { Array($0) } == [[.inbox, .product(1)], [.conversation(7)]])
        var onto = tree
        try onto.show(ontoTheFlow)
        #expect(onto.stacks.map { Array($0) } == [[.inbox, .product(1), .product(7)]])
    }
}

// Sources/NavigationReducer/NavigationReducer.docc/DeepLinksAndRestoration.md
// Sources/NavigationReducer/Routing/DeepLinkRouter.swift (the conversation route)
@Suite struct WholeTreeOrWhereTheUserIsExample {
    enum Screen: Hashable, Sendable { case inbox, conversation(Int), product(Int) }
    enum AppAction: Sendable, Equatable {}

    @Test func eachRouteLandsAsItsKindSays() throws {
        let links = DeepLinkRouter<Screen, AppAction>(scheme: "chat")
            .route("inbox") { _ in try NavigationDestination([.inbox]) }
            .route("products/:id") { match in try .pushing([.product(match.int("id"))]) }
            .route(
                "conversations/:id",
                lookingAt: { match, shown in
                    let conversation = Screen.conversation(try match.int("id"))
                    guard var tree = shown, tree.contains(conversation) else {
                        return .presenting(PresentedFlow(root: conversation, style: .sheet))
                    }
                    try tree.navigateBack(to: conversation)
                    return tree.destination()
                })
        var tree = NavigationState<Screen, Never>(root: .inbox)
        try tree.push(.conversation(1))
        func open(_ link: String) throws -> [[Screen]] {
            var shown = tree
            try shown.show(links.destination(for: try #require(URL(string: link)), shownOn: tree))
            return shown.stacks.map { Array($0) }
        }
        #expect(try open("chat://inbox") == [[.inbox]])
        #expect(try open("chat://products/4") == [[.inbox, .conversation(1), .product(4)]])
        #expect(try open("chat://conversations/2") == [[.inbox, .conversation(1)], [.conversation(2)]])
        try tree.push(.product(4))
        try tree.present(.product(5))
        #expect(try open("chat://conversations/1") == [[.inbox, .conversation(1)]])
        let unseen = try #require(URL(string: "chat://conversations/1"))
        #expect(try links.destination(for: unseen).isRelative)
    }
}

// Sources/NavigationReducer/NavigationReducer.docc/DeepLinksAndRestoration.md (a link over an open alert)
@Suite struct KeepingTheAlertExample {
    enum Screen: Hashable, Sendable { case inbox, message(Int) }
    enum AppAction: Sendable, Equatable {}

    @Test func aMessageLinkKeepsTheAlert() throws {
        let links = DeepLinkRouter<Screen, AppAction>(scheme: "mail")
            .route("messages/:id") { match in
                .presenting(PresentedFlow(root: .message(try match.int("id")))).keepingTheAlert()
            }
        let destination = try links.destination(for: try #require(URL(string: "mail://messages/3")))
        #expect(destination.overAnAlert == .returns)
        #expect(destination.screens == [.message(3)])
    }
}

// Sources/NavigationReducer/NavigationReducer.docc/DeepLinksAndRestoration.md (a link and the
// work the user started)
@Suite struct ALinkAndTheWorkTheUserStartedExample {
    enum Screen: Hashable, Sendable { case inbox, message(Int), compose }
    enum AppAction: Hashable, Sendable { case linkOpened(URL), composeTapped, sendTapped, sent, draftKept }
    struct Outbox: Hashable, Sendable { var isSending = false }
    struct MailState: NavigableState, Hashable {
        var navigation = NavigationState<Screen, AppAction>(root: .inbox)
        var outbox = Outbox()
        var pendingLink: NavigationDestination<Screen, AppAction>?
        var heldAlert: AlertState<AppAction>.Held?
        static let rules = AppRules<MailState>()
    }
    enum MailLinks {
        static let router = DeepLinkRouter<Screen, AppAction>(scheme: "mail")
            .route("messages/:id") { match in try NavigationDestination([.inbox, .message(match.int("id"))]) }
    }
    struct MailCore: Reducer {
        func reduce(into state: inout MailState, action: AppAction) throws(NavigationRejection) -> EffectList<Never> {
            switch action {
            case .composeTapped: try state.navigation.present(.compose)
            case .sendTapped: state.outbox.isSending = true
            case .sent:
                state.outbox.isSending = false
                try state.navigation.dismiss()
            case .draftKept: try state.navigation.chooseAlertButton(sending: .draftKept)
            case .linkOpened: break
            }
            return []
        }
    }

    static let reducer: some Reducer<MailState, AppAction, Never> =
        MailCore().openingLinks(
            router: MailLinks.router, rules: MailState.rules, pending: \.pendingLink,
            heldAlert: \.heldAlert, url: { action in if case .linkOpened(let url) = action { url } else { nil } },
            landing: { state, destination in
                if state.outbox.isSending, !destination.isRelative { return nil }  // lands after `.sent`
                if state.navigation.alert?.button(sending: .draftKept) != nil {
                    return destination.keepingTheAlert()  // "Discard draft?" is back after the peek
                }
                return destination
            })

    @Test func aMessageLinkWaitsForTheSend() throws {
        var state = MailState()
        for action in [
            AppAction.composeTapped, .sendTapped, .linkOpened(try #require(URL(string: "mail://messages/4"))),
        ] {
            _ = try Self.reducer.reduce(into: &state, action: action)
        }
        #expect(state.navigation.topScreen == .compose)
        _ = try Self.reducer.reduce(into: &state, action: .sent)
        #expect(state.navigation.stacks.map { Array($0) } == [[.inbox, .message(4)]])
    }
}
