/// The driver of a runtime whose work never runs — the explorer, the fuzzer, the late-answer
/// model and a violation's trace: it processes an action as the ``Store`` does (reduced, its
/// effects carried out through a factory, the follow-ups they queue drained) and keeps every
/// outcome, in order, for the driver to read.
///
/// Every refusal is read the same way in debug and release builds (``Runtime/reduceChecking(_:)``),
/// and a follow-up that breaks a rule does not stop the drain: the store would go on, so the
/// explorer and the fuzzer see what it sees.
@usableFromInline
package struct PureDriver<Core: Reducer>: RuntimeDriver where Core.State: NavigableState, Core.Action: Sendable {
    /// One thing that happened while an action was processed.
    @usableFromInline
    package enum Step {
        /// The runtime reduced `action`: its verdict.
        case reduced(Core.Action, Verdict<Core.Effect>)
        /// The runtime decided this for an accepted action's effects or for work that left.
        case work(Runtime<Core>.WorkStep)
    }

    @usableFromInline package var runtime: Runtime<Core>
    @usableFromInline let factory: (Core.Effect) -> Work<Core.Action, Core.State.Screen>
    /// What happened since the driver was made, in order.
    @usableFromInline package private(set) var steps: [Step] = []
    /// The effects of every accepted action, in order.
    @usableFromInline package private(set) var effects: EffectList<Core.Effect> = []

    /// A driver of `runtime` whose effects become work through `factory`.
    @inlinable
    package init(
        _ runtime: Runtime<Core>, factory: @escaping (Core.Effect) -> Work<Core.Action, Core.State.Screen>
    ) {
        self.runtime = runtime
        self.factory = factory
    }

    /// A driver of `runtime` whose effects send back the actions `model` says, at once, as a
    /// factory's `Work.send` does.
    @inlinable
    package init(_ runtime: Runtime<Core>, sending model: @escaping (Core.Effect) -> [Core.Action]) {
        self.init(runtime) { Work(kind: .sendEach(model($0))) }
    }

    /// Reduces `action`, checked in every build, then carries out its effects and drains what
    /// they queue: one step of a user or of running work, as the store takes it.
    @inlinable @discardableResult
    package mutating func process(_ action: Core.Action) -> Verdict<Core.Effect> {
        let verdict = reduce(action)
        drain()
        return verdict
    }

    /// Carries out `effects`, which the driver's own reading of an action accepted, and drains
    /// the follow-ups they queue.
    @inlinable
    package mutating func settle(_ effects: EffectList<Core.Effect>) {
        carryOut(effects)
        drain()
    }

    @inlinable
    package mutating func processQueued(_ action: Core.Action) {
        reduce(action)
    }

    @inlinable @discardableResult
    mutating func reduce(_ action: Core.Action) -> Verdict<Core.Effect> {
        let verdict = runtime.reduceChecking(action)
        steps.append(.reduced(action, verdict))
        if case .accepted(let accepted) = verdict { carryOut(accepted) }
        return verdict
    }

    @inlinable
    mutating func carryOut(_ accepted: EffectList<Core.Effect>) {
        effects += accepted
        var decided: [Runtime<Core>.WorkStep] = []
        runtime.carryOut(accepted, through: factory) { decided.append($0) }
        for step in decided { steps.append(.work(step)) }
    }
}

extension PureDriver.Step {
    /// The rule this step broke, if any: a refusal that changed the state or came from the
    /// app's rules (``Verdict/brokenRule``), or a follow-up chain stopped at the limit.
    @inlinable package var brokenRule: RuleName? {
        switch self {
        case .reduced(_, let verdict): verdict.brokenRule
        case .work(.followUpsStopped): .followUpChainStops
        case .work: nil
        }
    }
}
