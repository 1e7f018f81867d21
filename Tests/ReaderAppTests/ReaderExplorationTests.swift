import ExampleExplorations
import Foundation
import NavigationReducer
import NavigationReducerTesting
import ReaderApp
import Testing

/// The reader's tab bar over every state it reaches, and its saved sessions.
@Suite struct ReaderExplorationTests {
    /// 189 states (`navigation-demo explore reader`; 135 before the compose sheet's two heights),
    /// 6,048 with the comment loads in flight.
    @Test func everyRuleHoldsAndTheUserCanAlwaysGetBackToTheFeed() {
        let report = ReaderExploration.explorer.run()
        #expect(report.truncation == nil)
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.description.contains("rules: all 7 hold"))
        #expect(report.cannotGetBack.isEmpty)
        #expect(report.deadEnds.isEmpty)
        #expect(
            report.screensNeverReached(of: ReaderScreen.allCaseNames) { $0.caseName } == ["sections"],
            "every screen but the split view's sidebar")
        let tabs = Set(report.states.compactMap(\.navigation.selectedTab))
        #expect(tabs == Set(ReaderScreen.tabs), "every tab is shown somewhere")
        #expect(
            report.states.contains { state in
                state.navigation.selectedTab == .search && state.navigation.isPresenting
                    && state.navigation.stack(ofTab: .feed)?.isAtRoot == false
            }, "a sheet over one tab while another keeps an article")
        let composeHeights = Set(
            report.states.compactMap { $0.navigation.presentedFlows.first?.style.detents?.selected })
        #expect(composeHeights == [.medium, .large], "the compose sheet at half and at full height")
    }

    @Test func anArticlesCommentsLandInItsTabWhicheverTabIsShown() {
        let report = ReaderExploration.answeringLate.limited(depth: 6).run()
        #expect(report.violations.isEmpty, "\(report)")
        #expect(
            report.states.contains { state in
                state.app.navigation.selectedTab == .search
                    && state.app.navigation.stack(ofTab: .feed)?.top == .article(id: 1, comments: 12)
            }, "an answer arrived for the feed's article while search was shown")
        #expect(
            report.states.contains { state in
                state.app.navigation.selectedTab != .feed && state.workInFlight.contains { $0.place.level == nil }
            }, "a load runs on in a tab not shown")
    }

    @Test func aLeakyReducerThatPushesAnArticleInSettingsIsCaughtByTheRule() throws {
        let leaky = Reduce<ReaderState, ReaderAction, ReaderEffect> { state, action in
            if case .articleTapped(let id) = action, state.navigation.topScreen == .settings {
                try state.navigation.push(.article(id: id, comments: nil))
                return []
            }
            return try ReaderReducer().reduce(into: &state, action: action)
        }
        let report = Explorer(reducer: leaky, initialState: ReaderState(), actions: ReaderAction.possible)
            .invariant("no article in settings") { state in
                state.navigation.stack(ofTab: .settings)?.allSatisfy { $0.articleID == nil } ?? true
            }
            .run()
        let violation = try #require(report.violations.first)
        #expect(violation.path == [.userNavigated(.selectedTab(.settings)), .articleTapped(1)])
    }
}

@Suite struct ReaderRestorationTests {
    let restoration = Restoration<ReaderState>(formatVersion: 1, rules: ReaderState.rules)

    func session() throws -> ReaderState {
        var state = ReaderState()
        try state.navigation.push(.article(id: 3, comments: 4))
        try state.navigation.select(tab: .settings)
        state.signedIn = true
        try state.navigation.push(.account)
        return state
    }

    @Test func aSavedTabBarComesBackWithEveryTab() throws {
        let saved = try session()
        let (restored, failure) = restoration.restore(try restoration.save(saved), fallback: ReaderState())
        #expect(failure == nil)
        #expect(restored == saved)
        #expect(restored.navigation.stack(ofTab: .feed).map { Array($0) } == [.feed, .article(id: 3, comments: 4)])
    }

    @Test func aSaveWithTwoTabsOpeningOnOneScreenIsRefused() throws {
        let text = String(decoding: try restoration.save(try session()), as: UTF8.self)
        let damaged = text.replacingOccurrences(of: #""tab":{"search":{}}"#, with: #""tab":{"feed":{}}"#)
        #expect(damaged != text)
        let (restored, failure) = restoration.restore(Data(damaged.utf8), fallback: ReaderState())
        #expect(restored == ReaderState())
        guard case .malformed(let rejection, let path)? = failure else {
            Issue.record("expected a malformed save, got \(String(describing: failure))")
            return
        }
        #expect(rejection == .tabsRepeat(index: 1))
        #expect(path == "navigation.tabs")
    }

    @Test func aComposeSheetDraggedToFullHeightComesBackThere() throws {
        var saved = try session()
        try saved.navigation.present(.compose, style: .sheet(ReaderState.composeDetents()))
        try saved.navigation.apply(.selectedDetent(.large, root: .compose, level: 1))
        let (restored, failure) = restoration.restore(try restoration.save(saved), fallback: ReaderState())
        #expect(failure == nil)
        #expect(restored == saved)
        #expect(restored.navigation.presentedFlows.first?.style.detents?.selected == .large)
    }

    @Test func aSaveWithTheComposeSheetRestingAtAHeightItDoesNotOfferIsRefused() throws {
        var saved = try session()
        try saved.navigation.present(.compose, style: .sheet(ReaderState.composeDetents()))
        let text = String(decoding: try restoration.save(saved), as: UTF8.self)
        let damaged = text.replacingOccurrences(of: #""selected":"medium""#, with: #""selected":{"height":40}"#)
        #expect(damaged != text)
        let (restored, failure) = restoration.restore(Data(damaged.utf8), fallback: ReaderState())
        #expect(restored == ReaderState())
        guard case .malformed(let rejection, _)? = failure else {
            Issue.record("expected a malformed save, got \(String(describing: failure))")
            return
        }
        #expect(rejection == .detentNotOffered)
    }

    @Test func aSavedComposeSheetWithOtherHeightsBreaksTheReadersRule() throws {
        var saved = try session()
        try saved.navigation.present(.compose, style: .sheet)
        let written = try Restoration<ReaderState>(formatVersion: restoration.formatVersion).save(saved)
        let (_, failure) = restoration.restore(written, fallback: ReaderState())
        #expect(failure == .refused(.ruleBroken("the compose sheet offers half and full height")))
    }

    @Test func aSaveShowingTheAccountSignedOutIsRefusedByTheGuard() throws {
        var state = try session()
        state.signedIn = false
        let written = try Restoration<ReaderState>(formatVersion: restoration.formatVersion).save(state)
        let (_, failure) = restoration.restore(written, fallback: ReaderState())
        #expect(failure == .refused(.refusedByGuard("signed in")))
        #expect(throws: RestorationFailure.refused(.refusedByGuard("signed in"))) { try restoration.save(state) }
    }
}
