import BenchmarkAppCore
import NavigationReducer

// The nav-cycle run inside a sheet presented two levels deep: the root flow shows `home`, a
// sheet shows `list`, a second sheet shows `depth` detail screens, and every action of the
// cycle (push, push, present, dismiss, alert, choose, pop, pop) happens in that top flow.

/// The raw baseline for the nested cycle: the same tree as hand-written nested arrays.
struct RawNestedState {
    var levels: [[RawScreen]]
    var alert: RawAlert?

    init(depth: Int) {
        levels = [[.home], [.list], (0..<depth).map { .detail($0) }]
    }

    mutating func apply(_ action: BenchAction) {
        let top = levels.count - 1
        switch action {
        case .pushList: levels[top].append(.list)
        case .pushDetail(let id): levels[top].append(.detail(id))
        case .presentEditor(let id): if alert == nil, levels.count < 16 { levels.append([.detail(id)]) }
        case .dismissPopup: if alert == nil, levels.count > 1 { levels.removeLast() }
        case .showAlert: if alert == nil { alert = rawLogoutConfirmation }
        case .choose: alert = nil
        case .pop: if levels[top].count > 1 { levels[top].removeLast() }
        }
    }

    var summary: String {
        let top = levels[levels.count - 1]
        return
            "levels \(levels.count) depth \(top.count) top \(top.last.map { "\($0)" } ?? "none") alert \(alert != nil)"
    }
}

/// The nav-cycle actions, run in a flow two levels up whose stack starts `depth` deep.
struct NestedCycle: Workload {
    var cycles: Int
    var depth: Int
    var name: String { "nested-cycle-\(depth)" }
    var actionCount: Int { cycles * 8 }
    var expectedSummary: String { "levels 3 depth \(depth) top detail(\(depth - 1)) alert false" }

    func action(at index: Int) -> BenchAction {
        NavCycle(cycles: cycles).action(at: index)
    }

    /// The library's tree for the same start.
    var initialState: BenchState {
        var state = BenchState()
        let top = ScreenStack(root: BenchScreen.detail(0), pushed: (1..<max(1, depth)).map { .detail($0) })
        try? state.navigation.present(.list)
        try? state.navigation.present(flow: PresentedFlow(top))
        return state
    }
}

extension BenchState {
    /// The top flow's depth and screen, in the raw baseline's words.
    var nestedSummary: String {
        let top = navigation.topStack
        return "levels \(navigation.levelCount) depth \(top.count) top \(top.top) alert \(navigation.alert != nil)"
    }
}

@MainActor
func nestedBenchmarks(depth: Int) -> [Benchmark] {
    let workload = NestedCycle(cycles: navCycles, depth: depth)
    let reducer = BenchReducer()
    func make(_ variant: String, _ run: @escaping () -> String) -> Benchmark {
        Benchmark(
            workload: workload.name, variant: variant, actions: workload.actionCount,
            expected: workload.expectedSummary, run: run)
    }
    var list = [
        make("raw") {
            var state = RawNestedState(depth: depth)
            for index in 0..<workload.actionCount { state.apply(workload.action(at: index)) }
            blackHole(state.levels.count)
            return state.summary
        },
        make("reduce-inout") {
            var state = workload.initialState
            for index in 0..<workload.actionCount {
                _ = try? reducer.reduceInlined(into: &state, action: workload.action(at: index))
            }
            return state.nestedSummary
        },
        make("reduce-pure") {
            var state = workload.initialState
            for index in 0..<workload.actionCount {
                guard let next = try? reducer.reduce(consume state, workload.action(at: index)).0 else {
                    return "rejected at \(index)"
                }
                state = next
            }
            return state.nestedSummary
        },
        make("store-send") {
            MainActor.assumeIsolated {
                let store = Store(initialState: workload.initialState, reducer: reducer) { _ in .none }
                for index in 0..<workload.actionCount { store.send(workload.action(at: index)) }
                return store.state.nestedSummary
            }
        },
        // A reducer with no word that it refuses before changing: the store keeps the state
        // from before each action, and each push shares its stack with what was kept.
        make("store-send-snapshot") {
            MainActor.assumeIsolated {
                let store = Store(initialState: workload.initialState, reducer: SnapshotBenchReducer()) { _ in .none }
                for index in 0..<workload.actionCount { store.send(workload.action(at: index)) }
                return store.state.nestedSummary
            }
        },
        // A host asking the reducer before each action, as before a gesture begins: a dry run
        // on a copy of the state, then the send.
        make("store-dry-run-then-send") {
            MainActor.assumeIsolated {
                let store = Store(initialState: workload.initialState, reducer: reducer) { _ in .none }
                var accepted = 0
                for index in 0..<workload.actionCount {
                    if store.wouldAccept(workload.action(at: index)) { accepted &+= 1 }
                    store.send(workload.action(at: index))
                }
                return accepted == workload.actionCount ? store.state.nestedSummary : "a dry run refused"
            }
        },
        // A view reading the stack the actions change, re-armed after each change, as SwiftUI
        // does: the store keeps the stack read to tell whether the action changed it.
        make("store-part-tracked") {
            MainActor.assumeIsolated {
                let store = Store(initialState: workload.initialState, reducer: reducer) { _ in .none }
                blackHole(sendTracked(workload, reads: [{ _ = store.stack(atLevel: 2) }], send: store.send))
                return store.state.nestedSummary
            }
        },
        // SwiftUI's tree pushing and popping through the top flow's path binding, as a link
        // and a swipe back write it, and reading the path after each action, as a redraw does.
        make("tree-path-written") {
            MainActor.assumeIsolated { runTreePathWritten(workload, reducer: reducer) }
        },
    ]
    // Rendering is measured at 1,000 screens, the depth its figures are kept for.
    if depth <= 1_000 {
        list.append(
            make("diff-recording-host") {
                MainActor.assumeIsolated {
                    renderEveryChange(
                        from: workload.initialState, count: workload.actionCount, reducer: reducer,
                        action: workload.action
                    )
                    .map(\.nestedSummary) ?? "host out of step"
                }
            })
    }
    return list
}

/// The nested cycle through a SwiftUI tree's model: pushes and pops written into the top flow's
/// path, the other actions sent, and the path read after each.
@MainActor
func runTreePathWritten(_ workload: NestedCycle, reducer: BenchReducer) -> String {
    let store = Store(initialState: workload.initialState, reducer: reducer) { _ in .none }
    let model = NavigationTreeModel(
        store: store,
        userNavigation: { (change: UserNavigation<BenchScreen>) -> BenchAction? in
            switch change {
            case .pushed(let screens, _) where screens == [.list]: return .pushList
            case .pushed(let screens, _):
                guard screens.count == 1, case .detail(let id) = screens[0] else { return nil }
                return .pushDetail(id)
            case .popped: return .pop
            default: return nil
            }
        },
        alertAction: { .choose($0) })
    let level = 2
    var shown = 0
    for index in 0..<workload.actionCount {
        let action = workload.action(at: index)
        var path = model[path: level]
        switch action {
        case .pushList: path.append(PathEntry(BenchScreen.list))
        case .pushDetail(let id): path.append(PathEntry(BenchScreen.detail(id)))
        case .pop: path.removeLast()
        default: store.send(action)
        }
        if path.count != model[path: level].count { model[path: level] = path }
        shown &+= model[path: level].count
    }
    blackHole(shown)
    return store.state.nestedSummary
}
