import NavigationReducer
import ShowcaseApp
import Testing

@Suite struct ShowcaseRefusalTexts {
    @Test func eachReasonReadsAsItsDocumentationSays() {
        let texts: [(any RejectionReason, String)] = [
            (
                ShowcaseRefusal.alertShown(.loadError(of: .bitcoin)),
                #""Couldn't load Bitcoin" is shown: choose one of its buttons"#
            ),
            (ShowcaseRefusal.noSuchAsset("42"), "no asset 42 in the list"),
            (ShowcaseRefusal.noScreenShows("42"), "no screen shows asset 42"),
            (ShowcaseRefusal.assetNeedsName, "an asset needs a name"),
            (ShowcaseRefusal.alreadyOwned(.bitcoin), "Bitcoin is already in your assets"),
            (ShowcaseRefusal.alreadyAtRoot, "already at the root of this flow"),
            (ShowcaseRefusal.alreadySignedIn, "already signed in"),
            (ShowcaseRefusal.alreadySignedOut, "already signed out"),
            (ShowcaseRefusal.inceptionLimit(3), "inception goes 3 levels deep at most"),
            (
                ShowcaseRefusal.notPossible(.addAsset(.confirmTapped), on: .addAsset(.search)),
                "confirmTapped is not possible on addAsset.search"
            ),
            (ShowcaseRefusal.draftWouldBeLost(.cardano), "Cardano is not added yet: add it, or cancel to discard it"),
            (AddAssetRefusal.notAmongResults(.polkadot, query: "car"), #"Polkadot is not among the results for "car""#),
        ]
        for (reason, text) in texts {
            #expect(NavigationRejection.refused(NavigationRejection.AppReason(reason)).description == text)
        }
    }
}
