import NavigationReducer

/// How ``ShowcaseReducer`` keeps its guards: its own rules, wrapped by the library's
/// ``GuardedReducer``, so the check that undoes a forbidden action exists once.
extension ShowcaseReducer {
    /// The app's rules, with every state they reach checked against ``ShowcaseGuards/all``.
    static let guardedRules = Rules().guarded(by: ShowcaseGuards.all)

    /// The app's rules alone, as a reducer the guards can wrap.
    struct Rules: Reducer, Sendable {
        func reduce(into state: inout ShowcaseState, action: ShowcaseAction) throws(NavigationRejection)
            -> EffectList<ShowcaseEffect>
        {
            try ShowcaseReducer().step(&state, for: action)
        }
    }
}
