import NavigationReducer
import Testing

typealias Small = NavigationState<String, String, String>
typealias SmallCommand = NavigationCommand<String, String, String>

let smallAlert = AlertState<String>(title: "Sure?", buttons: [.cancel("No", sending: "no")])

/// Every stack up to depth 4 over three screens, with and without a popup and an alert.
let everySmallState: [Small] = {
    var stacks: [[String]] = [["a"], ["b"], ["c"]]
    var frontier = stacks
    for _ in 2...4 {
        frontier = frontier.flatMap { stack in ["a", "b", "c"].map { stack + [$0] } }
        stacks += frontier
    }
    return stacks.flatMap { screens -> [Small] in
        let stack = (try? ScreenStack(screens)) ?? ScreenStack(root: "a")
        return [nil, PopupPresentation("sheet")].flatMap { popup in
            [nil, smallAlert].map { alert in Small(stack: stack, popup: popup, alert: alert) }
        }
    }
}()

@Suite struct DiffTests {
    @Test func applyingTheDiffOfEveryPairOfSmallStatesReachesTheTarget() throws {
        #expect(everySmallState.count == 480)
        var checked = 0
        for from in everySmallState {
            for to in everySmallState {
                let commands = from.commands(toReach: to)
                let reached = try from.applying(commands)
                guard reached.showsSameAs(to) else {
                    Issue.record("\(from) → \(to): \(commands) reached \(reached)")
                    return
                }
                if from.showsSameAs(to) { #expect(commands.isEmpty) }
                checked += 1
            }
        }
        #expect(checked == 480 * 480)
    }

    @Test func everyDiffHidesTheAlertBeforeThePopupAndThePopupBeforeTheStack() {
        func rank(_ command: SmallCommand) -> Int {
            switch command {
            case .hideAlert: 0
            case .dismissPopup: 1
            case .setStack, .push, .popTo: 2
            case .present: 3
            case .showAlert: 4
            }
        }
        for from in everySmallState where from.popup != nil {
            for to in everySmallState {
                let ranks = from.commands(toReach: to).map(rank)
                #expect(ranks == ranks.sorted())
                #expect(Set(ranks).count == ranks.count)
            }
        }
    }

    @Test func equalStatesNeedNoCommandEvenWithOtherAnimationFlags() throws {
        var a = Small(root: "a")
        a.push("b", animated: true)
        var b = Small(root: "a")
        b.push("b", animated: false)
        #expect(a.commands(toReach: a).isEmpty)
        #expect(a.commands(toReach: b).isEmpty)
    }

    @Test func pushingOneScreenIsOnePush() {
        let from = Small(root: "a")
        var to = from
        to.push("b", animated: true)
        #expect(from.commands(toReach: to) == [.push(["b"], animated: true)])
    }

    @Test func popToRootFromDepthFiveIsOneCommand() throws {
        var from = Small(root: "a")
        from.push(contentsOf: ["b", "c", "d", "e"])
        var to = from
        to.popToRoot(animated: false)
        #expect(from.commands(toReach: to) == [.popTo(index: 0, animated: false)])
    }

    @Test func aNewRootIsOneSet() throws {
        var from = Small(root: "a")
        from.push("b")
        var to = from
        to.setRoot("login", animated: false)
        #expect(from.commands(toReach: to) == [.setStack(["login"], animated: false)])
    }

    @Test func popAndPushTogetherAreOneSetKeepingNothingHidden() throws {
        let from = try Small(stack: ScreenStack(["a", "b", "c"]))
        var to = from
        try to.setStack(["a", "x"], animated: true)
        #expect(from.commands(toReach: to) == [.setStack(["a", "x"], animated: true)])
    }

    @Test func anAlertRequestedWhileDismissingAPopupComesAfterTheDismissal() throws {
        var from = Small(root: "a")
        try from.present("sheet")
        var to = from
        try to.dismissPopup(animated: true)
        try to.showAlert(smallAlert, animated: true)
        #expect(from.commands(toReach: to) == [.dismissPopup(animated: true), .showAlert(smallAlert, animated: true)])
    }

    @Test func replacingAPopupUnderAnAlertHidesShowsInTheSafeOrder() throws {
        var from = Small(root: "a")
        try from.present("one")
        try from.showAlert(smallAlert)
        var to = Small(root: "a")
        try to.present("two", style: .fullScreen)
        try to.showAlert(smallAlert)
        #expect(
            from.commands(toReach: to) == [
                .hideAlert(animated: true), .dismissPopup(animated: true),
                .present(PopupPresentation("two", style: .fullScreen), animated: true), .showAlert(smallAlert, animated: true),
            ])
    }

    @Test func commandsThatDoNotFitTheStateAreRejected() {
        let state = Small(root: "a")
        #expect(throws: NavigationRejection.indexOutOfRange(index: 3, count: 1)) { try state.applying([.popTo(index: 3, animated: true)]) }
        #expect(throws: NavigationRejection.noPopupPresented) { try state.applying([.dismissPopup(animated: true)]) }
    }
}
