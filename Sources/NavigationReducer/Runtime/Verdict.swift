/// What the runtime made of one action: the one reading of a refusal that every driver —
/// store, test store, explorer, fuzzer — and trace replay share.
@usableFromInline
package enum Verdict<Effect> {
    /// The state changed (or not) and these effects are to be run, in order.
    case accepted(EffectList<Effect>)
    /// Refused, leaving the state as it was.
    case refused(NavigationRejection)
    /// Refused after the reducer had changed the state: the runtime put it back. The reducer
    /// broke the rule that a refusal changes nothing.
    case refusedAfterChanging(NavigationRejection)
    /// The app's declared rules refused the state the action led to
    /// (``NavigationRejection/ruleBroken(_:)``): the runtime put the state back. The reducer
    /// tried to break a rule.
    case brokeRule(RuleName)

    /// The reason of a refusal, `nil` when accepted.
    @inlinable package var rejection: NavigationRejection? {
        switch self {
        case .accepted: nil
        case .refused(let reason), .refusedAfterChanging(let reason): reason
        case .brokeRule(let name): .ruleBroken(name)
        }
    }

    /// Reads a refusal for `reason`; `changed` says whether the reducer had changed the state
    /// (`nil`: not known), and is asked only when it matters. A broken rule or a guard judges
    /// the state an action led to, so having changed it first is their way, not a fault: a
    /// reducer that changes the state and then asks a guard is not caught by this reading.
    @inlinable
    package init(refusal reason: NavigationRejection, changed: @autoclosure () -> Bool?) {
        switch reason {
        case .ruleBroken(let name): self = .brokeRule(name)
        case .refusedByGuard: self = .refused(reason)
        default: self = changed() == true ? .refusedAfterChanging(reason) : .refused(reason)
        }
    }
}

extension Verdict {
    /// The rule a refusal broke, read one way by every pure driver: a change the reducer made
    /// before refusing breaks ``RuleName/rejectLeavesState``; a refusal by the app's declared
    /// rules is that rule broken — the reducer tried to reach a state that breaks it. `nil` for
    /// an accepted action and a clean refusal.
    @inlinable package var brokenRule: RuleName? {
        switch self {
        case .accepted, .refused: nil
        case .refusedAfterChanging: .rejectLeavesState
        case .brokeRule(let name): name
        }
    }
}
