import NavigationReducer
import Testing

@testable import NavigationReducerTesting

/// The tally a search counts its rejections in: one entry a kind, however many kinds.
@Suite struct RejectionTallyTests {
    @Test(arguments: [3, 16, 17, 40, 500])
    func eachKindIsCountedInOneEntryWhateverTheirNumber(kinds: Int) {
        var tally = RejectionTally()
        for round in 0..<3 {
            for slot in 0..<kinds {
                tally.count(
                    .refused(SlotRefusal.taken(slot)), at: SearchOrder(state: Int32(round), action: Int32(slot)))
            }
        }
        #expect(tally.entries.count == kinds)
        #expect(tally.entries.allSatisfy { $0.count == 3 })
        #expect(tally.entries.allSatisfy { $0.order.state == 0 })
    }

    @Test func mergingTalliesAddsTheirCountsAndKeepsTheFirstExample() {
        var early = RejectionTally()
        var late = RejectionTally()
        for slot in 0..<40 {
            late.count(.refused(SlotRefusal.taken(slot)), at: SearchOrder(state: 9, action: Int32(slot)))
            if slot % 2 == 0 {
                early.count(.refused(SlotRefusal.taken(slot)), at: SearchOrder(state: 1, action: Int32(slot)))
            }
        }
        late.merge(early)
        #expect(late.entries.count == 40)
        #expect(late.count(of: .refused(SlotRefusal.taken(2))) == 2)
        #expect(late.count(of: .refused(SlotRefusal.taken(3))) == 1)
        #expect(late.entries.map(\.order.state) == (0..<40).map { $0 % 2 == 0 ? 1 : 9 })
    }
}
