import InfosApp
import NavigationReducer
import Testing

@Suite struct InfosRefusalTexts {
    @Test func eachReasonReadsAsItsDocumentationSays() {
        let texts: [(InfosRefusal, String)] = [
            (.logoutSheetShown, "the logout sheet is shown: choose one of its buttons"),
            (.infoCreatedAwayFromNewInfo, "an info is created from the new info screen"),
            (.noBackButton(on: .onboarding), "onboarding shows no back button"),
            (.notPossible(.createTapped, on: .infos), "createTapped is not possible on infos"),
        ]
        for (reason, text) in texts {
            #expect(NavigationRejection.refused(reason).description == text)
        }
    }
}
