import NavigationReducer

extension LateAnswers {
    /// Takes one step: the user's action, running work's answer or ending, or a debounce
    /// passing its wait, processed as the store processes it — the action reduced, its work
    /// carried out by the runtime's rules, the follow-ups it queued drained — so the state
    /// after it is the one the user sees.
    ///
    /// A refused user action leaves everything as it was. A refused answer still counts as
    /// sent: the work goes on (or ends) while the app's state stays, and the state says why
    /// (traces, paths and counts show it as rejected); an answer refused as its work's last is
    /// lost (``LateAnswerReason/lost(_:)``), and the report lists it — as it is when the work
    /// then ends without sending another (the ending is the step refused as lost). A follow-up or an answer that breaks a
    /// rule — the app's declared rules, a refusal that changed the state, a follow-up chain
    /// past the limit — refuses the whole step with that rule broken, so the explorer reports
    /// it with the path to it.
    @inlinable
    public func reduce(into state: inout State, action step: Step) throws(NavigationRejection) -> EffectList<Effect> {
        var runtime = Runtime(resuming: state.app, running: state.running, reducer: app, followUpLimit: followUpLimit)
        var pending = state.pending
        var refused = state.refusedAnswers
        switch step {
        case .send(let action):
            var driver = PureDriver(runtime, factory: work)
            let verdict = driver.process(action)
            if case .refused(let reason) = verdict { throw reason }
            try read(verdict, of: action, in: runtime, leaving: &state)
            try check(driver)
            return try keep(driver, &pending, &refused, in: &state, refusal: nil)
        case .answer(let action, let work):
            guard let id = state.id(of: work), !work.isWaiting, work.answers.nextActions.contains(action),
                case .arrived = runtime.answer(action, from: id)
            else { throw .refused(LateAnswerReason.notInFlight) }
            let rest = work.answers.afterSending(action)
            pending[id] = rest
            var driver = PureDriver(runtime, factory: self.work)
            let verdict = driver.process(action)
            if rest.isOver { end(id, in: &driver.runtime, pending: &pending) }
            guard case .refused(let reason) = verdict else {
                try read(verdict, of: action, in: runtime, leaving: &state)
                try check(driver)
                refused[id] = nil
                return try keep(driver, &pending, &refused, in: &state, refusal: nil)
            }
            // The app refused the answer: the work sent it all the same, and when it was the
            // work's last, nothing else will come.
            refused[id] = rest.isOver ? nil : reason
            let refusal = rest.isOver ? NavigationRejection.refused(LateAnswerReason.lost(reason)) : reason
            _ = try keep(driver, &pending, &refused, in: &state, refusal: refusal)
            return []
        case .passesWait(let work):
            guard let id = state.id(of: work), work.isWaiting else { throw .refused(LateAnswerReason.notInFlight) }
            runtime.passedWait(id)
            let driver = PureDriver(runtime, factory: self.work)
            return try keep(driver, &pending, &refused, in: &state, refusal: nil)
        case .end(let work):
            guard let id = state.id(of: work), !work.isWaiting, work.answers.mayEnd else {
                throw .refused(LateAnswerReason.notInFlight)
            }
            var driver = PureDriver(runtime, factory: self.work)
            end(id, in: &driver.runtime, pending: &pending)
            let lost = refused.removeValue(forKey: id).map { NavigationRejection.refused(LateAnswerReason.lost($0)) }
            return try keep(driver, &pending, &refused, in: &state, refusal: lost)
        }
    }

    /// Throws what the runtime made of a refused `action` in `runtime`: a refusal that changed
    /// the state leaves the changed state in `state`, so the driver reads it as the store does
    /// (the reducer broke `RuleName.rejectLeavesState`); an app's rule is that rule broken.
    @inlinable
    func read(_ verdict: Verdict<Effect>, of action: App.Action, in runtime: Runtime<App>, leaving state: inout State)
        throws(NavigationRejection)
    {
        switch verdict {
        case .accepted: return
        case .refused(let reason): throw reason
        case .refusedAfterChanging(let reason):
            state.setApp(runtime.stateChangedBeforeRefusing(action))
            throw reason
        case .brokeRule(let name): throw .ruleBroken(name)
        }
    }

    /// Throws the first rule a follow-up broke — the app's, a refusal that changed the state, a
    /// chain past the limit — refusing the whole step.
    @inlinable
    func check(_ driver: PureDriver<App>) throws(NavigationRejection) {
        if let broken = driver.steps.lazy.compactMap(\.brokenRule).first { throw .ruleBroken(broken) }
    }

    /// Work `id` returned: it holds its name no more.
    @inlinable
    func end(_ id: WorkID, in runtime: inout Runtime<App>, pending: inout [WorkID: WorkAnswers<App.Action>]) {
        runtime.finished(id)
        pending[id] = nil
    }

    /// Keeps the driver's state and work as the step's outcome, within the work limit: the model
    /// records what each piece of work the runtime now runs may still send.
    @inlinable
    func keep(
        _ driver: PureDriver<App>, _ pending: inout [WorkID: WorkAnswers<App.Action>],
        _ refused: inout [WorkID: NavigationRejection], in state: inout State, refusal: NavigationRejection?
    ) throws(NavigationRejection) -> EffectList<Effect> {
        let running = driver.runtime.work.entries
        if pending.count != running.count || pending.keys.contains(where: { running[$0] == nil }) {
            pending = pending.filter { running[$0.key] != nil }
            for (id, entry) in running where pending[id] == nil { pending[id] = answers(entry.effect) }
        }
        if !refused.isEmpty { refused = refused.filter { running[$0.key] != nil } }
        guard pending.count <= workLimit else { throw .refused(LateAnswerReason.moreWorkInFlightThan(workLimit)) }
        state.setApp(driver.runtime.state)
        state.running = driver.runtime.work
        state.pending = pending
        state.refusedAnswers = refused
        state.answerRefusal = refusal
        return driver.effects
    }
}
