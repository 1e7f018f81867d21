import Foundation

/// A reducer that opens the app's deep links itself: see
/// ``Reducer/openingLinks(router:rules:pending:heldAlert:url:resumes:landing:arrived:dropped:)``.
@usableFromInline
struct LinkOpeningReducer<Base: Reducer>: Reducer where Base.State: NavigableState, Base.Action: Sendable {

    @usableFromInline let base: Base
    /// What opens links, in one object: a composed reducer's `body` hands the reducer out on
    /// every action, and a copy then costs one retain instead of one for each part.
    @usableFromInline let links: Links

    @usableFromInline
    final class Links: Sendable {
        @usableFromInline let router: DeepLinkRouter<Base.State.Screen, Base.Action>
        @usableFromInline let rules: AppRules<Base.State>
        // A key path is immutable; one into the app's state captures no values.
        @usableFromInline nonisolated(unsafe) let pending:
            WritableKeyPath<Base.State, NavigationDestination<Base.State.Screen, Base.Action>?>?
        @usableFromInline nonisolated(unsafe) let heldAlert:
            WritableKeyPath<Base.State, AlertState<Base.State.AlertAction>.Held?>?
        /// Whether `heldAlert` is given, read on every action without touching the key path.
        @usableFromInline let holdsAlerts: Bool
        @usableFromInline let url: @Sendable (Base.Action) -> URL?
        @usableFromInline let resumes: @Sendable (Base.Action) -> Bool
        @usableFromInline let landing: Landing?
        @usableFromInline let arrived: (@Sendable (inout Base.State, [Base.State.Screen]) -> EffectList<Base.Effect>)?
        @usableFromInline let dropped: (@Sendable (inout Base.State, NavigationRejection) -> EffectList<Base.Effect>)?

        @usableFromInline
        init(
            router: DeepLinkRouter<Base.State.Screen, Base.Action>, rules: AppRules<Base.State>,
            pending: WritableKeyPath<Base.State, NavigationDestination<Base.State.Screen, Base.Action>?>?,
            heldAlert: WritableKeyPath<Base.State, AlertState<Base.State.AlertAction>.Held?>?,
            url: @escaping @Sendable (Base.Action) -> URL?, resumes: @escaping @Sendable (Base.Action) -> Bool,
            landing: Landing?,
            arrived: (@Sendable (inout Base.State, [Base.State.Screen]) -> EffectList<Base.Effect>)?,
            dropped: (@Sendable (inout Base.State, NavigationRejection) -> EffectList<Base.Effect>)?
        ) {
            self.router = router
            self.rules = rules
            self.pending = pending
            self.heldAlert = heldAlert
            self.holdsAlerts = heldAlert != nil
            self.url = url
            self.resumes = resumes
            self.landing = landing
            self.arrived = arrived
            self.dropped = dropped
        }
    }

    @usableFromInline typealias Destination = NavigationDestination<Base.State.Screen, Base.Action>
    @usableFromInline typealias Landing =
        @Sendable (Base.State, Destination) throws -> Destination?

    @usableFromInline
    init(base: Base, links: Links) {
        self.base = base
        self.links = links
    }

    @inlinable
    func reduce(into state: inout Base.State, action: Base.Action) throws(NavigationRejection)
        -> EffectList<Base.Effect>
    {
        var effects: EffectList<Base.Effect>
        if let url = links.url(action) {
            var destination = try links.router.destination(for: url, shownOn: state.navigation)
            if let landing = links.landing {
                guard let answered = try Self.ask(landing, state, destination) else {
                    guard let pending = links.pending else { throw .deepLinkRefused(.nowhereToWait) }
                    // The newest link is the one the user asked for last: it waits instead.
                    state[keyPath: pending] = destination
                    if let broken = links.rules.brokenRule(in: state) { throw broken }
                    return []
                }
                destination = answered
            }
            effects = try show(in: &state) { state throws(NavigationRejection) in
                // The tree is read only for a link that keeps an alert: reading it copies it.
                guard destination.overAnAlert == .returns, destination.isRelative,
                    let alert = state.navigation.alert
                else { return try links.rules.open(destination, in: &state, pending: links.pending) }
                let over = state.navigation.topEntryID
                let actions = try links.rules.open(destination, in: &state, pending: links.pending)
                if state.navigation.alert == nil {
                    // One alert is kept at a time; without a place to keep it, the link would close it.
                    guard let held = links.heldAlert, state[keyPath: held] == nil else { throw .alertAlreadyShown }
                    state[keyPath: held] = AlertState.Held(alert, over: over)
                }
                return actions
            }
            if links.holdsAlerts, let held = links.heldAlert { bringBackHeldAlert(in: &state, held) }
        } else {
            effects = try base.reduce(into: &state, action: action)
            // `resumes` first: reading the key path on every action costs more than the action.
            if let pending = links.pending, links.resumes(action), state[keyPath: pending] != nil {
                effects += resumeWaitingLink(in: &state, pending: pending)
            }
            if links.holdsAlerts, let held = links.heldAlert { bringBackHeldAlert(in: &state, held) }
        }
        if let broken = links.rules.brokenRule(in: state) { throw broken }
        return effects
    }

