/// What a piece of work may send back and when it ends: the model of a work body that the
/// testing module's `Explorer` and `Fuzzer` explore in its place, written next to the body
/// with ``Work/answering(_:)`` so the work is described once.
///
/// A work body is a closure the explorer cannot look into, so the test says what it may do,
/// as a finite set of ways: "sends `detailsLoaded(7)`, then ends", "sends `tick` any number
/// of times until it is cancelled", "ends without sending". Each answer is an event the
/// search may fire at any later step, between the user's actions, until the work ends or is
/// cancelled by the runtime's rules.
///
/// ```swift
/// let answers: @Sendable (AppEffect) -> WorkAnswers<AppAction> = { effect in
///     switch effect {
///     case .loadDetails(let id): .oneOf(.sends(.detailsLoaded(id)), .sends(.detailsFailed(id)))
///     case .listenToMessages: .keepsSending(.messageArrived)
///     case .save: .endsWithoutSending
///     }
/// }
/// ```
public struct WorkAnswers<Action: Hashable & Sendable>: Hashable, Sendable {
    /// One way the work may go: the actions it still sends, in order, and what it does after.
    @usableFromInline package struct Way: Hashable, Sendable {
        @usableFromInline package var sends: ArraySlice<Action>
        @usableFromInline package var then: Then

        @usableFromInline init(sends: ArraySlice<Action>, then: Then) {
            self.sends = sends
            self.then = then
        }

        /// Whether the work has nothing left to do but end.
        @inlinable package var isOver: Bool { sends.isEmpty && then == .ends }

        /// What it sends next, if anything.
        @inlinable package var next: Action? {
            if let first = sends.first { return first }
            if case .keepsSending(let action) = then { return action }
            return nil
        }
    }

    /// What work does once it sent its listed actions.
    @usableFromInline package enum Then: Hashable, Sendable {
        case ends
        case keepsSending(Action)
        case runsUntilCancelled
    }

    /// The ways the work may go, each once, in the order given.
    @usableFromInline package let ways: [Way]

    @usableFromInline init(ways: [Way]) {
        var distinct: [Way] = []
        for way in ways where !distinct.contains(way) { distinct.append(way) }
        self.ways = distinct
    }

    /// Sends `actions` one at a time, each at any later step, then ends with the last one:
    /// the moment between a body's last send and its return is not a step of its own.
    public static func sends(_ actions: Action...) -> Self {
        Self(ways: [Way(sends: actions[...], then: .ends)])
    }

    /// Ends at any later step without sending anything: a save, an upload whose outcome the
    /// app does not read. While it runs it holds its name, if it has one.
    public static var endsWithoutSending: Self { Self(ways: [Way(sends: [], then: .ends)]) }

    /// Sends `action` any number of times, at any later steps, until its work is cancelled:
    /// a timer, a listener.
    public static func keepsSending(_ action: Action) -> Self {
        Self(ways: [Way(sends: [], then: .keepsSending(action))])
    }

    /// Never sends and never ends on its own: it runs until its screen, its flow, its name or
    /// the store ends it.
    public static var runsUntilCancelled: Self { Self(ways: [Way(sends: [], then: .runsUntilCancelled)]) }

    /// Goes one of these ways, which the world chooses as the answers come: a request that
    /// succeeds or fails, a reply that may never come.
    public static func oneOf(_ alternatives: Self...) -> Self {
        Self(ways: alternatives.flatMap(\.ways))
    }

    /// The actions the work may send next, each once, in the order of its ways.
    @inlinable package var nextActions: [Action] {
        var actions: [Action] = []
        for way in ways { if let next = way.next, !actions.contains(next) { actions.append(next) } }
        return actions
    }

    /// Whether the work may end now.
    @inlinable package var mayEnd: Bool { ways.contains(where: \.isOver) }

    /// Whether every way is over: the work ends with the answer that led here.
    @inlinable package var isOver: Bool { ways.allSatisfy(\.isOver) }

    /// What the work may still do once it sent `action`.
    @inlinable package func afterSending(_ action: Action) -> Self {
        Self(
            ways: ways.compactMap { way in
                guard way.next == action else { return nil }
                var rest = way
                if !rest.sends.isEmpty { rest.sends.removeFirst() }
                return rest
            })
    }
}

/// Saved as its ways, each the actions it still sends and what it does after; read back, equal
/// ways are kept once, as when they are written.
extension WorkAnswers: Codable where Action: Codable {
    enum CodingKeys: String, CodingKey {
        case ways
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(ways: try container.decode([Way].self, forKey: .ways))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ways, forKey: .ways)
    }
}

extension WorkAnswers.Way: Codable where Action: Codable {
    enum CodingKeys: String, CodingKey {
        case sends, then
    }

    @usableFromInline package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            sends: try container.decode([Action].self, forKey: .sends)[...],
            then: try container.decode(WorkAnswers.Then.self, forKey: .then))
    }

    @usableFromInline package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Array(sends), forKey: .sends)
        try container.encode(then, forKey: .then)
    }
}
extension WorkAnswers.Then: Codable where Action: Codable {}
