import NavigationReducer

extension LateAnswers.State {
    /// The work in flight, oldest first.
    @inlinable
    public var workInFlight: [WorkInFlight<App.Action, App.Effect>] {
        running.entries.sorted { $0.key < $1.key }.compactMap { id, entry in describe(id, entry) }
    }

    /// Work `id` as a step names it.
    @inlinable
    func describe(_ id: WorkID, _ entry: RunningWork<App.State.Screen, App.Effect>.Entry) -> WorkInFlight<
        App.Action, App.Effect
    >? {
        guard let answers = pending[id] else { return nil }
        guard let place = WorkInFlight<App.Action, App.Effect>.Place(entry.tie, in: app.navigation) else { return nil }
        let nameScope = entry.origin.flatMap { WorkInFlight<App.Action, App.Effect>.Place($0, in: app.navigation) }
        return WorkInFlight(
            effect: entry.effect, place: place, answers: answers, workName: entry.name, nameScope: nameScope,
            lastAnswerRefused: refusedAnswers[id] != nil,
            isWaiting: entry.name?.waitsFirst == true && !running.hasPassedItsWait(id))
    }

    /// The oldest running work `work` describes.
    @inlinable
    func id(of work: WorkInFlight<App.Action, App.Effect>) -> WorkID? {
        running.entries.filter { id, entry in
            entry.effect == work.effect && describe(id, entry) == work
        }
        .map(\.key).min()
    }

    /// The steps the work in flight may take next: each one's answers, then its ending; a
    /// debounce still waiting only waits out its duration.
    @inlinable
    var workSteps: [LateAnswers.Step] {
        workInFlight.flatMap { work in
            guard !work.isWaiting else { return [LateAnswers.Step.passesWait(work)] }
            return work.answers.nextActions.map { LateAnswers.Step.answer($0, from: work) }
                + (work.answers.mayEnd ? [.end(work)] : [])
        }
    }

    /// The work in flight as a multiset: what tells two states with the same app state apart.
    @inlinable
    var workCounts: [WorkInFlight<App.Action, App.Effect>: Int] {
        var counts: [WorkInFlight<App.Action, App.Effect>: Int] = [:]
        for work in workInFlight { counts[work, default: 0] += 1 }
        return counts
    }

    /// A hash of the work in flight that does not depend on the order it started in.
    @inlinable
    var workHash: Int {
        var sum = 0
        for (id, entry) in running.entries { sum &+= describe(id, entry).hashValue }
        return sum
    }

    /// Whether both hold the same work in flight, whatever order it started in.
    @inlinable
    func holdsTheSameWork(as other: Self) -> Bool {
        guard pending.count == other.pending.count else { return false }
        switch pending.count {
        case 0: return true
        case 1:
            guard let (id, entry) = running.entries.first, let (otherID, otherEntry) = other.running.entries.first
            else { return false }
            return describe(id, entry) == other.describe(otherID, otherEntry)
        default: return workCounts == other.workCounts
        }
    }
}

extension LateAnswers.State: Equatable where App.State: Equatable {
    /// Equal app states with the same work in flight.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.app == rhs.app && lhs.holdsTheSameWork(as: rhs)
    }
}

extension LateAnswers.State: Hashable where App.State: Hashable {
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(app)
        hasher.combine(workHash)
    }
}