    /// The landing's answer; an error it throws is a rejection as `NavigationRejection.init(_:)`
    /// maps it.
    @inlinable
    static func ask(_ landing: Landing, _ state: Base.State, _ destination: Destination) throws(NavigationRejection)
        -> Destination?
    {
        do {
            return try landing(state, destination)
        } catch {
            throw NavigationRejection(error)
        }
    }

    /// Shows the alert a link put aside once the tree is back where it was, or lets it go once
    /// the user has gone back past that place.
    @inlinable
    func bringBackHeldAlert(
        in state: inout Base.State, _ key: WritableKeyPath<Base.State, AlertState<Base.State.AlertAction>.Held?>
    ) {
        guard let held = state[keyPath: key] else { return }
        if held.isBack(in: state.navigation) {
            state[keyPath: key] = nil
            // No alert is up and the alert was shown before: it shows again.
            do { try state.navigation.showAlert(held.alert) } catch {}
        } else if held.isGone(from: state.navigation) {
            state[keyPath: key] = nil
        }
    }

    /// A link's actions and the rules are judged after the change: the runtime puts back the
    /// state of a refused action.
    @inlinable static var rejectsWithoutChanging: Bool { false }

    /// Shows the link waiting in `pending` when the rules now allow it; drops it when it can
    /// no longer be shown (one of its actions is refused, it would break a rule now, or it no
    /// longer fits the tree shown), tells `dropped` why, and leaves the state as the action
    /// that let it through made it.
    @inlinable
    func resumeWaitingLink(
        in state: inout Base.State,
        pending: WritableKeyPath<Base.State, NavigationDestination<Base.State.Screen, Base.Action>?>
    ) -> EffectList<Base.Effect> {
        let waiting = state
        do throws(NavigationRejection) {
            var resumed = state
            if let landing = links.landing, let link = resumed[keyPath: pending] {
                guard let answered = try Self.ask(landing, resumed, link) else { return [] }
                resumed[keyPath: pending] = answered
            }
            let actions = try links.rules.resumePending(in: &resumed, pending: pending)
            guard resumed[keyPath: pending] == nil else { return [] }
            let effects = try show(in: &state) { state throws(NavigationRejection) in
                state = resumed
                return actions
            }
            if let broken = links.rules.brokenRule(in: state) { throw broken }
            return effects
        } catch {
            state = waiting
            state[keyPath: pending] = nil
            return links.dropped?(&state, error) ?? []
        }
    }

    /// Opens a destination with `open`, then starts the screens it brought up and runs the
    /// actions it returned.
    @inlinable
    func show(
        in state: inout Base.State, _ open: (inout Base.State) throws(NavigationRejection) -> [Base.Action]
    ) throws(NavigationRejection) -> EffectList<Base.Effect> {
        // The link and its actions are one step, built on a copy and kept whole: a refused
        // action leaves `state` as it was, a plain refusal rather than a change to undo.
        var shown = state
        let actions = try open(&shown)
        var effects: EffectList<Base.Effect> = []
        if let arrived = links.arrived {
            // Each tree read once: reading it out of an app's state copies it.
            let before = state.navigation
            let after = shown.navigation
            if after != before { effects += arrived(&shown, Self.screens(of: after, notIn: before)) }
        }
        for action in actions {
            effects += try base.reduce(into: &shown, action: action)
        }
        state = shown
        return effects
    }
}

extension LinkOpeningReducer {
    /// The screens `tree` shows that `before` did not, root first: by scanning for the few
    /// screens an app's tree holds, by a set beyond. In a tab bar, the branch shown is compared
    /// with what the same tab and the flows over the bar showed: the other tabs brought nothing.
    @inlinable
    static func screens(
        of tree: NavigationState<Base.State.Screen, Base.State.AlertAction>,
        notIn before: NavigationState<Base.State.Screen, Base.State.AlertAction>
    ) -> [Base.State.Screen] {
        guard !tree._tabs.isEmpty || !before._tabs.isEmpty else {
            if before._presented.reduce(before._root.count, { $0 + $1.stack.count }) <= 32 {
                return tree.screens.filter { !before.contains($0) }
            }
            let wasShown = Set(before.screens)
            return tree.screens.filter { !wasShown.contains($0) }
        }
        let beforeRoot = tree.selectedTab.flatMap { before.stack(ofTab: $0) } ?? before._root
        let wasShown = Set(beforeRoot).union(before._presented.lazy.flatMap { $0.stack })
        return tree.stacks.joined().filter { !wasShown.contains($0) }
    }
}

