import Testing

@testable import NavigationReducerTesting

@Suite struct AnExplorationEstimatesWhatIsLeftFromItsLevels {
    @Test func whileLevelsGrowItSaysSoAndGuessesNothing() throws {
        let estimate = try #require(
            ExplorationEstimate(levelSizes: [1, 4, 16, 5], found: 26, stateLimit: .max, statesPerSecond: 100))
        #expect(estimate.growth == 4)
        #expect(estimate.secondsLeft == nil)
        #expect(estimate.description == "levels growing ×4.00")
    }

    @Test func onceLevelsShrinkItGuessesAGeometricTailLessWhatTheLevelFillingHasFound() throws {
        // Complete levels of 20 then 10: halving, so 5 + 2.5 + … = 10 more, of which 3 are found.
        let estimate = try #require(
            ExplorationEstimate(levelSizes: [1, 10, 20, 10, 3], found: 44, stateLimit: 100, statesPerSecond: 10))
        #expect(estimate.growth == 0.5)
        #expect(estimate.statesLeft == 7)
        #expect(estimate.secondsLeft == 0.7)
        #expect(estimate.secondsToLimit == 5.6)
        #expect(estimate.description == "levels shrinking ×0.50: about 1 s left, at most 6 s to the state limit")
    }

    @Test func theGuessNeverGoesPastTheStateLimit() throws {
        let estimate = try #require(
            ExplorationEstimate(levelSizes: [1, 100, 90, 0], found: 191, stateLimit: 200, statesPerSecond: 1))
        #expect(estimate.statesLeft == 9)
    }

    @Test func beforeTwoLevelsAreCompleteOrWhileNothingIsFoundThereIsNoEstimate() {
        #expect(ExplorationEstimate(levelSizes: [1, 4], found: 5, stateLimit: .max, statesPerSecond: 10) == nil)
        #expect(ExplorationEstimate(levelSizes: [1, 4, 2], found: 7, stateLimit: .max, statesPerSecond: 0) == nil)
    }

    @Test(arguments: [(42.0, "42 s"), (89.2, "90 s"), (300, "5 min"), (11_100, "3 h 5 min")])
    func aDurationReadsInTheUnitAPersonWouldUse(seconds: Double, text: String) {
        #expect(ExplorationEstimate.duration(seconds) == text)
    }
}

@Suite struct AnExplorationsProgressCountsTheStatesOfEachDepth {
    @Test func eachStateFoundCountsAtItsDepthTheInitialStateAtDepthZero() {
        var progress = ExplorationProgress(display: .never, memoryLimit: .max, residentMemory: { nil })
        for (found, depth) in zip(2..., [1, 1, 2, 2, 2, 3] as [Int32]) {
            _ = progress.found(states: found, depth: depth, transitions: found)
        }
        #expect(progress.levelSizes == [1, 2, 3, 1])
    }
}
