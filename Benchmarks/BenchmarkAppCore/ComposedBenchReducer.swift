import NavigationReducer

/// The nav-cycle reducer composed as an app composes its own: a `ComposedReducer` whose body
/// combines it with a second core, in the app's module, so the store runs the library's
/// composition types across the module boundary.
public struct ComposedBenchReducer: ComposedReducer {
    public init() {}

    public var body: some Reducer<BenchState, BenchAction, BenchEffect> {
        BenchReducer().combined(with: Reduce { _, _ in [] })
    }

    /// The second part never refuses, so only the first, which refuses before changing, can.
    public static var rejectsWithoutChanging: Bool { true }
}

/// The nav-cycle reducer without its word that it refuses before changing: a store keeps the
/// state from before each action, as it does for any reducer that does not say so.
public struct SnapshotBenchReducer: Reducer {
    public init() {}

    @inlinable
    public func reduce(into state: inout BenchState, action: BenchAction) throws(NavigationRejection)
        -> EffectList<BenchEffect>
    {
        try BenchReducer().reduceInlined(into: &state, action: action)
    }
}
