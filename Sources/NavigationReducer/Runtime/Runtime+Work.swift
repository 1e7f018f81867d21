/// The work events: an effect became work, work sent an action, work ended.
extension Runtime {
    /// What the driver does with the ``Work`` its factory made for one effect.
    @usableFromInline
    package enum WorkStep {
        /// Nothing to do.
        case none
        /// The follow-up action was queued.
        case queued
        /// Start `body` as work `id`.
        case start(WorkID, @Sendable (Send<R.Action>) async -> Void)
        /// The work's screen or flow was already gone: it was not started.
        case notStarted(R.Effect)
        /// Effects queued more than `limit` actions in this drain: the queue was emptied of
        /// `dropped` actions and further follow-ups are dropped until it drains.
        case followUpsStopped(dropped: Int, limit: Int)
        /// A follow-up after the chain was stopped: dropped.
        case droppedAfterStop
        /// The screen or flow work `id` was tied to has left: cancel it.
        case cancel(WorkID, R.Effect)
    }

    /// The effects of an accepted action become work, in the order the rules say: first the
    /// work whose screen or flow left is ended — a `cancel` step each, oldest first — then each
    /// effect, in order, is made into work by `factory` and its step handed to `execute`.
    @inlinable
    package mutating func run(
        _ effects: consuming EffectList<R.Effect>, through factory: (R.Effect) -> Work<R.Action, R.State.Screen>,
        _ execute: (WorkStep) -> Void
    ) {
        if hasTiedWork {
            for ended in endWorkThatLeft() { execute(.cancel(ended.id, ended.effect)) }
        }
        for effect in effects { execute(handle(factory(effect), for: effect)) }
    }

    /// The factory turned `effect` into `work`.
    @inlinable
    package mutating func handle(_ work: Work<R.Action, R.State.Screen>, for effect: R.Effect) -> WorkStep {
        switch work.kind {
        case .none:
            return .none
        case .send(let action):
            if followUpsStopped { return .droppedAfterStop }
            followUps += 1
            guard followUps <= followUpLimit else {
                followUpsStopped = true
                return .followUpsStopped(dropped: queue.removeAll() + 1, limit: followUpLimit)
            }
            queue.append(action)
            return .queued
        case .run(let lifetime, let body):
            guard let tie = WorkTie(lifetime, in: state.navigation) else { return .notStarted(effect) }
            lastWorkID += 1
            let id = WorkID(rawValue: lastWorkID)
            running[id] = RunningWork(tie: tie, effect: effect)
            if tie != .store { hasTiedWork = true }
            return .start(id, body)
        }
    }

    /// Ends the work whose screen or flow is no longer shown, after a state change.
    ///
    /// - Returns: The work to cancel, oldest first; empty (and no allocation) when no work
    ///   is tied to a screen or flow.
    @inlinable
    package mutating func endWorkThatLeft() -> [(id: WorkID, effect: R.Effect)] {
        guard hasTiedWork else { return [] }
        var ended: [(id: WorkID, effect: R.Effect)] = []
        var stillTied = false
        for (id, work) in running where work.tie != .store {
            if work.tie.isAlive(in: state.navigation) {
                stillTied = true
            } else {
                ended.append((id, work.effect))
            }
        }
        for (id, _) in ended { running[id] = nil }
        hasTiedWork = stillTied
        return ended.sorted { $0.id < $1.id }
    }

    /// Whether work `id` may still deliver actions.
    @inlinable
    package func isRunning(_ id: WorkID) -> Bool {
        running[id] != nil
    }

    /// Work `id` returned on its own.
    @inlinable
    package mutating func finished(_ id: WorkID) {
        running[id] = nil
    }

    /// Ends all work, as when the store goes away.
    ///
    /// - Returns: The ids to cancel, oldest first.
    package mutating func endAllWork() -> [WorkID] {
        let ids = running.keys.sorted()
        running = [:]
        hasTiedWork = false
        return ids
    }
}
