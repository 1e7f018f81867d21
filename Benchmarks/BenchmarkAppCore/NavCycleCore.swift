import NavigationReducer

// The app core the workloads drive, in a module of its own as an app's core would be.
// `BenchReducer` is inlinable, so the benchmark's module compiles it as if it were its own;
// `SeparateModuleReducer` is the same reducer behind the module boundary.

public enum BenchScreen: Hashable, Sendable {
    case home
    case list
    case detail(Int)
    case editor(Int)
}

public enum BenchAlertAction: Hashable, Sendable {
    case cancel
    case logout
}

public struct BenchState: NavigableState, Hashable, Sendable {
    public var navigation = NavigationState<BenchScreen, BenchAlertAction>(root: .home)

    @inlinable public init() {}
}

public enum BenchAction: Hashable, Sendable {
    case pushList
    case pushDetail(Int)
    case presentEditor(Int)
    case dismissPopup
    case showAlert
    case choose(BenchAlertAction)
    case pop
}

public enum BenchEffect: Hashable, Sendable {
    case pushed
}

public let logoutConfirmation = AlertState<BenchAlertAction>(
    title: "Want to logout?",
    style: .actionSheet,
    .cancel("Cancel", sending: .cancel),
    .destructive("Logout", sending: .logout)
)

/// The nav-cycle reducer; with `effectPerPush` every push also returns one effect.
public struct BenchReducer: Reducer {
    public var effectPerPush: Bool

    @inlinable public init(effectPerPush: Bool = false) {
        self.effectPerPush = effectPerPush
    }

    /// Each action is one of the library's operations, which refuse before changing anything.
    @inlinable public static var rejectsWithoutChanging: Bool { true }

    @inlinable
    public func reduce(into state: inout BenchState, action: BenchAction) throws(NavigationRejection)
        -> EffectList<BenchEffect>
    {
        try reduceInlined(into: &state, action: action)
    }

    /// The reducer's body, always inlined where it is called: `reduce-inout` calls it so that it
    /// measures the library's operations against the raw `switch`, not a call. Called through
    /// ``reduce(into:action:)``, as the store and the pure form call it, the body is a call as
    /// in any app whose reducer is larger than the compiler inlines.
    @inlinable @inline(__always)
    public func reduceInlined(
        into state: inout BenchState, action: BenchAction
    ) throws(NavigationRejection) -> EffectList<BenchEffect> {
        switch action {
        case .pushList:
            try state.navigation.push(.list)
            return effectPerPush ? [.pushed] : []
        case .pushDetail(let id):
            try state.navigation.push(.detail(id))
            return effectPerPush ? [.pushed] : []
        case .presentEditor(let id):
            try state.navigation.present(.editor(id))
        case .dismissPopup:
            try state.navigation.dismiss()
        case .showAlert:
            try state.navigation.showAlert(logoutConfirmation)
        case .choose(let choice):
            try state.navigation.chooseAlertButton(sending: choice)
        case .pop:
            try state.navigation.pop()
        }
        return []
    }
}

extension BenchState {
    /// What a run's final state looks like, compared with what the workload implies.
    public var summary: String {
        "depth \(navigation.rootStack.count) top \(navigation.rootStack.top) popup \(navigation.isPresenting) alert \(navigation.alert != nil)"
    }
}
