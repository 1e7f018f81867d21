import NavigationReducer
import NavigationReducerTesting
import Testing

/// A split view controller of fake controllers: the columns it was last given, and whether
/// it is collapsed.
@MainActor final class FakeSplit {
    var shown: FakeHost.SplitOnScreen?
    var isCollapsed = false
    /// The columns its style shows; `nil`: any.
    var style: SplitColumns?

    func canShow(_ columns: SplitColumns?) -> Bool {
        guard let columns, let style else { return true }
        return columns == style
    }
}

@MainActor @Suite("A controller host draws a split view")
struct ControllerHostSplitTests {
    /// What the columns of `split` show: each fixed column's screens, then the detail's.
    func columns(of split: FakeSplit) -> [[String]] {
        guard let shown = split.shown else { return [] }
        return (shown.fixed + [shown.detail]).map { $0.viewControllers.map(\.name) }
    }

    /// A host showing the split view `columns` over `screens`.
    func host(
        _ screens: [String], columns: SplitColumns = .two, split: FakeSplit, journal: FakeNavigationController.Journal
    ) -> FakeHost {
        let host = makeFakeHost(journal, split: split)
        host.perform(.setStack(screens, level: 0, animated: false)) {}
        host.perform(.setSplit(columns)) {}
        return host
    }

    @Test func eachColumnShowsItsScreenAndTheDetailTheRest() {
        let split = FakeSplit()
        let journal = FakeNavigationController.Journal()
        _ = host(["accounts", "work", "inbox", "message"], columns: .three, split: split, journal: journal)
        #expect(columns(of: split) == [["accounts"], ["work"], ["inbox", "message"]])
        #expect(split.shown?.compact.viewControllers.isEmpty == true)
    }

    @Test func aPushInTheDetailIsAPushOnTheDetailsControllerAlone() {
        let split = FakeSplit()
        let journal = FakeNavigationController.Journal()
        let host = host(["mailboxes", "inbox"], split: split, journal: journal)
        journal.calls = []
        host.perform(.push(["message"], level: 0, animated: true)) {}
        let detail = split.shown?.detail.name ?? ""
        #expect(journal.calls == ["\(detail): push message true"])
        host.perform(.popTo(index: 1, level: 0, animated: true)) {}
        #expect(journal.calls.last == "\(detail): popTo inbox true")
        #expect(columns(of: split) == [["mailboxes"], ["inbox"]])
    }

    @Test func aNewSelectionSetsTheDetailAndNoSelectionEmptiesIt() {
        let split = FakeSplit()
        let journal = FakeNavigationController.Journal()
        let host = host(["mailboxes", "inbox", "message"], split: split, journal: journal)
        host.perform(.setStack(["mailboxes", "sent"], keeping: 1, level: 0, animated: true)) {}
        #expect(columns(of: split) == [["mailboxes"], ["sent"]])
        host.perform(.popTo(index: 0, level: 0, animated: true)) {}
        #expect(columns(of: split) == [["mailboxes"], []])
    }

    @Test func aSwipeBackInTheDetailIsReportedAsAPopOfTheRootFlow() {
        let split = FakeSplit()
        let journal = FakeNavigationController.Journal()
        let host = host(["mailboxes", "inbox", "message", "attachment"], split: split, journal: journal)
        var reported: [UserNavigation<String>] = []
        host.reportUserNavigation { reported.append($0) }
        guard let detail = split.shown?.detail else {
            Issue.record("no detail column")
            return
        }
        detail.viewControllers.removeLast()
        host.controllerDidShow(detail)
        #expect(reported == [.popped(remaining: 2, level: 0)])
        #expect(host.levels[0].pages.map(\.screen) == ["mailboxes", "inbox", "message"])
    }

    @Test func collapsingMovesEveryScreenToTheCompactStackWithItsControllerAndBack() {
        let split = FakeSplit()
        let journal = FakeNavigationController.Journal()
        let host = host(["mailboxes", "inbox", "message"], split: split, journal: journal)
        let controllers = host.levels[0].pages.map(\.viewController)
        host.splitCollapsed(true)
        #expect(split.shown?.compact.viewControllers.elementsEqual(controllers, by: ===) == true)
        #expect(columns(of: split) == [[], []])
        var reported: [UserNavigation<String>] = []
        host.reportUserNavigation { reported.append($0) }
        guard let compact = split.shown?.compact else {
            Issue.record("no compact stack")
            return
        }
        compact.viewControllers.removeLast(2)
        host.controllerDidShow(compact)
        #expect(reported == [.popped(remaining: 0, level: 0)], "back to the sidebar clears the selection")
        host.perform(.push(["sent"], level: 0, animated: true)) {}
        host.splitCollapsed(false)
        #expect(columns(of: split) == [["mailboxes"], ["sent"]])
        #expect(split.shown?.compact.viewControllers.isEmpty == true)
        #expect(split.shown?.fixed.first?.viewControllers.first === controllers[0])
    }

