import Foundation
import NavigationReducer
import NavigationReducerTesting
import ReaderApp
import Testing

/// Comment counts the test hands out one article at a time, as a slow service would answer.
final class CommentService: Sendable {
    let streams: [Int: (answers: AsyncStream<Int>, answer: AsyncStream<Int>.Continuation)]

    init(articles: [Int]) {
        streams = Dictionary(
            uniqueKeysWithValues: articles.map { id in
                let (answers, answer) = AsyncStream.makeStream(of: Int.self)
                return (id, (answers, answer))
            })
    }

    func answer(_ id: Int, _ count: Int) { streams[id]?.answer.yield(count) }

    @Sendable func count(_ id: Int) async -> Int {
        guard let answers = streams[id]?.answers else { return 0 }
        for await count in answers { return count }
        return 0
    }
}

/// The reader from the user's side: each tab keeps its screens and their work, a second tap
/// goes back to the tab's root, a link lands in its tab.
@MainActor @Suite(.timeLimit(.minutes(5))) struct ReaderTabTests {
    /// The feed's first pushed entry: the feed is the first tab, flow 0.
    let feedArticle = EntryID(flow: 0, number: 1)

    func makeStore(_ service: CommentService) -> TestStore<ReaderReducer> {
        TestStore(initialState: ReaderState(), reducer: ReaderReducer()) { effect in
            effect.work(comments: service.count, send: {})
        }
    }

    @Test func theReaderOpensOnTheFeedWithEveryTabAtItsRoot() {
        let state = ReaderState()
        #expect(state.navigation.tabs == [.feed, .search, .settings])
        #expect(state.navigation.selectedTab == .feed)
        #expect(state.navigation.tabStacks.allSatisfy { $0.stack.isAtRoot })
    }

    @Test func anArticleLeftInTheFeedGetsItsCommentsWhileTheReaderSearches() async {
        let service = CommentService(articles: [7, 9])
        let store = makeStore(service)
        store.send(.articleTapped(7)) { try $0.navigation.push(.article(id: 7, comments: nil)) }
        store.send(.userNavigated(.selectedTab(.search))) { try $0.navigation.select(tab: .search) }
        service.answer(7, 31)
        await store.receive(.commentsLoaded(feedArticle, 31)) {
            try $0.navigation.updateStack(ofTab: .feed) { $0[1] = .article(id: 7, comments: 31) }
        }
        #expect(store.state.navigation.topScreen == .search)
        await store.finish(timeout: .seconds(30))
    }

    @Test func aSecondTapOnTheFeedGoesBackToItsRootAndEndsTheArticlesLoad() async {
        let service = CommentService(articles: [7, 9])
        let store = makeStore(service)
        store.send(.articleTapped(7)) { try $0.navigation.push(.article(id: 7, comments: nil)) }
        store.send(.userNavigated(.reselectedTab(.feed))) { try $0.navigation.reselectTab() }
        #expect(store.cancelledWork == [.loadComments(feedArticle, id: 7)])
        store.send(.userNavigated(.reselectedTab(.feed)), expectingRejection: .popAtRoot)
        await store.finish(timeout: .seconds(30))
    }

    @Test func aLinkLandsInItsTabAndTheFeedKeepsItsArticle() async throws {
        let service = CommentService(articles: [7, 9])
        let store = makeStore(service)
        store.send(.articleTapped(7)) { try $0.navigation.push(.article(id: 7, comments: nil)) }
        store.send(.linkOpened(try #require(URL(string: "reader://search/9")))) {
            try $0.navigation.select(tab: .search)
            try $0.navigation.push(.article(id: 9, comments: nil))
        }
        #expect(
            store.state.navigation.stack(ofTab: .feed).map { Array($0) } == [.feed, .article(id: 7, comments: nil)])
        service.answer(7, 1)
        await store.receive(.commentsLoaded(feedArticle, 1)) {
            try $0.navigation.updateStack(ofTab: .feed) { $0[1] = .article(id: 7, comments: 1) }
        }
        service.answer(9, 2)
        await store.receive(.commentsLoaded(EntryID(flow: 1, number: 1), 2)) {
            $0.navigation.updateTopScreen { $0 = .article(id: 9, comments: 2) }
        }
        await store.finish(timeout: .seconds(30))
    }

    @Test func aLinkToAnArticleOpenInAnotherTabLoadsItsOwnComments() throws {
        let store = TestStore(initialState: ReaderState(), reducer: ReaderReducer())
        store.send(.linkOpened(try #require(URL(string: "reader://feed/2")))) {
            try $0.navigation.push(.article(id: 2, comments: nil))
        }
        store.expectEffects([.loadComments(feedArticle, id: 2)])
        store.send(.linkOpened(try #require(URL(string: "reader://search/2")))) {
            try $0.navigation.select(tab: .search)
            try $0.navigation.push(.article(id: 2, comments: nil))
        }
        store.expectEffects([.loadComments(EntryID(flow: 1, number: 1), id: 2)])
        // Back to the feed's article, still loading: the same entry, no second load.
        store.send(.linkOpened(try #require(URL(string: "reader://feed/2")))) { try $0.navigation.select(tab: .feed) }
        #expect(store.state.navigation.topEntryID == feedArticle)
    }

    @Test func signingOutTakesTheAccountAwayInItsTabWhileTheReaderIsElsewhere() throws {
        let store = TestStore(initialState: ReaderState(), reducer: ReaderReducer())
        store.send(.signInTapped) { $0.signedIn = true }
        store.send(.userNavigated(.selectedTab(.settings))) { try $0.navigation.select(tab: .settings) }
        store.send(.accountTapped) { try $0.navigation.push(.account) }
        store.send(.userNavigated(.selectedTab(.feed))) { try $0.navigation.select(tab: .feed) }
        store.send(.signOutTapped) {
            $0.signedIn = false
            try $0.navigation.updateStack(ofTab: .settings) { stack throws(NavigationRejection) in try stack.pop() }
        }
        store.send(
            .linkOpened(try #require(URL(string: "reader://account"))), expectingRejection: .refusedByGuard("signed in")
        )
    }

    @Test func aTabTapUnderTheComposeSheetIsTakenAndTheSheetStaysOverTheTabBar() {
        let store = TestStore(initialState: ReaderState(), reducer: ReaderReducer())
        store.send(.signInTapped) { $0.signedIn = true }
        store.send(.composeTapped) { try $0.navigation.present(.compose, style: .sheet(ReaderState.composeDetents())) }
        store.send(.userNavigated(.selectedTab(.search))) { try $0.navigation.select(tab: .search) }
        store.send(.composeSent) { try $0.navigation.dismiss() }
        store.expectEffects([.sendMessage])
        #expect(store.state.navigation.topScreen == .search)
    }
}

@MainActor @Suite struct ReaderTestFailureTests {
    @Test func aWrongExpectationInATabNotShownNamesTheTab() throws {
        var failures: [TestStoreFailure] = []
        let store = TestStore(initialState: ReaderState(), reducer: ReaderReducer()) { failures.append($0) }
        store.send(.articleTapped(7)) { try $0.navigation.push(.article(id: 7, comments: nil)) }
        store.expectEffects([.loadComments(EntryID(flow: 0, number: 1), id: 7)])
        store.send(.userNavigated(.selectedTab(.search))) {
            try $0.navigation.select(tab: .search)
            try $0.navigation.updateStack(ofTab: .feed) { $0[1] = .article(id: 8, comments: nil) }
        }
        let failure = try #require(failures.first)
        let lines = failure.message.split(separator: "\n").map { $0.filter { $0 != " " } }
        let expected = try #require(lines.firstIndex(of: "-.article(id:8,comments:nil),"))
        #expect(lines[expected - 2] == "feed:[", "the tab is named right over the screen that differs")
        #expect(lines[expected + 1] == "+.article(id:7,comments:nil),")
    }
}
