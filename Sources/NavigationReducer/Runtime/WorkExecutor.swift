/// Runs the work a ``Runtime`` starts as main-actor tasks, for both live drivers — the
/// ``Store`` and the testing module's `TestStore` — so work is started, cancelled and ended
/// one way, and what it sends reaches the runtime's ``Runtime/answer(_:from:)`` event.
@MainActor @usableFromInline
package final class WorkExecutor<Action: Sendable> {
    /// A running piece of work: its task, and how it ended once it has.
    @MainActor @usableFromInline
    final class Handle {
        @usableFromInline var task: Task<Void, Never>?
        @usableFromInline var ending: WorkEnding?

        @usableFromInline init() {}

        @usableFromInline func end(_ ending: WorkEnding) {
            guard self.ending == nil else { return }
            self.ending = ending
            if ending == .cancelled { task?.cancel() }
            task = nil
        }
    }

    @usableFromInline var handles: [WorkID: Handle] = [:]
    /// Told each action running work sends, with how that work ended (`nil` while it runs).
    var answered: @MainActor @Sendable (Action, WorkID, WorkEnding?) -> Void = { _, _, _ in }
    /// Told when a work body returned.
    var returned: @MainActor @Sendable (WorkID) -> Void = { _ in }
    /// Told when debounced work has waited out its duration.
    var waited: @MainActor @Sendable (WorkID) -> Void = { _ in }

    @usableFromInline package init() {}

    /// Where what work sends and its return go: set once by the driver that owns it.
    package func deliver(
        answers: @escaping @MainActor @Sendable (Action, WorkID, WorkEnding?) -> Void,
        returns: @escaping @MainActor @Sendable (WorkID) -> Void,
        waits: @escaping @MainActor @Sendable (WorkID) -> Void
    ) {
        answered = answers
        returned = returns
        waited = waits
    }

    /// Starts `body` as work `id`.
    @usableFromInline
    package func start(_ id: WorkID, _ body: @escaping @Sendable (Send<Action>) async -> Void) {
        let handle = Handle()
        let (answered, waited) = (answered, waited)
        let send = Send<Action>(
            { action in answered(action, id, handle.ending) },
            passWait: { if handle.ending == nil { waited(id) } })
        handles[id] = handle
        handle.task = Task { [weak self] in
            await body(send)
            self?.bodyReturned(id)
        }
    }

    func bodyReturned(_ id: WorkID) {
        handles.removeValue(forKey: id)?.end(.finished)
        returned(id)
    }

    /// Cancels work `id`: its task is cancelled and what it sends from now on is dropped.
    @usableFromInline
    package func cancel(_ id: WorkID) {
        handles.removeValue(forKey: id)?.end(.cancelled)
    }

    /// Cancels all work, as when its driver goes away.
    package func cancelAll() {
        for handle in handles.values { handle.end(.cancelled) }
        handles = [:]
    }

    /// The tasks of the running work, oldest first, to wait for in tests.
    package var tasks: [Task<Void, Never>] {
        handles.sorted { $0.key < $1.key }.compactMap(\.value.task)
    }

    /// Carries out an accepted action's work in the order ``Runtime/carryOut(_:through:_:)``
    /// gives. Starting and cancelling are done here; `report` is told every step that is the
    /// driver's to report (cancelled, not started, follow-ups stopped).
    @inlinable
    package func run<R: Reducer>(
        _ effects: consuming EffectList<R.Effect>, in runtime: inout Runtime<R>,
        through factory: (R.Effect) -> Work<Action, R.State.Screen>,
        report: (Runtime<R>.WorkStep) -> Void
    ) where R.Action == Action {
        runtime.carryOut(effects, through: factory) { step in
            switch step {
            case .none, .queued, .droppedAfterStop: return
            case .start(let id, let body): start(id, body)
            case .cancel(let id, _):
                cancel(id)
                report(step)
            case .cancelEach(let cancelled):
                for (id, _) in cancelled { cancel(id) }
                report(step)
            case .restart(let old, _, let new, let body):
                cancel(old)
                report(step)
                start(new, body)
            case .notStarted, .refusedWhileRunning, .followUpsStopped: report(step)
            }
        }
    }
}
