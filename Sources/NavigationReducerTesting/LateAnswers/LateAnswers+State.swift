import NavigationReducer

extension LateAnswers.State {
    /// The work in flight, oldest first.
    public var workInFlight: [WorkInFlight<App.Action, App.Effect>] {
        running.entries.sorted { $0.key < $1.key }.compactMap { id, entry in describe(id, entry) }
    }

    /// Work `id` as a step names it.
    func describe(_ id: WorkID, _ entry: RunningWork<App.State.Screen, App.Effect>.Entry) -> WorkInFlight<
        App.Action, App.Effect
    >? {
        guard let answers = pending[id] else { return nil }
        guard let place = WorkPlace(entry.tie, in: app.navigation) else { return nil }
        return WorkInFlight(effect: entry.effect, place: place, answers: answers, workName: entry.name)
    }

    /// The oldest running work `work` describes.
    func id(of work: WorkInFlight<App.Action, App.Effect>) -> WorkID? {
        running.entries.filter { id, entry in entry.effect == work.effect && describe(id, entry) == work }
            .map(\.key).min()
    }

    /// The steps the work in flight may take next: each one's answers, then its ending.
    var workSteps: [LateAnswers.Step] {
        workInFlight.flatMap { work in
            work.answers.nextActions.map { LateAnswers.Step.answer($0, from: work) }
                + (work.answers.mayEnd ? [.end(work)] : [])
        }
    }

    /// The work in flight as a multiset: what tells two states with the same app state apart.
    var workCounts: [WorkInFlight<App.Action, App.Effect>: Int] {
        var counts: [WorkInFlight<App.Action, App.Effect>: Int] = [:]
        for work in workInFlight { counts[work, default: 0] += 1 }
        return counts
    }

    /// A hash of the work in flight that does not depend on the order it started in.
    var workHash: Int {
        var sum = 0
        for work in workInFlight { sum &+= work.hashValue }
        return sum
    }

    /// Whether both hold the same work in flight, whatever order it started in.
    func holdsTheSameWork(as other: Self) -> Bool {
        pending.count == other.pending.count && (pending.isEmpty || workCounts == other.workCounts)
    }
}

extension LateAnswers.State: Equatable where App.State: Equatable {
    /// Equal app states with the same work in flight.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.app == rhs.app && lhs.holdsTheSameWork(as: rhs)
    }
}

extension LateAnswers.State: Hashable where App.State: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(app)
        hasher.combine(workHash)
    }
}
