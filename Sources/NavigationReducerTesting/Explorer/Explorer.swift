import NavigationReducer

/// Visits every state an app core can reach — breadth first, from an initial state, trying
/// the actions a test says are possible in each state — and checks navigation rules on all
/// of them.
///
/// Hand-picked test paths check the journeys someone thought of; the explorer checks the
/// ones nobody did. Because the search is breadth first, the path it reports to a broken
/// rule is a shortest one: the fewest taps that reproduce the bug.
///
/// ```swift
/// let report = Explorer(reducer: InfosReducer(), initialState: InfosState(), actions: InfosAction.possible)
///     .invariant("no signed-in screen while signed out") { state in
///         state.session.isLoggedIn || !state.navigation.contains(.infos)
///     }
///     .run()
/// #expect(report.violations.isEmpty, "\(report)")
/// ```
///
/// States are told apart by ``key``: the state itself by default, or a projection the test
/// gives (`Explorer(…, key: \.navigation)`) to merge states that differ only in data the
/// rules do not care about.
///
/// Besides the rules a test names, it checks the one every driver keeps: a rejected action
/// leaves the state exactly as it was (`RuleName.rejectLeavesState`, when the state is
/// `Equatable`). A reducer that changes the state and then refuses is reported with the
/// shortest path to that refusal, and the search goes on from the state as it was.
public struct Explorer<R: Reducer, Key: Hashable & SendableMetatype>
where R.State: NavigableState & SendableMetatype, R.Action: Sendable {

    /// A named rule every reachable state must keep.
    @usableFromInline package struct StateInvariant {
        @usableFromInline package let name: RuleName
        @usableFromInline package let holds: @Sendable (R.State) -> Bool

        @usableFromInline init(name: RuleName, holds: @escaping @Sendable (R.State) -> Bool) {
            self.name = name
            self.holds = holds
        }
    }

    /// A named rule every accepted transition must keep.
    @usableFromInline package struct TransitionInvariant {
        @usableFromInline package let name: RuleName
        @usableFromInline package let holds:
            @Sendable (_ before: R.State, _ action: R.Action, _ after: R.State, _ effects: EffectList<R.Effect>) -> Bool

        @usableFromInline init(
            name: RuleName,
            holds:
                @escaping @Sendable (
                    _ before: R.State, _ action: R.Action, _ after: R.State, _ effects: EffectList<R.Effect>
                )
                -> Bool
        ) {
            self.name = name
            self.holds = holds
        }
    }

    public var reducer: R
    public var initialState: R.State
    /// The actions the user (or the world) can send in a state.
    public var actions: @Sendable (R.State) -> [R.Action]
    /// What tells two states apart.
    public let key: @Sendable (R.State) -> Key
    /// The search's view of ``key``: the whole-state key hashes and compares states where
    /// they lie instead of copying each into a key.
    @usableFromInline let hashKey: @Sendable (R.State) -> Int
    @usableFromInline let sameKey: @Sendable (R.State, R.State) -> Bool
    /// The search stops after this many distinct states; the report says so.
    public var maxStates: Int = 2_000_000
    /// The search does not go further than this many actions from the initial state.
    public var maxDepth: Int = Int(Int32.max)
    /// ``maxDepth`` when a depth limit was set: `nil` at the default, which no search reaches.
    @usableFromInline package var depthLimit: Int? { maxDepth < Int(Int32.max) ? maxDepth : nil }
    /// How many bytes the process's resident memory may grow by. A search keeping whole states
    /// that grows past it forgets the states it has tried and goes on keeping fingerprints only
    /// (``keepingFingerprintsOnly()``, with its small chance of merging two states), and the
    /// report says from which state. A search keeping fingerprints stops when it grows past it —
    /// since it started, or since it switched, as memory it freed stays with the process, so a
    /// switched search may hold up to about twice this — with a report that says so, not an
    /// out-of-memory kill. It is looked at every 4,096 states found, so a search may go past it
    /// by what those states take, and on several workers by what one level's runs found; other
    /// work in the process counts too.
    public var maxMemory: Int = Int.max
    /// How the memory budget reads the process's resident memory: a test gives its own.
    @usableFromInline package var residentMemory: @Sendable () -> Int? = processResidentMemory
    /// Whether the search prints its progress on standard error, at most once a second; see
    /// ``reportingProgress(evenWhenNotATerminal:)``.
    @usableFromInline var progress = ProgressDisplay.never
    /// The actions each effect sends back, run as the store runs its follow-ups; see
    /// ``followingUp(limit:_:)``.
    @usableFromInline var followUps: (@Sendable (R.Effect) -> [R.Action])?
    @usableFromInline var followUpLimit = 100_000
    /// Whether the search keeps a fingerprint of each state instead of the state; see
    /// ``keepingFingerprintsOnly()``.
    @usableFromInline var keepsFingerprintsOnly = false
    /// Whether the search models work in flight (``answeringLate(work:answers:workInFlight:)``),
    /// so a step may meet the work limit.
    @usableFromInline var modelsWorkInFlight = false
    /// What "back at the root" means for ``ExplorationReport/cannotGetBack``: by default the
    /// root flow is at its root with nothing presented over it.
    public var isHome: @Sendable (R.State) -> Bool = { state in
        state.navigation.rootStack.isAtRoot && !state.navigation.isPresenting && state.navigation.alert == nil
    }
    @usableFromInline package private(set) var stateInvariants: [StateInvariant] = []
    @usableFromInline package private(set) var transitionInvariants: [TransitionInvariant] = []

    /// An explorer that tells states apart by `key`; a rejection that changed the state is
    /// found as with the whole-state key when the state is `Equatable`.
    @inlinable
    public init(
        reducer: R, initialState: R.State, actions: @escaping @Sendable (R.State) -> [R.Action],
        key: @escaping @Sendable (R.State) -> Key
    ) {
        self.init(
            reducer: reducer, initialState: initialState, actions: actions, key: key,
            hashKey: { key($0).hashValue }, sameKey: { key($0) == key($1) })
    }

    @usableFromInline
    init(
        reducer: R, initialState: R.State, actions: @escaping @Sendable (R.State) -> [R.Action],
        key: @escaping @Sendable (R.State) -> Key,
        hashKey: @escaping @Sendable (R.State) -> Int, sameKey: @escaping @Sendable (R.State, R.State) -> Bool
    ) {
        self.reducer = reducer
        self.initialState = initialState
        self.actions = actions
        self.key = key
        self.hashKey = hashKey
        self.sameKey = sameKey
    }

    /// This explorer with a rule every reachable state must keep.
    public func invariant(_ name: RuleName, _ holds: @escaping @Sendable (R.State) -> Bool) -> Self {
        var copy = self
        copy.stateInvariants.append(StateInvariant(name: name, holds: holds))
        return copy
    }

    /// This explorer with a rule every accepted transition must keep.
    public func transitionInvariant(
        _ name: RuleName,
        _ holds:
            @escaping @Sendable (
                _ before: R.State, _ action: R.Action, _ after: R.State, _ effects: EffectList<R.Effect>
            ) ->
            Bool
    ) -> Self {
        var copy = self
        copy.transitionInvariants.append(TransitionInvariant(name: name, holds: holds))
        return copy
    }

    /// This explorer with limits on the number of states, the depth and the memory the search
    /// may take (bytes of resident memory grown since it started).
    public func limited(states: Int? = nil, depth: Int? = nil, memory: Int? = nil) -> Self {
        var copy = self
        if let states { copy.maxStates = states }
        if let depth { copy.maxDepth = depth }
        if let memory { copy.maxMemory = memory }
        return copy
    }

    /// This explorer running the follow-ups of each accepted action as the store does: the
    /// actions `followUps` says an effect sends — what the app's effect factory answers with
    /// `.send` — are processed first in first out, each one's own follow-ups after them, as
    /// part of the same transition, up to `limit` actions as the store's `followUpLimit`. The
    /// rules then see the state the whole chain leads to, which is what the user sees; a chain
    /// that reaches the limit breaks `RuleName.followUpChainStops`.
    ///
    /// Without it, an effect sends nothing, as if every effect were work that never answers.
    public func followingUp(limit: Int = 100_000, _ followUps: @escaping @Sendable (R.Effect) -> [R.Action]) -> Self {
        var copy = self
        copy.followUps = followUps
        copy.followUpLimit = limit
        return copy
    }

    /// This explorer running the follow-ups of each accepted action as ``followingUp(limit:_:)``
    /// does, with what the app's own factory says each effect sends: its immediate
    /// `Work.send`, and for work whose answers it said (`Work.answering(_:)`) every answer of
    /// their first way at once — the late-answer model (`answeringLate(work:workInFlight:)`)
    /// with no answer late.
    public func followingUp(
        limit: Int = 100_000, work: @escaping @Sendable (R.Effect) -> Work<R.Action, R.State.Screen>
    )
        -> Self where R.Action: Hashable
    {
        followingUp(limit: limit) { work($0).immediateAnswers }
    }

    /// This explorer keeping, of each state it finds, a 64-bit fingerprint — the hash of its
    /// ``key``, and with ``answeringLate(work:answers:workInFlight:)`` of the work in flight —
    /// with its parent and the step from it, instead of the state: TLC's scheme. The search
    /// holds whole states only for the level it is trying and the one it finds. What it keeps
    /// is about 30 to 50 bytes a state and 12 bytes a transition to another state: a catalogue
    /// core of ten million states and 2.7 such transitions each explores in 617 MiB.
    ///
    /// The report is the same: every count, rule and dead end, with the same shortest paths,
    /// each rebuilt by re-running its steps from the initial state — a violation, a dead end,
    /// a state with no way back, each when read. What reads every state —
    /// ``ExplorationReport/states``, ``ExplorationReport/graph(node:label:)``,
    /// ``ExplorationReport/actionsNeverAccepted`` — rebuilds them all, one reducer call a
    /// state, and holds them while it reads.
    ///
    /// Two states whose fingerprints are equal are taken to be one: the second is never tried,
    /// so whatever only it leads to goes unexplored, a rule it breaks goes unseen, and a step to
    /// it counts as a step to the first, for the way back too. With a `hash(into:)` that
    /// hashes everything `==` compares, as the navigation values' do, the chance that any two
    /// of *n* states collide is about *n*² ⁄ 2⁶⁵: one in 37 million for 1 million states, one
    /// in 370,000 for 10 million. A state whose hash leaves a compared part out merges every
    /// two states that differ only there. Swift seeds its hash afresh in each process, so a
    /// collision does not repeat on the next run, unless `SWIFT_DETERMINISTIC_HASHING` is set.
    public func keepingFingerprintsOnly() -> Self {
        var copy = self
        copy.keepsFingerprintsOnly = true
        return copy
    }

    /// This explorer printing, at most once a second, the states found, the depth, the
    /// transitions per second and the memory grown, on standard error — when it is a terminal,
    /// so tests and logs stay quiet, or always when `evenWhenNotATerminal`.
    public func reportingProgress(evenWhenNotATerminal: Bool = false) -> Self {
        var copy = self
        copy.progress = evenWhenNotATerminal ? .always : .whenTerminal
        return copy
    }

    /// This explorer with another meaning of "back at the root".
    public func home(_ isHome: @escaping @Sendable (R.State) -> Bool) -> Self {
        var copy = self
        copy.isHome = isHome
        return copy
    }
}

extension Explorer where Key == R.State, R.State: Hashable {
    /// An explorer that tells states apart by their whole value.
    @inlinable
    public init(reducer: R, initialState: R.State, actions: @escaping @Sendable (R.State) -> [R.Action]) {
        self.init(
            reducer: reducer, initialState: initialState, actions: actions, key: { $0 },
            hashKey: { $0.hashValue }, sameKey: { $0 == $1 })
    }
}

extension Explorer: Sendable where R: Sendable, R.State: Sendable {}
extension Explorer.StateInvariant: Sendable {}
extension Explorer.TransitionInvariant: Sendable {}
