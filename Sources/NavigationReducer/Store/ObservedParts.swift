/// A part of a store's state that a view reads on its own, so that a change elsewhere does
/// not redraw it.
@usableFromInline
enum StatePart: Hashable {
    /// The whole state, read through ``Store/state``.
    case whole
    /// The stack of the flow at a level.
    case stack(level: Int)
    /// Which flow is presented at a level, and how: its identity and style, not its stack.
    case presentation(level: Int)
    /// The alert.
    case alert
    /// A property of the app's state, by its key path.
    case field(AnyKeyPath)
}

/// The parts of a store's state that were read, each with how to tell whether an action
/// changed it. A part stays watched once read: an observer installs its tracking after its
/// reads, so a part may be observed although nothing has told the store so.
@usableFromInline
struct ObservedParts<Subject: AnyObject, State> {
    struct Watched {
        let keyPath: KeyPath<Subject, Int>
        let changed: (State, State) -> Bool
    }

    private(set) var watched: [Watched] = []
    private var positions: [StatePart: Int] = [:]
    /// The whole state's key path once read, apart: it is the part read most.
    private(set) var whole: KeyPath<Subject, Int>?

    @usableFromInline init() {}

    /// Whether no part was ever read: then nothing can observe a change.
    @usableFromInline var isEmpty: Bool { watched.isEmpty }

    /// The key path observers of `part` are registered under, watching it from now on.
    mutating func keyPath(
        for part: StatePart, make: () -> KeyPath<Subject, Int>, changed: @escaping (State, State) -> Bool
    ) -> KeyPath<Subject, Int> {
        if let position = positions[part] { return watched[position].keyPath }
        let keyPath = make()
        positions[part] = watched.count
        watched.append(Watched(keyPath: keyPath, changed: changed))
        if case .whole = part { whole = keyPath }
        return keyPath
    }

    /// The key paths of the parts that differ between `before` and `after`.
    func changed(from before: State, to after: State) -> [KeyPath<Subject, Int>] {
        watched.filter { $0.changed(before, after) }.map(\.keyPath)
    }
}

/// Whether two values differ, comparing them when their type is `Equatable` and counting
/// them as different otherwise.
func differ<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    guard let lhs = lhs as? any Equatable else { return true }
    return !lhs.equals(rhs)
}

extension Equatable {
    fileprivate func equals(_ other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
