extension Store {
    /// Reports the work steps a diagnostic names; cancelling and starting were done by the
    /// executor.
    @usableFromInline
    func report(_ step: Runtime<R>.WorkStep) {
        guard observers.hasDiagnosticObservers else { return }
        switch step {
        case .notStarted(let effect): observers.report(.workNotStarted(effect))
        case .followUpsStopped(let dropped, let limit):
            observers.report(.followUpsStopped(dropped: dropped, limit: limit))
        case .restart(_, let cancelled, _, _): observers.report(.workRestarted(cancelled))
        case .refusedWhileRunning(let effect): observers.report(.workRefusedWhileRunning(effect))
        case .none, .queued, .droppedAfterStop, .start, .cancel, .cancelEach: return
        }
    }

    /// Running work sent `action`: the runtime says whether it arrives or is dropped.
    func receive(_ action: R.Action, from id: WorkID, _ ending: WorkEnding?) {
        switch runtime.answer(action, from: id) {
        case .arrived(.processNow):
            process(action)
            drainQueue()
        case .arrived(.queued):
            return
        case .dropped:
            recording?.record(.dropped(action))
            if observers.hasDiagnosticObservers {
                observers.report(
                    ending == .finished ? .droppedFromFinishedWork(action) : .droppedFromCancelledWork(action))
            }
        }
    }

    /// The effects whose work is running, oldest first.
    package var runningWorkEffects: [R.Effect] {
        runtime.runningEffects
    }

    /// The tasks of the running work, to wait for in tests.
    package var runningTasks: [Task<Void, Never>] {
        work.tasks
    }
}
