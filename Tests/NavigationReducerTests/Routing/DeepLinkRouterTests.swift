import Foundation
import NavigationReducer
import Testing

@Suite struct DeepLinkRouterTests {
    func destination(_ link: String) throws -> NavigationDestination<SampleScreen, RoutingAction> {
        try routingRouter.destination(for: #require(URL(string: link)))
    }

    func refusal(_ link: String, router: DeepLinkRouter<SampleScreen, RoutingAction> = routingRouter) throws
        -> NavigationRejection?
    {
        let url = try #require(URL(string: link))
        do {
            _ = try router.destination(for: url)
            return nil
        } catch {
            return error
        }
    }

    @Test func aLinkWithATypedParameterBuildsTheWholeTree() throws {
        let edit = try destination("app://items/42/edit")
        #expect(
            edit.landing
                == .tree(
                    root: try ScreenStack([.home, .list, .detail(id: 42)]),
                    presented: [PresentedFlow(root: .editor(id: 42))]))
        #expect(edit.actions.isEmpty)
    }

    @Test func theFirstMatchingRouteWins() throws {
        #expect(try destination("app://items/new").screens.last == .editor(id: 0))
    }

    @Test func pathSegmentsArePercentDecodedAndQueryItemsRead() throws {
        let router = DeepLinkRouter<String, Never>(scheme: "app").route("tags/:tag") { match in
            try NavigationDestination(root: ScreenStack([match.string("tag")]))
        }
        #expect(try router.destination(for: #require(URL(string: "app://tags/swift%20ui"))).screens.first == "swift ui")
        #expect(try destination("app://search?q=swift%20ui").actions == [.detailTapped(8)])
    }

    @Test func theSchemeAndTheHostAreReadWithoutRegardToCase() throws {
        #expect(try destination("APP://ITEMS/42/edit").screens == [.home, .list, .detail(id: 42), .editor(id: 42)])
        #expect(try destination("App://Items/42/edit") == destination("app://items/42/edit"))
    }

    @Test(arguments: [
        ("app://items//42", "//42"), ("app:///items/42", "/items/42"), ("app://items/42//edit", "/42//edit"),
        ("app://items/42//", "/42//"),
    ])
    func anEmptySegmentMatchesNothing(link: String, path: String) throws {
        #expect(try refusal(link) == .deepLinkRefused(.noRouteMatches(path)))
        #expect(throws: NavigationRejection.deepLinkRefused(.noRouteMatches("items//42"))) {
            try routingRouter.destination(forPath: "items//42")
        }
    }

    @Test func oneTrailingSlashIsIgnored() throws {
        #expect(try destination("app://items/42/").screens.last == .detail(id: 42))
    }

    @Test func aPathWithoutSchemeOrHostResolvesTheSameRoutes() throws {
        #expect(try routingRouter.destination(forPath: "items/3").screens.last == .detail(id: 3))
    }

    @Test func universalLinksCheckTheirHost() throws {
        let router = DeepLinkRouter<SampleScreen, RoutingAction>(scheme: "https", hosts: ["example.com"])
            .route("items") { _ in try NavigationDestination(root: ScreenStack([.home, .list])) }
        #expect(try router.destination(for: #require(URL(string: "https://example.com/items"))).screens.last == .list)
        #expect(
            try refusal("https://evil.example/items", router: router) == .deepLinkRefused(.unknownHost("evil.example")))
    }

    @Test func everyRefusalHasItsReason() throws {
        #expect(try refusal("http://items") == .deepLinkRefused(.unsupportedScheme("http")))
        #expect(try refusal("app://items/42/share") == .deepLinkRefused(.noRouteMatches("items/42/share")))
        #expect(
            try refusal("app://items/x7")
                == .deepLinkRefused(.parameterDoesNotParse(name: "id", value: "x7", expected: "Int")))
        #expect(try refusal("app://search") == .deepLinkRefused(.missingQueryItem("q")))
        let long = "app://items/" + String(repeating: "9", count: 3_000)
        #expect(try refusal(long) == .deepLinkRefused(.tooLong(length: long.count, limit: 2_048)))
        #expect(
            NavigationRejection.deepLinkRefused(.parameterDoesNotParse(name: "id", value: "x7", expected: "Int"))
                .description
                == #"deep link refused: parameter id: "x7" is not a valid Int"#)
    }

    @Test func followingALinkIsOneChangeRenderedAsTheMinimalCommands() throws {
        var navigation = SampleNavigation(root: .home)
        try navigation.push(contentsOf: [.list, .detail(id: 42)])
        try navigation.showAlert(.logout)
        let before = navigation
        try navigation.show(destination("app://items/42/edit"))
        #expect(
            before.commands(toReach: navigation) == [
                .hideAlert(animated: true), .present(PresentedFlow(root: .editor(id: 42)), level: 1, animated: true),
            ])
    }

    @Test func aDestinationDeeperThanTheNestingLimitIsRejectedAndChangesNothing() {
        var navigation = SampleNavigation(root: .home)
        let deep = NavigationDestination<SampleScreen, Never>(
            root: ScreenStack(root: .home), presented: Array(repeating: PresentedFlow(root: .list), count: 16))
        #expect(throws: NavigationRejection.nestingLimitReached(limit: 16)) { try navigation.show(deep) }
        #expect(navigation == SampleNavigation(root: .home))
    }
}
