import NavigationReducer
import NavigationReducerTesting
import Observation
import ShowcaseApp

// Observation by part on an app's own reducer: four views on ShowcaseApp over a random
// session, on the store and on a model the `@Observable` macro writes.

/// A random ShowcaseApp session: each action drawn with a fixed seed from what the user could
/// send where the actions before it led (``ShowcaseAction/possible(in:)``, as the Explorer
/// lists them), with the state it ends in. The store that draws it is read only here.
struct ShowcaseRandomSession {
    let actions: [ShowcaseAction]
    let finalState: ShowcaseState

    @MainActor
    init(count: Int, seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let store = Store(initialState: ShowcaseState(), reducer: ShowcaseReducer()) { _ in .none }
        var actions: [ShowcaseAction] = []
        actions.reserveCapacity(count)
        for _ in 0..<count {
            let possible = ShowcaseAction.possible(in: store.state)
            let action = possible[Int(random.next() % UInt64(possible.count))]
            store.send(action)
            actions.append(action)
        }
        self.actions = actions
        self.finalState = store.state
    }

    /// What a run that ends where the session ends returns: the final state's hash, so the
    /// whole state is compared, not a summary of it.
    static func summary(_ state: ShowcaseState) -> String {
        "state \(state.hashValue)"
    }
}

/// Two actions a `NAV_CYCLES` cycle, drawn once a process (the draw is not measured apart: it is
/// the same in every variant, so the observation ratio's differences cancel it).
@MainActor let showcaseSession = ShowcaseRandomSession(count: navCycles * 2, seed: 2_026)

/// How a presented flow is shown, which is what a view reading the flow at a level redraws for:
/// another flow there, none, or another style — as ``Store/presentedFlow(atLevel:)`` watches.
struct ShowcasePresentation: Equatable {
    let identity: FlowIdentity?
    let style: PresentationStyle?

    init(_ navigation: NavigationState<ShowcaseScreen, ShowcaseAlertAction>, level: Int) {
        identity = navigation.identity(ofLevel: level)
        style = level > 0 && level < navigation.levelCount ? navigation.presentedFlows[level - 1].style : nil
    }
}

/// ShowcaseApp written by hand on the `@Observable` macro: the reducer's state kept out of
/// observation, and the four parts views read copied into observed properties after each
/// action, so each is announced only when it changes (the macro compares an `Equatable` value
/// before it announces a set).
@Observable @MainActor
final class ShowcaseObservableModel {
    private(set) var rootStack: ScreenStack<ShowcaseScreen>
    private(set) var presentation: ShowcasePresentation
    private(set) var alert: AlertState<ShowcaseAlertAction>?
    private(set) var assets: [Asset]
    @ObservationIgnored private(set) var state: ShowcaseState
    @ObservationIgnored private let reducer = ShowcaseReducer()

    init(_ state: ShowcaseState) {
        self.state = state
        rootStack = state.navigation.rootStack
        presentation = ShowcasePresentation(state.navigation, level: 1)
        alert = state.navigation.alert
        assets = state.assets
    }

    func send(_ action: ShowcaseAction) {
        var next = state
        guard (try? reducer.reduce(into: &next, action: action)) != nil else { return }
        state = next
        rootStack = state.navigation.rootStack
        presentation = ShowcasePresentation(state.navigation, level: 1)
        alert = state.navigation.alert
        assets = state.assets
    }
}

/// The session on a store nobody reads.
@MainActor
func runShowcaseStoreUnread(_ session: ShowcaseRandomSession) -> String {
    let store = Store(initialState: ShowcaseState(), reducer: ShowcaseReducer()) { _ in .none }
    for action in session.actions { store.send(action) }
    return ShowcaseRandomSession.summary(store.state)
}

/// Four views on the store: the root stack, the flow presented over it, the alert and the
/// assets list, each re-armed after a change it was told of, as SwiftUI redraws. Each must be
/// told at least as often as on the hand-written model, which tells only real changes.
@MainActor
func runShowcaseStoreFourReaders(_ session: ShowcaseRandomSession) -> String {
    let store = Store(initialState: ShowcaseState(), reducer: ShowcaseReducer()) { _ in .none }
    let reads: [() -> Void] = [
        { _ = store.stack(atLevel: 0) }, { _ = store.presentedFlow(atLevel: 1) }, { _ = store.alert },
        { _ = store.assets },
    ]
    let told = sendTracked(session.actions, reads: reads, send: store.send)
    let modelTold = showcaseModelTold.told
    guard zip(told, modelTold).allSatisfy(>=) else { return "readers told \(told), the model's \(modelTold)" }
    return ShowcaseRandomSession.summary(store.state)
}

/// The session on the hand-written model nobody reads.
@MainActor
func runShowcaseMacroUnread(_ session: ShowcaseRandomSession) -> String {
    let model = ShowcaseObservableModel(ShowcaseState())
    for action in session.actions { model.send(action) }
    return ShowcaseRandomSession.summary(model.state)
}

/// ``runShowcaseStoreFourReaders`` on the hand-written model: the same four views.
@MainActor
func runShowcaseMacroFourReaders(_ session: ShowcaseRandomSession) -> (told: [Int], summary: String) {
    let model = ShowcaseObservableModel(ShowcaseState())
    let reads: [() -> Void] = [
        { _ = model.rootStack }, { _ = model.presentation }, { _ = model.alert }, { _ = model.assets },
    ]
    let told = sendTracked(session.actions, reads: reads, send: model.send)
    return (told, ShowcaseRandomSession.summary(model.state))
}

/// How often each view was told on the hand-written model, worked out once a process — in
/// every variant, before it is measured, so that the ratio's differences cancel its cost.
@MainActor let showcaseModelTold = runShowcaseMacroFourReaders(showcaseSession)

@MainActor
func showcaseObservationBenchmarks() -> [Benchmark] {
    func make(_ variant: String, _ run: @escaping @MainActor (ShowcaseRandomSession) -> String) -> Benchmark {
        Benchmark(
            workload: "showcase-session", variant: variant, actions: navCycles * 2,
            expected: MainActor.assumeIsolated {
                _ = showcaseModelTold
                return ShowcaseRandomSession.summary(showcaseSession.finalState)
            }
        ) { MainActor.assumeIsolated { run(showcaseSession) } }
    }
    return [
        make("store-send", runShowcaseStoreUnread),
        make("store-4-readers", runShowcaseStoreFourReaders),
        make("macro-observable-unread", runShowcaseMacroUnread),
        make("macro-observable-4-readers") { session in
            let run = runShowcaseMacroFourReaders(session)
            return run.told == showcaseModelTold.told
                ? run.summary : "readers told \(run.told), before \(showcaseModelTold.told)"
        },
    ]
}
