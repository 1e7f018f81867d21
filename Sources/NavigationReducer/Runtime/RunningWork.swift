/// The work a runtime has started and not yet ended, by id, with what each is tied to and
/// the effect that started it.
@usableFromInline
package struct RunningWork<Screen: Hashable & Sendable, Effect> {
    @usableFromInline package struct Entry {
        @usableFromInline package let tie: WorkTie<Screen>
        @usableFromInline let key: WorkKey?
        @usableFromInline package let effect: Effect

        /// The name the app gave the work, if any.
        @inlinable package var name: WorkName? { key?.name }
        /// The feature whose name the work holds, if it is named.
        @inlinable package var origin: FeatureOrigin? { key?.origin }

        @usableFromInline init(tie: WorkTie<Screen>, key: WorkKey?, effect: Effect) {
            self.tie = tie
            self.key = key
            self.effect = effect
        }
    }

    @usableFromInline package internal(set) var entries: [WorkID: Entry] = [:]
    /// The running work the app named, by its name in its scope.
    @usableFromInline var named: [WorkKey: WorkID] = [:]
    /// The debounced work that waited out its duration: its name no longer restarts it.
    @usableFromInline var pastTheirWait: Set<WorkID> = []
    /// How many entries are tied to a screen or a flow: a change can end only those.
    @usableFromInline var tiedCount = 0
    @usableFromInline var lastID = 0

    @inlinable package init() {}

    @inlinable package var isEmpty: Bool { entries.isEmpty }
    @inlinable var hasTied: Bool { tiedCount > 0 }

    /// The effects whose work is running, oldest first.
    var effects: [Effect] { entries.sorted { $0.key < $1.key }.map(\.value.effect) }

    /// The effects whose work is running and what each is tied to, oldest first.
    var tiedEffects: [(effect: Effect, tie: WorkTie<Screen>, name: WorkName?)] {
        entries.sorted { $0.key < $1.key }.map { ($0.value.effect, $0.value.tie, $0.value.key?.name) }
    }

    @inlinable func contains(_ id: WorkID) -> Bool { entries[id] != nil }

    /// Adds work tied by `tie` under a new id.
    @inlinable mutating func add(_ tie: WorkTie<Screen>, named key: WorkKey? = nil, for effect: Effect) -> WorkID {
        lastID += 1
        let id = WorkID(rawValue: lastID)
        entries[id] = Entry(tie: tie, key: key, effect: effect)
        if tie != .store { tiedCount += 1 }
        if let key { named[key] = id }
        return id
    }

    /// Debounced work `id` waited out its duration: its name no longer restarts it, if the
    /// name is still the debounce's own (a debounce named again afterwards restarts as named).
    @usableFromInline mutating func passedWait(_ id: WorkID) {
        if entries[id]?.name?.waitsFirst == true { pastTheirWait.insert(id) }
    }

    /// Whether work `id` waited out its debounce.
    @usableFromInline package func hasPassedItsWait(_ id: WorkID) -> Bool {
        !pastTheirWait.isEmpty && pastTheirWait.contains(id)
    }

    /// Removes work `id`, if it runs.
    @inlinable mutating func remove(_ id: WorkID) -> Entry? {
        guard let entry = entries.removeValue(forKey: id) else { return nil }
        if !pastTheirWait.isEmpty { pastTheirWait.remove(id) }
        if entry.tie != .store { tiedCount -= 1 }
        if let key = entry.key, named[key] == id { named[key] = nil }
        return entry
    }
}

extension RunningWork: Sendable where Effect: Sendable {}
extension RunningWork.Entry: Sendable where Effect: Sendable {}
