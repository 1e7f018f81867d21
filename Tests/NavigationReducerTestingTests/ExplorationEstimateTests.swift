import Testing

@testable import NavigationReducerTesting

@Suite struct AnExplorationEstimatesWhatIsLeftFromItsLevels {
    /// The estimate of a search that found `levels` (the last still filling), every state found
    /// counted, and tried the first `tried` of them.
    func estimate(
        _ levels: [Int], tried: Int, limit: Int = .max, depthLimit: Int? = nil,
        foundPerSecond: Double = 1, triedPerSecond: Double = 1
    ) throws -> ExplorationEstimate {
        try #require(
            ExplorationEstimate(
                levelSizes: levels, found: levels.reduce(0, +), tried: tried, stateLimit: limit,
                depthLimit: depthLimit, foundPerSecond: foundPerSecond, triedPerSecond: triedPerSecond))
    }

    @Test func whileLevelsGrowItSaysSoAndGuessesNothing() throws {
        let estimate = try estimate([1, 4, 16, 5], tried: 6, foundPerSecond: 100, triedPerSecond: 20)
        #expect(estimate.growth == 4)
        #expect(estimate.secondsLeft == nil)
        #expect(estimate.description == "levels growing ×4.00")
    }

    @Test func onceLevelsShrinkWhatIsLeftIsEveryStateFoundOrStillToFindNotYetTried() throws {
        // Complete levels of 20 then 10: halving, so 5 + 2.5 + … = 10 more, of which 3 are
        // found: 51 states in all, of which the 31 of the first three levels are tried.
        let estimate = try estimate([1, 10, 20, 10, 3], tried: 31, limit: 100, foundPerSecond: 10, triedPerSecond: 5)
        #expect(estimate.growth == 0.5)
        #expect(estimate.statesLeft == 20)
        #expect(estimate.secondsLeft == 4)
        #expect(estimate.secondsToLimit == 5.6)
        #expect(estimate.description == "levels shrinking ×0.50: about 4 s left, at most 6 s to the state limit")
    }

    @Test func aDepthLimitBoundsTheGuessOfASearchWhoseLevelsGrow() throws {
        // Levels quadrupling, the search stopping at depth 4: 64 states at depth 3 (5 found)
        // and 256 at depth 4, so 341 in all, of which the first 6 are tried.
        let estimate = try estimate([1, 4, 16, 5], tried: 6, depthLimit: 4, foundPerSecond: 100, triedPerSecond: 20)
        #expect(estimate.statesLeft == 335)
        #expect(estimate.description == "levels growing ×4.00: about 17 s left")
    }

    @Test func atTheDepthLimitOnlyTheLevelFillingNowIsStillToFind() throws {
        // Halving levels, depth 4 the deepest: 5 states there (3 found), so 46 in all, 31 tried.
        let estimate = try estimate([1, 10, 20, 10, 3], tried: 31, depthLimit: 4)
        #expect(estimate.statesLeft == 15)
    }

    @Test func whenTheLastStateIsFoundTheLevelsStillToTryAreLeft() throws {
        // Complete levels of 4 then 2: a tail of 1 + ½ + ¼ + … = 2, of which 1 is found: 9
        // states in all, of which the first 3 are tried.
        let estimate = try estimate([1, 4, 2, 1], tried: 3)
        #expect(estimate.statesLeft == 6)
    }

    @Test func theGuessNeverGoesPastTheStateLimit() throws {
        let estimate = try estimate([1, 100, 90, 0], tried: 101, limit: 200)
        #expect(estimate.statesLeft == 99)
    }

    @Test func aGrowthJustUnderOneGivesALongGuessNotATrap() throws {
        let estimate = try estimate([1, 1_000_000_000, 999_999_999, 0], tried: 1, triedPerSecond: 1e-9)
        #expect(estimate.description.hasPrefix("levels shrinking ×1.00: about "))
    }

    @Test func beforeTwoLevelsAreCompleteOrWhileNothingIsTriedThereIsNoEstimate() {
        #expect(
            ExplorationEstimate(
                levelSizes: [1, 4], found: 5, tried: 1, stateLimit: .max, foundPerSecond: 10, triedPerSecond: 10)
                == nil)
        #expect(
            ExplorationEstimate(
                levelSizes: [1, 4, 2], found: 7, tried: 0, stateLimit: .max, foundPerSecond: 10, triedPerSecond: 0)
                == nil)
    }

    @Test(arguments: [(42.0, "42 s"), (89.2, "90 s"), (300, "5 min"), (11_100, "3 h 5 min")])
    func aDurationReadsInTheUnitAPersonWouldUse(seconds: Double, text: String) {
        #expect(ExplorationEstimate.duration(seconds) == text)
    }
}

@Suite struct AnExplorationsProgressCountsTheStatesOfEachDepth {
    @Test func eachStateFoundCountsAtItsDepthTheInitialStateAtDepthZero() {
        var progress = ExplorationProgress(display: .always, memoryLimit: .max, residentMemory: { nil })
        for (found, depth) in zip(2..., [1, 1, 2, 2, 2, 3] as [Int32]) {
            _ = progress.found(states: found, tried: found / 2, depth: depth, transitions: found)
        }
        #expect(progress.levelSizes == [1, 2, 3, 1])
    }
}
