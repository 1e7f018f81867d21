import NavigationReducer

/// The screens of the timers app: the list, and a timer — pushed as a row of the list, or
/// presented on its own as a stopwatch.
public enum TimersScreen: Hashable, Sendable {
    case timers
    case timer(TimerRow)

    /// The timer's data, `nil` for the list: what the features run on.
    public var timer: TimerRow? {
        get { if case .timer(let row) = self { row } else { nil } }
        set { if let newValue { self = .timer(newValue) } }
    }
}

/// The whole app: its navigation, whose timer screens hold the timers' data.
public struct TimersState: NavigableState, Hashable, Sendable {
    public var navigation = NavigationState<TimersScreen, Never>(root: .timers)

    public init() {}
}

public enum TimersAction: Hashable, Sendable {
    case addTimerTapped, stopwatchTapped, stopwatchClosed
    case closeTapped(EntryID)
    /// What happened on one timer of the list.
    case timer(EntryAction<TimerAction>)
    /// What happened on the stopwatch.
    case stopwatch(TimerAction)
}

public enum TimersEffect: Hashable, Sendable {
    case timer(EntryID, TimerEffect)
    case stopwatch(TimerEffect)
}
