import NavigationReducer
import Testing

@Suite struct ActionQueueTests {
    @Test func actionsComeOutInTheOrderTheyWentIn() {
        var queue = ActionQueue<Int>()
        for action in 0..<3_000 { queue.append(action) }
        var order: [Int] = []
        while let next = queue.popFirst() { order.append(next) }
        #expect(order == Array(0..<3_000))
    }

    @Test func aDrainedQueueGivesBackTheMemoryOfALongBurst() {
        var queue = ActionQueue<Int>()
        for action in 0..<100_000 { queue.append(action) }
        let burst = queue.capacity
        var drained = 0
        while queue.popFirst() != nil { drained += 1 }
        #expect(drained == 100_000)
        #expect(queue.capacity * 1_000 < burst)
    }

    @Test func aQueueThatKeepsGrowingWhileItDrainsHoldsOnlyWhatWaits() {
        var queue = ActionQueue<Int>()
        queue.append(0)
        var largest = 0
        for action in 1...100_000 {
            queue.append(action)
            _ = queue.popFirst()
            largest = max(largest, queue.capacity)
        }
        #expect(queue.count == 1)
        // What waits is one action; the queue may keep a little room, never room for all that passed.
        #expect(largest * 10 < 100_000)
    }
}
