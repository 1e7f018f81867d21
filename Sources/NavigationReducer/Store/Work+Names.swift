/// Work the app names, so that it can cancel it, restart it, debounce or throttle it.
extension Work {
    /// This work, named `id`: starting work with a name that runs in the same scope cancels
    /// the running work first (`.restart`, the default — a search restarted at each
    /// keystroke) or is not started while it runs (`.refuse` — a second tap on "Pay").
    ///
    /// Names hold in the feature that asked for the work (``ForEachEntry``, ``FlowFeature``,
    /// or the app's own reducer) and, within it, in the flow the work is tied to: two rows
    /// of one list never restart each other's "save", nor does a sheet's "load" restart the
    /// "load" of the flow under it. Work still ends with its screen, its flow or the store,
    /// whatever its name.
    ///
    /// ```swift
    /// case .search(let query):
    ///     return .run(whileShowing: .search) { send in
    ///         await send(.resultsLoaded(query, try? await api.search(query)))
    ///     }
    ///     .named(SearchID(), ifRunning: .restart)
    /// ```
    public func named(_ id: some Hashable & Sendable, ifRunning: IfRunning = .restart) -> Self {
        guard case .run(let lifetime, _, let body) = kind else { return self }
        return Self(kind: .run(lifetime, WorkName(id, ifRunning: ifRunning), body), model: model)
    }

    /// Cancels the running work named `id` that the feature asking for it started, or that
    /// its descendants started — never a sibling's or its parent's (TCA's rule) — and starts
    /// nothing. A ``FlowFeature``'s descendants are the features on its entries and on the flows
    /// presented over it; a ``ForEachEntry`` feature has none. The app's own reducer reaches every feature's: with a sheet up, it
    /// still cancels its own work under the sheet. What cancelled work sends later is dropped
    /// and reported. The reducer asks for it with an effect of its own, which a test asserts
    /// like any other.
    public static func cancel(id: some Hashable & Sendable) -> Self {
        Self(kind: .cancel(WorkName(id, ifRunning: .restart)))
    }

    /// This work, named `id`, started only after `duration` passes on `clock` without other
    /// work of that name starting: three keystrokes within the duration run one search.
    /// Give the clock the factory is given, so a test drives it with a `ManualClock`.
    ///
    /// By default only the wait is restarted: work that waited out its duration runs on when
    /// work of its name starts again — a save already sent is not cut short by the next
    /// keystroke, which waits for its own turn. Give `pastTheWait: .restarts` for work whose
    /// answer the next start makes useless, a search for an old query: it is cancelled
    /// whenever its name starts again, as TCA's `debounce` does. ``cancel(id:)`` reaches both.
    public func debounced<C: Clock>(
        id: some Hashable & Sendable, for duration: C.Duration, clock: C, pastTheWait: PastTheWait = .runsOn
    ) -> Self where C: Sendable {
        guard case .run(let lifetime, _, let body) = kind else { return self }
        let runsOn = pastTheWait == .runsOn
        return Self(
            kind: .run(lifetime, WorkName(id, ifRunning: .restart, waitsFirst: runsOn)) { send in
                guard (try? await clock.sleep(for: duration)) != nil else { return }
                if runsOn { await send.passWait() }
                await body(send)
            }, model: model)
    }

    /// This work, named `id`, started at once and holding its name until `duration` on `clock`
    /// has passed since it started — or until it returns, if that is later: work of that name
    /// asked for meanwhile is not started.
    public func throttled<C: Clock>(id: some Hashable & Sendable, for duration: C.Duration, clock: C) -> Self
    where C: Sendable {
        guard case .run(let lifetime, _, let body) = kind else { return self }
        return Self(
            kind: .run(lifetime, WorkName(id, ifRunning: .refuse)) { send in
                let start = clock.now
                await body(send)
                try? await clock.sleep(until: start.advanced(by: duration), tolerance: nil)
            }, model: model)
    }
}

/// What a debounce (``Work/debounced(id:for:clock:pastTheWait:)``) does once it waited out
/// its duration and work of its name starts again.
public enum PastTheWait: Hashable, Sendable {
    /// It runs on, and the new work waits its own turn: a save already sent is not cut short.
    case runsOn
    /// It is cancelled, as before the wait: a search whose answer the new query makes useless.
    case restarts
}

/// What starting named work does when work of that name already runs.
public enum IfRunning: Hashable, Sendable {
    /// Cancel the running work, then start the new one.
    case restart
    /// Leave the running work alone and do not start the new one.
    case refuse
}

/// The name the app gave a piece of work, as a value the runtime compares. A reference: one
/// word in every ``Work``, named or not.
@usableFromInline
package final class WorkName: Hashable, @unchecked Sendable, CustomStringConvertible {
    // The wrapped value is `Sendable`: it was given as `some Hashable & Sendable`.
    @usableFromInline package let id: AnyHashable
    @usableFromInline let ifRunning: IfRunning
    /// Whether the work is a debounce: it waits out its duration before its body sends
    /// anything, and only until then does its name starting again cancel it.
    @usableFromInline package let waitsFirst: Bool

    @usableFromInline init(_ id: some Hashable & Sendable, ifRunning: IfRunning, waitsFirst: Bool = false) {
        self.id = AnyHashable(id)
        self.ifRunning = ifRunning
        self.waitsFirst = waitsFirst
    }

    @usableFromInline package static func == (lhs: WorkName, rhs: WorkName) -> Bool { lhs.id == rhs.id }

    @usableFromInline package func hash(into hasher: inout Hasher) { hasher.combine(id) }

    @usableFromInline package var description: String { String(describing: id.base) }
}
