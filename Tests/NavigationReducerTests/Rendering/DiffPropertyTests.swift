import NavigationReducer
import Testing

@Suite struct DiffPropertyTests {
    @Test func theSmallTreesCoverThreeLevelsStylesAndAlerts() {
        #expect(everySmallTree.count == 4 * (1 + 8 + 64) * 2)
        #expect(everySmallTreeWithAlertChanges.count == 4 * (1 + 8) * 3)
        #expect(everySmallDetentTree.count == 4 * (1 + 4 * 5) * 2)
        #expect(Set([PresentationStyle.sheet, halfSheet, halfSheetAtFull]).count == 3)
        #expect(everySmallTree.contains { $0.levelCount == 3 && $0.presentedFlows.last?.style == .fullScreen })
        #expect(everySmallTabTree.count == 4 * 2 + 2 * 4 * 4 * 2 * 2 * 2)
        #expect(everySmallSplitTree.count == 4 * 2 * 2 * 3 + 4)
        #expect(everySmallSplitTree.contains { $0.splitColumns == .three && $0.isPresenting && $0.alert != nil })
    }

    /// For every pair of small trees: applying the commands reaches the target, every
    /// command changes what is shown, the order is safe, each level gets at most one stack
    /// command, and a flow both trees share is never dismissed.
    /// The two spaces of small trees, by name.
    enum Space: String, CaseIterable, CustomTestStringConvertible {
        case threeLevelsWithAndWithoutAnAlert
        case twoLevelsWithAlertChanges
        case tabBarsAndTrees
        case splitViewsTabBarsAndTrees
        case sheetsAtTheirDetents

        var trees: [Small] {
            switch self {
            case .threeLevelsWithAndWithoutAnAlert: everySmallTree
            case .twoLevelsWithAlertChanges: everySmallTreeWithAlertChanges
            case .tabBarsAndTrees: everySmallTabTree
            case .splitViewsTabBarsAndTrees: everySmallSplitTree
            case .sheetsAtTheirDetents: everySmallDetentTree
            }
        }
        var testDescription: String { rawValue }
    }

    @Test(arguments: Space.allCases)
    func theDiffOfEveryPairOfSmallTreesReachesTheTargetMinimallyInASafeOrder(space: Space) throws {
        let trees = space.trees
        var checked = 0
        for from in trees {
            for to in trees {
                let commands = from.commands(toReach: to)
                var shown = from
                for command in commands {
                    let before = shown
                    shown = try shown.applying([command])
                    guard !shown.showsSameAs(before) else {
                        Issue.record("redundant \(command) in \(commands) from \(from) to \(to)")
                        return
                    }
                }
                guard shown.showsSameAs(to) else {
                    Issue.record("\(from) → \(to): \(commands) reached \(shown)")
                    return
                }
                let ranks = commands.map(safeOrderRank)
                let stackLevels = commands.filter { safeOrderRank($0) == 3 }.compactMap(addressedLevel)
                guard ranks == ranks.sorted(), Set(stackLevels).count == stackLevels.count,
                    commands.filter({ safeOrderRank($0) == 1 }).count <= 1
                else {
                    Issue.record("unsafe or repeated commands \(commands) from \(from) to \(to)")
                    return
                }
                if case .dismiss(let level, _)? = commands.first(where: { safeOrderRank($0) == 1 }),
                    sharedLevels(from, to) > level
                {
                    Issue.record("\(commands) dismisses level \(level), which both trees share")
                    return
                }
                checked += 1
            }
        }
        #expect(checked == trees.count * trees.count)
    }

    /// The number of levels both trees show with the same kind of presentation and root: a
    /// sheet whose detents change is still the same sheet.
    func sharedLevels(_ a: Small, _ b: Small) -> Int {
        var level = 1
        while level < min(a.levelCount, b.levelCount),
            kind(a.presentedFlows[level - 1].style) == kind(b.presentedFlows[level - 1].style),
            a.presentedFlows[level - 1].root == b.presentedFlows[level - 1].root
        {
            level += 1
        }
        return level
    }

    func kind(_ style: PresentationStyle) -> String {
        switch style {
        case .sheet: "sheet"
        case .formSheet: "formSheet"
        case .fullScreen: "fullScreen"
        case .popover: "popover"
        }
    }
}
