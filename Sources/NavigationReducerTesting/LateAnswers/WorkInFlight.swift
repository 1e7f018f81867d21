import NavigationReducer

/// One piece of work running in an explored state, told apart by what it is, not by when it
/// started: the effect that started it, what keeps it running, its name, and what it may
/// still send.
///
/// Two explored states whose navigation and app data are equal, with the same work in
/// flight, are one state, whatever order the work started in.
public struct WorkInFlight<Action: Hashable & Sendable, Effect: Hashable & Sendable>: Hashable, Sendable {
    /// The effect whose work this is.
    public let effect: Effect
    /// What keeps it running.
    public let place: WorkPlace
    /// The name the app gave it, if any, as text (`String(describing:)` of the id given to
    /// `Work.named(_:ifRunning:)`): a name given as a string reads back as that string.
    public var name: String? { workName?.description }
    /// What it may still send, and when it may end.
    public let answers: WorkAnswers<Action>
    @usableFromInline let workName: WorkName?

    @usableFromInline
    init(effect: Effect, place: WorkPlace, answers: WorkAnswers<Action>, workName: WorkName?) {
        self.effect = effect
        self.place = place
        self.answers = answers
        self.workName = workName
    }
}

/// What keeps a piece of work in flight running, by where it is in the tree: the entry at
/// `index` of the flow at `level`, the flow at `level`, or the store.
public enum WorkPlace: Hashable, Sendable {
    case store
    case entry(level: Int, index: Int)
    case flow(level: Int)

    /// The level of the flow it is in; `nil` for the store.
    public var level: Int? {
        switch self {
        case .store: nil
        case .entry(let level, _), .flow(let level): level
        }
    }
}

extension WorkInFlight: CustomStringConvertible {
    /// The effect whose work it is: `loadDetails(7)`.
    public var description: String { defaultActionDescription(effect) }
}

extension WorkPlace {
    /// Where work with `tie` is in `navigation`, `nil` when its entry left.
    @inlinable
    init?<Screen, AlertAction>(_ tie: WorkTie<Screen>, in navigation: NavigationState<Screen, AlertAction>) {
        switch tie {
        case .store: self = .store
        case .entry(let entry):
            guard let location = navigation.location(of: entry) else { return nil }
            self = .entry(level: location.level, index: location.index)
        case .flow(let identity): self = .flow(level: identity.level)
        }
    }
}
