import NavigationReducer

/// The nav-cycle reducer composed as an app composes its own: a `ComposedReducer` whose body
/// combines it with a second core, in the app's module, so the store runs the library's
/// composition types across the module boundary.
public struct ComposedBenchReducer: ComposedReducer {
    public init() {}

    public var body: some Reducer<BenchState, BenchAction, BenchEffect> {
        BenchReducer().combined(with: Reduce { _, _ in [] })
    }
}
