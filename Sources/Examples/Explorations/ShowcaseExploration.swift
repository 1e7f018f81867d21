import NavigationReducer
import NavigationReducerTesting
import ShowcaseApp

/// The ShowcaseApp's navigation rules and route guards, checked over every state it can reach
/// from one asset, a one-asset catalogue, inception two copies deep (the app's own bound),
/// signed out and in, with every example link opened from every state — a price alert among
/// them, which lands over the screen the user is on. About 6,500 states: a debug run takes
/// about ten seconds.
public enum ShowcaseExploration {
    /// Where the exploration starts: the assets list holding Bitcoin, signed out, so the guard
    /// rules are checked before and after signing in, from every link of
    /// ``ShowcaseLinks/examples`` (which ``ShowcaseAction/possible(in:)`` opens everywhere).
    public static let initialState = ShowcaseState(assets: [.bitcoin], inceptionLimit: 2, session: .signedOut)

    /// An explorer over every reachable state, with the showcase's rules.
    public static var explorer: Explorer<ShowcaseReducer, ShowcaseState> { explorer(inceptionLimit: 2) }

    /// The same explorer with inception allowed `inceptionLimit` copies deep: each level more
    /// multiplies the space, for a long exploration to watch (`navigation-demo explore
    /// showcase --inception 4`).
    public static func explorer(inceptionLimit: Int) -> Explorer<ShowcaseReducer, ShowcaseState> {
        explorer(inceptionLimit: inceptionLimit, actions: ShowcaseAction.possible)
    }

    /// The explorer with the app's work in flight: every answer of ``ShowcaseEffect/simulatedWork(clock:)``
    /// — a details load that succeeds or fails, the catalogue, a debounced search — arrives at
    /// any later step, between the user's taps, until its screen or flow ends it.
    ///
    /// A price alert (``priceAlert``) may open in any state when `priceAlerts` is set: 1,147,891
    /// states instead of 93,327, an exploration to run keeping fingerprints only
    /// (`navigation-demo explore showcase --answers --price-alerts --fingerprints`).
    public static func answeringLate(inceptionLimit: Int = 2, priceAlerts: Bool = false) -> Explorer<
        LateAnswers<ShowcaseReducer>, LateAnswers<ShowcaseReducer>.Key<ShowcaseState>
    > {
        @Sendable func actions(in state: ShowcaseState) -> [ShowcaseAction] {
            ShowcaseAction.possible(in: state).filter { !$0.isWorkAnswer && (priceAlerts || !$0.isPriceAlert) }
        }
        return explorer(inceptionLimit: inceptionLimit, actions: actions)
            .answeringLate(work: { $0.simulatedWork(clock: ContinuousClock()) }, answers: answers)
            .invariant("an asset's details load once at a time in a flow") { state in
                let loads = state.workInFlight.filter { if case .loadAssetDetails = $0.effect { true } else { false } }
                return Set(loads.map { [AnyHashable($0.effect), AnyHashable($0.place.level)] }).count == loads.count
            }
            .limited(states: 2_000_000)
    }

    /// What the showcase's work answers, as ``ShowcaseEffect/simulatedWork(clock:)`` does,
    /// with a details load that may fail.
    @Sendable public static func answers(_ effect: ShowcaseEffect) -> WorkAnswers<ShowcaseAction> {
        switch effect {
        case .loadAssetDetails(let id, _):
            .oneOf(.sends(.detailsLoaded(id, priceInCents: 4_200_000)), .sends(.detailsLoadFailed(id)))
        case .loadCatalogue:
            .sends(.addAsset(.catalogueLoaded(Asset.catalogue)))
        case .searchAssets(let query):
            .sends(.addAsset(.searchAnswered(query: query, Asset.matching(query, in: Asset.catalogue))))
        case .save, .delete, .trackScreen:
            .endsWithoutSending
        }
    }

    static func explorer(inceptionLimit: Int, actions: @escaping @Sendable (ShowcaseState) -> [ShowcaseAction])
        -> Explorer<ShowcaseReducer, ShowcaseState>
    {
        var start = initialState
        start.inceptionLimit = inceptionLimit
        return Explorer(reducer: ShowcaseReducer(), initialState: start, actions: actions)
            .rules(ShowcaseState.rules)
            // A tap presents over what is shown; a link, or signing in to one, replaces the tree
            // as one change, which the renderer plays as a dismiss, then a present.
            .transitionInvariant("a flow is never presented over a flow that is being dismissed") {
                before, action, after, _ in
                guard !action.isLink, action != .signInConfirmed else { return true }
                let newLevels = (1..<after.navigation.levelCount).filter { level in
                    guard let identity = after.navigation.identity(ofLevel: level) else { return false }
                    return !before.navigation.contains(identity)
                }
                return newLevels.allSatisfy { $0 == before.navigation.levelCount }
            }
            // Every state tries the price alert (``ShowcaseAction/possible(in:)``), so each
            // state's alert is judged on the transition the explorer makes anyway — except at
            // the depth limit of a run limited by depth, where no action is tried.
            .transitionInvariant("a price alert over any screen is swiped down back to where the user was") {
                before, action, after, _ in
                !action.isPriceAlert || swipesDownBack(from: after, to: before)
            }
            // ≈7,900 states today: a bug that makes a flow unbounded (a screen pushed on every
            // tap) hits this limit and reports truncation, instead of exploring for ever.
            .limited(states: inceptionLimit == 2 ? 20_000 : 2_000_000)
            .home { state in
                state.navigation.topScreen == .main(.assets) && !state.navigation.isPresenting
                    && state.navigation.alert == nil
            }
    }

    /// A graph node: the top screen of every level, left to right, and the alert if any.
    public static func node(_ state: ShowcaseState) -> String {
        let screens = state.navigation.stacks.map(\.top.trackingName).joined(separator: " › ")
        return withAlert(screens, state)
    }

    /// A coarser graph node, for a graph a person can read: the screen the user is in,
    /// whatever is under it, and the alert over it if any.
    public static func topNode(_ state: ShowcaseState) -> String {
        withAlert(state.navigation.topScreen.trackingName, state)
    }

    static func withAlert(_ screens: String, _ state: ShowcaseState) -> String {
        guard let alert = state.navigation.alert else { return screens }
        let kind =
            if alert.button(sending: .loadErrorAcknowledged) != nil {
                "load error"
            } else if alert.button(sending: .draftDiscarded) != nil {
                "discard alert"
            } else {
                "delete alert"
            }
        return "\(screens) + \(kind)"
    }
}
