import BenchmarkAppCore
import NavigationReducer
import NavigationReducerTesting
import Observation

// One function per variant. Each runs a whole workload from a fresh state and returns the
// final state's summary for the harness to check.

func runRaw<W: Workload>(_ workload: W) -> String {
    var state = RawState()
    for index in 0..<workload.actionCount {
        state.apply(workload.action(at: index))
    }
    blackHole(state.stack.count)
    return state.summary
}

@inline(__always)
func runReduceInOut<W: Workload>(
    _ workload: W, reduce: (inout BenchState, BenchAction) throws(NavigationRejection) -> EffectList<BenchEffect>
) -> String {
    var state = BenchState()
    var effectCount = 0
    for index in 0..<workload.actionCount {
        do {
            let effects = try reduce(&state, workload.action(at: index))  // read as the store reads them
            if !effects.isEmpty { effectCount &+= effects.count }
        } catch {
            return "rejected \(workload.action(at: index)): \(error)"
        }
    }
    blackHole(effectCount)
    return state.summary
}

/// The design card's form, handing the state over with `consume` as a caller that keeps only
/// the new state does.
func runReducePure<W: Workload>(_ workload: W, reducer: BenchReducer) -> String {
    var state = BenchState()
    var effectCount = 0
    for index in 0..<workload.actionCount {
        do {
            let (next, effects) = try reducer.reduce(consume state, workload.action(at: index))
            state = next
            effectCount &+= effects.count
        } catch {
            return "rejected at \(index): \(error)"
        }
    }
    blackHole(effectCount)
    return state.summary
}

/// The card's form called by a caller that keeps its old value: every action copies the
/// stack. Shown to explain why the Store and ``runReducePure`` hand the state over.
func runReducePureBorrowing<W: Workload>(_ workload: W, reducer: BenchReducer) -> String {
    var state = BenchState()
    var previous = state
    for index in 0..<workload.actionCount {
        previous = state
        guard let next = try? reducer.reduce(state, workload.action(at: index)).0 else { return "rejected at \(index)" }
        state = next
    }
    blackHole(previous)
    return state.summary
}

/// A real Store; `observed` attaches one state observer, as a UIKit host would.
@MainActor
func runStore<W: Workload, R: Reducer>(_ workload: W, reducer: R, observed: Bool) -> String
where R.State == BenchState, R.Action == BenchAction, R.Effect == BenchEffect {
    var factoryCalls = 0
    let store = Store(initialState: BenchState(), reducer: reducer) { _ in
        factoryCalls &+= 1
        return .none
    }
    var observedStates = 0
    let stateObservation = observed ? store.observeStates { _ in observedStates &+= 1 } : nil
    var rejections = 0
    let diagnostics = store.observeDiagnostics { _ in rejections += 1 }
    for index in 0..<workload.actionCount {
        store.send(workload.action(at: index))
    }
    stateObservation?.cancel()
    diagnostics.cancel()
    blackHole(factoryCalls &+ observedStates)
    guard rejections == 0 else { return "\(rejections) rejections" }
    return store.state.summary
}

/// A real Store asked before each action whether it would take it — a dry run on a copy of
/// the state, as a host does before a gesture begins — then sent it.
@MainActor
func runStoreDryRun<W: Workload, R: Reducer>(_ workload: W, reducer: R) -> String
where R.State == BenchState, R.Action == BenchAction, R.Effect == BenchEffect {
    let store = Store(initialState: BenchState(), reducer: reducer) { _ in .none }
    var refusedDryRuns = 0
    for index in 0..<workload.actionCount {
        if !store.wouldAccept(workload.action(at: index)) { refusedDryRuns &+= 1 }
        store.send(workload.action(at: index))
    }
    guard refusedDryRuns == 0 else { return "\(refusedDryRuns) dry runs refused" }
    return store.state.summary
}

/// Every state change diffed and sent to a recording host through a renderer, as a UIKit app
/// would render.
@MainActor
func runRendered<W: Workload>(_ workload: W, reducer: BenchReducer) -> String {
    renderEveryChange(from: BenchState(), count: workload.actionCount, reducer: reducer, action: workload.action)
        .map(\.summary) ?? "host out of step"
}

/// One tree — two screens pushed, an editor presented over them — rendered again once per
/// action of the workload, as a store renders after a change that leaves the screen as it is:
/// the host must receive no command. The tree is then taken back to the root, so the run ends
/// where the workload does.
@MainActor
func runRenderedUnchanged<W: Workload>(_ workload: W, reducer: BenchReducer) -> String {
    let host = RecordingHost<BenchScreen, BenchAlertAction>()
    let renderer = NavigationRenderer(host: host)
    var state = BenchState()
    func step(_ action: BenchAction) {
        _ = try? reducer.reduce(into: &state, action: action)
        renderer.render(state.navigation)
    }
    for action in [BenchAction.pushList, .pushDetail(1), .presentEditor(1)] { step(action) }
    let built = host.commands.count
    for _ in 0..<workload.actionCount { renderer.render(state.navigation) }
    guard host.commands.count == built else { return "\(host.commands.count - built) commands for an unchanged tree" }
    for action in [BenchAction.dismissPopup, .pop, .pop] { step(action) }
    guard renderer.onScreen?.showsSameAs(state.navigation) == true else { return "host out of step" }
    return state.summary
}

