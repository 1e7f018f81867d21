import Foundation
import NavigationReducer

/// A small app with a sign-in guard on every item screen, deep links to each of them, and
/// a destination that waits behind sign-in.
struct GuardedState: NavigableState, Hashable, Sendable, Codable {
    var navigation = NavigationState<SampleScreen, SampleAlertAction>(root: .home)
    var signedIn = false
    var pending: NavigationDestination<SampleScreen, RoutingAction>?
}

enum RoutingAction: Hashable, Sendable, Codable {
    case opened(URL)
    case signedIn
    case signedOut
    case signedOutForgettingToLeave
    case listTapped
    case detailTapped(Int)
    case back
}

let routingRouter = DeepLinkRouter<SampleScreen, RoutingAction>(scheme: "app")
    .route("home") { _ in try NavigationDestination(root: ScreenStack([.home])) }
    .route("items") { _ in try NavigationDestination(root: ScreenStack([.home, .list])) }
    .route("items/new") { _ in
        NavigationDestination(root: ScreenStack(root: .home), presented: [PresentedFlow(root: .editor(id: 0))])
    }
    .route("items/:id") { match in
        try NavigationDestination(root: ScreenStack([.home, .list, .detail(id: match.int("id"))]))
    }
    .route("items/:id/edit") { match in
        let id = try match.int("id")
        return try NavigationDestination(
            root: ScreenStack([.home, .list, .detail(id: id)]), presented: [PresentedFlow(root: .editor(id: id))])
    }
    .route("search") { match in
        try NavigationDestination(
            root: ScreenStack([.home, .list]), actions: [.detailTapped(match.requiredQueryItem("q").count)])
    }

extension SampleScreen {
    /// Item screens need a signed-in user.
    var showsAnItem: Bool {
        switch self {
        case .detail, .editor, .preview: true
        case .home, .list: false
        }
    }
}

let signedInGuard = RouteGuard<GuardedState>(
    "signed in",
    protects: { $0.showsAnItem },
    allows: { $0.signedIn },
    redirect: { state in
        try state.navigation.dismissAll(animated: false)
        try state.navigation.setRoot(.home, animated: false)
    }
)

let routingRules = AppRules(guards: [signedInGuard])

let routingReducer: some Reducer<GuardedState, RoutingAction, Never> = Reduce<GuardedState, RoutingAction, Never> {
    state, action in
    switch action {
    case .opened(let url):
        try routingRules.open(routingRouter.destination(for: url), in: &state, pending: \.pending)
    case .signedIn:
        state.signedIn = true
        try routingRules.resumePending(in: &state, pending: \.pending)
    case .signedOut:
        state.signedIn = false
        try state.navigation.dismissAll(animated: false)
        try state.navigation.setRoot(.home, animated: false)
    case .signedOutForgettingToLeave:
        state.signedIn = false
    case .listTapped:
        try state.navigation.push(.list)
    case .detailTapped(let id):
        try state.navigation.push(.detail(id: id))
    case .back:
        try state.navigation.pop()
    }
    return []
}
.checked(by: routingRules)

/// The links the guard proof opens from every state.
let routingLinks = [
    "app://home", "app://items", "app://items/new", "app://items/7", "app://items/7/edit", "app://search?q=ab",
]
.compactMap(URL.init(string:))
