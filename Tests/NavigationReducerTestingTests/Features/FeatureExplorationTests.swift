import NavigationReducer
import NavigationReducerTesting
import Testing

/// The features' rules seen by the driver that models work rather than running it: the
/// Explorer, with answers arriving late.
@MainActor @Suite struct FeaturesAreExploredAsTheyRun {
    nonisolated static let first = EntryID(flow: 0, number: 1)
    nonisolated static let second = EntryID(flow: 0, number: 2)

    /// Push up to two counters, let each ask for a named reply, stop either, remove either.
    nonisolated static func actions(_ state: TreeState) -> [TreeAction] {
        var actions: [TreeAction] = state.navigation.rootStack.count < 3 ? [.pushChild] : []
        for entry in [first, second] where state.navigation.contains(entry: entry) {
            actions += [
                .entry(EntryAction(entry, .tapped(milliseconds: 1000, name: "x"))),
                .entry(EntryAction(entry, .stopTapped(name: "x"))), .remove(entry),
            ]
        }
        return actions
    }

    /// What each effect's work sends, for the drivers that do not run it.
    nonisolated static func work(_ effect: TreeEffect) -> Work<TreeAction, TreeScreen> {
        switch effect {
        case .entry(let entry, .delayed(let milliseconds, let name)):
            let work = Work<TreeAction, TreeScreen>.run { _ in }
                .answering(.sends(.entry(EntryAction(entry, .response(milliseconds)))))
            return name.map { work.named($0) } ?? work
        case .entry(_, .cancel(let name)), .app(.cancel(let name)), .sheet(.cancel(let name)),
            .grandchild(.cancel(let name)):
            return .cancel(id: name)
        default:
            return .none
        }
    }

    nonisolated static func work(of state: LateAnswers<TreeReducer>.State, otherThan stopped: EntryID) -> [TreeEffect] {
        state.workInFlight.map(\.effect).filter { effect in
            guard case .entry(let entry, _) = effect else { return false }
            return entry != stopped
        }
    }

    @Test func anEntrysWorkIsInFlightOnlyWhileItsEntryIsAndSiblingsShareANameWithoutCancellingEachOther() {
        let report = Explorer(reducer: TreeReducer(), initialState: TreeState(), actions: Self.actions)
            .answeringLate(work: Self.work)
            .invariant("an entry's work is in flight only while its entry is in the tree") { state in
                state.workInFlight.allSatisfy { work in
                    guard case .entry(let entry, _) = work.effect else { return true }
                    return state.navigation.contains(entry: entry)
                }
            }
            .transitionInvariant("a stop on one entry leaves the other entry's work in flight") {
                before, step, after, _ in
                guard case .send(.entry(let stopped)) = step, case .stopTapped = stopped.action else { return true }
                return Self.work(of: before, otherThan: stopped.entry) == Self.work(of: after, otherThan: stopped.entry)
            }
            .limited(depth: 7)
            .run()
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.states.contains { $0.workInFlight.count == 2 })
    }
}
