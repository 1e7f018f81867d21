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

    @usableFromInline init(kind: Kind) { self.kind = kind }

    /// No work: the effect was handled synchronously (or ignored).
    public static var none: Self { Self(kind: .none) }

    /// Sends `action` back to the store right away, after the current action and any queued
    /// before it.
    public static func send(_ action: Action) -> Self { Self(kind: .send(action)) }

    /// Runs `body` for as long as the store exists.
    public static func run(_ body: @escaping @Sendable (Send<Action>) async -> Void) -> Self {
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

    public init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
        self.deliver = deliver
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
        return Self(kind: .run(lifetime, name, body))
    }
}
