import Observation

/// The main-actor owner of an app core's state: it executes the steps of the pure
/// `Runtime` — reduce, hand effects to the injected factory, start and cancel work,
/// notify observers, report diagnostics.
///
/// The rules live in the runtime, which the testing module's `TestStore` and `Explorer` drive
/// too:
/// - **FIFO, never nested.** An action sent while another is processed (by a factory
///   returning ``Work/send(_:)``, by an observer or by work) is queued and processed after
///   it. For each action the store reduces, ends work whose screen or flow left, hands the
///   effects to the factory, then calls the state observers — so follow-ups of the effects
///   queue before actions the observers send.
/// - **Rejections are no-ops with a reason**, reported as a ``StoreDiagnostic``.
/// - **Work ends with its screen or flow**, and with the store: releasing the store cancels
///   all its work. See ``Work``.
/// - **A runaway follow-up chain is stopped** after `followUpLimit` actions, and reported.
///
/// It is `Observable`, by part: a SwiftUI view that reads ``state`` is updated when anything
/// changes, one that reads ``stack(atLevel:)``, ``presentedFlow(atLevel:)``, ``alert`` or an
/// app property (`store.session`, through dynamic member lookup) only when that part changes.
/// After each action the store compares every part that was ever read with its value before
/// the action and announces the ones that differ — an action that changes nothing announces
/// nothing; a store nobody read does no observation work at all.
///
/// ```swift
/// let store = Store(initialState: AppState(), reducer: AppReducer()) { effect in
///     switch effect {
///     case .persistSession(let session):
///         storage.save(session)
///         return .none
///     }
/// }
/// store.send(.appStarted)
/// ```
@MainActor
@dynamicMemberLookup
public final class Store<R: Reducer>: Observable, @MainActor RuntimeDriver
where R.State: NavigableState, R.Action: Sendable {
    // The store is main-actor isolated and never hands out these properties, so no two
    // accesses can overlap: the runtime exclusivity checks are skipped (Benchmarks/README.md,
    // "What the speed attributes buy").
    /// The parts of the state that were read, with the key paths their observers wait on.
    /// First, so every send finds it at a fixed offset rather than through the class's metadata.
    @exclusivity(unchecked) @usableFromInline var parts = ObservedParts<Store, R.State>()
    @exclusivity(unchecked) @usableFromInline package var runtime: Runtime<R>
    @exclusivity(unchecked) @usableFromInline var observers = StoreObservers<
        R.State, StoreDiagnostic<R.Action, R.Effect>
    >()
    @usableFromInline let work = WorkExecutor<R.Action>()
    @exclusivity(unchecked) @usableFromInline var recording: Trace<R.Action>?
    @usableFromInline let effectFactory: @MainActor (R.Effect) -> Work<R.Action, R.State.Screen>
    @usableFromInline let registrar = ObservationRegistrar()

    /// - Parameters:
    ///   - initialState: The state before any action.
    ///   - reducer: Decides every change.
    ///   - followUpLimit: The most actions effects may queue with ``Work/send(_:)`` while one
    ///     action is processed; past it the chain is stopped and reported. A factory that
    ///     answers an effect with the action that produced it would otherwise never return.
    ///   - effects: The injected factory that turns each effect into ``Work``. Called on the
    ///     main actor, in the order the reducer returned the effects.
    public init(
        initialState: R.State,
        reducer: R,
        followUpLimit: Int = 100_000,
        effects: @escaping @MainActor (R.Effect) -> Work<R.Action, R.State.Screen>
    ) {
        self.runtime = Runtime(state: initialState, reducer: reducer, followUpLimit: followUpLimit)
        self.effectFactory = effects
        work.deliver(
            answers: { [weak self] action, id, ending in self?.receive(action, from: id, ending) },
            returns: { [weak self] id in self?.runtime.finished(id) },
            waits: { [weak self] id in self?.runtime.passedWait(id) })
    }

    isolated deinit {
        work.cancelAll()
    }

    /// The current state. Reading it inside SwiftUI's body (or `withObservationTracking`)
    /// subscribes to its next change.
    public var state: R.State {
        if let whole = parts.whole {
            parts.wholeUnreadChanges = 0
            whole.access(self, in: registrar)
        } else {
            access(.whole)
        }
        return runtime.state
    }

    /// Sends an action through the reducer, then runs its effects.
    ///
    /// Sent while another action is being processed, the action is queued and processed
    /// after the current one and those queued before it.
    ///
    /// - Complexity: O(1) beyond the reducer and the effects, with no allocation when the
    ///   reducer returns no effect and nothing observes the store — in a release build, for a
    ///   reducer that ``Reducer/rejectsWithoutChanging``; any other keeps the state from before
    ///   the action, and the action's change copies at most the 32 screens on top of a stack.
    @inlinable
    public func send(_ action: R.Action) {
        guard runtime.arrive(action) == .processNow else { return }
        process(action)
        if runtime.settle() { return }
        drainQueue()
    }

    /// Processes the queued actions, first in first out, until none is left: the runtime's
    /// drain, with this store as its driver.
    @inlinable @inline(never)
    func drainQueue() {
        var driver = self
        driver.drain()
    }

    @inlinable
    package func processQueued(_ action: R.Action) {
        guard parts.isEmpty else { return processObserved(action, isFollowUp: true) }
        conclude(action, runtime.reduce(action))
    }

    @inlinable @inline(__always)
    func process(_ action: R.Action) {
        guard parts.isEmpty else { return processObserved(action, isFollowUp: false) }
        conclude(action, runtime.reduce(action))
    }

    /// Runs what follows the reducer's verdict on `action`. The effects are taken apart case by
    /// case so the common action, with none, ends without a call to destroy an empty list.
    @inlinable @inline(__always)
    func conclude(_ action: R.Action, _ verdict: consuming Verdict<R.Effect>) {
        switch verdict {
        case .accepted(let effects):
            switch effects.storage {
            case .none: didAccept(action, [])
            case .one(let effect): didAccept(action, EffectList(storage: .one(effect)))
            case .many(let list): didAccept(action, EffectList(storage: .many(list)))
            case .originated(let list): didAccept(action, EffectList(storage: .originated(list)))
            }
        case let refusal: reject(action, refusal)
        }
    }

    @inlinable @inline(__always)
    func didAccept(_ action: R.Action, _ effects: consuming EffectList<R.Effect>) {
        if !effects.isEmpty {
            runAcceptedWork(action, effects)
        } else if runtime.hasTiedWork || recording != nil {
            runAcceptedWork(action, [])
        }
        if observers.hasStateObservers { notifyStateObservers() }
    }

    @inlinable @inline(never)
    func notifyStateObservers() {
        observers.stateChanged(runtime.state)
    }

    /// What follows an accepted action beyond the state change and its observers: trace, ended
    /// work, effects. Kept out of ``process(_:)`` so an action with none of them runs through
    /// a short function.
    @inlinable @inline(never)
    func runAcceptedWork(_ action: R.Action, _ effects: consuming EffectList<R.Effect>) {
        recording?.record(.accepted(action))
        work.run(effects, in: &runtime, through: effectFactory) { report($0) }
    }

    /// Records and reports a refused action: the state is as it was.
    @inlinable @inline(never)
    func reject(_ action: R.Action, _ verdict: Verdict<R.Effect>) {
        guard let reason = verdict.rejection else { return }
        recording?.record(.rejected(action, reason))
        guard observers.hasDiagnosticObservers else { return }
        if case .refusedAfterChanging = verdict {
            observers.report(.rejectedAfterChanging(action, reason))
        } else {
            observers.report(.rejected(action, reason))
        }
    }

    /// ``process(_:)`` once a part of the state was read: the parts the action changed are
    /// announced to the observation registrar, after the change and before the effects run,
    /// and the whole state when it differs from the state before. The state from before the
    /// action is kept to compare with, so a refusal is undone to it whatever the reducer's
    /// word. A change counts towards
    /// forgetting a part nobody reads again once per action sent or answer of work, so the
    /// follow-ups queued behind it count with it.
    @inlinable @inline(never)
    func processObserved(_ action: R.Action, isFollowUp: Bool) {
        var before = runtime.state
        let compared = parts.watched.count
        let verdict = runtime.reduce(action, undoingTo: before)
        // The same bytes hold the same values: a refusal or an action that changed nothing.
        guard !NavigationReducer.hasTheSameBytes(&runtime.state, &before) else { return conclude(action, verdict) }
        if case .accepted = verdict, let whole = parts.whole, Self.differs(&runtime.state, from: before) {
            if !isFollowUp { _ = parts.announcedWhole() }
            whole.announce(self, in: registrar)
        }
        // A part first read while a change is told (by a tracking's onChange) read the state
        // after the change: it is compared from the next action on.
        var forgets = false
        for position in 0..<compared where parts.changed(at: position, from: &before, to: &runtime.state) {
            if !isFollowUp, parts.announced(at: position) { forgets = true }
            parts.watched[position].keyPath.announce(self, in: registrar)
        }
        if forgets { parts.forgetUnread() }
        conclude(action, verdict)
    }

    /// `state != before`. The store's state is `inout` only to be read where it lies: read out of
    /// the store as an argument, it is copied whole for the call. It is not changed.
    @inlinable
    static func differs(_ state: inout R.State, from before: R.State) -> Bool {
        state != before
    }
}

extension Store where R.Effect == Never {
    /// A store for a reducer that returns no effects: there is nothing to inject.
    public convenience init(initialState: R.State, reducer: R, followUpLimit: Int = 100_000) {
        self.init(initialState: initialState, reducer: reducer, followUpLimit: followUpLimit, effects: absurd)
    }
}
