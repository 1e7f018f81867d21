import NavigationReducer
import NavigationReducerTesting

/// A counter feature as TCA's presentation, stack and forEach tests write it, run on the
/// entries of a stack, on a presented flow and on a flow presented over that one, next to the
/// app's own counter.
struct Counter: Hashable, Sendable {
    var count = 0
    var text = ""
}

enum CounterAction: Hashable, Sendable {
    /// Starts a timer named `name` that answers `.response(42)` every second.
    case startTapped(name: String)
    /// Cancels the work named `name`.
    case stopTapped(name: String)
    /// Answers `.response(milliseconds)` after `milliseconds`, under `name` when one is given.
    case tapped(milliseconds: Int, name: String?)
    case response(Int)
    /// Sets the text; an empty text asks for a reply that sets it to "Empty" (TCA's forEach test).
    case textChanged(String)
    /// Asks the app to present a flow over this one: the app observes it.
    case presentGrandchildTapped
}

enum CounterEffect: Hashable, Sendable {
    case timer(name: String)
    case cancel(name: String)
    case delayed(milliseconds: Int, name: String?)
    case emptyReply
}

struct CounterReducer: Reducer {
    func reduce(into state: inout Counter, action: CounterAction) throws(NavigationRejection)
        -> EffectList<CounterEffect>
    {
        switch action {
        case .startTapped(let name): return [.timer(name: name)]
        case .stopTapped(let name): return [.cancel(name: name)]
        case .tapped(let milliseconds, let name): return [.delayed(milliseconds: milliseconds, name: name)]
        case .response(let value): state.count += value
        case .textChanged(let text):
            state.text = text
            if text.isEmpty { return [.emptyReply] }
        case .presentGrandchildTapped: break
        }
        return []
    }
}

enum TreeScreen: Hashable, Sendable {
    case home
    /// A counter pushed on a stack, or the first screen of a presented flow.
    case child(Counter)
    /// The first screen of a flow the child's flow presents.
    case grandchild(Counter)

    var child: Counter? {
        get { if case .child(let counter) = self { counter } else { nil } }
        set { if let newValue { self = .child(newValue) } }
    }

    var grandchild: Counter? {
        get { if case .grandchild(let counter) = self { counter } else { nil } }
        set { if let newValue { self = .grandchild(newValue) } }
    }
}

struct TreeState: NavigableState, Hashable, Sendable {
    var navigation = NavigationState<TreeScreen, Never>(root: .home)
    /// The app's own counter, outside any feature.
    var counter = Counter()
}

enum TreeAction: Hashable, Sendable {
    case app(CounterAction)
    case entry(EntryAction<CounterAction>)
    case sheet(CounterAction)
    case grandchild(CounterAction)
    case pushChild
    case presentChild
    case remove(EntryID)
    case popToRoot
    case dismiss
    /// Shows the tab that opens on this screen.
    case select(TreeScreen)
    /// Assigns a new tree showing one counter over home: numbered as the one it replaces.
    case startOver
}

enum TreeEffect: Hashable, Sendable {
    case app(CounterEffect)
    case entry(EntryID, CounterEffect)
    case sheet(CounterEffect)
    case grandchild(CounterEffect)
}

/// The app: its counter, a counter feature on every `.child` entry of any stack, on the
/// topmost flow starting at a `.child`, and on one starting at a `.grandchild`; and the
/// navigation, which presents the grandchild's flow when the child's feature asks.
struct TreeReducer: Reducer {
    static let app = Scope(
        state: \TreeState.counter, action: { (action: TreeAction) in if case .app(let a) = action { a } else { nil } },
        effect: TreeEffect.app, child: CounterReducer())
    static let entries = ForEachEntry(
        in: \TreeState.navigation, state: \.child, screen: TreeScreen.child,
        action: { (action: TreeAction) in if case .entry(let a) = action { a } else { nil } },
        effect: { (entry: EntryID, effect: CounterEffect) -> TreeEffect in .entry(entry, effect) },
        child: CounterReducer())
    static let sheet = FlowFeature(
        in: \TreeState.navigation, state: \.child, screen: TreeScreen.child,
        action: { (action: TreeAction) in if case .sheet(let a) = action { a } else { nil } },
        effect: TreeEffect.sheet, child: CounterReducer())
    static let grandchild = FlowFeature(
        in: \TreeState.navigation, state: \.grandchild, screen: TreeScreen.grandchild,
        action: { (action: TreeAction) in if case .grandchild(let a) = action { a } else { nil } },
        effect: TreeEffect.grandchild, child: CounterReducer())

