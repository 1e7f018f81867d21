import Foundation
import NavigationReducer

/// What exploring from damaged saves found: how many were read back and refused, and every
/// accepted one whose session breaks a rule within the steps explored, with the save and the
/// shortest path from it.
public struct RestoredSessionsReport<Action>: CustomStringConvertible {
    /// A save the app accepts, and a rule its session breaks.
    public struct Finding {
        /// The saved file, as restored: a test writes it back to reproduce the finding.
        public let save: String
        /// The rule broken and the path to it from the restored state — an empty path when
        /// the restored state itself breaks it.
        public let violation: Violation<Action>
    }

    /// How many damaged saves the restoration accepted, each explored once.
    public let accepted: Int
    /// How many it refused.
    public let refused: Int
    /// What the sessions of accepted saves broke, one finding a save.
    public let findings: [Finding]

    /// `restored 120 of 300 damaged saves; every session keeps its rules for 3 steps`, or the
    /// findings, each with its save.
    public var description: String {
        let head = "restored \(accepted) of \(accepted + refused) damaged saves"
        guard !findings.isEmpty else { return head + "; every session keeps its rules for \(depth) steps" }
        return
            ([head + "; \(findings.count) sessions break a rule:"]
            + findings.map { "  \($0.violation)\n    from the save \($0.save)" }).joined(separator: "\n")
    }

    let depth: Int
}

extension RestoredSessionsReport.Finding: Sendable where Action: Sendable {}
extension RestoredSessionsReport: Sendable where Action: Sendable {}

extension Explorer where R.State: Codable {
    /// Saves the states this explorer reaches, damages each save the ways a disk or an
    /// attacker would — two in three with only numbers pushed to their limits, one, two or
    /// all at once, the damage most likely to restore — restores it through `restoration`, and explores `depth` steps from
    /// every save it accepts — every action, with this explorer's rules: a session that is
    /// restored is not over, and the next tap must keep the rules too.
    ///
    /// A restored state that breaks a rule, a step that breaks one, and a refusal that
    /// changed the state (`RuleName.rejectLeavesState`: the user's tap is refused, and what it
    /// did stays) are each a ``RestoredSessionsReport/Finding`` with the save. A reducer that
    /// traps on a value a save carries stops the test run there: give every number a save
    /// carries a bound in the app's rules, which `restoration` checks.
    ///
    /// ```swift
    /// let report = Explorer(reducer: AppReducer(), initialState: AppState(), actions: AppAction.possible)
    ///     .exploringRestoredSaves(of: Restoration(formatVersion: 1, rules: AppState.rules), saves: 300, seed: 7)
    /// #expect(report.findings.isEmpty, "\(report)")
    /// ```
    ///
    /// - Parameters:
    ///   - restoration: How the app restores a save.
    ///   - saves: How many damaged saves to restore.
    ///   - seed: Chooses the states saved and the damage: the same seed gives the same report.
    ///   - depth: How many steps to explore from each accepted save.
    public func exploringRestoredSaves(
        of restoration: Restoration<R.State>, saves: Int, seed: UInt64, depth: Int = 2
    ) -> RestoredSessionsReport<R.Action> {
        exploringRestored(
            saves: saves, seed: seed, depth: depth, restoring: { restoration.restore($0) },
            saving: { try? restoration.save($0) })
    }
}

extension Explorer {
    /// Explores `depth` steps from each of `saves` damaged saves of the states this explorer
    /// reaches (at most 1,000 of them), saved by `save` and read back by `restore`.
    func exploringRestored(
        saves: Int, seed: UInt64, depth: Int, restoring restore: (Data) -> Result<R.State, RestorationFailure>,
        saving save: (R.State) -> Data?
    ) -> RestoredSessionsReport<R.Action> {
        var source = self
        source.maxStates = min(maxStates, 1_000)
        source.progress = .never
        let reached = source.run().states.compactMap { state in save(state).map { String(decoding: $0, as: UTF8.self) }
        }
        var random = SeededGenerator(seed: seed)
        var explored = Set<Key>()
        var (accepted, refused) = (0, 0)
        var findings: [RestoredSessionsReport<R.Action>.Finding] = []
        for attempt in 0..<saves {
            guard let saved = reached.randomElement(using: &random) else { break }
            // Two saves in three have only numbers pushed to their limits — one or two of them, or
            // all at once: the damage most likely to restore and then trip the next tap's arithmetic.
            let damaged: String
            switch attempt % 3 {
            case 0: damaged = SavedStateCorruption.damage(saved, using: &random)
            case 1:
                damaged = (0..<Int.random(in: 1...2, using: &random)).reduce(saved) { json, _ in
                    SavedStateCorruption.pushingANumber(in: json, using: &random)
                }
            default: damaged = SavedStateCorruption.pushingEveryNumber(in: saved, using: &random)
            }
            guard case .success(let restored) = restore(Data(damaged.utf8)) else {
                refused += 1
                continue
            }
            accepted += 1
            guard explored.insert(key(restored)).inserted else { continue }
            var session = self
            session.initialState = restored
            session.maxDepth = depth
            session.progress = .never
            if let violation = session.run().violations.first {
                findings.append(.init(save: damaged, violation: violation))
            }
        }
        return RestoredSessionsReport(accepted: accepted, refused: refused, findings: findings, depth: depth)
    }
}

extension Explorer {
    /// ``exploringRestoredSaves(of:saves:seed:depth:)`` for an explorer over work in flight,
    /// with the app's own restoration: each accepted save starts with no work running, as an
    /// app that was relaunched does, and the work its next steps start answers late.
    public func exploringRestoredSaves<App>(
        ofApp restoration: Restoration<App.State>, saves: Int, seed: UInt64, depth: Int = 2
    ) -> RestoredSessionsReport<R.Action> where R == LateAnswers<App>, App.State: Codable {
        exploringRestored(
            saves: saves, seed: seed, depth: depth,
            restoring: { data in restoration.restore(data).map { LateAnswers<App>.State(app: $0) } },
            saving: { state in try? restoration.save(state.app) })
    }
}
