/// The follow-up chain of a driver whose effects are a pure model — the explorer, the fuzzer,
/// a violation's trace — run by the same queue and limit as the store's.
extension Runtime {
    /// One step of a follow-up chain.
    @usableFromInline
    package enum ChainStep {
        /// The oldest queued follow-up was reduced: what the runtime made of it.
        case reduced(R.Action, Verdict<R.Effect>)
        /// Effects queued more than ``followUpLimit`` actions: the rest were dropped, and the
        /// chain is over.
        case stoppedAtLimit
    }

    /// Queues the actions `model` says each of `effects` sends, as the store queues a
    /// factory's ``Work/send(_:)``, then reduces the oldest queued action: `nil` when none
    /// is left and the chain is over.
    ///
    /// A driver calls it with an accepted action's effects, then with the effects of each
    /// accepted step (`[]` after a refused one) until it returns `nil`. A refusal is undone
    /// in every build, whatever the reducer's word, so a pure driver sees every refusal the
    /// same way in debug and release builds.
    @inlinable
    package mutating func nextFollowUp(
        after effects: EffectList<R.Effect>, model: (R.Effect) -> [R.Action]
    ) -> ChainStep? {
        for effect in effects {
            for action in model(effect) {
                if case .followUpsStopped = followUp(action) {
                    dropQueued()
                    return .stoppedAtLimit
                }
            }
        }
        guard let next = nextQueued() else { return nil }
        return .reduced(next, reduceChecking(next))
    }

    /// Drops every queued action and ends the drain: a driver stopping a chain early.
    @inlinable
    package mutating func dropQueued() {
        while nextQueued() != nil {}
    }
}
