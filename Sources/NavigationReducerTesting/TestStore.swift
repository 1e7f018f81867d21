import NavigationReducer

/// A store for tests: it runs the reducer on each action and checks the new state and the
/// effects against what the test says, with no real effects and no spies.
///
/// ```swift
/// let store = TestStore(initialState: AppState(), reducer: AppReducer())
/// try store.send(.infoSelected(swift)) {
///     $0.navigation.push(.details(swift))
/// }
/// try store.expectEffects([.track(.details)])
/// try store.send(.back, expectingRejection: .popAtRoot)   // fails: the stack was not at root
/// ```
///
/// **Exhaustive** (the default): after each action the state must equal the previous state
/// changed by the test's closure, and every effect must be asserted — with
/// ``expectEffects(_:fileID:line:)`` or consumed by ``receive(_:from:fileID:line:_:)`` —
/// before the next action and by ``finish(fileID:line:)``.
///
/// **Partial** (``Exhaustivity/partial``), for integration-style tests: the closure is applied
/// to the *actual* new state and must not change it — it states facts by assignment
/// (`$0.session.isLoggedIn = true`) instead of the whole change — and unasserted effects are
/// allowed. Navigation is best checked there through ``journey``: a navigation operation in
/// a partial closure acts on the new state (pushing again, say) and fails.
///
/// Every assertion throws a ``TestStoreFailure`` whose text shows what was expected, what
/// happened, a `-`/`+` line diff of the parts that differ and the actions that led there.
public final class TestStore<R: Reducer> where R.State: NavigableState & Equatable, R.Effect: Equatable {
    public typealias State = R.State
    public typealias Action = R.Action
    public typealias Effect = R.Effect

    /// How much a test must say.
    public enum Exhaustivity: Sendable {
        /// The whole state and every effect.
        case exhaustive
        /// Only what the test states.
        case partial
    }

    /// The state after the last action.
    public private(set) var state: State
    /// What the user saw since the store was made (or since ``JourneyRecorder/restart()``).
    public var journey: JourneyRecorder<State.Screen, State.AlertAction>
    /// Effects produced and not yet asserted, oldest first.
    public internal(set) var pendingEffects: [Effect] = []
    /// Effects produced whose result has not been fed back with `receive` yet.
    var receivableEffects: [Effect] = []
    /// The actions sent and received so far, as they appear in failure messages.
    public private(set) var history: [String] = []
    public let exhaustivity: Exhaustivity
    let reducer: R

    public init(initialState: State, reducer: R, exhaustivity: Exhaustivity = .exhaustive) {
        self.state = initialState
        self.reducer = reducer
        self.exhaustivity = exhaustivity
        self.journey = JourneyRecorder(startingAt: initialState)
    }

    /// Sends `action` and checks the new state.
    ///
    /// - Parameters:
    ///   - action: What the user did.
    ///   - expectedChange: Turns the previous state into the expected one (exhaustive), or
    ///     states facts about the new one (partial). Omit it when the action changes nothing.
    /// - Throws: ``TestStoreFailure`` when effects of the previous action were not asserted,
    ///   the reducer rejected the action, or the state differs from the expectation.
    public func send(
        _ action: Action,
        fileID: String = #fileID,
        line: UInt = #line,
        _ expectedChange: ((inout State) throws -> Void)? = nil
    ) throws(TestStoreFailure) {
        try requireEffectsAsserted(before: "send(\(describe(action)))", fileID: fileID, line: line)
        try run(action, step: "send", fileID: fileID, line: line, expectedChange)
    }

    /// Sends `action` and checks that the reducer rejects it for `reason` and leaves the state
    /// exactly as it was.
    ///
    /// - Throws: ``TestStoreFailure`` when the action is accepted, rejected for another
    ///   reason, or rejected after changing the state.
    public func send(
        _ action: Action,
        expectingRejection reason: NavigationRejection,
        fileID: String = #fileID,
        line: UInt = #line
    ) throws(TestStoreFailure) {
        let step = "send(\(describe(action)))"
        try requireEffectsAsserted(before: step, fileID: fileID, line: line)
        var next = state
        do {
            _ = try reducer.reduce(into: &next, action: action)
        } catch {
            history.append(step + " → rejected")
            if error != reason {
                throw failure("\(step): expected the rejection \"\(reason)\", but it was rejected with \"\(error)\".", fileID, line)
            }
            if next != state {
                throw failure(
                    "\(step): the action was rejected (\(error)) but the state changed: a reducer must reject before it mutates. (- before, + after)\n"
                        + diff(expected: state, actual: next), fileID, line)
            }
            return
        }
        history.append(step)
        throw failure("\(step): expected the rejection \"\(reason)\", but the action was accepted.", fileID, line)
    }

    func run(
        _ action: Action, step: String,
        fileID: String, line: UInt,
        _ expectedChange: ((inout State) throws -> Void)?
    ) throws(TestStoreFailure) {
        let label = "\(step)(\(describe(action)))"
        let previous = state
        var next = state
        let effects: [Effect]
        do {
            effects = try reducer.reduce(into: &next, action: action)
        } catch {
            history.append(label + " → rejected")
            throw failure("\(label): the reducer rejected the action: \(error)", fileID, line)
        }
        history.append(label)
        state = next
        pendingEffects += effects
        receivableEffects += effects
        journey.record(next)
        try check(label, previous: previous, actual: next, expectedChange, fileID: fileID, line: line)
    }

    private func check(
        _ label: String, previous: State, actual: State,
        _ expectedChange: ((inout State) throws -> Void)?,
        fileID: String, line: UInt
    ) throws(TestStoreFailure) {
        var expected = exhaustivity == .exhaustive ? previous : actual
        if let expectedChange {
            do {
                try expectedChange(&expected)
            } catch {
                throw failure("\(label): the expected change threw: \(error)", fileID, line)
            }
        }
        guard expected != actual else { return }
        let what = exhaustivity == .exhaustive ? "the state is not what the test expected" : "the state contradicts what the test stated"
        throw failure("\(label): \(what). (- expected, + actual)\n" + diff(expected: expected, actual: actual), fileID, line)
    }

    func requireEffectsAsserted(before step: String, fileID: String, line: UInt) throws(TestStoreFailure) {
        guard exhaustivity == .exhaustive, !pendingEffects.isEmpty else { return }
        throw failure(
            "\(step): effects of earlier actions were not asserted:\n" + list(pendingEffects), fileID, line)
    }

    func failure(_ text: String, _ fileID: String, _ line: UInt) -> TestStoreFailure {
        let trail = history.isEmpty ? "  (none)" : history.map { "  " + $0 }.joined(separator: "\n")
        return TestStoreFailure(text + "\n\nActions that led here:\n" + trail, fileID: fileID, line: line)
    }

    func describe(_ value: Any) -> String {
        let text = ValueDump.line(of: value)
        return text.hasPrefix(".") ? String(text.dropFirst()) : text
    }

    func list(_ effects: [Effect]) -> String {
        effects.isEmpty ? "  (none)" : effects.map { "  " + ValueDump.line(of: $0) }.joined(separator: "\n")
    }

    func diff(expected: State, actual: State) -> String {
        LineDiff.text(expected: ValueDump.text(of: expected), actual: ValueDump.text(of: actual))
            ?? "  (the values differ but print the same)"
    }
}
