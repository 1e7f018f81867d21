extension Trace {
    /// One action a store processed, with what became of it.
    public enum Entry {
        /// The reducer accepted it.
        case accepted(Action)
        /// The reducer rejected it for the reason; the state did not change.
        case rejected(Action, NavigationRejection)
        /// Work that had ended sent it; it never reached the reducer.
        case dropped(Action)

        /// The action, whatever became of it.
        public var action: Action {
            switch self {
            case .accepted(let action), .rejected(let action, _), .dropped(let action): action
            }
        }

        /// Why the reducer rejected the action, or `nil` when it did not.
        public var rejection: NavigationRejection? {
            if case .rejected(_, let reason) = self { reason } else { nil }
        }

        /// Whether the action reached the reducer: what a replay sends.
        public var reachedTheReducer: Bool {
            if case .dropped = self { false } else { true }
        }

        /// Whether both entries say the same of their actions, whatever the actions are.
        func hasTheSameOutcome(as other: Self) -> Bool {
            switch (self, other) {
            case (.accepted, .accepted), (.dropped, .dropped): true
            case (.rejected(_, let reason), .rejected(_, let otherReason)): reason == otherReason
            default: false
            }
        }
    }
}

extension Trace.Entry: Equatable where Action: Equatable {}
extension Trace.Entry: Hashable where Action: Hashable {}
extension Trace.Entry: Sendable where Action: Sendable {}
/// Saved as `{"accepted": action}`, `{"rejected": action, "reason": reason}` or
/// `{"dropped": action}`.
extension Trace.Entry: Codable where Action: Codable {
    enum CodingKeys: String, CodingKey {
        case accepted, rejected, reason, dropped
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.accepted) {
            self = .accepted(try container.decode(Action.self, forKey: .accepted))
        } else if container.contains(.rejected) {
            self = .rejected(
                try container.decode(Action.self, forKey: .rejected),
                try container.decode(NavigationRejection.self, forKey: .reason))
        } else {
            self = .dropped(try container.decode(Action.self, forKey: .dropped))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .accepted(let action):
            try container.encode(action, forKey: .accepted)
        case .rejected(let action, let reason):
            try container.encode(action, forKey: .rejected)
            try container.encode(reason, forKey: .reason)
        case .dropped(let action):
            try container.encode(action, forKey: .dropped)
        }
    }
}

/// Every action a store processed, in order, with its outcome — what a user did, as a value
/// to save, send with a bug report and replay.
///
/// Replaying a trace through the pure reducer from the same initial state reproduces every
/// state (``replay(from:reducer:)``); an Explorer counterexample or a fuzz run is a trace too,
/// so any of them becomes a test in a few lines.
///
/// A trace of an app that refuses for reasons of its own saves them as values; tell the
/// decoder their types when loading it (`decoder.userInfo[.rejectionReasons] =
/// [CheckoutRefusal.self]`), or they load by their type name and text alone and the replay
/// diverges there.
public struct Trace<Action> {
    /// The actions, oldest first. A bounded trace keeps the last ``limit`` of them.
    public private(set) var entries: [Entry] = []
    /// The most entries kept; `nil` keeps all.
    public let limit: Int?
    /// How many older entries a bounded trace dropped.
    public private(set) var droppedCount = 0

    /// An empty trace keeping the last `limit` entries (`nil`: all of them).
    public init(limit: Int? = nil, entries: [Entry] = []) {
        self.limit = limit.map { max(1, $0) }
        for entry in entries { record(entry) }
    }

    /// Appends `entry`, dropping the oldest one past ``limit``.
    ///
    /// - Complexity: O(1) amortised.
    public mutating func record(_ entry: Entry) {
        entries.append(entry)
        if let limit, entries.count >= 2 * limit {
            droppedCount += entries.count - limit
            entries.removeFirst(entries.count - limit)
        }
    }

    /// The entries within ``limit``, oldest first.
    public var kept: ArraySlice<Entry> {
        guard let limit, entries.count > limit else { return entries[...] }
        return entries.suffix(limit)
    }

    /// The actions that reached the reducer, in order: what a replay sends.
    public var actions: [Action] {
        kept.filter(\.reachedTheReducer).map(\.action)
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
            entries: try container.decode([Entry].self, forKey: .entries))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Array(kept), forKey: .entries)
        try container.encodeIfPresent(limit, forKey: .limit)
    }
}

extension Trace {
    /// A trace replayed through a pure reducer: every state reached, and where the replay
    /// stopped agreeing with the trace, if it did.
    public struct Replay<State> {
        /// The state before the first action, then after each replayed action.
        public var states: [State]
        /// The first entry whose outcome the replay did not reproduce: its position among the
        /// kept entries, the entry as recorded and as replayed.
        public var divergence: (index: Int, recorded: Entry, replayed: Entry)?
    }
}

extension Trace where Action: Sendable {
    /// Replays the trace through `reducer` from `initialState`, with the runtime's rules:
    /// dropped actions are skipped, rejected ones leave the state as it was.
    ///
    /// The replay stops at the first entry whose outcome differs from the recorded one —
    /// the place a field bug and the code under test part ways.
    public func replay<R: Reducer>(from initialState: R.State, reducer: R) -> Replay<R.State>
    where R.Action == Action, R.State: NavigableState {
        var runtime = Runtime(state: initialState, reducer: reducer)
        var replay = Replay<R.State>(states: [initialState], divergence: nil)
        for (index, entry) in kept.enumerated() where entry.reachedTheReducer {
            let verdict = runtime.reduceChecking(entry.action)
            let replayed = Entry(entry.action, verdict, leading: runtime.state)
            replay.states.append(runtime.state)
            if !replayed.hasTheSameOutcome(as: entry) {
                replay.divergence = (index, entry, replayed)
                break
            }
        }
        return replay
    }
}

extension Trace.Entry {
    /// The entry for `action`, which the runtime read as `verdict` and which led to `state`: a
    /// step refused within itself (``RefusedWithinStep``) is recorded as rejected too.
    package init<Effect, State>(_ action: Action, _ verdict: Verdict<Effect>, leading state: State) {
        if let reason = verdict.rejection ?? (state as? any RefusedWithinStep)?.refusalWithinLastStep {
            self = .rejected(action, reason)
        } else {
            self = .accepted(action)
        }
    }
}

/// A state that says whether the step that led to it was refused within itself: a late-answer
/// model's step whose answer the app refused is taken — the work sent it, and goes on — while
/// the app's state stays as it was. Traces, reports and counts show it as a refusal.
@usableFromInline
package protocol RefusedWithinStep {
    /// Why the app refused the step that led here, `nil` when it did not.
    var refusalWithinLastStep: NavigationRejection? { get }
}
