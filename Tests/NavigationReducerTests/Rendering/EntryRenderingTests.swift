import NavigationReducer
import NavigationReducerTesting
import Testing

/// Hosts keep one view per entry: an edit in place updates the view it has, a pop and a push
/// of an equal screen make a new one, and a `NavigationStack` path names entries.
@MainActor @Suite struct EntryRenderingTests {
    struct EditorState: NavigableState, Hashable, Sendable {
        var navigation = Small(root: "home")
    }

    enum EditorAction: Sendable {
        case open(String)
        case edit(String)
        case reopen
    }

    let reducer = Reduce<EditorState, EditorAction, Never> { state, action in
        switch action {
        case .open(let screen): try state.navigation.push(screen)
        case .edit(let screen): state.navigation.updateTopScreen { $0 = screen }
        case .reopen:
            let top = state.navigation.topScreen
            try state.navigation.pop()
            try state.navigation.push(top)
        }
        return []
    }

    /// A host over fake controllers that records each update it hands a controller.
    func makeHost(_ journal: FakeNavigationController.Journal) -> (FakeHost, () -> [String]) {
        var updates: [String] = []
        let host = FakeHost(
            root: FakeNavigationController("root", journal: journal),
            flowController: { FakeNavigationController("flow", journal: journal) },
            screen: { FakeNavigationController.Page($0) },
            update: { screen, page in updates.append("\(page.name) ← \(screen)") },
            alert: { FakeNavigationController.Page("alert \($0.title)") }
        )
        return (host, { updates })
    }

    @Test func anEditInPlaceKeepsTheScreensControllerAndHandsItTheNewData() throws {
        let journal = FakeNavigationController.Journal()
        let (host, updates) = makeHost(journal)
        let store = Store(initialState: EditorState(), reducer: reducer)
        let rendering = store.drive(host, userNavigation: { _ in nil })
        defer { rendering.stop() }
        store.send(.open("draft"))
        let controller = try #require(host.levels[0].pages.last?.viewController)
        journal.calls.removeAll()
        store.send(.edit("draft, edited"))
        #expect(journal.calls.isEmpty)
        #expect(host.levels[0].pages.last?.viewController === controller)
        #expect(host.levels[0].pages.map(\.screen) == ["home", "draft, edited"])
        #expect(updates() == ["draft ← draft, edited"])
    }

    @Test func aStoreTellsARecordingHostOfAnEditInPlaceAsAnUpdateNeverAsANewStack() {
        let host = RecordingHost<String, String>()
        let store = Store(initialState: EditorState(), reducer: reducer)
        let rendering = store.drive(host, userNavigation: { _ in nil })
        defer { rendering.stop() }
        store.send(.open("draft"))
        store.send(.edit("draft, edited"))
        store.send(.reopen)
        #expect(
            host.commands == [
                .setStack(["home"], level: 0, animated: false), .push(["draft"], level: 0, animated: true),
                .update("draft, edited", index: 1, level: 0),
                .setStack(["home", "draft, edited"], keeping: 1, level: 0, animated: true),
            ])
    }

    @Test func aHostGivenNoUpdateShowsAnEditInPlaceWithANewControllerNeverStaleData() throws {
        let journal = FakeNavigationController.Journal()
        let host = makeFakeHost(journal)
        let store = Store(initialState: EditorState(), reducer: reducer)
        let rendering = store.drive(host, userNavigation: { _ in nil })
        defer { rendering.stop() }
        store.send(.open("draft"))
        journal.calls.removeAll()
        store.send(.edit("draft, edited"))
        #expect(journal.calls == [#"root: set ["home", "draft, edited"] false"#])
        #expect(host.levels[0].controller.viewControllers.map(\.name) == ["home", "draft, edited"])
    }

    @Test func aPopAndAPushOfAnEqualScreenGiveItANewControllerAndKeepTheOnesUnder() throws {
        let journal = FakeNavigationController.Journal()
        let (host, _) = makeHost(journal)
        let store = Store(initialState: EditorState(), reducer: reducer)
        let rendering = store.drive(host, userNavigation: { _ in nil })
        defer { rendering.stop() }
        store.send(.open("child"))
        let home = try #require(host.levels[0].pages.first?.viewController)
        let child = try #require(host.levels[0].pages.last?.viewController)
        store.send(.reopen)
        #expect(host.levels[0].pages.first?.viewController === home)
        #expect(host.levels[0].pages.last?.viewController !== child)
        #expect(host.levels[0].pages.map(\.screen) == ["home", "child"])
    }

    @Test func theDiffOfAnEditIsAnUpdateAndOfAReopenASetThatKeepsTheScreensUnder() throws {
        var before = Small(root: "home")
        try before.push("a")
        try before.push("b")
        var edited = before
        try edited.updateScreen(at: 1) { $0 = "a2" }
        #expect(before.commands(toReach: edited) == [.update("a2", index: 1, level: 0)])
        var reopened = before
        try reopened.pop()
        try reopened.push("b")
        #expect(
            before.commands(toReach: reopened) == [.setStack(["home", "a", "b"], keeping: 2, level: 0, animated: true)])
        #expect(try before.applying(before.commands(toReach: reopened)) == reopened)
    }

    @Test func aPathNamesEntriesSoAnEditKeepsItsElementAndALinkedScreenIsAPush() throws {
        var stack = ScreenStack(root: "home")
        stack.push("draft")
        let old = stack.path
        stack[1] = "draft, edited"
        #expect(stack.path == old)
        #expect(UserNavigation.pathChange(from: old, to: stack.path, level: 0) == nil)
        #expect(
            UserNavigation.pathChange(from: old, to: old + [PathEntry("next")], level: 0)
                == .pushed(["next"], level: 0))
        #expect(UserNavigation.pathChange(from: old, to: [], level: 0) == .popped(remaining: 0, level: 0))
        stack.push("draft")
        #expect(stack.path[0] != stack.path[1])
    }
}
