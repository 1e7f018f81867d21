import NavigationReducer

extension TimersEffect {
    /// The work of each effect, ticking and waiting on `clock` — a test gives a `ManualClock` —
    /// and saving through `save`. `Work.run` lives as long as the timer that asked; the names
    /// hold per timer.
    public func work<C: Clock<Duration> & Sendable>(
        clock: C, save: @escaping @Sendable (TimerRow) async -> Void
    ) -> Work<TimersAction, TimersScreen> {
        switch self {
        case .timer(let entry, .tickEverySecond):
            return Work.run { send in
                while (try? await clock.sleep(for: .seconds(1))) != nil {
                    await send(.timer(EntryAction(entry, .tick)))
                }
            }
            .named("ticking")
            .answering(.keepsSending(.timer(EntryAction(entry, .tick))))
        case .timer(_, .stopTicking), .stopwatch(.stopTicking):
            return .cancel(id: "ticking")
        case .stopwatch(.tickEverySecond):
            return Work.run { send in
                while (try? await clock.sleep(for: .seconds(1))) != nil { await send(.stopwatch(.tick)) }
            }
            .named("ticking")
            .answering(.keepsSending(.stopwatch(.tick)))
        case .timer(_, .save(let row)), .stopwatch(.save(let row)):
            return Work.run { _ in await save(row) }
                .debounced(id: "save", for: .milliseconds(500), clock: clock)
        }
    }
}
