import Observation

/// The runtime owner of an app core's state: it sends actions through the reducer, hands the
/// resulting effects to the injected factory and tells observers what changed.
///
/// The Store is a thin shell over the pure reducer. It adds three guarantees:
/// - **FIFO, never nested.** An action sent while another is being processed (by a factory
///   returning ``Work/send(_:)``, or by an observer) is queued and processed after it. For
///   each action the store reduces, then hands the effects to the factory, then calls the
///   state observers — so follow-ups of the effects queue before actions the observers send.
/// - **Rejections are no-ops with a reason.** A rejected action leaves ``state`` unchanged and
///   is reported as a ``StoreDiagnostic``.
/// - **Work ends with its screen.** See ``Work``.
///
/// It is `Observable`: a SwiftUI view that reads ``state`` is updated when it changes. The
/// observation registrar is only involved when ``state`` was read since the last change, so
/// a store nobody draws pays nothing for it.
///
/// ```swift
/// let store = Store(initialState: AppState(), reducer: AppReducer()) { effect in
///     switch effect {
///     case .persistSession(let session): storage.save(session); return .none
///     }
/// }
/// store.send(.appStarted)
/// ```
@MainActor
public final class Store<R: Reducer>: Observable where R.State: NavigableState, R.Action: Sendable {
    public typealias State = R.State
    public typealias Action = R.Action
    /// What the effect factory returns for one effect.
    public typealias WorkOf = Work<R.Action, R.State.Screen>

    // The store is main-actor isolated and never hands out these properties, so no two
    // accesses can overlap: the runtime exclusivity checks (a third of `send`) are skipped.
    @exclusivity(unchecked) @usableFromInline var currentState: State
    @exclusivity(unchecked) @usableFromInline var queue: [Action] = []
    @exclusivity(unchecked) @usableFromInline var isProcessing = false
    @exclusivity(unchecked) @usableFromInline var stateWasRead = false
    @exclusivity(unchecked) @usableFromInline var observers = StoreObservers<State, Action>()
    @exclusivity(unchecked) @usableFromInline var hasTiedWork = false
    @usableFromInline var runningWork: [Int: RunningWork<State.Screen>] = [:]
    @usableFromInline let reducer: R
    @usableFromInline let effectFactory: @MainActor (R.Effect) -> WorkOf
    @usableFromInline let registrar = ObservationRegistrar()
    var nextWorkID = 0

    /// - Parameters:
    ///   - initialState: The state before any action.
    ///   - reducer: Decides every change.
    ///   - effects: The injected factory that turns each effect into ``Work``. Called on the
    ///     main actor, in the order the reducer returned the effects.
    public init(
        initialState: State,
        reducer: R,
        effects: @escaping @MainActor (R.Effect) -> WorkOf
    ) {
        self.currentState = initialState
        self.reducer = reducer
        self.effectFactory = effects
    }

    /// The current state. Reading it inside SwiftUI's body (or `withObservationTracking`)
    /// subscribes to its next change.
    public var state: State {
        if !stateWasRead {
            stateWasRead = true
        }
        registrar.access(self, keyPath: \.state)
        return currentState
    }

    /// Sends an action through the reducer, then runs its effects.
    ///
    /// Sent while another action is being processed, the action is queued and processed
    /// after the current one and those queued before it.
    ///
    /// - Complexity: O(1) beyond the reducer and the effects, with no allocation when the
    ///   reducer returns no effect and nothing observes the store.
    @inlinable
    public func send(_ action: Action) {
        if isProcessing {
            queue.append(action)
            return
        }
        isProcessing = true
        process(action)
        if !queue.isEmpty { drainQueue() }
        isProcessing = false
    }

    @inlinable
    func drainQueue() {
        var index = 0
        while index < queue.count {
            let next = queue[index]
            index += 1
            process(next)
        }
        queue.removeAll(keepingCapacity: true)
    }

    @inlinable
    func process(_ action: Action) {
        let effects: [R.Effect]
        do {
            if stateWasRead {
                effects = try reduceObserved(action)
            } else {
                effects = try reducer.reduce(into: &currentState, action: action)
            }
        } catch {
            observers.report(.rejected(action, error))
            return
        }
        if hasTiedWork { cancelWorkWhoseScreenLeft() }
        if !effects.isEmpty { run(effects) }
        if observers.hasStateObservers { observers.stateChanged(currentState) }
    }

    @inlinable
    func reduceObserved(_ action: Action) throws(NavigationRejection) -> [R.Effect] {
        stateWasRead = false
        registrar.willSet(self, keyPath: \.state)
        defer { registrar.didSet(self, keyPath: \.state) }
        return try reducer.reduce(into: &currentState, action: action)
    }
}
