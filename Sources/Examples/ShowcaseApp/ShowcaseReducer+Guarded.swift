import NavigationReducer

/// How ``ShowcaseReducer`` keeps its rules: its decisions, wrapped by the library's
/// ``RuleCheckedReducer``, so the check that undoes a forbidden action exists once.
extension ShowcaseReducer {
    /// The app's decisions, with every state they reach checked against
    /// ``ShowcaseState/rules``, ``ShowcaseGuards/all`` among them.
    static let guardedRules = Rules().checked(by: ShowcaseState.rules)

    /// The app's rules alone, as a reducer the guards can wrap.
    struct Rules: Reducer, Sendable {
        func reduce(into state: inout ShowcaseState, action: ShowcaseAction) throws(NavigationRejection)
            -> EffectList<ShowcaseEffect>
        {
            try ShowcaseReducer().step(&state, for: action)
        }
    }
}
