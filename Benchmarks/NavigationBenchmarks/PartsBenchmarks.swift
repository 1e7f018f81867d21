import BenchmarkAppCore
import NavigationReducer
import Observation

// Observation by part: what a send costs while views observe parts it does not change, and
// the read-then-send cycle of one SwiftUI view against a hand-written `@Observable` model.

/// The same navigation as `RawState`, field by field, in a model the `@Observable` macro
/// writes: each field is announced on its own, as the store announces each part.
@Observable @MainActor
final class MacroObservableModel {
    var stack: [RawScreen] = [.home]
    var popup: Int?
    var alert: RawAlert?

    func send(_ action: BenchAction) {
        switch action {
        case .pushList: stack.append(.list)
        case .pushDetail(let id): stack.append(.detail(id))
        case .presentEditor(let id): if popup == nil { popup = id }
        case .dismissPopup: popup = nil
        case .showAlert: if alert == nil { alert = rawLogoutConfirmation }
        case .choose: alert = nil
        case .pop: if stack.count > 1 { stack.removeLast() }
        }
    }

    var summary: String {
        RawState(stack: stack, popup: popup, alert: alert).summary
    }
}

/// A deep stack pushed and popped while `readers` trackings observe parts it never changes
/// (the flow that would be presented over it, the alert, the stacks of levels 1 and 2); none
/// is ever told, so none is re-armed.
@MainActor
func runStoreWithIdleReaders<W: Workload>(_ workload: W, reducer: BenchReducer, readers: Int) -> String {
    let store = Store(initialState: BenchState(), reducer: reducer) { _ in .none }
    let reads: [() -> Void] = [
        { _ = store.presentedFlow(atLevel: 1) }, { _ = store.alert },
        { _ = store.stack(atLevel: 1) }, { _ = store.stack(atLevel: 2) },
    ]
    let changes = ChangeCounter()
    for reader in 0..<readers {
        withObservationTracking(reads[reader % reads.count]) { changes.count &+= 1 }
    }
    for index in 0..<workload.actionCount { store.send(workload.action(at: index)) }
    // A reader told of a change it did not read fails the run: the summary no longer matches.
    return changes.count == 0 ? store.state.summary : "readers of unchanged parts told \(changes.count) times"
}

/// A view reading the root stack under tracking, re-armed after each change it is told of,
/// as SwiftUI does: on the store, by part.
@MainActor
func runStorePartTracked<W: Workload>(_ workload: W, reducer: BenchReducer) -> String {
    let store = Store(initialState: BenchState(), reducer: reducer) { _ in .none }
    blackHole(sendTracked(workload, read: { _ = store.stack(atLevel: 0) }, send: store.send))
    return store.state.summary
}

/// Four views on the store: the root stack, the presented flow, the alert, and one reading
/// the whole state; each re-armed after a change it was told of.
@MainActor
func runStoreFourReaders<W: Workload>(_ workload: W, reducer: BenchReducer) -> String {
    let store = Store(initialState: BenchState(), reducer: reducer) { _ in .none }
    let reads: [() -> Void] = [
        { _ = store.stack(atLevel: 0) }, { _ = store.presentedFlow(atLevel: 1) }, { _ = store.alert },
        { _ = store.state },
    ]
    blackHole(sendTracked(workload, reads: reads, send: store.send))
    return store.state.summary
}

/// ``runStoreFourReaders`` on the macro-written model: the same four views.
@MainActor
func runMacroObservableFourReaders<W: Workload>(_ workload: W) -> String {
    let model = MacroObservableModel()
    let reads: [() -> Void] = [
        { _ = model.stack }, { _ = model.popup }, { _ = model.alert },
        { _ = (model.stack, model.popup, model.alert) },
    ]
    blackHole(sendTracked(workload, reads: reads, send: model.send))
    return model.summary
}

/// The macro-written model with nothing reading it: what its sends cost before observation.
@MainActor
func runMacroObservableUnread<W: Workload>(_ workload: W) -> String {
    let model = MacroObservableModel()
    for index in 0..<workload.actionCount { model.send(workload.action(at: index)) }
    return model.summary
}

/// ``runStorePartTracked`` on the macro-written model.
@MainActor
func runMacroObservableTracked<W: Workload>(_ workload: W) -> String {
    let model = MacroObservableModel()
    blackHole(sendTracked(workload, read: { _ = model.stack }, send: model.send))
    return model.summary
}

@MainActor
func partsBenchmarks() -> [Benchmark] {
    let deep = DeepStack(depth: 1_000)
    let cycle = NavCycle(cycles: navCycles)
    let reducer = BenchReducer()
    func make<W: Workload>(_ workload: W, _ variant: String, _ run: @escaping () -> String) -> Benchmark {
        Benchmark(
            workload: "parts-\(workload.name)", variant: variant, actions: workload.actionCount,
            expected: workload.expectedSummary, run: run)
    }
    return [
        make(deep, "raw") { runRaw(deep) },
        make(deep, "store-idle-readers-0") {
            MainActor.assumeIsolated { runStore(deep, reducer: reducer, observed: false) }
        },
    ]
        + [1, 10, 100].map { readers in
            make(deep, "store-idle-readers-\(readers)") {
                MainActor.assumeIsolated { runStoreWithIdleReaders(deep, reducer: reducer, readers: readers) }
            }
        }
        + [
            make(cycle, "raw") { runRaw(cycle) },
            make(cycle, "macro-observable-tracked") { MainActor.assumeIsolated { runMacroObservableTracked(cycle) } },
            make(cycle, "store-part-tracked") {
                MainActor.assumeIsolated { runStorePartTracked(cycle, reducer: reducer) }
            },
            make(cycle, "macro-observable-unread") { MainActor.assumeIsolated { runMacroObservableUnread(cycle) } },
            make(cycle, "macro-observable-4-readers") {
                MainActor.assumeIsolated { runMacroObservableFourReaders(cycle) }
            },
            make(cycle, "store-send") {
                MainActor.assumeIsolated { runStore(cycle, reducer: reducer, observed: false) }
            },
            make(cycle, "store-4-readers") {
                MainActor.assumeIsolated { runStoreFourReaders(cycle, reducer: reducer) }
            },
        ]
}
