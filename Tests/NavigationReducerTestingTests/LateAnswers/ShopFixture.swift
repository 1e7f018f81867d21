import NavigationReducer
import NavigationReducerTesting

/// A small shop core whose details load late: tapping an item shows a loading screen and asks
/// for its details, whose reply pushes the details screen. How its work is tied and named is
/// the factory's, so a test compares the buggy wiring with the right one.
enum ShopScreen: Hashable, Sendable {
    case list
    case loading(Int)
    case details(Int)
}

struct ShopState: NavigableState, Hashable, Sendable {
    var navigation = NavigationState<ShopScreen, Never>(root: .list)
    var query: String?
    var results: String?
}

enum ShopAction: Hashable, Sendable, Codable {
    case itemTapped(Int)
    case back
    case detailsLoaded(Int)
    case detailsFailed(Int)
    case searched(String)
    case resultsArrived(String)
    case tick
}

enum ShopEffect: Hashable, Sendable, Codable {
    case loadDetails(Int)
    case search(String)
    case ping
}

enum ShopRefusal: RejectionReason {
    case nothingToPushOver
    case staleResults

    var description: String {
        switch self {
        case .nothingToPushOver: "details are pushed over their loading screen"
        case .staleResults: "results for another query"
        }
    }
}

/// The reducer trusts a details reply to come while its loading screen shows — true only if
/// the factory ties the load to that screen.
let shopReducer = Reduce<ShopState, ShopAction, ShopEffect> { state, action in
    switch action {
    case .itemTapped(let id):
        try state.navigation.push(.loading(id))
        return [.loadDetails(id)]
    case .back:
        // A loading screen is never gone back to: back from details leaves both.
        try state.navigation.pop()
        if case .loading = state.navigation.topScreen { try state.navigation.pop() }
        return []
    case .detailsLoaded(let id):
        try state.navigation.push(.details(id))
        return []
    case .detailsFailed:
        try state.navigation.pop()
        return []
    case .searched(let query):
        state.query = query
        return [.search(query)]
    case .resultsArrived(let query):
        state.results = query
        return []
    case .tick:
        return [.ping]
    }
}

/// How the shop's factory wires its work.
struct ShopWiring: Sendable {
    /// Whether a details load ends with its loading screen (else it runs for the store).
    var tiesLoadToScreen = false
    /// Whether a search restarts the one running (else each search runs to its end).
    var namesSearch = false
    /// Whether a search waits 300 ms for the next query before it starts (a debounce), and
    /// what the next query does to it once it waited.
    var debouncesSearch: PastTheWait?

    func work(_ effect: ShopEffect) -> Work<ShopAction, ShopScreen> {
        switch effect {
        case .loadDetails(let id):
            let body: @Sendable (Send<ShopAction>) async -> Void = { send in await send(.detailsLoaded(id)) }
            return tiesLoadToScreen ? .run(whileShowing: .loading(id), body) : .run(body)
        case .search(let query):
            let search = Work<ShopAction, ShopScreen>.run { send in await send(.resultsArrived(query)) }
            if let debouncesSearch {
                return search.debounced(
                    id: "search", for: .milliseconds(300), clock: ContinuousClock(), pastTheWait: debouncesSearch)
            }
            return namesSearch ? search.named("search") : search
        case .ping:
            return .run { _ in }
        }
    }
}

/// What the shop's work sends: a details reply, a search's results, nothing for a ping.
@Sendable func shopAnswers(_ effect: ShopEffect) -> WorkAnswers<ShopAction> {
    switch effect {
    case .loadDetails(let id): .sends(.detailsLoaded(id))
    case .search(let query): .sends(.resultsArrived(query))
    case .ping: .runsUntilCancelled
    }
}

extension ShopState {
    /// Each details screen sits on its own loading screen.
    var detailsSitOnTheirLoadingScreen: Bool {
        let screens = Array(navigation.rootStack)
        return screens.indices.allSatisfy { index in
            guard case .details(let id) = screens[index] else { return true }
            return index > 0 && screens[index - 1] == .loading(id)
        }
    }
}

/// The user taps item 1 from the list and goes back from anywhere.
@Sendable func shopActions(_ state: ShopState) -> [ShopAction] {
    state.navigation.rootStack.isAtRoot ? [.itemTapped(1)] : [.back]
}

/// An explorer of the shop with the details rule, answering through `wiring`.
func shopExplorer(_ wiring: ShopWiring) -> Explorer<
    LateAnswers<Reduce<ShopState, ShopAction, ShopEffect>>,
    LateAnswers<Reduce<ShopState, ShopAction, ShopEffect>>.Key<ShopState>
> {
    Explorer(reducer: shopReducer, initialState: ShopState(), actions: shopActions)
        .invariant("details sit on their loading screen") { $0.detailsSitOnTheirLoadingScreen }
        .answeringLate(work: wiring.work, answers: shopAnswers)
        .limited(states: 1_000)
}
