import NavigationReducer

extension Explorer where R.Action: Hashable, R.Effect: Hashable & Sendable {
    /// This explorer with the app's work in flight: each effect becomes work through `work` —
    /// the app's own factory, or one built alike — bound, named and cancelled by the same
    /// runtime rules as in the `Store`, and what the work may send is `answers`' model of
    /// its body, which takes the place of any the factory said (`Work.answering(_:)`; see
    /// ``answeringLate(work:workInFlight:)`` to explore the factory's own). Every answer of running work is then a step the search may take at any
    /// later point, between the user's actions, until the work ends or is cancelled — a
    /// debounce's once it waited out its duration, itself a step (``LateAnswers/Step/passesWait(_:)``).
    ///
    /// The bugs that live between a request and its answer — a reply that pushes a screen
    /// after the user went back, a second tap while a load runs, a sign-in that completes
    /// after signing out — are found with the shortest path to them, the answer a step of
    /// its own ("`detailsLoaded(7)` arrives").
    ///
    /// ```swift
    /// let report = Explorer(reducer: AppReducer(), initialState: AppState(), actions: AppAction.possible)
    ///     .answeringLate(work: AppEffect.work) { effect in
    ///         switch effect {
    ///         case .loadDetails(let id): .sends(.detailsLoaded(id))
    ///         case .listenToMessages: .keepsSending(.messageArrived)
    ///         case .save: .endsWithoutSending
    ///         }
    ///     }
    ///     .invariant("details show over their loading screen") { $0.detailsShowOverLoading }
    ///     .run()
    /// ```
    ///
    /// The factory is called for each effect to learn its work — its lifetime, its name, an
    /// immediate `Work.send` — and its bodies never run, so it must be callable off the main
    /// actor; one that needs a clock is given any clock (a `ManualClock`). An immediate
    /// `Work.send` is processed within the step as the store processes it, which takes the
    /// place of ``followingUp(limit:_:)``.
    ///
    /// The rules, the limits, "back at the root" and the progress display carry over; a state
    /// rule is checked on the app's state, a transition rule on each step that gives the app
    /// an action it accepts. States with equal app states (by ``key``) and the same work in flight are one
    /// state. A step that would leave more than `workInFlight` pieces of work running is not
    /// taken, and the report says it was cut short.
    @inlinable
    public func answeringLate(
        work: @escaping @Sendable (R.Effect) -> Work<R.Action, R.State.Screen>,
        answers: @escaping @Sendable (R.Effect) -> WorkAnswers<R.Action>,
        workInFlight limit: Int = 8
    ) -> Explorer<LateAnswers<R>, LateAnswers<R>.Key<Key>> {
        let late = LateAnswers(
            app: reducer, work: work, answers: answers, followUpLimit: followUpLimit, workLimit: limit)
        let (appActions, appKey, appHash, appSame, appHome) = (actions, key, hashKey, sameKey, isHome)
        var explorer = Explorer<LateAnswers<R>, LateAnswers<R>.Key<Key>>(
            reducer: late, initialState: LateAnswers<R>.State(app: initialState),
            actions: { state in appActions(state.app).map { LateAnswers<R>.Step.send($0) } + state.workSteps },
            key: { state in LateAnswers<R>.Key(app: appKey(state.app), work: state.workCounts) },
            hashKey: { state in
                guard !state.pending.isEmpty else { return appHash(state.app) }
                var hasher = Hasher()
                hasher.combine(appHash(state.app))
                hasher.combine(state.workHash)
                return hasher.finalize()
            },
            sameKey: { appSame($0.app, $1.app) && $0.holdsTheSameWork(as: $1) })
        explorer.maxStates = maxStates
        explorer.maxDepth = maxDepth
        explorer.maxMemory = maxMemory
        explorer.progress = progress
        explorer.keepsFingerprintsOnly = keepsFingerprintsOnly
        explorer.residentMemory = residentMemory
        explorer.isHome = { appHome($0.app) }
        explorer.modelsWorkInFlight = true
        for rule in stateInvariants {
            explorer = explorer.invariant(rule.name) { rule.holds($0.app) }
        }
        for rule in transitionInvariants {
            explorer = explorer.transitionInvariant(rule.name) { before, step, after, effects in
                guard let action = step.action, after.answerRefusal == nil else { return true }
                return rule.holds(before.app, action, after.app, effects)
            }
        }
        return explorer
    }
}

extension Explorer where R.Action: Hashable, R.Effect: Hashable & Sendable {
    /// This explorer with the app's work in flight, each piece answering as the factory said
    /// beside its body (`Work.answering(_:)`): the factory the store runs is the one
    /// description of the work. Work whose answers the factory did not say ends without
    /// sending. See ``answeringLate(work:answers:workInFlight:)`` for what is explored.
    ///
    /// ```swift
    /// let report = Explorer(reducer: AppReducer(), initialState: AppState(), actions: AppAction.possible)
    ///     .answeringLate(work: AppEffect.work)
    ///     .run()
    /// ```
    @inlinable
    public func answeringLate(
        work: @escaping @Sendable (R.Effect) -> Work<R.Action, R.State.Screen>, workInFlight limit: Int = 8
    ) -> Explorer<LateAnswers<R>, LateAnswers<R>.Key<Key>> {
        answeringLate(work: work, answers: { work($0).answers ?? .endsWithoutSending }, workInFlight: limit)
    }
}

extension LateAnswers {
    /// What tells explored states apart: the app's key, and the work in flight, counted.
    public struct Key<AppKey: Hashable>: Hashable {
        public let app: AppKey
        public let work: [WorkInFlight<App.Action, App.Effect>: Int]

        @usableFromInline init(app: AppKey, work: [WorkInFlight<App.Action, App.Effect>: Int]) {
            self.app = app
            self.work = work
        }
    }
}

extension LateAnswers.Key: Sendable where AppKey: Sendable {}
