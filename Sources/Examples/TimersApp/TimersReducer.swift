import NavigationReducer

/// A list of timers, each a feature on its own entry of the stack — TCA's `forEach` over a
/// `StackState` — and a stopwatch, the same feature on a presented flow (TCA's `ifLet`).
///
/// Each timer ticks and saves under the same names as the others; a name holds in its timer,
/// so one row never restarts or stops another's, and closing a row ends its work.
public struct TimersReducer: ComposedReducer {
    public init() {}

    public var body: some Reducer<TimersState, TimersAction, TimersEffect> {
        ForEachEntry(
            in: \TimersState.navigation, state: \.timer, screen: TimersScreen.timer,
            action: { (action: TimersAction) in if case .timer(let action) = action { action } else { nil } },
            effect: TimersEffect.timer, child: TimerReducer()
        )
        .combined(with: Self.stopwatch)
        .combined(with: TimersCore())
    }

    static let stopwatch = FlowFeature(
        in: \TimersState.navigation, state: \.timer, screen: TimersScreen.timer,  // a flow starting at a timer
        action: { (action: TimersAction) in if case .stopwatch(let action) = action { action } else { nil } },
        effect: TimersEffect.stopwatch, child: TimerReducer()
    )
}

/// The app's own decisions: which timers are shown.
struct TimersCore: Reducer {
    func reduce(into state: inout TimersState, action: TimersAction) throws(NavigationRejection)
        -> EffectList<TimersEffect>
    {
        switch action {
        case .addTimerTapped:
            try state.navigation.push(.timer(TimerRow()))
        case .stopwatchTapped:
            try state.navigation.present(.timer(TimerRow(name: "Stopwatch")), style: .sheet)
        case .stopwatchClosed:
            try state.navigation.dismiss()
        case .closeTapped(let entry):
            try state.navigation.remove(entry: entry)
        case .timer, .stopwatch:
            break
        }
        return []
    }
}
