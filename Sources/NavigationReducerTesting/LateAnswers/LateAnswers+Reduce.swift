import NavigationReducer

extension LateAnswers {
    /// Takes one step: the user's action, or running work's answer or ending, processed as the
    /// store processes it — the action reduced, its work carried out by the runtime's rules,
    /// the follow-ups it queued drained — so the state after it is the one the user sees.
    ///
    /// A refused user action leaves everything as it was. A refused answer still counts as
    /// sent: the work goes on (or ends) while the app's state stays. A follow-up or an answer
    /// that breaks a rule — the app's declared rules, a refusal that changed the state, a
    /// follow-up chain past the limit — refuses the whole step with that rule broken, so the
    /// explorer reports it with the path to it.
    @inlinable
    public func reduce(into state: inout State, action step: Step) throws(NavigationRejection) -> EffectList<Effect> {
        var runtime = Runtime(state: state.app, reducer: app, followUpLimit: followUpLimit)
        runtime.work = state.running
        var pending = state.pending
        var effects: EffectList<Effect>
        switch step {
        case .send(let action):
            effects = try reduce(action, in: &runtime, leaving: &state)
        case .answer(let action, let work):
            guard let id = state.id(of: work), work.answers.nextActions.contains(action),
                case .arrived = runtime.answer(action, from: id)
            else { throw .refused(LateAnswerReason.notInFlight) }
            let rest = work.answers.afterSending(action)
            pending[id] = rest
            switch runtime.reduceChecking(action) {
            case .accepted(let accepted):
                effects = accepted
            case .refused:
                // The app refused the answer: the work sent it all the same.
                if rest.isOver { end(id, in: &runtime, pending: &pending) }
                _ = try keep(runtime, pending, in: &state, effects: [])
                state.answerRefused = true
                return []
            case .refusedAfterChanging(let reason):
                state.setApp(runtime.stateChangedBeforeRefusing(action))
                throw reason
            case .brokeRule(let name):
                throw .ruleBroken(name)
            }
            try settle(effects, in: &runtime, pending: &pending, effects: &effects)
            if rest.isOver { end(id, in: &runtime, pending: &pending) }
            return try keep(runtime, pending, in: &state, effects: effects)
        case .end(let work):
            guard let id = state.id(of: work), work.answers.mayEnd else {
                throw .refused(LateAnswerReason.notInFlight)
            }
            end(id, in: &runtime, pending: &pending)
            return try keep(runtime, pending, in: &state, effects: [])
        }
        try settle(effects, in: &runtime, pending: &pending, effects: &effects)
        return try keep(runtime, pending, in: &state, effects: effects)
    }

    /// Reduces `action` as the runtime reads it, and throws what it refused with. A refusal
    /// that changed the state leaves the changed state in `state`, so the driver reads it as
    /// the store does: the reducer broke `RuleName.rejectLeavesState`.
    @inlinable
    func reduce(_ action: App.Action, in runtime: inout Runtime<App>, leaving state: inout State)
        throws(NavigationRejection) -> EffectList<Effect>
    {
        switch runtime.reduceChecking(action) {
        case .accepted(let effects):
            return effects
        case .refused(let reason):
            throw reason
        case .refusedAfterChanging(let reason):
            state.setApp(runtime.stateChangedBeforeRefusing(action))
            throw reason
        case .brokeRule(let name):
            throw .ruleBroken(name)
        }
    }

    /// Carries out `effects`' work and drains the follow-ups it queues, adding their effects
    /// to `all`, as the store drains its queue. A follow-up that breaks a rule throws it.
    @inlinable
    func settle(
        _ effects: EffectList<Effect>, in runtime: inout Runtime<App>,
        pending: inout [WorkID: WorkAnswers<App.Action>], effects all: inout EffectList<Effect>
    ) throws(NavigationRejection) {
        var next = effects
        while true {
            var stopped = false
            var changed = false
            runtime.carryOut(next, through: work) { step in
                switch step {
                case .followUpsStopped: stopped = true
                case .start, .cancel, .restart: changed = true
                case .none, .queued, .droppedAfterStop, .notStarted, .refusedWhileRunning: break
                }
            }
            if stopped { throw .ruleBroken(.followUpChainStops) }
            if changed {
                // The runtime decided what runs; the model records what each may still send.
                let running = runtime.work.entries
                pending = pending.filter { running[$0.key] != nil }
                for (id, entry) in running where pending[id] == nil { pending[id] = answers(entry.effect) }
            }
            guard let action = runtime.nextQueued() else { return }
            let verdict = runtime.reduceChecking(action)
            switch verdict {
            case .accepted(let more):
                all += more
                next = more
            case .refused:
                next = []
            case .refusedAfterChanging, .brokeRule:
                throw .ruleBroken(verdict.brokenRule ?? .rejectLeavesState)
            }
        }
    }

    /// Work `id` returned: it holds its name no more.
    @inlinable
    func end(_ id: WorkID, in runtime: inout Runtime<App>, pending: inout [WorkID: WorkAnswers<App.Action>]) {
        runtime.finished(id)
        pending[id] = nil
    }

    /// Keeps the runtime's state and work as the step's outcome, within the work limit.
    @inlinable
    func keep(
        _ runtime: Runtime<App>, _ pending: [WorkID: WorkAnswers<App.Action>], in state: inout State,
        effects: EffectList<Effect>
    ) throws(NavigationRejection) -> EffectList<Effect> {
        guard pending.count <= workLimit else { throw .refused(LateAnswerReason.moreWorkInFlightThan(workLimit)) }
        state.setApp(runtime.state)
        state.running = runtime.work
        state.pending = pending
        state.answerRefused = false
        return effects
    }
}
