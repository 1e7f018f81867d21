import ExampleExplorations
import NavigationReducer
import ReaderApp

/// A tab cycle on the reader's store, `NAV_CYCLES` times (100,000 by default): an article pushed in two tabs, switched between, each
/// tab taken back to its root by a second tap — 8 user actions a cycle, through the app's own
/// reducer (links, rules and guards included), nothing observing.
@MainActor
func tabBenchmarks() -> [Benchmark] {
    let cycles = navCycles
    let article = ReaderScreen.article(id: 1, comments: 3)
    let cycle: [ReaderAction] = [
        .userNavigated(.pushed([article], level: 0)), .userNavigated(.selectedTab(.search)),
        .userNavigated(.pushed([article], level: 0)), .userNavigated(.selectedTab(.feed)),
        .userNavigated(.reselectedTab(.feed)), .userNavigated(.selectedTab(.search)),
        .userNavigated(.reselectedTab(.search)), .userNavigated(.selectedTab(.feed)),
    ]
    return [
        Benchmark(
            workload: "tab-cycle", variant: "store-send", actions: cycles * cycle.count,
            expected: "feed shown, every tab at its root"
        ) {
            MainActor.assumeIsolated {
                let store = Store(initialState: ReaderState(), reducer: ReaderReducer()) { _ in .none }
                for _ in 0..<cycles {
                    for action in cycle { store.send(action) }
                }
                let navigation = store.state.navigation
                return navigation.selectedTab == .feed && navigation.tabStacks.allSatisfy { $0.stack.isAtRoot }
                    ? "feed shown, every tab at its root" : "\(navigation)"
            }
        }
    ]
}
