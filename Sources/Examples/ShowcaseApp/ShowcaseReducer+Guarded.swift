import NavigationReducer

/// How ``ShowcaseReducer`` keeps its rules: its decisions, opening links with the library's
/// `openingLinks`, which checks every action against the app's rules, so the check that undoes
/// a forbidden action exists once.
extension ShowcaseReducer {
    /// The app's decisions and links, with every state they reach checked against
    /// ``ShowcaseState/rules``, ``ShowcaseGuards/all`` among them. A link waiting behind the
    /// sign-in sheet is shown once the user signs in.
    static let guardedRules: some Reducer<ShowcaseState, ShowcaseAction, ShowcaseEffect> = Rules()
        .openingLinks(
            router: ShowcaseLinks.router, rules: ShowcaseState.rules, pending: \.pendingDestination,
            heldAlert: \.heldAlert, url: linkURL,
            resumes: { $0 == .signInConfirmed }, arrived: arrived
        )

    /// The app's rules alone, as a reducer the guards can wrap.
    struct Rules: Reducer, Sendable {
        func reduce(into state: inout ShowcaseState, action: ShowcaseAction) throws(NavigationRejection)
            -> EffectList<ShowcaseEffect>
        {
            try ShowcaseReducer().step(&state, for: action)
        }
    }
}
