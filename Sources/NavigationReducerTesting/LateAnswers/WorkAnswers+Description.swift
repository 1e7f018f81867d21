import NavigationReducer

extension WorkAnswers: CustomStringConvertible {
    /// The ways, as a test wrote them: `sends(.detailsLoaded(7))`, `keepsSending(.tick)`.
    public var description: String {
        let described = ways.map { way -> String in
            let sent = way.sends.map { ValueDump.line(of: $0) }.joined(separator: ", ")
            switch way.then {
            case .ends: return sent.isEmpty ? "endsWithoutSending" : "sends(\(sent))"
            case .keepsSending(let action):
                let again = "keepsSending(\(ValueDump.line(of: action)))"
                return sent.isEmpty ? again : "sends(\(sent)), then \(again)"
            case .runsUntilCancelled: return sent.isEmpty ? "runsUntilCancelled" : "sends(\(sent)), then runs"
            }
        }
        return described.count == 1 ? described[0] : "oneOf(\(described.joined(separator: ", ")))"
    }
}
