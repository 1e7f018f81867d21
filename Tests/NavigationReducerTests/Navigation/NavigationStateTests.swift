import Foundation
import NavigationReducer
import Testing

@Suite struct NavigationStateTests {
    @Test func aNewStateShowsOnlyTheRootWithNothingPresented() {
        let state = SampleNavigation(root: .home)
        #expect(state.topScreen == .home)
        #expect(state.popup == nil)
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
        #expect(Array(state.stack) == [.home, .list, .detail(id: 1)])
        #expect(state.animations.stack == false)
    }

    @Test func popAtRootIsRejectedAndKeepsTheState() {
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

    @Test func popToRootFromDepthFiveIsOneChange() {
        var state = SampleNavigation(root: .home)
        state.push(contentsOf: [.list, .detail(id: 1), .detail(id: 2), .detail(id: 3)])
        state.popToRoot(animated: false)
        #expect(state.stack == ScreenStack(root: .home))
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

    @Test func popToMissingScreensOrIndicesIsRejectedAndKeepsTheState() {
        var state = SampleNavigation(root: .home)
        state.push(.list, animated: false)
        let before = state
        #expect(throws: NavigationRejection.screenNotInStack) { try state.pop(to: .detail(id: 9)) }
        #expect(throws: NavigationRejection.indexOutOfRange(index: 2, count: 2)) { try state.pop(toIndex: 2) }
        #expect(state == before)
    }

    @Test func setStackReplacesEverythingAndAnEmptyStackIsRejected() throws {
        var state = SampleNavigation(root: .home)
        try state.setStack([.list, .detail(id: 2)], animated: false)
        #expect(Array(state.stack) == [.list, .detail(id: 2)])
        let before = state
        #expect(throws: NavigationRejection.emptyStack) { try state.setStack([], animated: true) }
        #expect(state == before)
    }

    @Test func setRootLeavesOneScreen() {
        var state = SampleNavigation(root: .home)
        state.push(.list)
        state.setRoot(.detail(id: 1), animated: false)
        #expect(state.stack == ScreenStack(root: .detail(id: 1)))
        #expect(state.animations.stack == false)
    }

    @Test(arguments: PopupPresentation<SamplePopup>.Style.allCases)
    func presentShowsThePopupWithItsStyle(style: PopupPresentation<SamplePopup>.Style) throws {
        var state = SampleNavigation(root: .home)
        try state.present(.editor(id: 1), style: style, animated: false)
        #expect(state.popup == PopupPresentation(.editor(id: 1), style: style))
        #expect(state.animations.popup == false)
    }

    @Test func presentingOverAPopupIsRejectedAndKeepsTheState() throws {
        var state = SampleNavigation(root: .home)
        try state.present(.editor(id: 1))
        let before = state
        #expect(throws: NavigationRejection.popupAlreadyPresented) { try state.present(.editor(id: 2)) }
        #expect(state == before)
    }

    @Test func dismissRemovesThePopupAndWithoutOneIsRejected() throws {
        var state = SampleNavigation(root: .home)
        try state.present(.editor(id: 1))
        try state.dismissPopup(animated: false)
        #expect(state.popup == nil)
        #expect(state.animations.popup == false)
        let before = state
        #expect(throws: NavigationRejection.noPopupPresented) { try state.dismissPopup() }
        #expect(state == before)
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

    @Test func anAlertWithoutButtonsIsRejected() {
        var state = SampleNavigation(root: .home)
        #expect(throws: NavigationRejection.alertHasNoButtons) { try state.showAlert(AlertState(title: "Stuck", buttons: [])) }
        #expect(state.alert == nil)
    }

    @Test func hideAlertRemovesItAndWithoutOneIsRejected() throws {
        var state = SampleNavigation(root: .home)
        try state.showAlert(.logout)
        try state.hideAlert(animated: false)
        #expect(state.alert == nil)
        #expect(throws: NavigationRejection.noAlertShown) { try state.hideAlert() }
    }

    @Test func choosingAButtonClearsTheAlertAndYieldsTheButton() throws {
        var state = SampleNavigation(root: .home)
        try state.showAlert(.logout)
        let button = try state.chooseAlertButton(sending: .logout)
        #expect(button == .destructive("Logout", sending: .logout))
        #expect(button.role == .destructive)
        #expect(state.alert == nil)
    }

    @Test func choosingAButtonWithNoAlertIsRejectedAndKeepsTheState() {
        var state = SampleNavigation(root: .home)
        let before = state
        #expect(throws: NavigationRejection.noAlertShown) { try state.chooseAlertButton(sending: .logout) }
        #expect(state == before)
    }

    @Test func choosingAButtonTheAlertDoesNotHaveIsRejectedAndKeepsTheAlert() throws {
        var state = SampleNavigation(root: .home)
        try state.showAlert(AlertState(title: "Saved", buttons: [.init("OK", sending: .cancel)]))
        let before = state
        #expect(throws: NavigationRejection.alertButtonNotFound) { try state.chooseAlertButton(sending: .logout) }
        #expect(state == before)
    }

    @Test func aWholeStateRoundTripsThroughJSON() throws {
        var state = SampleNavigation(root: .home)
        state.push(.detail(id: 3), animated: false)
        try state.present(.editor(id: 3), style: .fullScreen)
        try state.showAlert(.logout)
        let decoded = try JSONDecoder().decode(SampleNavigation.self, from: JSONEncoder().encode(state))
        #expect(decoded == state)
    }
}
