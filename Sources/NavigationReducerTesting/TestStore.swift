import NavigationReducer

/// A store for tests: it drives the same `Runtime` as the app's `Store` and checks every
/// new state and every effect against what the test says — with no spies.
///
/// ```swift
/// let store = TestStore(initialState: AppState(), reducer: AppReducer())
/// store.send(.infoSelected(swift)) {
///     try $0.navigation.push(.details(swift))
/// }
/// store.expectEffects([.track(.details)])
/// store.send(.back) {
///     try $0.navigation.pop()
/// }
/// store.send(.back, expectingRejection: .popAtRoot)
/// store.finish()
/// ```
///
/// **Effects as values** (no factory given): effects are asserted with
/// ``expectEffects(_:fileID:filePath:line:column:)``, and the action one would send back is
/// fed with ``send(_:from:fileID:filePath:line:column:_:)``.
///
/// **Running work** (the app's factory given with ``init(initialState:reducer:exhaustive:onFailure:effects:)``):
/// effects go through the factory as in the app. Follow-ups and actions sent by work are
/// asserted, in order, with `await` ``receive(_:timeout:fileID:filePath:line:column:_:)``;
/// work cancelled — its screen or flow left, its name was cancelled or restarted — or never
/// started shows in ``cancelledWork``; work still running at
/// ``finish(timeout:fileID:filePath:line:column:)`` fails the test, naming each by its effect,
/// its name and the screen it is tied to. Work that
/// sleeps takes a ``ManualClock`` the test advances: no real time passes.
///
/// **Exhaustive** (the default): after each action the state must equal the previous state
/// changed by the test's closure, and every effect and received action must be asserted.
/// **Partial** (`exhaustive: false`): the closure states facts about the new state by
/// assignment, and unasserted effects are allowed.
///
/// A failed step is reported where the test wrote it (Swift Testing or XCTest, see
/// ``TestStoreFailure/record(_:)``), with what was expected, what happened, a `-`/`+` line
/// diff and the actions that led there. The test goes on, as after a failed `#expect`.
@MainActor
public final class TestStore<R: Reducer>: @MainActor RuntimeDriver
where R.State: NavigableState & Equatable, R.Effect: Equatable, R.Action: Sendable {
    @usableFromInline package var runtime: Runtime<R>
    /// The state after the last action.
    public var state: R.State { runtime.state }
    /// What the user saw since the store was made (or since ``JourneyRecorder/restart()``).
    public var journey: JourneyRecorder<R.State.Screen, R.State.AlertAction>
    /// Effects produced and not yet asserted, oldest first.
    public internal(set) var pendingEffects: [R.Effect] = []
    /// Effects produced whose result has not been sent back with `send(_:from:)` yet.
    var receivableEffects: [R.Effect] = []
    /// The actions sent and received so far, as they appear in failure messages.
    public internal(set) var history: [String] = []
    /// Whether the whole state and every effect must be asserted (`true`), or only what the
    /// test states (`false`).
    public let exhaustive: Bool
    let onFailure: @MainActor (TestStoreFailure) -> Void
    let effectFactory: (@MainActor (R.Effect) -> Work<R.Action, R.State.Screen>)?
    let work = WorkExecutor<R.Action>()
    /// The effects whose work was cancelled (its screen or flow left, the reducer cancelled its
    /// name, work of its name restarted it) or never started (its screen was gone, or work of
    /// its name ran and it refuses to run twice), oldest first.
    public internal(set) var cancelledWork: [R.Effect] = []
    /// Actions sent by work after it ended (cancelled or finished): dropped, never reduced.
    public internal(set) var droppedActions: [R.Action] = []
    var waiter: CheckedContinuation<Void, Never>?
    /// Where the path being replayed is written, for a failure within its steps.
    var replayLocation = TestLocation(#fileID, #filePath, #line, #column)

    /// A test store that treats effects as values: nothing runs.
    ///
    /// - Parameters:
    ///   - initialState: The state before the first action.
    ///   - reducer: The reducer under test.
    ///   - exhaustive: Whether each step must state the whole change and every effect, or
    ///     only the facts it cares about.
    ///   - onFailure: Where failures go; by default the running test framework records them
    ///     at the failing step.
    public init(
        initialState: R.State, reducer: R, exhaustive: Bool = true,
        onFailure: @escaping @MainActor (TestStoreFailure) -> Void = TestStoreFailure.record
    ) {
        self.runtime = Runtime(state: initialState, reducer: reducer)
        self.exhaustive = exhaustive
        self.onFailure = onFailure
        self.effectFactory = nil
        self.journey = JourneyRecorder(startingAt: initialState)
    }

    /// A test store that runs effects through the app's own factory, as the `Store` does.
    ///
    /// - Parameters:
    ///   - initialState: The state before the first action.
    ///   - reducer: The reducer under test.
    ///   - exhaustive: Whether each step must state the whole change and every effect, or
    ///     only the facts it cares about.
    ///   - onFailure: Where failures go; by default the running test framework records them
    ///     at the failing step.
    ///   - effects: The factory, typically the app's own with its services replaced by
    ///     fakes and its clock by a ``ManualClock``.
    public init(
        initialState: R.State, reducer: R, exhaustive: Bool = true,
        onFailure: @escaping @MainActor (TestStoreFailure) -> Void = TestStoreFailure.record,
        effects: @escaping @MainActor (R.Effect) -> Work<R.Action, R.State.Screen>
    ) {
        self.runtime = Runtime(state: initialState, reducer: reducer)
        self.exhaustive = exhaustive
        self.onFailure = onFailure
        self.effectFactory = effects
        self.journey = JourneyRecorder(startingAt: initialState)
        work.deliver(
            answers: { [weak self] action, id, _ in self?.workSent(action, from: id) },
            returns: { [weak self] id in self?.workReturned(id) },
            waits: { [weak self] id in self?.runtime.passedWait(id) })
    }

    /// Stops a follow-up chain after `limit` actions instead of 100,000, for a test of the
    /// limit itself that must not hold the main actor for a hundred thousand steps. Call it
    /// before the first step.
    package func limitFollowUps(to limit: Int) {
        runtime = Runtime(state: runtime.state, reducer: runtime.reducer, followUpLimit: limit)
    }

    isolated deinit {
        work.cancelAll()
    }

    /// The effects whose work is running, oldest first.
    public var runningWork: [R.Effect] {
        runtime.runningEffects
    }
}
