/// The rules of running an app core, as one pure, synchronous state machine.
///
/// The ``Store``, the testing module's `TestStore` and its `Explorer` all drive this value, so
/// the rules a test proves are the rules the app runs:
/// - **FIFO, never nested.** An action sent while another is processed waits in a queue and
///   is processed after it and everything queued before it.
/// - **Rejections leave the state as it was.** A reducer that mutates and then rejects is
///   caught: the state is restored and the step says so — in every build, unless the reducer
///   says it ``Reducer/rejectsWithoutChanging``, which only debug builds then check.
/// - **Work ends with what it is tied to.** Work started for a screen or a flow is bound to
///   it when it starts, never started when it is already gone, and ended when it leaves.
/// - **A runaway follow-up chain is cut off.** More than ``followUpLimit`` actions queued by
///   effects in one drain stop the drain: the rest is dropped and reported once.
///
/// It never touches a `Task`: each event is a method that returns what its driver must do,
/// as a value from an exhaustive `switch`.
@usableFromInline
package struct Runtime<R: Reducer> where R.State: NavigableState, R.Action: Sendable {
    /// The state after the last accepted action.
    @usableFromInline package var state: R.State
    @usableFromInline let reducer: R
    /// The most actions effects may queue in one drain before it is stopped.
    @usableFromInline let followUpLimit: Int
    @usableFromInline var queue = ActionQueue<R.Action>()
    @usableFromInline var isDraining = false
    @usableFromInline var followUps = 0
    @usableFromInline var followUpsStopped = false
    /// Running work, by id, with the effect that started it.
    @usableFromInline var running: [WorkID: RunningWork] = [:]
    @usableFromInline var hasTiedWork = false
    @usableFromInline var lastWorkID = 0

    /// One piece of running work: what it is tied to and the effect that started it.
    @usableFromInline
    package struct RunningWork {
        @usableFromInline let tie: WorkTie<R.State.Screen>
        /// The effect whose work this is.
        @usableFromInline package let effect: R.Effect

        @usableFromInline init(tie: WorkTie<R.State.Screen>, effect: R.Effect) {
            self.tie = tie
            self.effect = effect
        }
    }

    @inlinable
    package init(state: R.State, reducer: R, followUpLimit: Int = 100_000) {
        self.state = state
        self.reducer = reducer
        self.followUpLimit = max(1, followUpLimit)
    }

    /// How many actions wait in the queue.
    package var queuedCount: Int { queue.count }

    /// The effects whose work is running, oldest first.
    package var runningEffects: [R.Effect] {
        running.sorted { $0.key < $1.key }.map(\.value.effect)
    }

    /// Whether any work is running.
    package var hasRunningWork: Bool { !running.isEmpty }
}
