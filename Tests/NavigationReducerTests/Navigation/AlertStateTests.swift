import Foundation
import NavigationReducer
import Testing

@Suite struct AlertStateTests {
    @Test func anAlertBuiltFromAListNeedsAtLeastOneButton() throws {
        #expect(throws: NavigationRejection.alertHasNoButtons) {
            try AlertState<SampleAlertAction>(title: "Stuck", buttons: [])
        }
        let alert = try AlertState(
            title: "Saved", buttons: [AlertState.Button("OK", sending: SampleAlertAction.cancel)])
        #expect(alert.buttons.map(\.label) == ["OK"])
    }

    @Test func anActionSheetWithoutACancelButtonIsNeverShownNorDecoded() throws {
        let noWayOut = AlertState(
            title: "Sign out?", style: .actionSheet, .destructive("Sign out", sending: SampleAlertAction.logout))
        var state = SampleNavigation(root: .home)
        let before = state
        #expect(throws: NavigationRejection.actionSheetHasNoCancelButton) { try state.showAlert(noWayOut) }
        #expect(state == before)
        #expect(throws: NavigationRejection.actionSheetHasNoCancelButton) {
            try AlertState(title: "Sign out?", style: .actionSheet, buttons: noWayOut.buttons)
        }
        let decoding = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(AlertState<SampleAlertAction>.self, from: JSONEncoder().encode(noWayOut))
        }
        guard case .dataCorrupted(let context) = decoding else {
            Issue.record("expected dataCorrupted, got \(String(describing: decoding))")
            return
        }
        #expect(context.underlyingError as? NavigationRejection == .actionSheetHasNoCancelButton)
    }

    @Test func anAlertNeedsNoCancelButtonAndAnActionSheetWithOneIsShown() throws {
        var state = SampleNavigation(root: .home)
        try state.showAlert(AlertState(title: "Saved", AlertState.Button("OK", sending: SampleAlertAction.logout)))
        try state.hideAlert()
        try state.showAlert(.logout)
        #expect(state.alert == .logout)
    }

    @Test func showAlertShowsItAndASecondAlertIsRejected() throws {
        var state = SampleNavigation(root: .home)
        try state.showAlert(.logout, animated: false)
        #expect(state.alert == .logout)
        #expect(state.animations.alert == false)
        let before = state
        #expect(throws: NavigationRejection.alertAlreadyShown) { try state.showAlert(.logout) }
        #expect(state == before)
    }

    @Test func hideAlertRemovesItAndWithoutOneIsRejected() throws {
        var state = SampleNavigation(root: .home)
        try state.showAlert(.logout)
        try state.hideAlert(animated: false)
        #expect(state.alert == nil)
        #expect(state.animations.alert == false)
        #expect(throws: NavigationRejection.noAlertShown) { try state.hideAlert() }
    }

    @Test func choosingAButtonClearsTheAlertAndYieldsTheButton() throws {
        var state = SampleNavigation(root: .home)
        try state.showAlert(.logout, animated: false)
        let button = try state.chooseAlertButton(sending: .logout)
        #expect(button == .destructive("Logout", sending: .logout))
        #expect(state.alert == nil)
        #expect(state.animations.alert)
    }

    @Test func choosingAButtonWithNoAlertIsRejectedAndKeepsTheState() {
        var state = SampleNavigation(root: .home)
        let before = state
        #expect(throws: NavigationRejection.noAlertShown) { try state.chooseAlertButton(sending: .logout) }
        #expect(state == before)
    }

    @Test func choosingAButtonTheAlertDoesNotHaveIsRejectedAndKeepsTheAlert() throws {
        var state = SampleNavigation(root: .home)
        try state.showAlert(AlertState(title: "Saved", .init("OK", sending: .cancel)))
        let before = state
        #expect(throws: NavigationRejection.alertButtonNotFound) { try state.chooseAlertButton(sending: .logout) }
        #expect(state == before)
    }

    @Test func everyPartOfAnAlertTakesPartInEqualityAndHashing() {
        let base = AlertState<SampleAlertAction>(
            title: "T", message: "M", style: .alert, .cancel("C", sending: .cancel))
        let variants = [
            AlertState<SampleAlertAction>(title: "X", message: "M", style: .alert, .cancel("C", sending: .cancel)),
            AlertState(title: "T", message: nil, style: .alert, .cancel("C", sending: .cancel)),
            AlertState(title: "T", message: "M", style: .actionSheet, .cancel("C", sending: .cancel)),
            AlertState(title: "T", message: "M", style: .alert, .destructive("C", sending: .cancel)),
            AlertState(title: "T", message: "M", style: .alert, .cancel("X", sending: .cancel)),
            AlertState(title: "T", message: "M", style: .alert, .cancel("C", sending: .logout)),
        ]
        for variant in variants {
            #expect(variant != base)
            #expect(variant.hashValue != base.hashValue)
        }
    }

    @Test func anAlertBuiltApartEqualsAndHashesLikeAnEqualOne() {
        func build() -> AlertState<SampleAlertAction> {
            AlertState(title: "T", message: "M", style: .alert, .cancel("C", sending: .cancel))
        }
        // Both kept alive, so the second is not built where the first was.
        let first = build()
        let second = build()
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        withExtendedLifetime((first, second)) {}
    }

    @Test func anAlertReflectsAsItsPartsNotAsTheReferenceThatHoldsThem() {
        let mirror = Mirror(reflecting: AlertState.logout)
        #expect(mirror.displayStyle == .struct)
        #expect(mirror.children.map(\.label) == ["title", "message", "style", "buttons"])
        #expect(mirror.children.first?.value as? String == AlertState.logout.title)
    }

    @Test func buttonsAreFoundByTheActionTheySend() {
        #expect(AlertState.logout.button(sending: .cancel)?.role == .cancel)
        #expect(AlertState.logout.button(sending: .logout)?.label == "Logout")
        let ok = AlertState<SampleAlertAction>(title: "t", .init("OK", sending: .cancel))
        #expect(ok.button(sending: .logout) == nil)
    }

    @Test func anAlertRoundTripsThroughJSON() throws {
        let decoded = try JSONDecoder().decode(
            AlertState<SampleAlertAction>.self, from: JSONEncoder().encode(AlertState.logout))
        #expect(decoded == .logout)
        #expect(decoded.style == .actionSheet)
        #expect(decoded.message == nil)
    }
}
