import NavigationReducer

extension TestStore {
    /// Sends `action` and checks the new state.
    ///
    /// - Parameters:
    ///   - action: What the user did.
    ///   - fileID: Where the step is written, for the failure; leave the default.
    ///   - filePath: Where the step is written, for the failure; leave the default.
    ///   - line: Where the step is written, for the failure; leave the default.
    ///   - column: Where the step is written, for the failure; leave the default.
    ///   - expectedChange: Turns the previous state into the expected one (exhaustive), or
    ///     states facts about the new one (partial). Omit it when the action changes nothing.
    ///
    /// Fails when effects or received actions of earlier steps were not asserted, the reducer
    /// rejected the action, or the state differs from the expectation.
    public func send(
        _ action: R.Action,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ expectedChange: ((inout R.State) throws -> Void)? = nil
    ) {
        let location = TestLocation(fileID, filePath, line, column)
        requireAsserted(before: "send(\(describe(action)))", at: location)
        process(action, step: "send", at: location, expectedChange)
    }

    /// Sends `action` and checks that the reducer rejects it for `reason` and leaves the state
    /// exactly as it was.
    ///
    /// Fails when the action is accepted, rejected for another reason, or rejected after
    /// changing the state.
    public func send(
        _ action: R.Action,
        expectingRejection reason: NavigationRejection,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = TestLocation(fileID, filePath, line, column)
        let step = "send(\(describe(action)))"
        requireAsserted(before: step, at: location)
        let before = runtime.state
        runtime.arriveAhead()
        defer { runtime.settle() }
        let verdict = runtime.reduceChecking(action)
        switch verdict {
        case .refused, .refusedAfterChanging, .brokeRule:
            let error = verdict.rejection ?? reason
            history.append(step + " → rejected: \(error)")
            if error != reason {
                let (expected, actual) =
                    reason.description == error.description
                    ? (ValueDump.line(of: reason), ValueDump.line(of: error)) : (reason.description, error.description)
                fail(
                    "\(step): expected the rejection \"\(expected)\", but it was rejected with \"\(actual)\".",
                    at: location)
            } else if case .refusedAfterChanging = verdict {
                fail(
                    "\(step): the action was rejected (\(error)) but the state changed: a reducer must reject before it mutates. (- before, + after)\n"
                        + diff(expected: before, actual: runtime.stateChangedBeforeRefusing(action)), at: location)
            }
        case .accepted(let effects):
            history.append(step)
            record(effects, at: location)
            journey.record(runtime.state)
            fail("\(step): expected the rejection \"\(reason)\", but the action was accepted.", at: location)
        }
    }

    func process(
        _ action: R.Action, step: String, at location: TestLocation,
        _ expectedChange: ((inout R.State) throws -> Void)?
    ) {
        let label = "\(step)(\(describe(action)))"
        let previous = runtime.state
        // A step as the runtime sees it: the action arrives, and once it and its effects are
        // handled, the drain ends when nothing waits to be received.
        runtime.arriveAhead()
        defer { runtime.settle() }
        let verdict = runtime.reduceChecking(action)
        switch verdict {
        case .refused, .refusedAfterChanging, .brokeRule:
            history.append(label + " → rejected: " + (verdict.rejection.map(String.init(describing:)) ?? ""))
            let note: String
            if case .refusedAfterChanging = verdict {
                note = " (and it changed the state before rejecting: a reducer must reject before it mutates)"
            } else {
                note = ""
            }
            fail(
                "\(label): the reducer rejected the action: \(verdict.rejection.map(String.init(describing:)) ?? "")\(note)",
                at: location)
        case .accepted(let effects):
            history.append(label)
            journey.record(runtime.state)
            record(effects, at: location)
            check(label, previous: previous, actual: runtime.state, expectedChange, at: location)
        }
    }

    func check(
        _ label: String, previous: R.State, actual: R.State,
        _ expectedChange: ((inout R.State) throws -> Void)?, at location: TestLocation
    ) {
        var expected = exhaustive ? previous : actual
        if let expectedChange {
            do {
                try expectedChange(&expected)
            } catch {
                return fail("\(label): the expected change threw: \(error)", at: location)
            }
        }
        guard expected != actual else { return }
        let what =
            exhaustive
            ? "the state is not what the test expected" : "the state contradicts what the test stated"
        fail("\(label): \(what). (- expected, + actual)\n" + diff(expected: expected, actual: actual), at: location)
    }

    func requireAsserted(before step: String, at location: TestLocation) {
        guard exhaustive else { return }
        if effectFactory == nil, !pendingEffects.isEmpty {
            fail("\(step): effects of earlier actions were not asserted:\n" + list(pendingEffects), at: location)
        }
        if runtime.queuedCount > 0 {
            fail("\(step): actions were received and not asserted:\n" + list(queuedActions), at: location)
        }
    }

    func fail(_ text: String, at location: TestLocation) {
        let trail = history.isEmpty ? "  (none)" : history.map { "  " + $0 }.joined(separator: "\n")
        onFailure(
            TestStoreFailure(
                text + "\n\nActions that led here:\n" + trail, fileID: location.fileID, filePath: location.filePath,
                line: location.line, column: location.column))
    }

    func describe(_ value: Any) -> String {
        let text = ValueDump.line(of: value)
        return text.hasPrefix(".") ? String(text.dropFirst()) : text
    }

    func list(_ values: [Any]) -> String {
        values.isEmpty ? "  (none)" : values.map { "  " + ValueDump.line(of: $0) }.joined(separator: "\n")
    }

    /// The running work, one line each: the effect that started it and, for work tied to a
    /// screen or a flow, which one.
    func listRunningWork() -> String {
        runtime.runningWorkDescriptions.map { effect, tie, name in
            let started = "  " + ValueDump.line(of: effect) + (name.map { " named \($0)" } ?? "")
            switch tie {
            case .store: return started
            case .screen(let screen, let id): return started + ", while \(ValueDump.line(of: screen)) is shown (\(id))"
            case .flow(let level): return started + ", while the flow at level \(level) is shown"
            }
        }.joined(separator: "\n")
    }

    func diff(expected: R.State, actual: R.State) -> String {
        LineDiff.text(expected: ValueDump.text(of: expected), actual: ValueDump.text(of: actual))
            ?? "  (the values differ but print the same)"
    }
}
