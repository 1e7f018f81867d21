import NavigationReducer

/// ``BenchReducer`` as a separate type in its own module, whose body a caller in another module
/// cannot see: every action is a call.
///
/// A release build may still inline a small public reducer whose body uses only public
/// declarations across modules, so `@inline(never)` stands for the reducer whose body the
/// compiler cannot take along: one that uses its module's internal helpers, or a prebuilt
/// framework's.
public struct SeparateModuleReducer: Reducer {
    public var effectPerPush: Bool

    public init(effectPerPush: Bool = false) {
        self.effectPerPush = effectPerPush
    }

    @inline(never)
    public func reduce(into state: inout BenchState, action: BenchAction) throws(NavigationRejection)
        -> EffectList<BenchEffect>
    {
        try BenchReducer(effectPerPush: effectPerPush).reduceInlined(into: &state, action: action)
    }
}
