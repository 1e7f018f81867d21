import Foundation
import NavigationReducer
import NavigationReducerTesting
import Testing

/// One action a caller, a UI or a link can send that the library must refuse.
enum BadInput: Hashable, Sendable, CustomTestStringConvertible {
    case pop, popTo(SampleScreen), popToIndex(Int), navigateBack(SampleScreen), updateLevel(Int), setStack(
        [SampleScreen])
    case dismiss, present(SampleScreen), stopFlow(SampleScreen), childAction, showAlert, showButtonless, hideAlert
    case choose(SampleAlertAction), link(String), guardedPush, appRule

    var testDescription: String { String(describing: self) }
}

/// The state each input meets: home › list with nothing presented (`root`: home alone);
/// `deep` has 16 levels, the limit; `alerted` shows a one-button alert.
struct BadInputState: NavigableState, Hashable, Sendable {
    var navigation = SampleNavigation(root: .home)
    var child: SampleState?
}

let badInputReducer = Reduce<BadInputState, BadInput, Never> { state, input in
    switch input {
    case .pop: try state.navigation.pop()
    case .popTo(let screen): try state.navigation.pop(to: screen)
    case .popToIndex(let index): try state.navigation.pop(toIndex: index)
    case .navigateBack(let screen): try state.navigation.navigateBack(to: screen)
    case .updateLevel(let level): try state.navigation.updateStack(atLevel: level) { $0.push(.list) }
    case .setStack(let screens): try state.navigation.setStack(screens)
    case .dismiss: try state.navigation.dismiss()
    case .present(let screen): try state.navigation.present(screen)
    case .stopFlow(let screen): try state.navigation.stopFlow(startingAt: screen)
    case .childAction:
        _ = try Scope(
            optionalState: \BadInputState.child, action: { _ in SampleAction.listTapped }, effect: { _ in 0 },
            child: SampleReducer()
        ).reduce(into: &state, action: input)
    case .showAlert: try state.navigation.showAlert(.logout)
    case .showButtonless: try state.navigation.showAlert(AlertState(title: "Stuck", buttons: []))
    case .hideAlert: try state.navigation.hideAlert()
    case .choose(let choice): try state.navigation.chooseAlertButton(sending: choice)
    case .link(let text):
        guard let url = URL(string: text) else { throw NavigationRejection.deepLinkRefused(.notAURL(text)) }
        try state.navigation.show(routingRouter.destination(for: url))
    case .guardedPush:
        var guarded = GuardedState(navigation: state.navigation)
        _ = try routingReducer.reduce(into: &guarded, action: .detailTapped(1))
    case .appRule: throw NavigationRejection.refused(SampleRefusal.notToday)
    }
    return []
}

@MainActor @Suite struct StoreBadInputTests {
    nonisolated static func start(_ setup: String) throws -> BadInputState {
        var state = BadInputState()
        if setup != "root" { try state.navigation.push(.list) }
        if setup == "deep" {
            for id in 1..<SampleNavigation.maximumLevels { try? state.navigation.present(.editor(id: id)) }
        }
        if setup == "alerted" {
            try? state.navigation.showAlert(AlertState(title: "Saved", .init("OK", sending: .cancel)))
        }
        return state
    }

    nonisolated static let cases: [(String, BadInput, NavigationRejection)] = [
        ("root", .pop, .popAtRoot),
        ("plain", .popTo(.detail(id: 9)), .screenNotInStack),
        ("plain", .popToIndex(5), .indexOutOfRange(index: 5, count: 2)),
        ("plain", .navigateBack(.preview(id: 1)), .screenNotInTree),
        ("plain", .updateLevel(3), .levelOutOfRange(level: 3, count: 1)),
        ("plain", .setStack([]), .emptyStack),
        ("plain", .dismiss, .nothingPresented),
        ("deep", .present(.list), .nestingLimitReached(limit: 16)),
        ("plain", .stopFlow(.home), .cannotStopRootFlow),
        ("plain", .childAction, .childStateAbsent),
        ("alerted", .showAlert, .alertAlreadyShown),
        ("alerted", .present(.list), .alertAlreadyShown),
        ("plain", .showButtonless, .alertHasNoButtons),
        ("plain", .hideAlert, .noAlertShown),
        ("plain", .choose(.logout), .noAlertShown),
        ("alerted", .choose(.logout), .alertButtonNotFound),
        (
            "plain", .link("app://items/x"),
            .deepLinkRefused(.parameterDoesNotParse(name: "id", value: "x", expected: "Int"))
        ),
        ("plain", .guardedPush, .refusedByGuard("signed in")),
        ("plain", .appRule, .refused(SampleRefusal.notToday)),
    ]

    @Test(arguments: cases)
    func badInputIsRejectedWithItsReasonAndLeavesTheStateAsItWas(
        setup: String, input: BadInput, reason: NavigationRejection
    ) throws {
        let before = try Self.start(setup)
        let store = Store(initialState: before, reducer: badInputReducer)
        var diagnostics: [StoreDiagnostic<BadInput, Never>] = []
        let observation = store.observeDiagnostics { diagnostics.append($0) }
        store.send(input)
        #expect(store.state == before)
        #expect(diagnostics == [.rejected(input, reason)])
        observation.cancel()
    }

    @Test func everyRejectionCaseIsCovered() {
        let covered = Set(Self.cases.map { String(describing: $0.2).prefix { $0 != "(" } })
        #expect(covered.count == 17)
    }

    @Test func anActionSentFromInsideTheFactoryIsQueuedAfterTheCurrentOne() {
        var store: Store<Reduce<LogState, String, String>>?
        store = Store(initialState: LogState(), reducer: loggingReducer) { effect in
            if effect == "a1" { store?.send("from factory") }
            return .none
        }
        store?.send("a")
        #expect(store?.state.log == ["a", "from factory"])
        store = nil  // the factory holds the variable that holds the store: let both go
    }
}
