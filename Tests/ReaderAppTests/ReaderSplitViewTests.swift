import ExampleExplorations
import Foundation
import NavigationReducer
import NavigationReducerTesting
import ReaderApp
import Testing

/// The reader on a regular width: the sections in a sidebar, the section selected as the
/// detail's stack, one stack on a compact width.
@MainActor @Suite(.timeLimit(.minutes(5))) struct ReaderSplitViewTests {
    /// The detail's first entry after the feed: the root flow's entry 2 (the sidebar is 0).
    let feedArticle = EntryID(flow: 0, number: 2)

    @Test func theReaderOpensOnTheFeedSelectedInTheSidebar() {
        let state = ReaderState.splitView
        #expect(state.navigation.splitColumns == .two)
        #expect(state.navigation.selection(in: .sidebar) == .feed)
        #expect(Array(state.navigation.rootStack) == [.sections, .feed])
        #expect(state.section == .feed)
    }

    @Test func anotherSectionStartsTheDetailOverAndEndsTheArticlesLoad() async {
        let service = CommentService(articles: [7])
        let store = TestStore(initialState: ReaderState.splitView, reducer: ReaderReducer()) { effect in
            effect.work(comments: service.count, send: {})
        }
        store.send(.articleTapped(7)) { try $0.navigation.push(.article(id: 7, comments: nil)) }
        store.expectEffects([.loadComments(feedArticle, id: 7)])
        store.send(.userNavigated(.selected(.search, in: .sidebar))) {
            try $0.navigation.select(.search, in: .sidebar)
        }
        #expect(store.cancelledWork == [.loadComments(feedArticle, id: 7)])
        #expect(Array(store.state.navigation.rootStack) == [.sections, .search])
        store.send(.userNavigated(.selected(.search, in: .sidebar)), expectingRejection: .selectionUnchanged)
        await store.finish(timeout: .seconds(30))
    }

    @Test func theBackButtonToTheSidebarClearsTheSelectionAndNoArticleOpensFromIt() {
        let store = TestStore(initialState: ReaderState.splitView, reducer: ReaderReducer())
        store.send(.userNavigated(.popped(remaining: 0, level: 0))) { try $0.navigation.deselect(in: .sidebar) }
        #expect(store.state.section == nil)
        store.send(.articleTapped(1), expectingRejection: .refused(ReaderRefusal.articlesOpenFromTheList))
    }

    @Test func aLinkIntoATabLandsInTheSidebarsSelection() throws {
        let store = TestStore(initialState: ReaderState.splitView, reducer: ReaderReducer())
        store.send(.linkOpened(try #require(URL(string: "reader://search/2")))) {
            try $0.navigation.select(.search, in: .sidebar)
            try $0.navigation.push(.article(id: 2, comments: nil))
        }
        // The search and its article are new entries after the sidebar's.
        store.expectEffects([.loadComments(EntryID(flow: 0, number: 3), id: 2)])
        #expect(store.state.navigation.splitColumns == .two)
    }

    @Test func signingOutTakesTheAccountAwayFromTheDetail() throws {
        let store = TestStore(initialState: ReaderState.splitView, reducer: ReaderReducer())
        store.send(.signInTapped) { $0.signedIn = true }
        store.send(.userNavigated(.selected(.settings, in: .sidebar))) {
            try $0.navigation.select(.settings, in: .sidebar)
        }
        store.send(.accountTapped) { try $0.navigation.push(.account) }
        store.send(.signOutTapped) {
            $0.signedIn = false
            try $0.navigation.pop()
        }
    }
}

/// The split view over every state it reaches, and its saved sessions.
@Suite struct ReaderSplitViewExplorationTests {
    /// 35 states (`navigation-demo explore reader-split`; 26 before the compose sheet's two heights).
    @Test func everyRuleHoldsAndTheUserCanAlwaysGetBackToTheFeed() {
        // Bounded, so a broken selection that grows the stack fails instead of running on.
        let report = ReaderExploration.splitView.limited(states: 1_000).run()
        #expect(report.truncation == nil)
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.cannotGetBack.isEmpty)
        #expect(report.deadEnds.isEmpty)
        #expect(report.screensNeverReached(of: ReaderScreen.allCaseNames) { $0.caseName }.isEmpty)
        let sections = Set(report.states.compactMap { $0.navigation.selection(in: .sidebar) })
        #expect(sections == Set(ReaderScreen.tabs), "every section is selected somewhere")
        #expect(report.states.contains { $0.section == nil }, "the sidebar alone, on a compact width")
        #expect(
            report.states.contains { $0.navigation.isPresenting && $0.navigation.topScreen == .compose },
            "the compose sheet over the split view")
    }

    /// Messages sent one after another each run on, so the search is bounded by depth.
    @Test func anArticlesLoadEndsWithItsSection() {
        let report = ReaderExploration.splitViewAnsweringLate.limited(depth: 6).run()
        #expect(report.violations.isEmpty, "\(report)")
        let loading = report.states.filter { state in
            state.workInFlight.contains { if case .loadComments = $0.effect { true } else { false } }
        }
        #expect(!loading.isEmpty)
        #expect(
            loading.allSatisfy { state in state.app.navigation.rootStack.contains { $0.articleID != nil } },
            "no load runs once its article has left")
    }

    @Test func aLeakyReducerThatSelectsAnArticleInTheSidebarIsCaughtByTheRule() throws {
        let leaky = Reduce<ReaderState, ReaderAction, ReaderEffect> { state, action in
            if case .articleTapped(let id) = action, state.section == nil {
                try state.navigation.select(.article(id: id, comments: nil), in: .sidebar)
                return []
            }
            return try ReaderReducer().reduce(into: &state, action: action)
        }
        let report = Explorer(reducer: leaky, initialState: ReaderState.splitView, actions: ReaderAction.possible)
            .rules(ReaderState.rules)
            .limited(states: 1_000)
            .run()
        let violation = try #require(report.violations.first)
        #expect(violation.path == [.userNavigated(.popped(remaining: 0, level: 0)), .articleTapped(1)])
    }

    /// The exploration's rules on seeded random walks through the split view, sidebar taps
    /// and the back button to the sidebar included.
    @Test func randomWalksKeepEveryRuleOfTheSplitView() {
        let report = Fuzzer(ReaderExploration.splitView).run(seed: 2_026, steps: 5_000)
        #expect(report.violation == nil, "\(report)")
        #expect(report.acceptedCount > 1_000)
    }

    @Test func aLeakyReducerThatKeepsTheDetailOnAnotherSelectionIsCaughtOnARandomWalk() {
        let leaky = Reduce<ReaderState, ReaderAction, ReaderEffect> { state, action in
            if case .userNavigated(.selected(let section?, in: .sidebar)) = action, state.section != section,
                state.navigation.rootStack.count > 1
            {
                try state.navigation.updateStack(atLevel: 0) { stack throws(NavigationRejection) in
                    stack[1] = section
                }
                return []
            }
            return try ReaderReducer().reduce(into: &state, action: action)
        }
        let report = Fuzzer(reducer: leaky, initialState: ReaderState.splitView, actions: ReaderAction.possible)
            .invariant("no article in settings") { state in
                state.stack(ofSection: .settings)?.allSatisfy { $0.articleID == nil } ?? true
            }
            .run(seed: 2_026, steps: 5_000)
        #expect(report.violation?.rule == "no article in settings")
    }

    let restoration = Restoration<ReaderState>(formatVersion: 1, rules: ReaderState.rules)

    @Test func aSavedSplitViewComesBackWithItsColumns() throws {
        var saved = ReaderState.splitView
        try saved.navigation.push(.article(id: 3, comments: 4))
        let (restored, failure) = restoration.restore(try restoration.save(saved), fallback: ReaderState())
        #expect(failure == nil)
        #expect(restored == saved)
        #expect(restored.navigation.splitColumns == .two)
    }

    @Test func aSaveWhoseSplitViewIsDamagedIsRefused() throws {
        let text = String(decoding: try restoration.save(ReaderState.splitView), as: UTF8.self)
        for (damage, expected) in [
            (#""split":4"#, nil), (#""split":2,"tabs":[{"tab":{"feed":{}},"stack":null}]"#, "tabs"),
        ] {
            let damaged = text.replacingOccurrences(of: #""split":2"#, with: damage)
            #expect(damaged != text)
            let (restored, failure) = restoration.restore(Data(damaged.utf8), fallback: ReaderState())
            #expect(restored == ReaderState())
            #expect(failure != nil, "a save with \(damage) was restored")
            if let expected, case .malformed(let rejection, let path)? = failure {
                #expect(rejection == .splitViewHasTabs)
                #expect(path == "navigation.\(expected)")
            }
        }
        let wrongSidebar = text.replacingOccurrences(of: #""root":[{"sections":{}}"#, with: #""root":[{"feed":{}}"#)
        #expect(wrongSidebar != text)
        let (_, failure) = restoration.restore(Data(wrongSidebar.utf8), fallback: ReaderState())
        #expect(failure == .refused(.ruleBroken("a sidebar lists the sections and selects one of them")))
    }
}
