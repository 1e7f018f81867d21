import NavigationReducer
import Testing

@Suite struct NavigationStateRoutesTests {
    @Test func navigateBackToAScreenUnderSheetsDismissesThemAndPopsToIt() throws {
        var state = try threeLevels()
        try state.navigateBack(to: .home, animated: false)
        #expect(state.levelCount == 1)
        #expect(Array(state.rootStack) == [.home])
        #expect(state.animations.presentation == false)
        #expect(state.animations.stack == false)
    }

    @Test func navigateBackToAScreenInTheTopmostFlowOnlyPops() throws {
        var state = try threeLevels()
        try state.dismiss()
        try state.navigateBack(to: .editor(id: 1))
        #expect(state.levelCount == 2)
        #expect(Array(state.topStack) == [.editor(id: 1)])
    }

    @Test func navigateBackToTheTopScreenChangesNothing() throws {
        var state = try threeLevels()
        let before = state
        try state.navigateBack(to: .editor(id: 2))
        #expect(state == before)
    }

    @Test func navigateBackPrefersTheNearestOccurrenceOfAScreen() throws {
        var state = SampleNavigation(root: .home)
        try state.push(.list)
        try state.present(.editor(id: 1))
        try state.push(.list)
        try state.push(.detail(id: 1))
        try state.navigateBack(to: .list)
        #expect(state.levelCount == 2)
        #expect(Array(state.topStack) == [.editor(id: 1), .list])
    }

    @Test func navigateBackToAScreenNotInTheTreeIsRejectedAndKeepsTheState() throws {
        var state = try threeLevels()
        let before = state
        #expect(throws: NavigationRejection.screenNotInTree) { try state.navigateBack(to: .detail(id: 8)) }
        #expect(state == before)
    }

    @Test func navigateBackAcrossLevelsUnderAnAlertIsRejectedAndKeepsTheState() throws {
        var state = try threeLevels()
        try state.showAlert(.logout)
        let before = state
        #expect(throws: NavigationRejection.alertAlreadyShown) { try state.navigateBack(to: .list) }
        #expect(state == before)
    }

    @Test func switchToGoesBackToAScreenInTheTreeOrElsePushesIt() throws {
        var state = try threeLevels()
        try state.switchTo(.preview(id: 2))
        #expect(Array(state.topStack) == [.editor(id: 2), .preview(id: 2)])
        try state.switchTo(.list)
        #expect(state.levelCount == 1)
        #expect(Array(state.rootStack) == [.home, .list])
    }

    @Test func stoppingAnInlineFlowPopsAllItsScreensAsOneUnit() throws {
        var state = SampleNavigation(root: .home)
        try state.push(.list)
        try state.push(contentsOf: [.detail(id: 1), .editor(id: 1), .preview(id: 1)])
        try state.stopFlow(startingAt: .detail(id: 1), animated: false)
        #expect(Array(state.rootStack) == [.home, .list])
        #expect(state.animations.stack == false)
    }

    @Test func stoppingAPresentedFlowDismissesItAndEverythingOverIt() throws {
        var state = try threeLevels()
        try state.stopFlow(startingAt: .editor(id: 1))
        #expect(state.levelCount == 1)
        #expect(Array(state.rootStack) == [.home, .list])
    }

    @Test func stoppingAnInlineFlowInsideASheetDismissesTheFlowsAboveItAndPopsTheSheet() throws {
        var state = try threeLevels()
        try state.stopFlow(startingAt: .preview(id: 1))
        #expect(state.levelCount == 2)
        #expect(Array(state.topStack) == [.editor(id: 1)])
    }

    @Test func stoppingTheRootFlowOrAScreenNotInTheTreeIsRejectedAndKeepsTheState() throws {
        var state = try threeLevels()
        let before = state
        #expect(throws: NavigationRejection.cannotStopRootFlow) { try state.stopFlow(startingAt: .home) }
        #expect(throws: NavigationRejection.screenNotInTree) { try state.stopFlow(startingAt: .detail(id: 3)) }
        #expect(state == before)
    }

    @Test func containsFindsAScreenAtAnyLevel() throws {
        let state = try threeLevels()
        #expect(state.contains(SampleScreen.list))
        #expect(state.contains(SampleScreen.preview(id: 1)))
        #expect(!state.contains(SampleScreen.detail(id: 1)))
    }
}
