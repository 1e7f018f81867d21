import Foundation
import NavigationReducer
import NavigationReducerTesting
import Testing

/// A tally whose back action takes one off and refuses a negative count — after changing the
/// state, a bug only a save with a count it never reaches can show.
struct TallyState: NavigableState, Hashable, Codable, Sendable {
    enum Screen: Hashable, Sendable, Codable { case list, detail }
    var navigation = NavigationState<Screen, Never>(root: .list)
    var count = 0
}

enum TallyAction: Hashable, Sendable { case opened, back }

enum TallyRefusal: RejectionReason {
    case negative
    var description: String { "the tally cannot leave 0...Int.max" }
}

let tallyReducer = Reduce<TallyState, TallyAction, Never> { state, action in
    switch action {
    case .opened:
        guard state.count < .max else { throw NavigationRejection.refused(TallyRefusal.negative) }
        try state.navigation.push(.detail)
        state.count += 1
    case .back:
        try state.navigation.pop()
        guard state.count > .min else { throw NavigationRejection.refused(TallyRefusal.negative) }
        state.count -= 1
        guard state.count >= 0 else { throw NavigationRejection.refused(TallyRefusal.negative) }
    }
    return []
}

@Suite struct ExploringFromRestoredSaves {
    func report(depth: Int = 2) -> RestoredSessionsReport<TallyAction> {
        Explorer(reducer: tallyReducer, initialState: TallyState()) { state in
            state.navigation.rootStack.isAtRoot ? [.opened] : [.back]
        }
        .exploringRestoredSaves(of: Restoration(formatVersion: 1), saves: 200, seed: 7, depth: depth)
    }

    @Test func aSaveWhoseNextStepIsRefusedAfterChangingIsFoundWithTheSaveAndThePath() throws {
        let report = report()
        let finding = try #require(report.findings.first)
        #expect(finding.violation.rule == .rejectLeavesState)
        #expect(finding.violation.path.last == .back)
        // A count the tally never reaches on its own: below 0 on the list, or below 1 on a detail.
        let restored = try #require(
            try? Restoration<TallyState>(formatVersion: 1).restore(Data(finding.save.utf8)).get())
        #expect(restored.count < (restored.navigation.rootStack.isAtRoot ? 0 : 1), "\(finding.save)")
        #expect(report.accepted > 0 && report.refused > 0)
        #expect(report.description.hasPrefix("restored \(report.accepted) of 200 damaged saves; "))
    }

    @Test func noStepExploredFindsNothingBeyondTheRestoredState() {
        let report = report(depth: 0)
        #expect(report.findings.isEmpty)
        #expect(
            report.description
                == "restored \(report.accepted) of 200 damaged saves; every session keeps its rules for 0 steps")
    }
}
