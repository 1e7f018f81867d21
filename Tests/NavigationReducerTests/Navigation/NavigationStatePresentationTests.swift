import NavigationReducer
import Testing

@Suite struct NavigationStatePresentationTests {
    @Test(arguments: [PresentationStyle.sheet, .formSheet, .fullScreen, .popover])
    func presentAddsAFlowOverTheTopmostWithItsStyle(style: PresentationStyle) throws {
        var state = SampleNavigation(root: .home)
        try state.present(.editor(id: 1), style: style, animated: false)
        #expect(state.presentedFlows == [PresentedFlow(root: .editor(id: 1), style: style)])
        #expect(state.topLevel == 1)
        #expect(state.animations.presentation == false)
    }

    @Test func aFlowPresentedFromInsideASheetGetsItsOwnLevel() throws {
        let state = try threeLevels()
        #expect(state.levelCount == 3)
        #expect(state.presentedFlows.map(\.style) == [.sheet, .fullScreen])
        #expect(state.stack(atLevel: 2)?.root == .editor(id: 2))
    }

    @Test func presentFlowShowsAWholeStackAtOnce() throws {
        var state = SampleNavigation(root: .home)
        let flow = try PresentedFlow(ScreenStack([SampleScreen.editor(id: 3), .preview(id: 3)]), style: .fullScreen)
        try state.present(flow: flow)
        #expect(state.topStack == flow.stack)
    }

    @Test func presentingBeyondTheNestingLimitIsRejectedAndKeepsTheState() throws {
        var state = SampleNavigation(root: .home)
        for id in 1..<SampleNavigation.maximumLevels { try state.present(.editor(id: id)) }
        #expect(state.levelCount == SampleNavigation.maximumLevels)
        let before = state
        #expect(throws: NavigationRejection.nestingLimitReached(limit: 16)) { try state.present(.list) }
        #expect(state == before)
    }

    @Test func presentingOrDismissingUnderAnAlertIsRejectedAndKeepsTheState() throws {
        var state = SampleNavigation(root: .home)
        try state.present(.editor(id: 1))
        try state.showAlert(.logout)
        let before = state
        #expect(throws: NavigationRejection.alertAlreadyShown) { try state.present(.list) }
        #expect(throws: NavigationRejection.alertAlreadyShown) { try state.dismiss() }
        #expect(throws: NavigationRejection.alertAlreadyShown) { try state.dismissAll() }
        #expect(state == before)
    }

    @Test func dismissClosesOnlyTheTopmostFlowWithItsStack() throws {
        var state = try threeLevels()
        try state.dismiss(animated: false)
        #expect(state.levelCount == 2)
        #expect(Array(state.topStack) == [.editor(id: 1), .preview(id: 1)])
        #expect(state.animations.presentation == false)
    }

    @Test func dismissWithNothingPresentedIsRejectedAndKeepsTheState() {
        var state = SampleNavigation(root: .home)
        let before = state
        #expect(throws: NavigationRejection.nothingPresented) { try state.dismiss() }
        #expect(state == before)
    }

    @Test func dismissToALevelKeepsThatLevelOnTop() throws {
        var state = try threeLevels()
        try state.dismiss(toLevel: 1)
        #expect(state.topLevel == 1)
        try state.dismiss(toLevel: 1)
        #expect(state.topLevel == 1)
        let before = state
        #expect(throws: NavigationRejection.levelOutOfRange(level: 2, count: 2)) { try state.dismiss(toLevel: 2) }
        #expect(state == before)
    }

    @Test func dismissAllShowsTheRootFlowAndWithNothingPresentedChangesNothing() throws {
        var state = try threeLevels()
        try state.dismissAll()
        #expect(state.levelCount == 1)
        #expect(Array(state.topStack) == [.home, .list])
        let before = state
        try state.dismissAll(animated: false)
        #expect(state == before)
    }

    @Test func aFlowKeepsItsIdentityWhileScreensArePushedAndPoppedInIt() throws {
        var state = try threeLevels()
        let identity = try #require(state.identity(ofLevel: 1))
        try state.dismiss()
        try state.push(.preview(id: 9))
        try state.pop()
        try state.pop()
        #expect(state.contains(identity))
        try state.setStack([.list])
        #expect(!state.contains(identity))
    }
}
