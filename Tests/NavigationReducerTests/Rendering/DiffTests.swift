import NavigationReducer
import Testing

@Suite struct DiffTests {
    func tree(_ root: [String], _ presented: [(PresentationStyle, [String])] = [], alert: AlertState<String>? = nil)
        throws
        -> Small
    {
        try Small(
            root: ScreenStack(root),
            presented: presented.map { style, screens in try PresentedFlow(ScreenStack(screens), style: style) },
            alert: alert)
    }

    @Test func equalTreesNeedNoCommandEvenWithOtherAnimationFlags() throws {
        var a = Small(root: "a")
        try a.push("b", animated: true)
        var b = Small(root: "a")
        try b.push("b", animated: false)
        #expect(a.commands(toReach: a).isEmpty)
        #expect(a.commands(toReach: b).isEmpty)
    }

    @Test func aPushInsideASheetIsAPushAtTheSheetsLevelNeverADismissAndPresent() throws {
        let from = try tree(["a"], [(.sheet, ["search"])])
        var to = from
        try to.push("confirm")
        #expect(from.commands(toReach: to) == [.push(["confirm"], level: 1, animated: true)])
    }

    @Test func aPopInsideAFlowTwoLevelsUpIsAPopAtThatLevel() throws {
        let from = try tree(["a"], [(.sheet, ["s"]), (.fullScreen, ["c", "d", "e"])])
        var to = from
        try to.popToRoot(animated: false)
        #expect(from.commands(toReach: to) == [.popTo(index: 0, level: 2, animated: false)])
    }

    @Test func aNewRootInTheRootFlowIsOneSet() throws {
        var from = Small(root: "a")
        try from.push("b")
        var to = from
        try to.setRoot("login", animated: false)
        #expect(from.commands(toReach: to) == [.setStack(["login"], level: 0, animated: false)])
    }

    @Test func popAndPushTogetherAreOneSetThatKeepsTheScreensUnder() throws {
        let from = try tree(["a", "b", "c"])
        var to = from
        try to.setStack(["a", "x"], animated: true)
        #expect(from.commands(toReach: to) == [.setStack(["a", "x"], keeping: 1, level: 0, animated: true)])
    }

    @Test func aPresentedFlowWithANewRootIsDismissedAndPresentedAgain() throws {
        let from = try tree(["a"], [(.sheet, ["one"])])
        let to = try tree(["a"], [(.sheet, ["two"])])
        #expect(
            from.commands(toReach: to) == [
                .dismiss(level: 1, animated: true), .present(PresentedFlow(root: "two"), level: 1, animated: true),
            ])
    }

    @Test func aSheetBecomingAFullScreenCoverIsPresentedAgain() throws {
        let from = try tree(["a"], [(.sheet, ["one"])])
        let to = try tree(["a"], [(.fullScreen, ["one"])])
        #expect(
            from.commands(toReach: to) == [
                .dismiss(level: 1, animated: true),
                .present(PresentedFlow(root: "one", style: .fullScreen), level: 1, animated: true),
            ])
    }

    @Test func dismissingTwoLevelsIsOneCommandAddressedToTheLowerOne() throws {
        let from = try tree(["a"], [(.sheet, ["s"]), (.sheet, ["t"])])
        let to = try tree(["a", "b"])
        #expect(
            from.commands(toReach: to) == [.dismiss(level: 1, animated: true), .push(["b"], level: 0, animated: true)])
    }

    @Test func anAlertRequestedWhileDismissingAFlowComesAfterTheDismissal() throws {
        var from = Small(root: "a")
        try from.present("sheet")
        var to = from
        try to.dismiss(animated: true)
        try to.showAlert(smallAlert, animated: true)
        #expect(
            from.commands(toReach: to) == [.dismiss(level: 1, animated: true), .showAlert(smallAlert, animated: true)])
    }

    @Test func anAlertWhoseMessageChangedIsHiddenAndShownAgain() throws {
        let from = try tree(["a"], alert: smallAlert)
        let to = try tree(["a"], alert: otherSmallAlert)
        #expect(
            from.commands(toReach: to) == [.hideAlert(animated: true), .showAlert(otherSmallAlert, animated: true)])
    }

    @Test func aFlowPresentedUnderAnUnchangedAlertHidesAndShowsItAroundThePresentation() throws {
        let from = try tree(["a"], alert: smallAlert)
        let to = try tree(["a"], [(.sheet, ["s"])], alert: smallAlert)
        #expect(
            from.commands(toReach: to) == [
                .hideAlert(animated: true), .present(PresentedFlow(root: "s"), level: 1, animated: true),
                .showAlert(smallAlert, animated: true),
            ])
    }

    @Test func aStackChangeUnderAnUnchangedAlertLeavesTheAlertUp() throws {
        let from = try tree(["a"], alert: smallAlert)
        let to = try tree(["a", "b"], alert: smallAlert)
        #expect(from.commands(toReach: to) == [.push(["b"], level: 0, animated: true)])
    }

    @Test func commandsFromScratchBuildEveryLevelWithoutAnimation() throws {
        let state = try tree(["a", "b"], [(.sheet, ["s", "t"]), (.fullScreen, ["u"])], alert: smallAlert)
        let built = try Small(root: "x").applying(state.commandsFromScratch)
        #expect(built.showsSameAs(state))
        #expect(state.commandsFromScratch.allSatisfy { !$0.isAnimated })
    }

    @Test func commandsThatDoNotFitTheStateAreRejected() {
        let state = Small(root: "a")
        #expect(throws: NavigationRejection.indexOutOfRange(index: 3, count: 1)) {
            try state.applying([.popTo(index: 3, level: 0, animated: true)])
        }
        #expect(throws: NavigationRejection.levelOutOfRange(level: 1, count: 1)) {
            try state.applying([.dismiss(level: 1, animated: true)])
        }
        #expect(throws: NavigationRejection.levelOutOfRange(level: 2, count: 1)) {
            try state.applying([.present(PresentedFlow(root: "s"), level: 2, animated: true)])
        }
        #expect(throws: NavigationRejection.levelOutOfRange(level: 1, count: 1)) {
            try state.applying([.push(["b"], level: 1, animated: true)])
        }
    }
}
