import NavigationReducer
import ReaderApp

/// A split-view cycle on the reader's store, `NAV_CYCLES` times (100,000 by default): an
/// article pushed in the detail of two sections, each selected in the sidebar in turn, one
/// swipe back — 8 user actions a cycle, through the app's own reducer (links, rules and
/// guards included), nothing observing.
@MainActor
func splitViewBenchmarks() -> [Benchmark] {
    let cycles = navCycles
    let article = ReaderScreen.article(id: 1, comments: 3)
    let cycle: [ReaderAction] = [
        .userNavigated(.pushed([article], level: 0)), .userNavigated(.selected(.search, in: .sidebar)),
        .userNavigated(.pushed([article], level: 0)), .userNavigated(.selected(.feed, in: .sidebar)),
        .userNavigated(.pushed([article], level: 0)), .userNavigated(.popped(remaining: 1, level: 0)),
        .userNavigated(.selected(.search, in: .sidebar)), .userNavigated(.selected(.feed, in: .sidebar)),
    ]
    return [
        Benchmark(
            workload: "split-cycle", variant: "store-send", actions: cycles * cycle.count,
            expected: "the feed selected, nothing pushed"
        ) {
            MainActor.assumeIsolated {
                let store = Store(initialState: ReaderState.splitView, reducer: ReaderReducer()) { _ in .none }
                for _ in 0..<cycles {
                    for action in cycle { store.send(action) }
                }
                let navigation = store.state.navigation
                return Array(navigation.rootStack) == [.sections, .feed]
                    ? "the feed selected, nothing pushed" : "\(navigation)"
            }
        }
    ]
}
