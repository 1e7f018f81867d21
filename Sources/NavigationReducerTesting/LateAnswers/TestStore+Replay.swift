import NavigationReducer

extension TestStore where R.Action: Hashable, R.Effect: Hashable & Sendable {
    /// Replays a path found by an explorer or a fuzzer over work in flight
    /// (``Explorer/answeringLate(work:answers:workInFlight:)``): each user step is sent, each
    /// answer is sent by the running work the step names, each ending ends that work, and a
    /// debounce passing its wait is taken as passed —
    /// so the bug it found shows in a test store, step by step, with its history.
    ///
    /// The store must run the app's factory (``init(initialState:reducer:exhaustive:onFailure:effects:)``):
    /// work starts, is bound and named by it as in the app, while its bodies are held back —
    /// they send nothing, and the path delivers the answers. Follow-ups are processed as the
    /// store processes them; refusals are steps of the path, not failures; the effects of the
    /// replayed steps count as asserted. The store is left where the path leads: assert on
    /// ``state``.
    ///
    /// ```swift
    /// let store = TestStore(initialState: AppState(), reducer: AppReducer(), effects: AppEffect.work)
    /// store.replay(violation.path)
    /// #expect(store.state.navigation.topScreen == .details(1))
    /// ```
    ///
    /// Work is found by its effect and where it is kept, the oldest first. Fails at a step that
    /// names work not running in the store.
    public func replay(
        _ path: [LateAnswers<R>.Step],
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = TestLocation(fileID, filePath, line, column)
        guard effectFactory != nil else {
            return fail(
                "replay: the store needs the app's factory (`TestStore(…, effects:)`) to run work", at: location)
        }
        for step in path {
            switch step {
            case .send(let action):
                runtime.arriveAhead()
                replayReduce(action, label: "send(\(describe(action)))", at: location)
            case .answer(let action, let work):
                guard let id = runningID(of: work), runtime.hold(action, from: id),
                    let answer = runtime.nextQueued()
                else { return fail("replay: \(step) names work that is not running", at: location) }
                replayReduce(answer, label: "receive(\(describe(answer)))", at: location)
                if work.answers.afterSending(action).isOver { endReplayed(id) }
            case .end(let work):
                guard let id = runningID(of: work) else {
                    return fail("replay: \(step) names work that is not running", at: location)
                }
                endReplayed(id)
            case .passesWait(let work):
                guard let id = runningID(of: work) else {
                    return fail("replay: \(step) names work that is not running", at: location)
                }
                runtime.passedWait(id)
            }
        }
        pendingEffects = []
        receivableEffects = []
    }

    /// Reduces a replayed action and drains its follow-ups, as the store processes them.
    func replayReduce(_ action: R.Action, label: String, at location: TestLocation) {
        replayLocation = location
        replayStep(action, label: label)
        var driver = self
        driver.drain()
    }

    /// The oldest running work started by `work`'s effect, kept where `work` is, and waiting
    /// out a debounce exactly when `work` is.
    func runningID(of work: WorkInFlight<R.Action, R.Effect>) -> WorkID? {
        runtime.work.entries.filter { id, entry in
            entry.effect == work.effect
                && WorkInFlight<R.Action, R.Effect>.Place(entry.tie, in: runtime.state.navigation) == work.place
                && (entry.name?.waitsFirst == true && !runtime.work.hasPassedItsWait(id)) == work.isWaiting
        }
        .map(\.key).min()
    }

    /// Work `id` returned: its held body is let go.
    func endReplayed(_ id: WorkID) {
        runtime.finished(id)
        self.work.cancel(id)
    }
}

extension TestStore {
    /// A follow-up of a replayed step, taken from the queue by the runtime's drain.
    @usableFromInline package func processQueued(_ action: R.Action) {
        replayStep(action, label: "receive(\(describe(action)))")
    }

    /// Reduces one replayed action and records it in the history, a refusal with its reason.
    func replayStep(_ action: R.Action, label: String) {
        let verdict = runtime.reduceChecking(action)
        if case .accepted(let effects) = verdict {
            history.append(label)
            journey.record(runtime.state)
            record(effects, at: replayLocation, holdingBodies: true)
        } else {
            history.append(label + " → rejected: " + (verdict.rejection.map(String.init(describing:)) ?? ""))
        }
    }
}
