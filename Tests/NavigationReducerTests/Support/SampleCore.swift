import NavigationReducer

/// A small app core used across the core tests: a shop with a list, details, an editor flow
/// presented as a sheet (with a preview step of its own), and a logout alert.
enum SampleScreen: Hashable, Sendable, Codable {
    case home
    case list
    case detail(id: Int)
    case editor(id: Int)
    case preview(id: Int)
}

enum SampleAlertAction: Hashable, Sendable, Codable {
    case cancel
    case logout
}

typealias SampleNavigation = NavigationState<SampleScreen, SampleAlertAction>

struct SampleState: NavigableState, Hashable, Sendable, Codable {
    var navigation = SampleNavigation(root: .home)
    var loggedOut = false
    var loadedDetail: Int?
}

enum SampleAction: Hashable, Sendable {
    case listTapped
    case detailTapped(Int)
    case editTapped(Int)
    case previewTapped(Int)
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
        style: .actionSheet,
        .cancel("Cancel", sending: .cancel),
        .destructive("Logout", sending: .logout)
    )
}

struct SampleReducer: Reducer {
    func reduce(into state: inout SampleState, action: SampleAction) throws(NavigationRejection)
        -> EffectList<SampleEffect>
    {
        switch action {
        case .listTapped:
            try state.navigation.push(.list)
            return []
        case .detailTapped(let id):
            try state.navigation.push(.detail(id: id))
            return [.track("detail"), .loadDetail(id)]
        case .editTapped(let id):
            try state.navigation.present(.editor(id: id))
            return []
        case .previewTapped(let id):
            try state.navigation.push(.preview(id: id))
            return []
        case .editorClosed:
            try state.navigation.dismiss()
            return []
        case .logoutTapped:
            try state.navigation.showAlert(.logout)
            return []
        case .alertButton(let choice):
            try state.navigation.chooseAlertButton(sending: choice)
            guard choice == .logout else { return [] }
            try state.navigation.dismissAll(animated: false)
            try state.navigation.setRoot(.home, animated: false)
            state.loggedOut = true
            return [.clearSession]
        case .alertHidden:
            try state.navigation.hideAlert()
            return []
        case .back:
            try state.navigation.pop()
            return []
        case .home:
            try state.navigation.popToRoot()
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
    .listTapped, .detailTapped(1), .detailTapped(2), .editTapped(1), .previewTapped(1), .editorClosed, .logoutTapped,
    .alertButton(.cancel), .alertButton(.logout), .alertHidden, .back, .home,
    .deepLink([]), .deepLink([.list, .detail(id: 3)]), .detailLoaded(4),
]

/// A tree with the root flow `home › list`, an editor sheet `editor(1) › preview(1)` over it
/// and an editor cover `editor(2)` over that: three levels.
func threeLevels() throws -> SampleNavigation {
    var navigation = SampleNavigation(root: .home)
    try navigation.push(.list)
    try navigation.present(.editor(id: 1))
    try navigation.push(.preview(id: 1))
    try navigation.present(.editor(id: 2), style: .fullScreen)
    return navigation
}
