import NavigationReducer

/// A tally's counts as a report shows them, gathered when a report is read: an app's
/// reason kept in place, counted by its value while searching, is gathered under its
/// `RejectionReason.kind` when it names one of its own; each kind keeps the example met first.
struct RejectionCounts {
    let gathered: [(kind: RejectionKind, entry: RejectionTally.Entry)]

    init(_ tally: RejectionTally) {
        var gathered: [(kind: RejectionKind, entry: RejectionTally.Entry)] = []
        var positions: [RejectionKind: Int] = [:]
        // A type's name is found by reflection: once a type, not once a value.
        var typeNames: [ObjectIdentifier: String] = [:]
        for entry in tally.entries {
            let kind = entry.example.reportedKind(typeNames: &typeNames)
            if let position = positions[kind] {
                gathered[position].entry.merge(entry)
            } else {
                positions[kind] = gathered.count
                gathered.append((kind, entry))
            }
        }
        self.gathered = gathered
    }

    /// How many rejections of `rejection`'s kind were counted.
    func count(of rejection: NavigationRejection) -> Int {
        var typeNames: [ObjectIdentifier: String] = [:]
        let kind = rejection.reportedKind(typeNames: &typeNames)
        return gathered.first { $0.kind == kind }?.entry.count ?? 0
    }

    /// Kinds with their counts and examples, most frequent first, then by name.
    var listed: [(kind: String, count: Int, example: NavigationRejection)] {
        gathered.map {
            (kind: $0.kind.displayName(example: $0.entry.example), count: $0.entry.count, example: $0.entry.example)
        }
        .sorted { ($0.count, $1.kind) > ($1.count, $0.kind) }
    }
}
