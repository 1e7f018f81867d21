import NavigationReducer
import NavigationReducerTesting
import Testing

@Suite struct PersistentArrayAgreesWithArray {
    /// Random appends, removals and replacements, each mirrored on an `Array`, while copies
    /// taken along the way are kept: every copy must still hold what it held when taken.
    @Test(arguments: [1 as UInt64, 2, 3, 4])
    func everyCopyKeepsItsElementsWhileTheOriginalChanges(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var array = PersistentArray<Int>()
        var model: [Int] = []
        var kept: [(copy: PersistentArray<Int>, model: [Int])] = []
        var deepest = 0
        for step in 0..<8_000 {
            switch Int.random(in: 0..<1_000, using: &random) {
            case 0..<650:
                array.append(step)
                model.append(step)
            case 650..<850:
                #expect(array.popLast() == model.popLast())
            case 850..<950 where !model.isEmpty:
                let index = Int.random(in: 0..<model.count, using: &random)
                array.replace(at: index, with: -step)
                model[index] = -step
            case 950 where !model.isEmpty:
                let index = Int.random(in: model.count / 2..<model.count, using: &random)
                array.removeLast(from: index)
                model.removeSubrange(index...)
            case 951 where step > 6_000:
                array.removeAll()
                model.removeAll()
            default:
                kept.append((array, model))
                if kept.count > 8 { kept.removeFirst() }
            }
            deepest = max(deepest, model.count)
            if step % 97 == 0 {
                #expect(Array(array) == model, "at step \(step)")
                for (copy, copyModel) in kept {
                    #expect(Array(copy) == copyModel, "a kept copy changed at step \(step)")
                }
            }
        }
        #expect(Array(array) == model)
        #expect(array.count == model.count)
        #expect(array.last == model.last)
        #expect(deepest > 1_088, "the trie never grew three levels deep")
    }

    @Test func aDeepArrayReadsAndEmptiesInOrder() {
        var array = PersistentArray<Int>()
        for element in 0..<40_000 { array.append(element) }
        #expect(array.count == 40_000)
        let samples = [0, 31, 32, 1_023, 1_024, 1_056, 32_767, 32_768, 39_999]
        #expect(samples.map { array[$0] } == samples)
        let copy = array
        var popped = 0
        while let last = array.popLast(), popped < 40_001 {
            #expect(last == 39_999 - popped)
            popped += 1
        }
        #expect(popped == 40_000)
        #expect(array.isEmpty)
        #expect(copy.count == 40_000 && copy[32_768] == 32_768)
    }

    @Test(arguments: [0, 1, 31, 32, 33, 64, 65, 1_024, 1_025, 1_057, 2_100])
    func equalArraysAreEqualAndHashAlikeHoweverTheyWereBuilt(count: Int) {
        var built = PersistentArray<Int>()
        for element in 0..<(count + 40) { built.append(element) }
        for _ in 0..<40 { _ = built.popLast() }
        let fresh = PersistentArray(0..<count)
        #expect(built == fresh)
        #expect(built.hashValue == fresh.hashValue)
        var changed = fresh
        if count > 0 {
            changed.replace(at: count / 2, with: -1)
            #expect(changed != fresh)
        }
        for index in [count - 1, count - 33, count - 64] where index >= 0 {
            var oneChanged = fresh
            oneChanged.replace(at: index, with: -1)
            #expect(oneChanged != fresh, "a change at \(index) of \(count) went unseen")
            #expect(fresh[index] == index && oneChanged[index] == -1)
        }
    }

    /// Pushes and pops that alternate at every depth around the first boundaries of 32, with a
    /// copy taken before each rhythm: the array and the copy read as the arrays they mirror.
    @Test(arguments: [[1, -1], [1, 1, -1, -1], [-1, -1, 1, 1], [-1, 1], [1, 1, 1, -1, -1, -1]])
    func anyRhythmOfPushesAndPopsAtAnyDepthKeepsEveryElement(rhythm: [Int]) {
        for depth in 3..<140 {
            var array = PersistentArray(0..<depth)
            var model = Array(0..<depth)
            let copy = array
            for round in 0..<40 {
                for step in rhythm {
                    if step > 0 {
                        array.append(-round)
                        model.append(-round)
                    } else {
                        #expect(array.popLast() == model.popLast())
                    }
                }
            }
            #expect(Array(array) == model, "depth \(depth)")
            #expect(array == PersistentArray(model) && array.hashValue == PersistentArray(model).hashValue)
            #expect(Array(copy) == Array(0..<depth), "the copy taken at depth \(depth) changed")
        }
    }

    /// Forty pushes then forty pops, three times, from depths around the one where the trie
    /// grows a level, with a copy kept every few steps as a store keeps the state it started from.
    @Test(arguments: [1_040, 1_050, 1_056, 1_070, 1_088, 33_800])
    func pushesAndPopsAcrossALevelOfTheTrieKeepEveryCopy(start: Int) {
        var array = PersistentArray(0..<start)
        var model = Array(0..<start)
        var kept: [(copy: PersistentArray<Int>, model: [Int])] = []
        for _ in 0..<3 {
            for step in 0..<80 {
                if step < 40 {
                    array.append(-step)
                    model.append(-step)
                } else {
                    #expect(array.popLast() == model.popLast())
                }
                if step % 7 == 0 { kept.append((array, model)) }
            }
        }
        #expect(Array(array) == model)
        for (copy, copyModel) in kept {
            #expect(Array(copy) == copyModel, "a copy kept at depth \(copyModel.count) changed")
        }
    }

    @Test(arguments: [(40, 40, 17), (2_000, 2_000, 1_500), (2_000, 1_200, 1_100), (70, 2_000, 64), (100, 100, 100)])
    func theCommonPrefixEndsAtTheFirstDifference(lhsCount: Int, rhsCount: Int, firstDifference: Int) {
        let lhs = PersistentArray(0..<lhsCount)
        var rhs = lhs
        rhs.removeLast(from: Swift.min(lhsCount, rhsCount))
        for element in rhs.count..<rhsCount { rhs.append(element) }
        if firstDifference < rhsCount { rhs.replace(at: firstDifference, with: -1) }
        let expected = Swift.min(firstDifference, lhsCount, rhsCount)
        #expect(lhs.commonPrefixCount(with: rhs, by: ==) == expected)
        #expect(rhs.commonPrefixCount(with: lhs, by: ==) == expected)
    }
}
