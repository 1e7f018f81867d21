/// What an effect factory turns one effect into: nothing, an immediate follow-up action, or
/// asynchronous work that may send actions back.
///
/// A factory is the only place where effects meet the outside world (network, storage,
/// analytics). It is injected into the ``Store``, so the reducer stays pure and a test
/// swaps the factory instead of mocking a service.
///
/// ```swift
/// let store = Store(initialState: AppState(), reducer: AppReducer()) { effect in
///     switch effect {
///     case .track(let name):
///         analytics.log(name)
///         return .none
///     case .loadDetails(let info):
///         return .run(whileShowing: .details(info)) { send in
///             await send(.detailsLoaded(try? await api.details(info)))
///         }
///     }
/// }
/// ```
///
/// Work tied to a screen or a flow is cancelled as soon as that screen's entry leaves the
/// tree (popped or replaced — not when its data changes) or the flow is dismissed, and any action it sends afterwards is dropped and reported as a
/// ``StoreDiagnostic/droppedFromCancelledWork(_:)``: a late network reply can never bring a
/// dismissed screen back.
public struct Work<Action: Sendable, Screen: Hashable & Sendable>: Sendable {
    @usableFromInline enum Kind: Sendable {
        case none
        case send(Action)
        /// Sends each action back at once, in order: a pure driver's model of what an effect
        /// sends.
        case sendEach([Action])
        case run(WorkLifetime<Screen>, WorkName?, @Sendable (Send<Action>) async -> Void)
        case cancel(WorkName)
    }

    @usableFromInline let kind: Kind
    /// What the work's body may send, as the factory said with ``answering(_:)``.
    @usableFromInline let model: WorkModel?

    @usableFromInline init(kind: Kind, model: WorkModel? = nil) {
        self.kind = kind
        self.model = model
    }

    /// No work: the effect was handled synchronously (or ignored).
    public static var none: Self { Self(kind: .none) }

    /// Sends `action` back to the store right away, after the current action and any queued
    /// before it.
    public static func send(_ action: Action) -> Self { Self(kind: .send(action)) }

    /// Runs `body` for as long as the feature that asked for it lives: the entry or the flow
    /// a feature runs on (``ForEachEntry``, ``FlowFeature``), the store for the app's own
    /// reducer — as TCA cancels a child's effects when the child leaves.
    public static func run(_ body: @escaping @Sendable (Send<Action>) async -> Void) -> Self {
        Self(kind: .run(.origin, nil, body))
    }

    /// Runs `body` for as long as the store exists, whichever feature asked for it: work that
    /// must finish after its screen leaves (an upload the user started).
    public static func runUntilStoreEnds(_ body: @escaping @Sendable (Send<Action>) async -> Void) -> Self {
        Self(kind: .run(.store, nil, body))
    }

    /// Runs `body` while the screen showing `screen` when the work starts stays in the tree —
    /// its entry (``EntryID``), the topmost one showing an equal screen. Changing the screen's
    /// data in place keeps the work running; popping or replacing the screen, or dismissing
    /// its flow, cancels it, even while another equal screen stays.
    public static func run(whileShowing screen: Screen, _ body: @escaping @Sendable (Send<Action>) async -> Void)
        -> Self
    {
        Self(kind: .run(.screen(screen), nil, body))
    }

    /// Runs `body` while entry `entry` stays in the tree: for an effect that names the entry
    /// it belongs to, read from the state by the reducer (``ScreenStack/topEntryID``).
    public static func run(whileShowingEntry entry: EntryID, _ body: @escaping @Sendable (Send<Action>) async -> Void)
        -> Self
    {
        Self(kind: .run(.entry(entry), nil, body))
    }

    /// Runs `body` while the flow starting at `root` is shown: pushes, pops and data
    /// changes inside it keep it running; dismissing it (or a flow under it) cancels it.
    ///
    /// The work is bound to the topmost flow whose root is `root` when it starts — its
    /// place in the tree and its root.
    public static func run(whileFlowStartingAt root: Screen, _ body: @escaping @Sendable (Send<Action>) async -> Void)
        -> Self
    {
        Self(kind: .run(.flow(startingAt: root), nil, body))
    }
}

/// How long a piece of ``Work`` may run.
@usableFromInline
enum WorkLifetime<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// While the feature that asked for it lives: its entry, its flow, or the store.
    case origin
    /// Until the store goes away.
    case store
    /// While the topmost entry showing the screen when the work starts stays.
    case screen(Screen)
    /// While the entry stays.
    case entry(EntryID)
    /// While the flow starting at this screen is shown.
    case flow(startingAt: Screen)
}

/// Sends actions from running ``Work`` back into its store, on the main actor.
///
/// Once the work is cancelled (its screen left, its flow was dismissed, the store went away),
/// what it sends is dropped.
public struct Send<Action: Sendable>: Sendable {
    @usableFromInline let deliver: @MainActor @Sendable (Action) -> Void
    /// Tells the runtime the work has waited out its debounce.
    let passWait: @MainActor @Sendable () -> Void

    public init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
        self.deliver = deliver
        self.passWait = {}
    }

    init(
        _ deliver: @escaping @MainActor @Sendable (Action) -> Void, passWait: @escaping @MainActor @Sendable () -> Void
    ) {
        self.deliver = deliver
        self.passWait = passWait
    }

    @MainActor public func callAsFunction(_ action: Action) {
        deliver(action)
    }
}

extension Work {
    /// This work with the same lifetime and name and another body: for a driver that delivers
    /// the work's answers itself (a test store replaying an explorer's path).
    package func replacingBody(_ body: @escaping @Sendable (Send<Action>) async -> Void) -> Self {
        guard case .run(let lifetime, let name, _) = kind else { return self }
        return Self(kind: .run(lifetime, name, body), model: model)
    }
}

/// What a factory said a piece of work sends, kept for the drivers that explore it.
@usableFromInline
package final class WorkModel: Sendable {
    @usableFromInline let answers: any Sendable

    @usableFromInline init(_ answers: any Sendable) { self.answers = answers }
}

extension Work where Action: Hashable {
    /// This work, with what its body may send and when it ends said beside it: the one
    /// description of the work that the store runs, and that the testing module's `Explorer`
    /// (`answeringLate(work:workInFlight:)`, `followingUp(limit:work:)`) and `Fuzzer` explore in
    /// the body's place. The store never reads it.
    ///
    /// ```swift
    /// case .loadDetails(let id):
    ///     return .run { send in await send(await api.load(id)) }
    ///         .answering(.oneOf(.sends(.detailsLoaded(id)), .sends(.detailsFailed(id))))
    /// ```
    public func answering(_ answers: WorkAnswers<Action>) -> Self {
        guard case .run = kind else { return self }
        return Self(kind: kind, model: WorkModel(answers))
    }

    /// What the factory said this work sends, `nil` when it did not say.
    @usableFromInline package var answers: WorkAnswers<Action>? { model?.answers as? WorkAnswers<Action> }

    /// The actions this work sends when every answer arrives at once, as a model that runs no
    /// work does: an immediate send, or the first way its answers go, without the actions it
    /// keeps sending.
    package var immediateAnswers: [Action] {
        switch kind {
        case .none, .cancel: []
        case .send(let action): [action]
        case .sendEach(let actions): actions
        case .run: answers.map { Array($0.ways.first?.sends ?? []) } ?? []
        }
    }
}