    @Test func aSplitViewTheControllerCannotShowIsShownAsOneStack() {
        let split = FakeSplit()
        split.style = .two
        let journal = FakeNavigationController.Journal()
        let host = host(["accounts", "work", "inbox"], columns: .three, split: split, journal: journal)
        #expect(host.split == nil)
        #expect(split.shown == nil)
        #expect(host.levels[0].controller.name == "root")
        #expect(host.levels[0].controller.viewControllers.map(\.name) == ["accounts", "work", "inbox"])
        host.perform(.push(["message"], level: 0, animated: false)) {}
        #expect(host.levels[0].controller.viewControllers.map(\.name) == ["accounts", "work", "inbox", "message"])
    }

    @Test func aHostWithoutASplitViewShowsOneAsOneStack() {
        let journal = FakeNavigationController.Journal()
        let host = makeFakeHost(journal)
        host.perform(.setStack(["mailboxes", "inbox"], level: 0, animated: false)) {}
        host.perform(.setSplit(.two)) {}
        #expect(host.split == nil)
        #expect(host.levels[0].controller.viewControllers.map(\.name) == ["mailboxes", "inbox"])
    }

    @Test func aSplitViewGoneShowsTheRootFlowInTheRootControllerAgain() {
        let split = FakeSplit()
        let journal = FakeNavigationController.Journal()
        let host = host(["mailboxes", "inbox"], split: split, journal: journal)
        host.perform(.setSplit(nil)) {}
        #expect(split.shown == nil)
        #expect(host.levels[0].controller.name == "root")
        #expect(host.levels[0].controller.viewControllers.map(\.name) == ["mailboxes", "inbox"])
    }

    /// Random runs over split views and plain trees, with swipes back, collapses and
    /// completions: once every transition has completed, the columns (or the compact stack, or
    /// the root controller) show the store's root flow and the flows over it are the store's.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func theColumnsEndShowingTheStoresRootFlow(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let journal = FakeNavigationController.Journal()
        let split = FakeSplit()
        let host = makeFakeHost(journal, split: split)
        let trees = everySmallSplitTree.filter { $0.tabs.isEmpty }
        let store = Store(initialState: HostState(navigation: trees[0]), reducer: hostReducer)
        let reducerAccepts = ControllerHostPropertyTests.Flag()
        let rendering = store.drive(host) { .userNavigated($0, accepted: reducerAccepts.isSet) }
        defer { rendering.stop() }
        var swipes = 0
        for _ in 0..<300 {
            journal.completesLater = Bool.random(using: &random)
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<3:
                store.send(.show(trees.randomElement(using: &random) ?? trees[0]))
            case 3..<5:
                for _ in 0..<Int.random(in: 0...3, using: &random) { journal.completeOldest() }
            case 5:
                split.isCollapsed.toggle()
                host.splitCollapsed(split.isCollapsed)
            default:
                reducerAccepts.isSet = Bool.random(using: &random)
                let root = host.levels[0].controller
                guard journal.waiting.isEmpty, host.levels.count == 1, root.presentedAlert == nil,
                    root.viewControllers.count > 1
                else { continue }
                root.viewControllers.removeLast()
                journal.didShow?(root)
                swipes += 1
            }
        }
        var bound = 10_000
        while journal.completeOldest(), bound > 0 { bound -= 1 }
        try #require(bound > 0, "the host kept asking for transitions")
        #expect(swipes > 0)
        let navigation = store.state.navigation
        let stack = Array(navigation.rootStack)
        #expect(host.levels.map { $0.pages.map(\.screen) } == navigation.stacks.map { Array($0) })
        if let columns = navigation.splitColumns, let shown = split.shown, host.split != nil {
            if split.isCollapsed {
                #expect(shown.compact.viewControllers.map(\.name) == stack)
            } else {
                let fixed = columns.rawValue - 1
                let expected = (0..<fixed).map { stack.indices.contains($0) ? [stack[$0]] : [] }
                #expect(self.columns(of: split) == expected + [Array(stack.dropFirst(fixed))])
            }
        } else {
            #expect(navigation.splitColumns == nil)
            #expect(host.split == nil)
            #expect(host.levels[0].controller.viewControllers.map(\.name) == stack)
        }
        let presenter = host.levels[0].controller
        #expect(presenter.shownTree.stacks.dropFirst().elementsEqual(navigation.presentedFlows.map { Array($0.stack) }))
    }
}