/// The state after `count` actions, each change rendered into a recording host; `nil` when
/// the host did not end showing it.
@MainActor
func renderEveryChange(
    from initialState: BenchState, count: Int, reducer: BenchReducer, action: (Int) -> BenchAction
) -> BenchState? {
    let host = RecordingHost<BenchScreen, BenchAlertAction>()
    let renderer = NavigationRenderer(host: host)
    var state = initialState
    renderer.render(state.navigation)
    for index in 0..<count {
        _ = try? reducer.reduce(into: &state, action: action(index))
        renderer.render(state.navigation)
    }
    blackHole(host.commands.count)
    guard renderer.onScreen?.showsSameAs(state.navigation) == true else { return nil }
    return state
}

/// A Store driving a recording host.
@MainActor
func runStoreDriving<W: Workload>(_ workload: W, reducer: BenchReducer) -> String {
    let store = Store(initialState: BenchState(), reducer: reducer) { _ in .none }
    let host = RecordingHost<BenchScreen, BenchAlertAction>()
    let rendering = store.drive(host, userNavigation: { _ in nil })
    for index in 0..<workload.actionCount {
        store.send(workload.action(at: index))
    }
    rendering.stop()
    blackHole(host.commands.count)
    return store.state.summary
}

/// A Store read once outside any tracking — a UIKit callback, a log line — before its sends:
/// the read part is forgotten once three changes have passed unread, so the sends cost what
/// `store-send`'s do.
@MainActor
func runStoreAfterARead<W: Workload>(_ workload: W, reducer: BenchReducer) -> String {
    let store = Store(initialState: BenchState(), reducer: reducer) { _ in .none }
    blackHole(store.stack(atLevel: 0)?.count ?? 0)
    blackHole(store.state.navigation.levelCount)
    for index in 0..<workload.actionCount {
        store.send(workload.action(at: index))
    }
    return store.state.summary
}

/// A Store whose state is read after every send, as a SwiftUI view's body reads it, with no
/// observation tracking active.
@MainActor
func runStoreRead<W: Workload>(_ workload: W, reducer: BenchReducer) -> String {
    let store = Store(initialState: BenchState(), reducer: reducer) { _ in .none }
    blackHole(sendReading(workload, read: { store.state.navigation.levelCount }, send: store.send))
    return store.state.summary
}

/// Sends the workload's actions, reading the state after each; returns the sum of what was
/// read, so no read can be left out.
@MainActor @inline(__always)
func sendReading<W: Workload>(_ workload: W, read: () -> Int, send: (BenchAction) -> Void) -> Int {
    var total = 0
    for index in 0..<workload.actionCount {
        send(workload.action(at: index))
        total &+= read()
    }
    return total
}

/// A Store observed the way SwiftUI observes it: the state is read inside
/// `withObservationTracking`, re-armed after every change it reports.
@MainActor
func runStoreTracked<W: Workload>(_ workload: W, reducer: BenchReducer) -> String {
    let store = Store(initialState: BenchState(), reducer: reducer) { _ in .none }
    blackHole(sendTracked(workload, read: { _ = store.state }, send: store.send))
    return store.state.summary
}

/// Sends the workload's actions with the state read inside `withObservationTracking`,
/// re-armed after every change it reports; returns how many changes it reported.
@MainActor
func sendTracked<W: Workload>(_ workload: W, read: @escaping () -> Void, send: (BenchAction) -> Void) -> Int {
    sendTracked(workload, reads: [read], send: send)
}

/// ``sendTracked(_:read:send:)`` with one view per read, each tracked on its own and re-armed
/// only after a change it was told of, as SwiftUI re-renders only the views invalidated.
@MainActor
func sendTracked<W: Workload>(_ workload: W, reads: [() -> Void], send: (BenchAction) -> Void) -> Int {
    sendTracked((0..<workload.actionCount).lazy.map(workload.action(at:)), reads: reads, send: send).reduce(0, &+)
}

/// ``sendTracked(_:reads:send:)`` over any sequence of actions: how many times each reader
/// was told of a change.
@MainActor
func sendTracked<Actions: Sequence>(_ actions: Actions, reads: [() -> Void], send: (Actions.Element) -> Void) -> [Int] {
    let counters = reads.map { _ in ChangeCounter() }
    func track(_ reader: Int) {
        withObservationTracking(reads[reader]) {
            counters[reader].count &+= 1
        }
    }
    for reader in reads.indices { track(reader) }
    for action in actions {
        send(action)
        for reader in reads.indices where counters[reader].count != counters[reader].seen {
            counters[reader].seen = counters[reader].count
            track(reader)
        }
    }
    return counters.map(\.count)
}

/// Counts the changes an observation reported; touched only on the main thread.
final class ChangeCounter: @unchecked Sendable {
    var count = 0
    var seen = 0
}

/// ``runStoreRead`` on the raw observable model.
@MainActor
func runRawObservableRead<W: Workload>(_ workload: W) -> String {
    let model = RawObservableModel()
    blackHole(sendReading(workload, read: { model.state.stack.count }, send: model.send))
    return model.state.summary
}

/// ``runStoreRead`` on the raw registrar model: the least an `Observable` type that announces
/// every change pays in instructions when it is read after each one.
@MainActor
func runRawRegistrarRead<W: Workload>(_ workload: W) -> String {
    let model = RawRegistrarModel()
    blackHole(sendReading(workload, read: { model.state.stack.count }, send: model.send))
    return model.state.summary
}

/// ``runStoreTracked`` on the raw observable model: what re-arming `withObservationTracking`
/// after every change costs with no library at all.
@MainActor
func runRawObservableTracked<W: Workload>(_ workload: W) -> String {
    let model = RawObservableModel()
    blackHole(sendTracked(workload, read: { _ = model.state }, send: model.send))
    return model.state.summary
}
