import Foundation
import NavigationReducer
import NavigationReducerTesting
import Testing

/// A core whose details need a signed-in user: a link to them while signed out waits behind
/// the login screen.
private enum LinkScreen: Hashable, Sendable { case home, login, details(Int) }
private enum LinkAction: Hashable, Sendable { case linkOpened(URL), signedIn, tipped, priceLoaded(Int) }
private enum LinkEffect: Hashable, Sendable { case loadPrice(Int), landed([LinkScreen]), dropped(NavigationRejection) }
private struct LinkState: NavigableState, Hashable {
    var navigation = NavigationState<LinkScreen, Never>(root: .home)
    var pendingLink: NavigationDestination<LinkScreen, LinkAction>?
    var signedIn = false
    var prices: [Int: Int] = [:]
}

private struct LinkCore: Reducer {
    func reduce(into state: inout LinkState, action: LinkAction) throws(NavigationRejection) -> EffectList<LinkEffect> {
        switch action {
        case .signedIn: state.signedIn = true
        case .priceLoaded(let id):
            guard id >= 0 else { throw .indexOutOfRange(index: id, count: 0) }
            state.prices[id] = 100
        case .tipped, .linkOpened: break
        }
        return []
    }
}

private let router = DeepLinkRouter<LinkScreen, LinkAction>(scheme: "app")
    .route("details/:id") { match in
        let id = try match.int("id")
        return try NavigationDestination([.home, .details(id)], actions: [.priceLoaded(id)])
    }
private let rules = AppRules(guards: [
    RouteGuard<LinkState>(
        "signed in", protects: { if case .details = $0 { true } else { false } }, allows: { $0.signedIn },
        redirect: { state in try state.navigation.setRoot(.login) })
])
.rule("the price of 13 is never loaded") { $0.prices[13] == nil }

private func linking(resumes: @escaping @Sendable (LinkAction) -> Bool = { _ in true }) -> some Reducer<
    LinkState, LinkAction, LinkEffect
> {
    LinkCore().openingLinks(
        router: router, rules: rules, pending: \.pendingLink,
        url: { action in if case .linkOpened(let url) = action { url } else { nil } },
        resumes: resumes,
        arrived: { _, screens in [.landed(screens)] },
        dropped: { _, reason in [.dropped(reason)] })
}

@Suite struct LinkOpeningTests {
    fileprivate let details = LinkAction.linkOpened(URL(string: "app://details/7")!)

    @Test func aLinkWaitingBehindTheLoginArrivesAfterTheActionThatLetsItThrough() throws {
        let reducer = linking()
        var state = LinkState()
        #expect(Array(try reducer.reduce(into: &state, action: details)) == [.landed([.login])])
        #expect(state.pendingLink != nil)
        #expect(state.prices.isEmpty)

        let effects = try reducer.reduce(into: &state, action: .signedIn)
        #expect(Array(effects) == [.landed([.home, .details(7)])])
        #expect(state.navigation.topScreen == .details(7))
        #expect(state.pendingLink == nil)
        #expect(state.prices == [7: 100])
    }

    @Test func aLinkWaitsThroughActionsThatDoNotResumeIt() throws {
        let reducer = linking(resumes: { $0 == .tipped })
        var state = LinkState()
        _ = try reducer.reduce(into: &state, action: details)
        _ = try reducer.reduce(into: &state, action: .signedIn)
        #expect(state.navigation.topScreen == .login)
        #expect(state.pendingLink != nil)
        #expect(Array(try reducer.reduce(into: &state, action: .tipped)) == [.landed([.home, .details(7)])])
        #expect(state.navigation.topScreen == .details(7))
    }

    @Test func aLinkThatChangesNothingOnScreenDoesNotArrive() throws {
        let reducer = linking()
        var state = LinkState()
        _ = try reducer.reduce(into: &state, action: details)
        let again = try reducer.reduce(into: &state, action: .linkOpened(URL(string: "app://details/8")!))
        #expect(Array(again).isEmpty)
        #expect(state.pendingLink?.actions == [.priceLoaded(8)])
    }

    @Test func aWaitingLinkThatCanNoLongerBeShownIsDroppedAndTheActionStands() throws {
        let reducer = linking()
        var state = LinkState()
        _ = try reducer.reduce(into: &state, action: .linkOpened(URL(string: "app://details/-1")!))
        #expect(state.pendingLink != nil)
        let effects = try reducer.reduce(into: &state, action: .signedIn)
        #expect(Array(effects) == [.dropped(.indexOutOfRange(index: -1, count: 0))])
        #expect(state.signedIn)
        #expect(state.pendingLink == nil)
        #expect(state.navigation.topScreen == .login)
        _ = try reducer.reduce(into: &state, action: .tipped)
    }

    @MainActor @Test func aTapThatBreaksARuleIsRefusedWithItsNameAndChangesNothing() {
        let store = TestStore(initialState: LinkState(signedIn: true), reducer: linking())
        store.send(.priceLoaded(13), expectingRejection: .ruleBroken("the price of 13 is never loaded"))
        #expect(store.state == LinkState(signedIn: true))
    }

    @MainActor @Test func aLinkWhoseActionsBreakARuleIsRefusedAndChangesNothing() throws {
        let store = TestStore(initialState: LinkState(signedIn: true), reducer: linking())
        store.send(
            .linkOpened(try #require(URL(string: "app://details/13"))),
            expectingRejection: .ruleBroken("the price of 13 is never loaded"))
        #expect(store.state == LinkState(signedIn: true))
    }

    @Test func aWaitingLinkThatWouldBreakARuleIsDroppedAndTheActionStands() throws {
        let reducer = linking()
        var state = LinkState()
        _ = try reducer.reduce(into: &state, action: .linkOpened(URL(string: "app://details/13")!))
        #expect(state.pendingLink != nil)
        let effects = try reducer.reduce(into: &state, action: .signedIn)
        #expect(Array(effects) == [.dropped(.ruleBroken("the price of 13 is never loaded"))])
        #expect(state.signedIn)
        #expect(state.pendingLink == nil)
        #expect(state.navigation.topScreen == .login)
        #expect(state.prices.isEmpty)
    }
}
