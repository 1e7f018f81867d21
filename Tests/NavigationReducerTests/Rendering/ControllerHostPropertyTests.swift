import NavigationReducer
import NavigationReducerTesting
import Testing

/// Random runs of states, user gestures and completions against the fake controllers: once
/// every transition has completed, the controllers show exactly the store's tree.
@MainActor @Suite struct ControllerHostPropertyTests {
    enum Timing: CaseIterable {
        /// Every transition completes inside the call that starts it (UIKit, not animated).
        case atOnce
        /// Every transition completes when the test says, often after new states arrive.
        case later
        /// Each run draws at-once or later before every step.
        case mixed
    }

    /// Trees of three levels whose flows are replaced by others at every level, with and
    /// without an alert, and trees whose sheet rests at one of two detents.
    static let trees = everySmallTree + everySmallDetentTree

    @Test(arguments: Timing.allCases, [UInt64(1), 2, 3, 4])
    func theControllersEndShowingTheStoresTree(timing: Timing, seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let journal = FakeNavigationController.Journal()
        let host = makeFakeHost(journal)
        let store = Store(initialState: HostState(navigation: Self.trees[0]), reducer: hostReducer)
        let reducerAccepts = Flag()
        let rendering = store.drive(host) { .userNavigated($0, accepted: reducerAccepts.isSet) }
        defer { rendering.stop() }
        for _ in 0..<300 {
            journal.completesLater = timing == .later || (timing == .mixed && Bool.random(using: &random))
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4:
                store.send(.show(Self.trees.randomElement(using: &random) ?? Self.trees[0]))
            case 4..<7:
                for _ in 0..<Int.random(in: 0...3, using: &random) { journal.completeOldest() }
            default:
                reducerAccepts.isSet = Bool.random(using: &random)
                try userGesture(on: host, journal: journal, using: &random)
            }
        }
        var bound = 10_000
        while journal.completeOldest(), bound > 0 { bound -= 1 }
        try #require(bound > 0, "the host kept asking for transitions")
        #expect(!rendering.isTransitioning)
        let shown = host.levels[0].controller.shownTree
        let expected = shownTree(of: store.state.navigation)
        #expect(shown.stacks == expected.stacks)
        #expect(shown.styles == expected.styles)
        #expect(shown.alert == expected.alert)
        #expect(host.levels.map { $0.pages.map(\.screen) } == expected.stacks)
    }

    @MainActor final class Flag {
        var isSet = true
    }

    /// A swipe back, a swipe down or a drag to another detent on the topmost flow, as UIKit
    /// allows it: not while a transition runs or an alert is up.
    func userGesture(on host: FakeHost, journal: FakeNavigationController.Journal, using random: inout SeededGenerator)
        throws
    {
        guard journal.waiting.isEmpty, let top = host.levels.last?.controller, top.presentedAlert == nil else {
            return
        }
        if case .sheet(let detents)? = top.style, let other = detents.detents.first(where: { $0 != detents.selected }),
            Bool.random(using: &random)
        {
            top.style = .sheet(try SheetDetents(detents.detents, selected: other))
            host.userSelectedDetent(named: other.identifier, in: top)
        } else if top.viewControllers.count > 1, Bool.random(using: &random) {
            top.viewControllers.removeLast(Int.random(in: 1..<top.viewControllers.count, using: &random))
            journal.didShow?(top)
        } else if host.levels.count > 1 {
            host.levels[host.levels.count - 2].controller.presentedFlow = nil
            host.userDismissed(top)
        }
    }
}
