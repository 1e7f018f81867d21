/// The work a runtime has started and not yet ended, by id, with what each is tied to and
/// the effect that started it.
@usableFromInline
struct RunningWork<Screen: Hashable & Sendable, Effect> {
    @usableFromInline struct Entry {
        @usableFromInline let tie: WorkTie<Screen>
        @usableFromInline let effect: Effect

        @usableFromInline init(tie: WorkTie<Screen>, effect: Effect) {
            self.tie = tie
            self.effect = effect
        }
    }

    @usableFromInline var entries: [WorkID: Entry] = [:]
    /// How many entries are tied to a screen or a flow: a change can end only those.
    @usableFromInline var tiedCount = 0
    @usableFromInline var lastID = 0

    @inlinable init() {}

    @inlinable var isEmpty: Bool { entries.isEmpty }
    @inlinable var hasTied: Bool { tiedCount > 0 }

    /// The effects whose work is running, oldest first.
    var effects: [Effect] { entries.sorted { $0.key < $1.key }.map(\.value.effect) }

    /// The effects whose work is running and what each is tied to, oldest first.
    var tiedEffects: [(effect: Effect, tie: WorkTie<Screen>)] {
        entries.sorted { $0.key < $1.key }.map { ($0.value.effect, $0.value.tie) }
    }

    @inlinable func contains(_ id: WorkID) -> Bool { entries[id] != nil }

    /// Adds work tied by `tie` under a new id.
    @inlinable mutating func add(_ tie: WorkTie<Screen>, for effect: Effect) -> WorkID {
        lastID += 1
        let id = WorkID(rawValue: lastID)
        entries[id] = Entry(tie: tie, effect: effect)
        if tie != .store { tiedCount += 1 }
        return id
    }

    /// Removes work `id`, if it runs.
    @inlinable mutating func remove(_ id: WorkID) -> Entry? {
        guard let entry = entries.removeValue(forKey: id) else { return nil }
        if entry.tie != .store { tiedCount -= 1 }
        return entry
    }
}
