import NavigationReducer

/// A small app core used across the core tests: a shop with a list, details, an editor popup
/// and a logout alert.
enum SampleScreen: Hashable, Sendable, Codable {
    case home
    case list
    case detail(id: Int)
}

enum SamplePopup: Hashable, Sendable, Codable {
    case editor(id: Int)
}

enum SampleAlertAction: Hashable, Sendable, Codable {
    case cancel
    case logout
}

typealias SampleNavigation = NavigationState<SampleScreen, SamplePopup, SampleAlertAction>

struct SampleState: NavigableState, Hashable, Sendable, Codable {
    var navigation = SampleNavigation(root: .home)
    var loggedOut = false
    var loadedDetail: Int?
}

enum SampleAction: Hashable, Sendable {
    case listTapped
    case detailTapped(Int)
    case editTapped(Int)
    case editorClosed
    case logoutTapped
    case alertButton(SampleAlertAction)
    case alertHidden
    case back
    case home
    case deepLink([SampleScreen])
    case detailLoaded(Int)
}

enum SampleEffect: Hashable, Sendable {
    case track(String)
    case loadDetail(Int)
    case clearSession
}

extension AlertState where Action == SampleAlertAction {
    static let logout = AlertState(
        title: "Want to logout?",
        buttons: [.cancel("Cancel", sending: .cancel), .destructive("Logout", sending: .logout)],
        style: .actionSheet
    )
}

struct SampleReducer: Reducer {
    func reduce(into state: inout SampleState, action: SampleAction) throws(NavigationRejection) -> [SampleEffect] {
        switch action {
        case .listTapped:
            state.navigation.push(.list)
            return []
        case .detailTapped(let id):
            state.navigation.push(.detail(id: id))
            return [.track("detail"), .loadDetail(id)]
        case .editTapped(let id):
            try state.navigation.present(.editor(id: id))
            return []
        case .editorClosed:
            try state.navigation.dismissPopup()
            return []
        case .logoutTapped:
            try state.navigation.showAlert(.logout)
            return []
        case .alertButton(let choice):
            try state.navigation.chooseAlertButton(sending: choice)
            guard choice == .logout else { return [] }
            state.navigation.setRoot(.home, animated: false)
            state.loggedOut = true
            return [.clearSession]
        case .alertHidden:
            try state.navigation.hideAlert()
            return []
        case .back:
            try state.navigation.pop()
            return []
        case .home:
            state.navigation.popToRoot()
            return []
        case .deepLink(let screens):
            try state.navigation.setStack(screens, animated: false)
            return []
        case .detailLoaded(let id):
            state.loadedDetail = id
            return []
        }
    }
}

/// Every action the sample core knows, for random and exhaustive tests.
let allSampleActions: [SampleAction] = [
    .listTapped, .detailTapped(1), .detailTapped(2), .editTapped(1), .editorClosed, .logoutTapped,
    .alertButton(.cancel), .alertButton(.logout), .alertHidden, .back, .home,
    .deepLink([]), .deepLink([.list, .detail(id: 3)]), .detailLoaded(4),
]
