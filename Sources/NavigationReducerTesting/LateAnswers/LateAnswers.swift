import NavigationReducer

/// An app core with its work in flight as part of its state, and each answer of that work as
/// a step: what an ``Explorer`` explores after ``Explorer/answeringLate(work:answers:workInFlight:)``
/// and a ``Fuzzer`` made from it walks.
///
/// A step is what the user does (``Step/send(_:)``), an answer of running work arriving
/// (``Step/answer(_:from:)``), running work ending without a word (``Step/end(_:)``), or a
/// debounce waiting out its duration (``Step/passesWait(_:)``), before which it sends nothing
/// and after which its name starting again no longer cancels it. Work
/// starts, is bound to its entry or flow, named, restarted, refused and cancelled by the same
/// runtime as in the `Store`, through the app's own factory: an answer of work that was
/// cancelled is never a step, as the store drops it.
public struct LateAnswers<App: Reducer>: Reducer
where App.State: NavigableState, App.Action: Hashable & Sendable, App.Effect: Hashable & Sendable {
    public typealias Effect = App.Effect

    /// The app core.
    public let app: App
    @usableFromInline let work: @Sendable (App.Effect) -> Work<App.Action, App.State.Screen>
    @usableFromInline let answers: @Sendable (App.Effect) -> WorkAnswers<App.Action>
    @usableFromInline let followUpLimit: Int
    /// The most work in flight a state may hold.
    @usableFromInline let workLimit: Int

    @usableFromInline
    init(
        app: App, work: @escaping @Sendable (App.Effect) -> Work<App.Action, App.State.Screen>,
        answers: @escaping @Sendable (App.Effect) -> WorkAnswers<App.Action>, followUpLimit: Int, workLimit: Int
    ) {
        self.app = app
        self.work = work
        self.answers = answers
        self.followUpLimit = followUpLimit
        self.workLimit = workLimit
    }

    /// One step of an explored path.
    public enum Step: Hashable, Sendable {
        /// The user (or the world) sends an action, as `store.send` does.
        case send(App.Action)
        /// Running work sends `action`: its answer arrives.
        case answer(App.Action, from: WorkInFlight<App.Action, App.Effect>)
        /// Running work ends without sending anything more.
        case end(WorkInFlight<App.Action, App.Effect>)
        /// Debounced work (`Work.debounced(id:for:clock:pastTheWait:)`) waits out its duration: its body
        /// starts, and work of its name starting again leaves it running.
        case passesWait(WorkInFlight<App.Action, App.Effect>)

        /// The action the app core is given at this step, `nil` for an ending or a wait.
        public var action: App.Action? {
            switch self {
            case .send(let action), .answer(let action, _): action
            case .end, .passesWait: nil
            }
        }
    }

    /// The app's state with the work in flight. It reads as the app's state (`state.session`),
    /// so a rule written for the app reads the same after ``Explorer/answeringLate(work:answers:workInFlight:)``,
    /// and rules about work read ``workInFlight``.
    @dynamicMemberLookup
    public struct State: NavigableState {
        /// The app core's state.
        public internal(set) var app: App.State
        /// The runtime's record of the running work, with the runtime's ids.
        @usableFromInline var running = RunningWork<App.State.Screen, App.Effect>()
        /// What each piece of running work may still send.
        @usableFromInline var pending: [WorkID: WorkAnswers<App.Action>] = [:]
        /// Why the app refused the last answer each piece of running work sent, for the work
        /// whose last answer it refused: if the work ends without another, that answer is lost.
        @usableFromInline var refusedAnswers: [WorkID: NavigationRejection] = [:]
        /// Why the app refused the answer that led here, if it did: the work went on, the app's
        /// state stayed, and no transition rule judges the step. Not part of the state's value.
        @usableFromInline var answerRefusal: NavigationRejection?

        @usableFromInline init(app: App.State) { self.app = app }

        /// The app's state after a step.
        @usableFromInline mutating func setApp(_ app: App.State) { self.app = app }

        public var navigation: NavigationState<App.State.Screen, App.State.AlertAction> {
            get { app.navigation }
            set { app.navigation = newValue }
        }

        /// A property of the app's state.
        public subscript<Value>(dynamicMember property: KeyPath<App.State, Value>) -> Value {
            app[keyPath: property]
        }
    }
}

extension LateAnswers.State: Sendable where App.State: Sendable {}

/// Saved in a trace as `{"send": {"_0": action}}`, `{"answer": {"_0": action, "from": work}}`,
/// `{"end": {"_0": work}}` or `{"passesWait": {"_0": work}}`: a late-answer violation's trace goes with a bug report and
/// replays from the file.
extension LateAnswers.Step: Codable where App.Action: Codable, App.Effect: Codable {}

extension LateAnswers.State: RefusedWithinStep {
    @usableFromInline package var refusalWithinLastStep: NavigationRejection? { answerRefusal }
}

extension LateAnswers: DeclaresAppRules {
    package var declaredRuleNames: [RuleName] {
        NavigationReducer.declaredRuleNames(of: app)
    }
}

extension LateAnswers.Step: DescribedStep, CustomStringConvertible {
    /// The step as a report lists it: `back`, `detailsLoaded(7) arrives (work of
    /// loadDetails(7))`, `the work of save ends`.
    public var description: String { stepDescription }

    var stepDescription: String {
        switch self {
        case .send(let action): defaultActionDescription(action)
        case .answer(let action, let work): "\(defaultActionDescription(action)) arrives (work of \(work))"
        case .end(let work): "the work of \(work) ends"
        case .passesWait(let work): "the work of \(work) waits out its debounce"
        }
    }
}

extension NavigationRejection {
    /// Whether this is the refusal of a step that would exceed the work-in-flight limit.
    @usableFromInline var isTheWorkInFlightLimit: Bool {
        guard case .refused(let refusal) = self, case .moreWorkInFlightThan = refusal.as(LateAnswerReason.self) else {
            return false
        }
        return true
    }
}

/// Why an explored step was refused before reaching the app core.
public enum LateAnswerReason: RejectionReason {
    /// The step names work that is not in flight: a shrunk or hand-written path whose work
    /// was never started, or already ended.
    case notInFlight
    /// The step would leave more work in flight than the explorer's limit: the search does
    /// not go on from there, and the report says it was cut short.
    case moreWorkInFlightThan(Int)
    /// The app refused the last answer of running work, for the reason: the work ended with
    /// it, or ended after it without sending another, and nothing else will come — a spinner
    /// that never stops, a reply dropped under an alert. The step is taken (the work sent the
    /// answer, or ended) and the report lists it, however rare.
    indirect case lost(NavigationRejection)

    public var description: String {
        switch self {
        case .notInFlight: "no work in flight can take this step"
        case .moreWorkInFlightThan(let limit): "more than \(limit) pieces of work would be in flight"
        case .lost(let reason): "the last answer of its work is lost: \(reason)"
        }
    }

    public var kind: String {
        switch self {
        case .notInFlight: "notInFlight"
        case .moreWorkInFlightThan: "moreWorkInFlight"
        case .lost: "lostAnswer"
        }
    }
}
