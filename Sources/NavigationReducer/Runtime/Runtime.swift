/// The rules of running an app core, as one pure, synchronous state machine.
///
/// The ``Store``, the testing module's `TestStore`, `Explorer` and `Fuzzer` all drive this
/// value, so the rules a test proves are the rules the app runs:
/// - **FIFO, never nested.** An action sent while another is processed waits in a queue and
///   is processed after it and everything queued before it.
/// - **A refusal leaves the state as it was.** The runtime alone undoes a refused action: it
///   keeps the state from before the action and puts it back — in every build, unless the
///   reducer says it ``Reducer/rejectsWithoutChanging``, which only debug builds then check.
///   Every refusal is read one way, as a ``Verdict``.
/// - **Work ends with what it is tied to.** Work started for a screen or a flow is bound to
///   it when it starts, never started when it is already gone, and ended when it leaves;
///   what it sends after it ended is dropped.
/// - **A runaway follow-up chain is cut off.** More than ``followUpLimit`` actions queued by
///   effects in one drain stop the drain: the rest is dropped and reported once.
///
/// It never touches a `Task` and takes no callbacks: each event — an action arrives, the
/// reducer decides, work starts, answers or ends, the queue drains — is a method that returns
/// what its driver must do, as a value from an exhaustive `switch`; its phase is a ``Phase``.
@usableFromInline
package struct Runtime<R: Reducer> where R.State: NavigableState, R.Action: Sendable {
    /// The state after the last accepted action.
    @usableFromInline package var state: R.State
    @usableFromInline package let reducer: R
    /// The most actions effects may queue in one drain before it is stopped.
    @usableFromInline let followUpLimit: Int
    @usableFromInline var queue = ActionQueue<R.Action>()
    @usableFromInline package internal(set) var phase = Phase.idle
    @usableFromInline package var work = RunningWork<R.State.Screen, R.Effect>()
    /// ``keepsSnapshot``, asked once: a composed reducer's word is its body's, whose opaque type
    /// is looked up each time it is asked (about 1,000 instructions).
    @usableFromInline let snapshotsEachAction: Bool

    /// Where the runtime is between events.
    @usableFromInline
    package enum Phase: Equatable, Sendable {
        /// No action is being processed.
        case idle
        /// Actions are being processed; effects queued `followUps` actions so far.
        case draining(followUps: Int)
        /// Effects queued more than the limit in this drain: the queue was emptied and
        /// follow-ups are dropped until the drain ends.
        case followUpsStopped
    }

    @inlinable
    package init(state: R.State, reducer: R, followUpLimit: Int = 100_000) {
        self.state = state
        self.reducer = reducer
        self.snapshotsEachAction = Self.keepsSnapshot
        self.followUpLimit = max(1, followUpLimit)
    }

    /// A runtime, idle, taking up `state` with `work` running: a model that keeps the app's
    /// state and its running work in a value of its own between events (the explorer's work
    /// in flight) runs each event on the runtime's rules, with no loop or rule of its own.
    @inlinable
    package init(
        resuming state: R.State, running work: RunningWork<R.State.Screen, R.Effect>, reducer: R, followUpLimit: Int
    ) {
        self.init(state: state, reducer: reducer, followUpLimit: followUpLimit)
        self.work = work
    }

    /// How many actions wait in the queue.
    package var queuedCount: Int { queue.count }

    /// The actions waiting in the queue, oldest first.
    package var queuedActions: [R.Action] { queue.waiting }

    /// The effects whose work is running, oldest first.
    package var runningEffects: [R.Effect] { work.effects }

    /// The effects whose work is running, oldest first, each with what keeps it running and
    /// the name the app gave it: for a test's failure ("while `.details(7)` is shown, entry 2
    /// of flow 0").
    package var runningWorkDescriptions: [(effect: R.Effect, tie: WorkTieDescription<R.State.Screen>, name: String?)] {
        work.tiedEffects.map { effect, tie, name in
            let description: WorkTieDescription<R.State.Screen> =
                switch tie {
                case .store: .store
                case .entry(let id):
                    state.navigation.stack(holding: id).map { $0.stack[$0.index] }
                        .map { .screen($0, id) } ?? .store
                case .flow(let identity): .flow(level: identity.level)
                }
            return (effect, description, name?.description)
        }
    }

    /// Whether any work is running.
    package var hasRunningWork: Bool { !work.isEmpty }

    /// Whether running work is tied to a screen or a flow, so that a change may end it.
    @inlinable package var hasTiedWork: Bool { work.hasTied }
}
