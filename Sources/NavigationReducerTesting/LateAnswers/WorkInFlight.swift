import NavigationReducer

/// One piece of work running in an explored state, told apart by what it is, not by when it
/// started: the effect that started it, what keeps it running, its name, what it may still
/// send, whether the app refused its last answer, and whether it is a debounce still waiting.
///
/// Two explored states whose navigation and app data are equal, with the same work in
/// flight, are one state, whatever order the work started in.
public struct WorkInFlight<Action: Hashable & Sendable, Effect: Hashable & Sendable>: Hashable, Sendable {
    /// The effect whose work this is.
    public let effect: Effect
    /// What keeps it running.
    public let place: Place
    /// The name the app gave it, if any, as text (`String(describing:)` of the id given to
    /// `Work.named(_:ifRunning:)`): a name given as a string reads back as that string.
    public var name: String? { workName?.description ?? savedName }
    /// What it may still send, and when it may end.
    public let answers: WorkAnswers<Action>
    /// Where the feature that asked for named work is — the entry or flow of a feature, the
    /// store for the app's own reducer — since its name holds there; `nil` for work with no name.
    public let nameScope: Place?
    /// Whether the app refused the last answer the work sent: if the work now ends without
    /// sending another, that answer is lost (``LateAnswerReason/lost(_:)``).
    public let lastAnswerRefused: Bool
    /// Whether the work is a debounce still waiting out its duration
    /// (`Work.debounced(id:for:clock:pastTheWait:)`): it sends nothing until it passes its wait, and work
    /// of its name starting before then cancels it.
    public let isWaiting: Bool
    @usableFromInline let workName: WorkName?
    /// The name as a saved trace wrote it: a name is saved as its text.
    @usableFromInline let savedName: String?

    @usableFromInline
    init(
        effect: Effect, place: Place, answers: WorkAnswers<Action>, workName: WorkName?, nameScope: Place?,
        lastAnswerRefused: Bool, isWaiting: Bool
    ) {
        self.effect = effect
        self.place = place
        self.answers = answers
        self.workName = workName
        self.nameScope = workName == nil ? nil : nameScope
        self.lastAnswerRefused = lastAnswerRefused
        self.isWaiting = isWaiting
        self.savedName = nil
    }

    /// The same effect, place, answers, name scope, refusal of the last answer and wait, and the same name: compared as the app
    /// gave it, or by its text when one of them was read back from a saved trace.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.effect == rhs.effect, lhs.place == rhs.place, lhs.answers == rhs.answers,
            lhs.nameScope == rhs.nameScope, lhs.lastAnswerRefused == rhs.lastAnswerRefused,
            lhs.isWaiting == rhs.isWaiting
        else { return false }
        if let left = lhs.workName, let right = rhs.workName { return left == right }
        return lhs.name == rhs.name
    }

    /// The effect, place, answers, refusal and wait: a name read back as text hashes as the name it was.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(effect)
        hasher.combine(place)
        hasher.combine(answers)
        hasher.combine(nameScope)
        hasher.combine(lastAnswerRefused)
        hasher.combine(isWaiting)
    }
}

/// Saved as its effect, its place, its answers, its name's text and, when the app refused its
/// last answer, `"lastAnswerRefused": true`, when it is a debounce still waiting, `"isWaiting": true`.
extension WorkInFlight: Codable where Action: Codable, Effect: Codable {
    enum CodingKeys: String, CodingKey {
        case effect, place, answers, name, nameScope, lastAnswerRefused, isWaiting
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        effect = try container.decode(Effect.self, forKey: .effect)
        place = try container.decode(Place.self, forKey: .place)
        answers = try container.decode(WorkAnswers<Action>.self, forKey: .answers)
        workName = nil
        savedName = try container.decodeIfPresent(String.self, forKey: .name)
        nameScope = try container.decodeIfPresent(Place.self, forKey: .nameScope)
        lastAnswerRefused = try container.decodeIfPresent(Bool.self, forKey: .lastAnswerRefused) ?? false
        isWaiting = try container.decodeIfPresent(Bool.self, forKey: .isWaiting) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(effect, forKey: .effect)
        try container.encode(place, forKey: .place)
        try container.encode(answers, forKey: .answers)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(nameScope, forKey: .nameScope)
        if lastAnswerRefused { try container.encode(true, forKey: .lastAnswerRefused) }
        if isWaiting { try container.encode(true, forKey: .isWaiting) }
    }
}

extension WorkInFlight {
    /// What keeps a piece of work in flight running, by where it is in the tree: the entry at
    /// `index` of the flow at `level`, the flow at `level`, or the store.
    public enum Place: Hashable, Sendable, Codable {
        case store
        case entry(level: Int, index: Int)
        case flow(level: Int)
        /// The entry at `index` of the tab at position `tab`, while another tab is shown.
        case entryInTab(tab: Int, index: Int)
        /// The stack of the tab at position `tab`, while another tab is shown.
        case tab(Int)

        /// The level of the flow it is in; `nil` for the store and a tab not shown.
        public var level: Int? {
            switch self {
            case .store, .entryInTab, .tab: nil
            case .entry(let level, _), .flow(let level): level
            }
        }
    }
}

extension WorkInFlight: CustomStringConvertible {
    /// The effect whose work it is: `loadDetails(7)`.
    public var description: String { defaultActionDescription(effect) }
}

extension WorkInFlight.Place {
    /// Where the feature `origin` is in `navigation`, `nil` once it left.
    @inlinable
    init?<Screen, AlertAction>(_ origin: FeatureOrigin, in navigation: NavigationState<Screen, AlertAction>) {
        switch origin {
        case .app: self = .store
        case .entry(let entry): self.init(entry: entry, in: navigation)
        case .flow(let root):
            if let location = navigation.location(of: root) {
                self = .flow(level: location.level)
            } else if let (tab, _) = navigation.parkedLocation(of: root) {
                self = .tab(tab)
            } else {
                return nil
            }
        }
    }

    /// Where work with `tie` is in `navigation`, `nil` when its entry left.
    @inlinable
    init?<Screen, AlertAction>(_ tie: WorkTie<Screen>, in navigation: NavigationState<Screen, AlertAction>) {
        switch tie {
        case .store: self = .store
        case .entry(let entry): self.init(entry: entry, in: navigation)
        case .flow(let identity):
            if identity.level == 0, let (tab, _) = navigation.parkedLocation(of: identity.root) {
                self = .tab(tab)
            } else {
                self = .flow(level: identity.level)
            }
        }
    }

    /// Where entry `entry` is in `navigation`, in any tab, `nil` once it left.
    @inlinable
    init?<Screen, AlertAction>(entry: EntryID, in navigation: NavigationState<Screen, AlertAction>) {
        if let location = navigation.location(of: entry) {
            self = .entry(level: location.level, index: location.index)
        } else if let (tab, index) = navigation.parkedLocation(of: entry) {
            self = .entryInTab(tab: tab, index: index)
        } else {
            return nil
        }
    }
}
