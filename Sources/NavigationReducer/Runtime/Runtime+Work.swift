/// The work events: an effect becomes work, work answers, work ends.
extension Runtime {
    /// What the driver does with the ``Work`` its factory made for one effect, or with work
    /// whose screen or flow left.
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
        /// The screen or flow work `id` was tied to has left, or the reducer cancelled its
        /// name: cancel it.
        case cancel(WorkID, R.Effect)
        /// Work named as work `cancel` is (started for `cancelled`) runs: cancel that one and
        /// start `body` as work `start`.
        // Boxed: a rare step, kept from making every step larger.
        indirect case restart(
            cancel: WorkID, cancelled: R.Effect, start: WorkID, @Sendable (Send<R.Action>) async -> Void)
        /// Work named as running work is, which the app refuses to start twice: not started.
        case refusedWhileRunning(R.Effect)
        /// The reducer cancelled a name that more than one piece of work holds — a parent's
        /// cancel reaching the work of several features it presented: cancel each, oldest first.
        case cancelEach([(id: WorkID, effect: R.Effect)])
    }

    /// What the driver does with an action that running work sent.
    @usableFromInline
    package enum Answer: Equatable {
        /// The work had ended: the action is dropped, never reduced.
        case dropped
        /// The action arrived as ``arrive(_:)`` says.
        case arrived(Arrival)
    }

    /// The factory turned `effect`, asked for by `origin`, into `work`.
    @inlinable
    package mutating func handle(
        _ work: Work<R.Action, R.State.Screen>, for effect: R.Effect, from origin: FeatureOrigin = .app
    ) -> WorkStep {
        switch work.kind {
        case .none:
            return .none
        case .send(let action):
            return followUp(action)
        case .sendEach(let actions):
            return followUp(each: actions)
        case .run(let lifetime, let name, let body):
            guard let tie = WorkTie(lifetime, from: origin, in: state.navigation) else { return .notStarted(effect) }
            guard let name else { return .start(self.work.add(tie, for: effect), body) }
            return start(named: name, from: origin, tie: tie, body, for: effect)
        case .cancel(let name):
            return cancel(named: name, from: origin)
        }
    }

    /// The steps an accepted action's `effects` take, in the order the rules say, for every
    /// driver: first the work whose screen or flow left is ended (``WorkStep/cancel(_:_:)``,
    /// oldest first), then each effect, in order, made into work by `factory`. `execute`
    /// carries out each step: a live driver starts and cancels tasks, a model driver (the
    /// explorer's) records what is in flight.
    @inlinable
    package mutating func carryOut(
        _ effects: consuming EffectList<R.Effect>, through factory: (R.Effect) -> Work<R.Action, R.State.Screen>,
        _ execute: (WorkStep) -> Void
    ) {
        if work.hasTied {
            for ended in endWorkThatLeft() { execute(.cancel(ended.id, ended.effect)) }
        }
        if case .originated(let fromFeatures) = effects.storage {
            for effect in fromFeatures {
                execute(handle(factory(effect.effect), for: effect.effect, from: effect.origin))
            }
        } else {
            for effect in effects { execute(handle(factory(effect), for: effect)) }
        }
    }

    /// Starts work `name`d, restarting or refusing as the name says when work of that name
    /// runs in its scope. Kept out of ``handle(_:for:from:)``, which every effect goes through.
    @usableFromInline @inline(never)
    mutating func start(
        named name: WorkName, from origin: FeatureOrigin, tie: WorkTie<R.State.Screen>,
        _ body: @escaping @Sendable (Send<R.Action>) async -> Void, for effect: R.Effect
    ) -> WorkStep {
        let key = WorkKey(origin: origin, scope: tie.scope, name: name)
        guard let running = work.named[key], !work.hasPassedItsWait(running) else {
            return .start(work.add(tie, named: key, for: effect), body)
        }
        switch name.ifRunning {
        case .refuse:
            return .refusedWhileRunning(effect)
        case .restart:
            let cancelled = work.remove(running)
            let id = work.add(tie, named: key, for: effect)
            return .restart(cancel: running, cancelled: cancelled?.effect ?? effect, start: id, body)
        }
    }

    /// Cancels the work `name`d that `origin` or what it presented asked for, oldest first:
    /// never a sibling's or a parent's (``FeatureOrigin/reaches(_:in:)``).
    @usableFromInline @inline(never)
    mutating func cancel(named name: WorkName, from origin: FeatureOrigin) -> WorkStep {
        let reached = work.entries.compactMap { id, entry in
            entry.key.flatMap { $0.name == name && origin.reaches($0.origin, in: state.navigation) ? id : nil }
        }
        var cancelled: [(id: WorkID, effect: R.Effect)] = []
        for id in reached.sorted() {
            if let entry = work.remove(id) { cancelled.append((id, entry.effect)) }
        }
        switch cancelled.count {
        case 0: return .none
        case 1: return .cancel(cancelled[0].id, cancelled[0].effect)
        default: return .cancelEach(cancelled)
        }
    }

    /// An effect sent `action` back at once: it is queued behind the actions waiting, while the
    /// drain has queued no more than ``followUpLimit`` of them.
    @inlinable
    package mutating func followUp(_ action: R.Action) -> WorkStep {
        switch phase {
        case .followUpsStopped:
            return .droppedAfterStop
        case .idle:
            phase = .draining(followUps: 1)
        case .draining(let followUps):
            guard followUps < followUpLimit else {
                phase = .followUpsStopped
                return .followUpsStopped(dropped: queue.removeAll() + 1, limit: followUpLimit)
            }
            phase = .draining(followUps: followUps + 1)
        }
        queue.append(action)
        return .queued
    }

    /// ``followUp(_:)`` for each of `actions`, in order: the step that stopped the chain, if one
    /// did, else whether any was queued.
    @usableFromInline
    mutating func followUp(each actions: [R.Action]) -> WorkStep {
        var outcome = WorkStep.none
        for action in actions {
            let step = followUp(action)
            if case .followUpsStopped = step { outcome = step } else if case .none = outcome { outcome = step }
        }
        return outcome
    }

    /// The state changed: the work whose screen or flow left is ended.
    ///
    /// - Returns: The work to cancel, oldest first; empty (and no allocation) when no work
    ///   is tied to a screen or flow.
    @inlinable
    package mutating func endWorkThatLeft() -> [(id: WorkID, effect: R.Effect)] {
        guard work.hasTied else { return [] }
        var ended: [(id: WorkID, effect: R.Effect)] = []
        for (id, entry) in work.entries where entry.tie != .store && !entry.tie.isAlive(in: state.navigation) {
            ended.append((id, entry.effect))
        }
        for (id, _) in ended { _ = work.remove(id) }
        return ended.sorted { $0.id < $1.id }
    }

    /// Work `id` sent `action`: dropped when the work has ended, otherwise it arrives.
    @inlinable
    package mutating func answer(_ action: R.Action, from id: WorkID) -> Answer {
        guard work.contains(id) else { return .dropped }
        return .arrived(arrive(action))
    }

    /// Work `id` sent `action`, which waits in the queue until the driver takes it with
    /// ``nextQueued()`` — a test store, where the test receives each one — even when nothing
    /// is processed. Returns whether it was queued: `false` when the work has ended and the
    /// action is dropped.
    @inlinable
    package mutating func hold(_ action: R.Action, from id: WorkID) -> Bool {
        guard work.contains(id) else { return false }
        arriveAhead()
        queue.append(action)
        return true
    }

    /// Debounced work `id` waited out its duration: it keeps running when work of its name
    /// starts again, and its name goes to the newer work.
    @inlinable
    package mutating func passedWait(_ id: WorkID) {
        work.passedWait(id)
    }

    /// Work `id` returned on its own.
    @inlinable
    package mutating func finished(_ id: WorkID) {
        _ = work.remove(id)
    }
}
