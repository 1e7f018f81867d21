import NavigationReducer
import Testing

@Suite struct NavigationStateStackTests {
    @Test func aNewStateShowsOnlyTheRootWithNothingPresented() throws {
        let state = SampleNavigation(root: .home)
        #expect(state.topScreen == .home)
        #expect(state.levelCount == 1)
        #expect(!state.isPresenting)
        #expect(state.alert == nil)
    }

    @Test(arguments: [true, false])
    func pushRecordsWhetherItAnimates(animated: Bool) throws {
        var state = SampleNavigation(root: .home)
        try state.push(.list, animated: animated)
        #expect(state.topScreen == .list)
        #expect(state.animations.stack == animated)
    }

    @Test func pushContentsOfPushesAllInOneTransition() throws {
        var state = SampleNavigation(root: .home)
        try state.push(contentsOf: [.list, .detail(id: 1)], animated: false)
        #expect(Array(state.topStack) == [.home, .list, .detail(id: 1)])
        #expect(state.animations.stack == false)
    }

    @Test func pushAndPopActOnTheTopmostFlowAndLeaveTheFlowsUnderIt() throws {
        var state = try threeLevels()
        try state.push(.preview(id: 2))
        #expect(Array(state.topStack) == [.editor(id: 2), .preview(id: 2)])
        #expect(Array(state.rootStack) == [.home, .list])
        #expect(state.stack(atLevel: 1).map(Array.init) == [.editor(id: 1), .preview(id: 1)])
        try state.pop()
        #expect(Array(state.topStack) == [.editor(id: 2)])
        #expect(state.levelCount == 3)
    }

    @Test func popAtASheetsRootIsRejectedAndNeverPopsTheScreenUnderTheSheet() throws {
        var state = SampleNavigation(root: .home)
        try state.push(.list)
        try state.present(.editor(id: 1))
        let before = state
        #expect(throws: NavigationRejection.popAtRoot) { try state.pop() }
        #expect(state == before)
        #expect(Array(state.rootStack) == [.home, .list])
    }

    @Test func popAtTheRootIsRejectedAndKeepsTheState() throws {
        var state = SampleNavigation(root: .home)
        try state.push(.list, animated: false)
        try? state.pop(animated: false)
        let before = state
        #expect(throws: NavigationRejection.popAtRoot) { try state.pop(animated: true) }
        #expect(state == before)
    }

    @Test func popToRootAtTheRootChangesNothingNotEvenTheAnimationFlag() throws {
        var state = SampleNavigation(root: .home)
        try state.setRoot(.home, animated: false)
        let before = state
        try state.popToRoot(animated: true)
        #expect(state == before)
    }

    @Test func popToRootInsideASheetEmptiesOnlyTheSheetsStack() throws {
        var state = try threeLevels()
        try state.dismiss()
        try state.popToRoot(animated: false)
        #expect(Array(state.topStack) == [.editor(id: 1)])
        #expect(Array(state.rootStack) == [.home, .list])
        #expect(state.animations.stack == false)
    }

    @Test func popToAScreenAndAnIndexRecordTheirAnimation() throws {
        var state = SampleNavigation(root: .home)
        try state.push(contentsOf: [.list, .detail(id: 1), .detail(id: 2)])
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

    @Test func setRootLeavesOneScreenInTheTopmostFlow() throws {
        var state = SampleNavigation(root: .home)
        try state.push(.list)
        try state.setRoot(.detail(id: 1), animated: false)
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

    /// Every verb that changes a stack, each as a user of the library would call it.
    static let stackVerbs: [(name: String, change: @Sendable (inout SampleNavigation) throws -> Void)] = [
        ("push", { try $0.push(.detail(id: 9)) }),
        ("push(contentsOf:)", { try $0.push(contentsOf: [.detail(id: 9)]) }),
        ("pop", { try $0.pop() }),
        ("popToRoot", { try $0.popToRoot() }),
        ("pop(to:)", { try $0.pop(to: .editor(id: 1)) }),
        ("pop(toIndex:)", { try $0.pop(toIndex: 0) }),
        ("setStack", { try $0.setStack([.list]) }),
        ("setRoot", { try $0.setRoot(.list) }),
        ("updateStack(atLevel:)", { try $0.updateStack(atLevel: 0) { $0.push(.detail(id: 9)) } }),
        ("navigateBack(to:)", { try $0.navigateBack(to: .home) }),
        ("switchTo", { try $0.switchTo(.detail(id: 9)) }),
        ("stopFlow(startingAt:)", { try $0.stopFlow(startingAt: .list) }),
        ("apply(.popped)", { try $0.apply(UserNavigation.popped(remaining: 0, level: 1)) }),
    ]

    @Test(arguments: stackVerbs.indices)
    func everyStackVerbIsRefusedWhileAnAlertIsShownAndChangesNothing(verb: Int) throws {
        var state = try threeLevels()
        try state.dismiss()
        try state.showAlert(.logout)
        let before = state
        #expect(throws: NavigationRejection.alertAlreadyShown, "\(Self.stackVerbs[verb].name)") {
            try Self.stackVerbs[verb].change(&state)
        }
        #expect(state == before)
    }
}

/// A swipe down the host refused before it began reaches the reducer as an attempt, and
/// applying it leaves the tree as the screen shows it.
@Suite struct ATriedDismissalChangesNothing {
    @Test func appliedToThePresentedFlowItLeavesTheTreeAsItWas() throws {
        var tree = NavigationState<String, Never>(root: "a")
        try tree.present("s")
        let before = tree
        try tree.apply(.triedToDismiss(root: "s", level: 1))
        #expect(tree == before)
    }

    @Test(arguments: [UserNavigation<String>.triedToDismiss(root: "x", level: 1), .triedToDismiss(root: "a", level: 0)])
    func aFlowThatIsNotPresentedThereIsRefused(change: UserNavigation<String>) throws {
        var tree = NavigationState<String, Never>(root: "a")
        try tree.present("s")
        let before = tree
        #expect(throws: NavigationRejection.nothingPresented) { try tree.apply(change) }
        #expect(tree == before)
    }
}
