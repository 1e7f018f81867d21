import NavigationReducer
import NavigationReducerTesting
import Testing

/// The explorer and the fuzzer read a refusal one way: a reducer checked by the app's rules
/// that tries to reach a state breaking one has broken that rule, for both.
@Suite struct TheExplorerAndTheFuzzerReadARefusalAlike {
    static let listOnlyAtTheRoot: RuleName = "the list is only ever the root"
    /// The planted bug of `buggyNotesReducer`, refused by a declared rule before any state
    /// breaks it: only the refusal can tell.
    static var checked: some Reducer<NotesState, NotesAction, NotesEffect> {
        buggyNotesReducer.checked(
            by: AppRules<NotesState>().rule(listOnlyAtTheRoot) { !$0.navigation.rootStack.dropFirst().contains(.list) })
    }

    @Test func aReducerTryingToBreakADeclaredRuleBreaksItForTheExplorer() throws {
        let report = Explorer(reducer: Self.checked, initialState: NotesState()) { _ in everyNotesAction }.run()
        let violation = try #require(report.violations.first { $0.rule == Self.listOnlyAtTheRoot })
        #expect(violation.trace.entries.last?.rejection == .ruleBroken(Self.listOnlyAtTheRoot))
        #expect(report.states.allSatisfy { !$0.navigation.rootStack.dropFirst().contains(.list) })
    }

    @Test func aReducerTryingToBreakADeclaredRuleBreaksItForTheFuzzer() throws {
        let report = Fuzzer(reducer: Self.checked, initialState: NotesState()) { _ in everyNotesAction }
            .run(seed: 7, steps: 100_000)
        let violation = try #require(report.violation, "the fuzzer did not report the rule the reducer tried to break")
        #expect(violation.rule == Self.listOnlyAtTheRoot)
        #expect(violation.trace.entries.last?.rejection == .ruleBroken(Self.listOnlyAtTheRoot))
    }

    @Test func bothNameTheSameRuleForTheSameCore() throws {
        let explored = Explorer(reducer: Self.checked, initialState: NotesState()) { _ in everyNotesAction }.run()
        let fuzzed = Fuzzer(reducer: Self.checked, initialState: NotesState()) { _ in everyNotesAction }
            .run(seed: 1, steps: 100_000)
        #expect(Set(explored.violations.map(\.rule)) == [Self.listOnlyAtTheRoot])
        #expect(fuzzed.violation?.rule == Self.listOnlyAtTheRoot)
    }
}