extension Reducer where State: NavigableState, Action: Sendable {
    /// This reducer, opening the app's deep links itself, so an app sends
    /// `store.send(.linkOpened(url))` and nothing else: the route, the rules, a link waiting
    /// behind a sign-in, the link's own actions and the work of the screens it brings up all
    /// happen inside that one action, under the same rules as a tap.
    ///
    /// ```swift
    /// let appReducer = AppReducer().openingLinks(
    ///     router: AppLinks.router, rules: AppState.rules, pending: \.pendingLink,
    ///     url: { action in if case .linkOpened(let url) = action { url } else { nil } },
    ///     arrived: { state, newScreens in [.track(state.navigation.topScreen)] }
    /// )
    /// ```
    ///
    /// For a link action it shows the destination through
    /// ``AppRules/open(_:in:pending:animated:)``, calls `arrived` once — when the tree changed
    /// — with the screens it did not show before, root first (to start what taps to them would have started, and
    /// report where the user landed), then runs the link's actions through the base reducer, in
    /// order. Every other action goes to the base reducer; after one that `resumes` (by default,
    /// any), a link waiting in `pending` is shown with
    /// ``AppRules/resumePending(in:pending:animated:)`` as soon as no guard refuses it — after
    /// signing in, say — and arrives the same way: `arrived`, then its actions. A waiting link
    /// that can no longer be shown (one of its actions is refused now, or it would break a rule)
    /// is dropped, and the action that let it through is judged on its own: an action that
    /// leaves its screen for the link to replace (the login screen after signing in) must keep
    /// the rules without the link too, or it is refused with the link still waiting.
    ///
    /// The whole is one change, checked against every one of `rules` as ``checked(by:)``
    /// checks it — the guards and the rules on the state — so an app that opens links states
    /// its rules here once: when any part is refused or the result breaks a rule, the action is
    /// refused with that reason and every driver leaves the state exactly as before (called
    /// directly, a refusal for a broken rule may leave `state` changed: the runtime undoes it).
    ///
    /// - Parameters:
    ///   - router: The app's routes.
    ///   - rules: The app's rules: a link their guards refuse is refused, one a redirecting
    ///     guard holds back waits, and every action — a link or not — is refused when the
    ///     state it leads to breaks one of them. Give the app's whole rule set, not only its
    ///     guards.
    ///   - pending: Where a link waits behind a redirecting guard, or for the user to answer an
    ///     alert; `nil`: guarded links are refused, and so are links that wait for an alert.
    ///   - heldAlert: Where an alert a link keeps (``NavigationDestination/keepingTheAlert()``)
    ///     waits while the landing shows; it comes back when the user returns from it. `nil`:
    ///     such a link over an open alert is refused with
    ///     ``NavigationRejection/alertAlreadyShown``.
    ///   - url: The URL a link action carries; `nil` for every other action.
    ///   - resumes: Whether a link waiting in `pending` may be shown after this action, once
    ///     no guard refuses it; by default after any action (signing in, finishing
    ///     onboarding). Say which when the link must wait for a particular moment.
    ///   - landing: Looks at the whole state a link would land on — the alert, the app's own
    ///     fields, work the user started and the app keeps track of (a send in flight) — and
    ///     answers with what to show: the route's destination, another one (one that keeps
    ///     the alert, waits for its answer, or ``NavigationDestination/unchanged(actions:)``),
    ///     `nil` for a link that waits in `pending` until it can land, or a thrown refusal
    ///     (a ``NavigationRejection``; another error maps as ``NavigationRejection/init(_:)`` says).
    ///     It is asked when the link arrives and again, with the link as it waits, after each
    ///     action `resumes` lets through: a link waiting behind a sign-in too. A link that
    ///     waits replaces one already waiting. `nil` (the default): the route's destination.
    ///   - arrived: Called after a link changed the tree, now or when it resumes, with the
    ///     screens it brought up: what they need, as taps to them would have started it —
    ///     their state and effects — and where the user landed.
    ///   - dropped: Called when a waiting link can no longer be shown, with the reason — one
    ///     of its actions refused, a rule it would break, a tree it no longer fits (a relative
    ///     link past the nesting limit): to tell the user, or log it.
    @inlinable
    public func openingLinks(
        router: DeepLinkRouter<State.Screen, Action>,
        rules: AppRules<State> = AppRules(),
        pending: WritableKeyPath<State, NavigationDestination<State.Screen, Action>?>? = nil,
        heldAlert: WritableKeyPath<State, AlertState<State.AlertAction>.Held?>? = nil,
        url: @escaping @Sendable (Action) -> URL?,
        resumes: @escaping @Sendable (Action) -> Bool = { _ in true },
        landing: (
            @Sendable (State, NavigationDestination<State.Screen, Action>) throws ->
                NavigationDestination<State.Screen, Action>?
        )? = nil,
        arrived: (@Sendable (inout State, [State.Screen]) -> EffectList<Effect>)? = nil,
        dropped: (@Sendable (inout State, NavigationRejection) -> EffectList<Effect>)? = nil
    ) -> some Reducer<State, Action, Effect> {
        LinkOpeningReducer(
            base: self,
            links: .init(
                router: router, rules: rules, pending: pending, heldAlert: heldAlert, url: url, resumes: resumes,
                landing: landing, arrived: arrived, dropped: dropped))
    }
}

extension LinkOpeningReducer: DeclaresAppRules {
    package var declaredRuleNames: [RuleName] {
        links.rules.names + ((base as? any DeclaresAppRules)?.declaredRuleNames ?? [])
    }
}
