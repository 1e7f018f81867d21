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

    @Test func aKindMetAgainEarlierInSearchOrderTakesThatExample() {
        // A thread counts the runs it takes from another's queue last first.
        var tally = RejectionTally()
        let late = NavigationRejection.refused(SlotRefusal.taken(1))
        let early = NavigationRejection.indexOutOfRange(index: 5, count: 2)
        tally.count(late, at: SearchOrder(state: 9, action: 0))
        tally.count(.indexOutOfRange(index: 7, count: 2), at: SearchOrder(state: 9, action: 1))
        tally.beginRun()
        tally.count(early, at: SearchOrder(state: 2, action: 3))
        tally.count(.refused(SlotRefusal.taken(1)), at: SearchOrder(state: 2, action: 4))
        #expect(tally.entries.map(\.count) == [2, 2])
        #expect(tally.entries.map(\.example) == [late, early])
        #expect(tally.entries.map(\.order.state) == [2, 2])
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
        #expect(RejectionCounts(late).count(of: .refused(SlotRefusal.taken(2))) == 2)
        #expect(RejectionCounts(late).count(of: .refused(SlotRefusal.taken(3))) == 1)
        #expect(late.entries.map(\.order.state) == (0..<40).map { $0 % 2 == 0 ? 1 : 9 })
    }
}