    func reduce(into state: inout TreeState, action: TreeAction) throws(NavigationRejection)
        -> EffectList<TreeEffect>
    {
        var effects = try Self.app.reduce(into: &state, action: action)
        effects += try Self.entries.reduce(into: &state, action: action)
        effects += try Self.sheet.reduce(into: &state, action: action)
        effects += try Self.grandchild.reduce(into: &state, action: action)
        switch action {
        case .pushChild: try state.navigation.push(.child(Counter()))
        case .presentChild: try state.navigation.present(.child(Counter()))
        case .sheet(.presentGrandchildTapped): try state.navigation.present(.grandchild(Counter()))
        case .remove(let entry): try state.navigation.remove(entry: entry)
        case .popToRoot: try state.navigation.popToRoot()
        case .dismiss: try state.navigation.dismiss()
        case .select(let tab): try state.navigation.select(tab: tab)
        case .startOver:
            state.navigation = try NavigationState(root: ScreenStack(root: .home, pushed: [.child(Counter())]))
        case .app, .entry, .sheet, .grandchild: break
        }
        return effects
    }
}

/// The app's factory: each feature's work answers to the feature that asked, and lives as
/// long as it — `Work.run` with no tie.
@MainActor
func treeEffects(clock: ManualClock) -> @MainActor (TreeEffect) -> Work<TreeAction, TreeScreen> {
    { effect in
        switch effect {
        case .app(let effect): counterWork(effect, clock: clock) { .app($0) }
        case .entry(let entry, let effect): counterWork(effect, clock: clock) { .entry(EntryAction(entry, $0)) }
        case .sheet(let effect): counterWork(effect, clock: clock) { .sheet($0) }
        case .grandchild(let effect): counterWork(effect, clock: clock) { .grandchild($0) }
        }
    }
}

func counterWork(
    _ effect: CounterEffect, clock: ManualClock, answer: @escaping @Sendable (CounterAction) -> TreeAction
) -> Work<TreeAction, TreeScreen> {
    switch effect {
    case .timer(let name):
        return Work.run { send in
            while (try? await clock.sleep(for: .seconds(1))) != nil { await send(answer(.response(42))) }
        }
        .named(name)
    case .cancel(let name):
        return .cancel(id: name)
    case .delayed(let milliseconds, let name):
        let work = Work<TreeAction, TreeScreen>.run { send in
            guard (try? await clock.sleep(for: .milliseconds(milliseconds))) != nil else { return }
            await send(answer(.response(milliseconds)))
        }
        return name.map { work.named($0) } ?? work
    case .emptyReply:
        return .send(answer(.textChanged("Empty")))
    }
}

@MainActor
func makeTreeStore(_ clock: ManualClock, _ state: TreeState = TreeState()) -> TestStore<TreeReducer> {
    TestStore(initialState: state, reducer: TreeReducer(), effects: treeEffects(clock: clock))
}

extension TreeState {
    /// The home screen with `count` counters pushed on it.
    static func withCounters(_ count: Int) throws(NavigationRejection) -> Self {
        var state = TreeState()
        state.navigation = try NavigationState(
            root: ScreenStack(root: .home, pushed: Array(repeating: .child(Counter()), count: count)))
        return state
    }
}

extension NavigationState<TreeScreen, Never> {
    /// Changes the counter of the screen at `index` of the stack at `level`: what a test
    /// expects a feature's action to do.
    mutating func counter(atLevel level: Int, index: Int, _ change: (inout Counter) -> Void) throws {
        try updateStack(atLevel: level) { stack in
            switch stack[index] {
            case .child(var counter):
                change(&counter)
                stack[index] = .child(counter)
            case .grandchild(var counter):
                change(&counter)
                stack[index] = .grandchild(counter)
            case .home: break
            }
        }
    }
}
