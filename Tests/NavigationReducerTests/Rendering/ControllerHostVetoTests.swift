import NavigationReducer
import Testing

/// Before a swipe back or a swipe down starts, the controller host asks the reducer whether it
/// would take the navigation the gesture ends in, so a refused one never begins.
@MainActor @Suite struct AGestureTheReducerWouldRefuseNeverBegins {
    let journal = FakeNavigationController.Journal()

    /// A host driven by a store showing `a › b › c` with a sheet `s › t` over it; the reducer
    /// takes what the user does when `accepting`.
    func driven(accepting: Bool, mapping: Bool = true) throws -> Driven {
        let sheet = PresentedFlow(try ScreenStack(["s", "t"]), style: .sheet)
        let start = try Small(root: ScreenStack(["a", "b", "c"]), presented: [sheet])
        let store = Store(initialState: HostState(navigation: start), reducer: hostReducer)
        let host = makeFakeHost(journal)
        let asked = Asked()
        let rendering = store.drive(host) { change in
            asked.changes.append(change)
            return mapping ? .userNavigated(change, accepted: accepting) : nil
        }
        return Driven(store: store, host: host, rendering: rendering, asked: asked)
    }

    final class Asked {
        var changes: [UserNavigation<String>] = []
    }

    struct Driven {
        let store: Store<Reduce<HostState, HostAction, Never>>
        let host: FakeHost
        let rendering: NavigationRenderer<FakeHost>
        let asked: Asked
    }

    @Test func aSwipeBackBeginsOnlyWhenTheReducerWouldTakeThePopOfTheTopScreen() throws {
        let app = try driven(accepting: true)
        defer { app.rendering.stop() }
        #expect(app.host.allowsUserPop(in: app.host.levels[0].controller))
        #expect(app.host.allowsUserPop(in: app.host.levels[1].controller))
        #expect(app.asked.changes == [.popped(remaining: 1, level: 0), .popped(remaining: 0, level: 1)])
        let refusing = try driven(accepting: false)
        defer { refusing.rendering.stop() }
        #expect(!refusing.host.allowsUserPop(in: refusing.host.levels[0].controller))
        #expect(!refusing.host.allowsUserPop(in: refusing.host.levels[1].controller))
    }

    @Test func aSwipeDownBeginsOnlyWhenTheReducerWouldTakeTheDismissal() throws {
        let app = try driven(accepting: true)
        defer { app.rendering.stop() }
        #expect(app.host.allowsUserDismissal(of: app.host.levels[1].controller))
        #expect(app.asked.changes == [.dismissedFlow(root: "s", level: 1)])
        let refusing = try driven(accepting: false)
        defer { refusing.rendering.stop() }
        #expect(!refusing.host.allowsUserDismissal(of: refusing.host.levels[1].controller))
    }

    @Test func aGestureThatMapsToNoActionNeverBegins() throws {
        let app = try driven(accepting: true, mapping: false)
        defer { app.rendering.stop() }
        #expect(!app.host.allowsUserPop(in: app.host.levels[0].controller))
        #expect(!app.host.allowsUserDismissal(of: app.host.levels[1].controller))
    }

    @Test func askingChangesNothingAndSendsNothing() throws {
        let app = try driven(accepting: true)
        defer { app.rendering.stop() }
        let shown = app.host.levels.map { $0.controller.viewControllers.map(\.name) }
        let before = app.store.state
        _ = app.host.allowsUserPop(in: app.host.levels[1].controller)
        _ = app.host.allowsUserDismissal(of: app.host.levels[1].controller)
        #expect(app.host.levels.map { $0.controller.viewControllers.map(\.name) } == shown)
        #expect(shown == [["a", "b", "c"], ["s", "t"]])
        #expect(app.store.state == before)
    }

    @Test func aRootScreenHasNoSwipeBackAndAStrangerIsNotTheHostsToDecide() throws {
        let app = try driven(accepting: false)
        defer { app.rendering.stop() }
        let root = app.host.levels[0].controller
        root.viewControllers.removeLast(2)
        #expect(!app.host.allowsUserPop(in: root))
        let stranger = FakeNavigationController("stranger", journal: journal)
        stranger.viewControllers = [FakeNavigationController.Page("x"), FakeNavigationController.Page("y")]
        #expect(app.host.allowsUserPop(in: stranger))
        #expect(app.host.allowsUserDismissal(of: stranger))
        #expect(app.host.allowsUserDismissal(of: root))
        #expect(app.asked.changes.isEmpty)
    }

    @Test func aStoppedRenderingNoLongerVetoes() throws {
        let app = try driven(accepting: false)
        app.rendering.stop()
        #expect(app.host.allowsUserPop(in: app.host.levels[0].controller))
        #expect(app.host.allowsUserDismissal(of: app.host.levels[1].controller))
        #expect(app.asked.changes.isEmpty)
    }
}
