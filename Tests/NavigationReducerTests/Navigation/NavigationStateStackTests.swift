import NavigationReducer
import Testing

@Suite struct NavigationStateStackTests {
    @Test func aNewStateShowsOnlyTheRootWithNothingPresented() {
        let state = SampleNavigation(root: .home)
        #expect(state.topScreen == .home)
        #expect(state.levelCount == 1)
        #expect(!state.isPresenting)
        #expect(state.alert == nil)
    }

    @Test(arguments: [true, false])
    func pushRecordsWhetherItAnimates(animated: Bool) {
        var state = SampleNavigation(root: .home)
        state.push(.list, animated: animated)
        #expect(state.topScreen == .list)
        #expect(state.animations.stack == animated)
    }

    @Test func pushContentsOfPushesAllInOneTransition() {
        var state = SampleNavigation(root: .home)
        state.push(contentsOf: [.list, .detail(id: 1)], animated: false)
        #expect(Array(state.topStack) == [.home, .list, .detail(id: 1)])
        #expect(state.animations.stack == false)
    }

    @Test func pushAndPopActOnTheTopmostFlowAndLeaveTheFlowsUnderIt() throws {
        var state = try threeLevels()
        state.push(.preview(id: 2))
        #expect(Array(state.topStack) == [.editor(id: 2), .preview(id: 2)])
        #expect(Array(state.rootStack) == [.home, .list])
        #expect(state.stack(atLevel: 1).map(Array.init) == [.editor(id: 1), .preview(id: 1)])
        try state.pop()
        #expect(Array(state.topStack) == [.editor(id: 2)])
        #expect(state.levelCount == 3)
    }

    @Test func popAtASheetsRootIsRejectedAndNeverPopsTheScreenUnderTheSheet() throws {
        var state = SampleNavigation(root: .home)
        state.push(.list)
        try state.present(.editor(id: 1))
        let before = state
        #expect(throws: NavigationRejection.popAtRoot) { try state.pop() }
        #expect(state == before)
        #expect(Array(state.rootStack) == [.home, .list])
    }

    @Test func popAtTheRootIsRejectedAndKeepsTheState() {
        var state = SampleNavigation(root: .home)
        state.push(.list, animated: false)
        try? state.pop(animated: false)
        let before = state
        #expect(throws: NavigationRejection.popAtRoot) { try state.pop(animated: true) }
        #expect(state == before)
    }

    @Test func popToRootAtTheRootChangesNothingNotEvenTheAnimationFlag() {
        var state = SampleNavigation(root: .home)
        state.setRoot(.home, animated: false)
        let before = state
        state.popToRoot(animated: true)
        #expect(state == before)
    }

    @Test func popToRootInsideASheetEmptiesOnlyTheSheetsStack() throws {
        var state = try threeLevels()
        try state.dismiss()
        state.popToRoot(animated: false)
        #expect(Array(state.topStack) == [.editor(id: 1)])
        #expect(Array(state.rootStack) == [.home, .list])
        #expect(state.animations.stack == false)
    }

    @Test func popToAScreenAndAnIndexRecordTheirAnimation() throws {
        var state = SampleNavigation(root: .home)
        state.push(contentsOf: [.list, .detail(id: 1), .detail(id: 2)])
        try state.pop(to: .detail(id: 1), animated: false)
        #expect(state.topScreen == .detail(id: 1))
        #expect(state.animations.stack == false)
        try state.pop(toIndex: 0, animated: true)
        #expect(state.topScreen == .home)
        #expect(state.animations.stack == true)
    }

    @Test func popToAScreenOnlyInAFlowUnderTheTopmostIsRejected() throws {
        var state = try threeLevels()
        let before = state
        #expect(throws: NavigationRejection.screenNotInStack) { try state.pop(to: .list) }
        #expect(throws: NavigationRejection.indexOutOfRange(index: 1, count: 1)) { try state.pop(toIndex: 1) }
        #expect(state == before)
    }

    @Test func setStackReplacesTheTopmostStackAndAnEmptyStackIsRejected() throws {
        var state = SampleNavigation(root: .home)
        try state.present(.editor(id: 1))
        try state.setStack([.editor(id: 1), .preview(id: 1)], animated: false)
        #expect(Array(state.topStack) == [.editor(id: 1), .preview(id: 1)])
        #expect(Array(state.rootStack) == [.home])
        let before = state
        #expect(throws: NavigationRejection.emptyStack) { try state.setStack([], animated: true) }
        #expect(state == before)
    }

    @Test func setRootLeavesOneScreenInTheTopmostFlow() {
        var state = SampleNavigation(root: .home)
        state.push(.list)
        state.setRoot(.detail(id: 1), animated: false)
        #expect(state.topStack == ScreenStack(root: .detail(id: 1)))
        #expect(state.animations.stack == false)
    }

    @Test func updateStackReachesAFlowUnderTheTopmostAndRejectsAMissingLevel() throws {
        var state = try threeLevels()
        try state.updateStack(atLevel: 0) { $0.push(.detail(id: 5)) }
        #expect(Array(state.rootStack) == [.home, .list, .detail(id: 5)])
        #expect(state.topScreen == .editor(id: 2))
        let before = state
        #expect(throws: NavigationRejection.levelOutOfRange(level: 3, count: 3)) {
            try state.updateStack(atLevel: 3) { $0.push(.list) }
        }
        #expect(throws: NavigationRejection.levelOutOfRange(level: -1, count: 3)) {
            try state.updateStack(atLevel: -1) { $0.push(.list) }
        }
        #expect(state == before)
    }
}
