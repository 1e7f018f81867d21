/// A running piece of work as the store sees it: its task, and how it ended once it has.
@MainActor @usableFromInline
final class WorkHandle {
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

extension Store {
    /// Inlined, so that an effect the factory answers with ``Work/none`` or a follow-up costs no
    /// generic call; the steps that start work or report go out of line.
    @inlinable
    func execute(_ step: Runtime<R>.WorkStep) {
        switch step {
        case .none, .queued, .droppedAfterStop: return
        default: carryOut(step)
        }
    }

    @usableFromInline
    func carryOut(_ step: Runtime<R>.WorkStep) {
        switch step {
        case .none, .queued, .droppedAfterStop:
            return
        case .start(let id, let body):
            let handle = WorkHandle()
            let send = Send<R.Action> { [weak self] action in self?.receive(action, from: id, handle) }
            work[id] = handle
            handle.task = Task { [weak self] in
                await body(send)
                self?.finish(id)
            }
        case .notStarted(let effect):
            if observers.hasDiagnosticObservers { observers.report(.workNotStarted(effect)) }
        case .followUpsStopped(let dropped, let limit):
            if observers.hasDiagnosticObservers { observers.report(.followUpsStopped(dropped: dropped, limit: limit)) }
        case .cancel(let id, _):
            end(id, .cancelled)
        }
    }

    func receive(_ action: R.Action, from id: WorkID, _ handle: WorkHandle) {
        guard runtime.isRunning(id) else {
            recording?.record(.dropped(action))
            if observers.hasDiagnosticObservers {
                observers.report(
                    handle.ending == .finished ? .droppedFromFinishedWork(action) : .droppedFromCancelledWork(action))
            }
            return
        }
        send(action)
    }

    func finish(_ id: WorkID) {
        runtime.finished(id)
        end(id, .finished)
    }

    @usableFromInline
    func end(_ id: WorkID, _ ending: WorkEnding) {
        work.removeValue(forKey: id)?.end(ending)
    }

    /// The effects whose work is running, oldest first.
    package var runningWorkEffects: [R.Effect] {
        runtime.runningEffects
    }

    /// The tasks of the running work, to wait for in tests.
    package var runningTasks: [Task<Void, Never>] {
        work.sorted { $0.key < $1.key }.compactMap(\.value.task)
    }
}
