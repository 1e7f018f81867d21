import NavigationReducer
import Testing

/// Trees made from scratch are told apart, wherever they are made: an id read from one never
/// names an entry of another, even one with the same flow and number.
@Suite struct TreeIdentityTests {
    /// Makes `count` trees, each with a screen pushed, and the id of that screen.
    @Sendable static func trees(_ count: Int) -> [(tree: Small, id: EntryID)] {
        (0..<count).compactMap { _ in
            var tree = Small(root: "home")
            guard (try? tree.push("child")) != nil else { return nil }
            return (tree, tree.topEntryID)
        }
    }

    @Test func treesMadeAtOnceOnFourThreadsNeverNameEachOthersEntries() async {
        let made = await withTaskGroup(of: [(tree: Small, id: EntryID)].self) { group in
            for _ in 0..<4 { group.addTask { Self.trees(100) } }
            var all: [(tree: Small, id: EntryID)] = []
            for await trees in group { all += trees }
            return all
        }
        #expect(made.count == 400)
        #expect(Set(made.map(\.id)).count == 1, "every tree numbers its pushed screen alike")
        #expect(made.allSatisfy { $0.tree.contains(entry: $0.id) })
        var shared = 0
        for reader in made.indices {
            for other in made.indices where other != reader && made[other].tree.contains(entry: made[reader].id) {
                shared += 1
            }
        }
        #expect(shared == 0, "\(shared) ids named an entry of another tree")
    }
}
