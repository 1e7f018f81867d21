/// A reducer checked by the app's rules: see ``Reducer/checked(by:)``.
@usableFromInline
struct RuleCheckedReducer<Base: Reducer>: Reducer where Base.State: NavigableState {
    @usableFromInline let base: Base
    @usableFromInline let rules: AppRules<Base.State>

    @usableFromInline
    init(_ base: Base, rules: AppRules<Base.State>) {
        self.base = base
        self.rules = rules
    }

    /// - Throws: What `base` throws, or the rejection naming the first rule broken.
    /// - Complexity: O(*n*) in the screens of the tree and the rules, beyond `base`.
    @inlinable
    func reduce(into state: inout Base.State, action: Base.Action) throws(NavigationRejection)
        -> EffectList<Base.Effect>
    {
        let effects = try base.reduce(into: &state, action: action)
        if let broken = rules.brokenRule(in: state) { throw broken }
        return effects
    }

    /// A broken rule is found on the state the action led to: the runtime puts it back.
    @inlinable static var rejectsWithoutChanging: Bool { false }
}

extension Reducer where State: NavigableState {
    /// This reducer, with every accepted action checked against the app's ``AppRules``: an
    /// action that leads to a state breaking a rule — a tap, a deep link applied by hand, a
    /// logout that leaves a signed-in screen up — is rejected with the rule's reason
    /// (``NavigationRejection/ruleBroken(_:)``, ``NavigationRejection/refusedByGuard(_:)``) and
    /// the state stays as it was.
    ///
    /// Every driver runs the reducer, so every driver checks the rules: the ``Store`` reports a
    /// broken rule as a rejection, a replayed ``Trace`` reproduces it, the test store asserts
    /// it, and the Explorer reports a broken ``AppRules/rule(_:_:)`` as a broken rule with the shortest path
    /// to it. A guard's refusal, often the guard doing its job, is counted among the rejections.
    ///
    /// A rule is checked on the state an action led to, so a refusal for a broken rule comes
    /// after the change: the checked reducer does not ``Reducer/rejectsWithoutChanging``, and
    /// the runtime — the one place that undoes a refusal — puts the state back (an action's
    /// change then copies at most the 32 screens on top of a stack). Called directly, outside a store, a refused action may
    /// leave `state` changed. Check the app's reducer, not a benchmark loop.
    @inlinable
    public func checked(by rules: AppRules<State>) -> some Reducer<State, Action, Effect> {
        RuleCheckedReducer(self, rules: rules)
    }
}

extension RuleCheckedReducer: DeclaresAppRules {
    package var declaredRuleNames: [RuleName] {
        rules.names + ((base as? any DeclaresAppRules)?.declaredRuleNames ?? [])
    }
}
