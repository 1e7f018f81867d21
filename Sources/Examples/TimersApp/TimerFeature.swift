import NavigationReducer

/// One timer of the list: its name, which the user edits, and the seconds it has counted.
/// It is the data of its screen, so it lives with its entry and leaves with it.
public struct TimerRow: Hashable, Sendable {
    public var name = ""
    public var elapsed = 0

    public init(name: String = "", elapsed: Int = 0) {
        self.name = name
        self.elapsed = elapsed
    }
}

/// What happens on one timer's screen.
public enum TimerAction: Hashable, Sendable {
    case startTapped, stopTapped, tick
    case renamed(String)
}

/// What one timer asks of the outside world.
public enum TimerEffect: Hashable, Sendable {
    case tickEverySecond, stopTicking
    /// Save the row, once the user stops typing its name.
    case save(TimerRow)
}

/// One timer's rules, on its own data: it knows nothing of the list or of navigation.
public struct TimerReducer: Reducer, Sendable {
    public init() {}

    public func reduce(into row: inout TimerRow, action: TimerAction) throws(NavigationRejection)
        -> EffectList<TimerEffect>
    {
        switch action {
        case .startTapped: return [.tickEverySecond]
        case .stopTapped: return [.stopTicking]
        case .tick: row.elapsed += 1
        case .renamed(let name):
            row.name = name
            return [.save(row)]
        }
        return []
    }
}
