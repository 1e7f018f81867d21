/// The follow-up chain of a driver whose effects are a pure model — the explorer, the fuzzer —
/// run by the same queue and limit as the store's.
extension Runtime {
    /// How a chain of follow-ups ended.
    @usableFromInline
    package enum ChainEnd: Equatable {
        /// The queue is empty: every follow-up was processed.
        case drained
        /// Effects queued more than ``followUpLimit`` actions: the rest were dropped.
        case stoppedAtLimit
        /// The driver asked to stop; the rest were dropped.
        case stoppedByDriver
    }

    /// Runs the follow-ups of an accepted action's `effects` as the store runs them: the
    /// actions `followUps` says each effect sends are queued, up to the follow-up limit, and
    /// processed first in first out, each one's own follow-ups queued after them. A refused
    /// follow-up leaves the state as it was. `processed` is told each follow-up and what the
    /// reducer decided, and returns whether to go on. The queue is empty when this returns.
    @inlinable
    package mutating func followUp(
        _ effects: EffectList<R.Effect>, with followUps: (R.Effect) -> [R.Action],
        processed: (R.Action, Reduction) -> Bool
    ) -> ChainEnd {
        var pending = effects
        while true {
            for effect in pending {
                for action in followUps(effect) {
                    if case .followUpsStopped = handle(.send(action), for: effect) {
                        while nextQueued() != nil {}
                        return .stoppedAtLimit
                    }
                }
            }
            guard let next = nextQueued() else { return .drained }
            let reduction = reduceChecked(next)
            guard processed(next, reduction) else {
                while nextQueued() != nil {}
                return .stoppedByDriver
            }
            if case .accepted(let more) = reduction { pending = more } else { pending = [] }
        }
    }
}
