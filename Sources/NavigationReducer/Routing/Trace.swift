/// What happened to one action a store processed.
public enum TraceOutcome: Hashable, Sendable, Codable {
    /// The reducer accepted it.
    case accepted
    /// The reducer rejected it for the reason; the state did not change.
    case rejected(NavigationRejection)
    /// Work that had ended sent it; it never reached the reducer.
    case dropped
}

/// One action of a trace with its outcome.
public struct TraceEntry<Action> {
    public var action: Action
    public var outcome: TraceOutcome

    public init(_ action: Action, _ outcome: TraceOutcome) {
        self.action = action
        self.outcome = outcome
    }
}

extension TraceEntry: Equatable where Action: Equatable {}
extension TraceEntry: Hashable where Action: Hashable {}
extension TraceEntry: Sendable where Action: Sendable {}
extension TraceEntry: Codable where Action: Codable {}

/// Every action a store processed, in order, with its outcome — what a user did, as a value
/// to save, send with a bug report and replay.
///
/// Replaying a trace through the pure reducer from the same initial state reproduces every
/// state (``replay(from:reducer:)``); an Explorer counterexample or a fuzz run is a trace too,
/// so any of them becomes a test in a few lines.
///
/// A trace of an app that refuses for reasons of its own saves them as values; tell the
/// decoder their types when loading it (`decoder.userInfo[.refusalReasons] =
/// [CheckoutRefusal.self]`), or they load by their type name and text alone and the replay
/// diverges there.
public struct Trace<Action> {
    /// The actions, oldest first. A bounded trace keeps the last ``limit`` of them.
    public private(set) var entries: [TraceEntry<Action>] = []
    /// The most entries kept; `nil` keeps all.
    public let limit: Int?
    /// How many older entries a bounded trace dropped.
    public private(set) var droppedCount = 0

    /// An empty trace keeping the last `limit` entries (`nil`: all of them).
    public init(limit: Int? = nil, entries: [TraceEntry<Action>] = []) {
        self.limit = limit.map { max(1, $0) }
        for entry in entries { record(entry) }
    }

    /// Appends `entry`, dropping the oldest one past ``limit``.
    ///
    /// - Complexity: O(1) amortised.
    public mutating func record(_ entry: TraceEntry<Action>) {
        entries.append(entry)
        if let limit, entries.count >= 2 * limit {
            droppedCount += entries.count - limit
            entries.removeFirst(entries.count - limit)
        }
    }

    /// The entries within ``limit``, oldest first.
    public var kept: ArraySlice<TraceEntry<Action>> {
        guard let limit, entries.count > limit else { return entries[...] }
        return entries.suffix(limit)
    }

    /// The actions that reached the reducer, in order: what a replay sends.
    public var actions: [Action] {
        kept.filter { $0.outcome != .dropped }.map(\.action)
    }
}

extension Trace: Equatable where Action: Equatable {}
extension Trace: Sendable where Action: Sendable {}

extension Trace: Codable where Action: Codable {
    enum CodingKeys: String, CodingKey {
        case entries, limit
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            limit: try container.decodeIfPresent(Int.self, forKey: .limit),
            entries: try container.decode([TraceEntry<Action>].self, forKey: .entries))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Array(kept), forKey: .entries)
        try container.encodeIfPresent(limit, forKey: .limit)
    }
}

/// A trace replayed through a pure reducer: every state reached, and where the replay
/// stopped agreeing with the trace, if it did.
public struct TraceReplay<State, Action> {
    /// The state before the first action, then after each replayed action.
    public var states: [State]
    /// The first entry whose outcome the replay did not reproduce.
    public var divergence: Divergence?

    /// An entry whose recorded outcome differs from the replay's.
    public struct Divergence {
        /// The entry's position among the kept entries.
        public var index: Int
        public var action: Action
        public var recorded: TraceOutcome
        public var replayed: TraceOutcome

        public init(index: Int, action: Action, recorded: TraceOutcome, replayed: TraceOutcome) {
            self.index = index
            self.action = action
            self.recorded = recorded
            self.replayed = replayed
        }
    }
}

extension TraceReplay.Divergence: Equatable where Action: Equatable {}

extension Trace where Action: Sendable {
    /// Replays the trace through `reducer` from `initialState`, with the runtime's rules:
    /// dropped actions are skipped, rejected ones leave the state as it was.
    ///
    /// The replay stops at the first entry whose outcome differs from the recorded one —
    /// the place a field bug and the code under test part ways.
    public func replay<R: Reducer>(from initialState: R.State, reducer: R) -> TraceReplay<R.State, Action>
    where R.Action == Action, R.State: NavigableState {
        var runtime = Runtime(state: initialState, reducer: reducer)
        var replay = TraceReplay<R.State, Action>(states: [initialState], divergence: nil)
        for (index, entry) in kept.enumerated() where entry.outcome != .dropped {
            let outcome: TraceOutcome
            switch runtime.reduceChecked(entry.action) {
            case .accepted: outcome = .accepted
            case .rejected(let reason, _): outcome = .rejected(reason)
            }
            replay.states.append(runtime.state)
            if outcome != entry.outcome {
                replay.divergence = .init(
                    index: index, action: entry.action, recorded: entry.outcome, replayed: outcome)
                break
            }
        }
        return replay
    }
}
