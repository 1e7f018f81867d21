import NavigationReducer
import NavigationReducerTesting
import Testing

/// A counter whose `up` counts down while the switch is on: reaching 3 takes the right ups
/// with the switch off, among steps that change nothing that matters.
struct Dial: NavigableState, Hashable, Sendable {
    var navigation = NavigationState<Int, Never>(root: 0)
    var count = 0
    var switchedOn = false
}

enum DialAction: Hashable, Sendable { case up, flip, noise }

let dialReducer = Reduce<Dial, DialAction, Never> { state, action in
    switch action {
    case .up: state.count += state.switchedOn ? -1 : 1
    case .flip: state.switchedOn.toggle()
    case .noise: break
    }
    return []
}

let dialNeverReaches3: RuleName = "the dial never reaches 3"

/// Whether `actions`, sent from a new dial through the pure reducer, reach 3 at some step.
func reaches3(_ actions: [DialAction]) -> Bool {
    var dial = Dial()
    for action in actions {
        dial = (try? dialReducer.reduce(dial, action).0) ?? dial
        if dial.count >= 3 { return true }
    }
    return false
}

@Suite struct TheFuzzerKeepsTheExplorersRulesAndWords {
    @Test func aTransitionRuleOfTheExplorerIsCheckedOnEveryWalk() throws {
        let deeper: RuleName = "back never makes the stack deeper"
        let explorer = Explorer(reducer: buggyNotesReducer, initialState: NotesState()) { _ in everyNotesAction }
            .transitionInvariant(deeper) { before, action, after, _ in
                action != .back || after.navigation.rootStack.count < before.navigation.rootStack.count
            }
        let report = Fuzzer(explorer).run(seed: 3, steps: 50_000)
        let violation = try #require(report.violation, "\(report)")
        #expect(violation.rule == deeper)
        #expect(violation.path.last == .back)
    }

    @Test func aLateAnswerInAFuzzReportReadsAsInTheExplorersPath() throws {
        let report = Fuzzer(shopExplorer(ShopWiring(tiesLoadToScreen: false))).run(seed: 7, steps: 20_000)
        #expect(
            report.description.hasSuffix(
                """
                    1. itemTapped(1)
                    2. back
                    3. detailsLoaded(1) arrives (work of loadDetails(1))
                """), "\(report)")
    }

    @Test(arguments: 1...12)
    func noSingleActionAndNoPairCanBeRemovedFromAShrunkWalk(seed: UInt64) throws {
        let report = Fuzzer(reducer: dialReducer, initialState: Dial()) { _ in [.up, .flip, .noise, .noise] }
            .invariant(dialNeverReaches3) { $0.count < 3 }
            .walks(of: 60)
            .run(seed: seed, steps: 10_000)
        let path = try #require(report.violation?.path)
        #expect(reaches3(path))
        for first in path.indices {
            var withoutOne = path
            withoutOne.remove(at: first)
            #expect(!reaches3(withoutOne), "\(path) without step \(first + 1) still breaks the rule")
            for second in path.indices where second > first {
                var withoutTwo = path
                withoutTwo.remove(at: second)
                withoutTwo.remove(at: first)
                #expect(
                    !reaches3(withoutTwo), "\(path) without steps \(first + 1), \(second + 1) still breaks the rule")
            }
        }
    }
}

@Suite struct AnExplorationReportCountsTheAppsOwnRules {
    @Test func theRulesTheCheckedReducerKeepsAreCountedWithTheExplorers() {
        let rules = AppRules<NotesState>()
            .rule("at most one editor") { $0.navigation.presentedFlows.count <= 1 }
            .rule("the list is the root") { $0.navigation.rootStack.root == .list }
        let report = Explorer(reducer: notesReducer.checked(by: rules), initialState: NotesState()) { _ in
            everyNotesAction
        }
        .invariant("the list is the root") { $0.navigation.rootStack.root == .list }
        .invariant("a note is saved at most once") { $0.saved.count <= 2 }
        .run()
        #expect(report.description.contains("rules: all 3 hold"), "\(report)")
    }
}

@Suite struct OneDrainForEveryDriver {
    enum Step: Hashable, Sendable { case go, refuse, mark }
    struct Marks: NavigableState, Hashable, Sendable {
        var navigation = NavigationState<Int, Never>(root: 0)
        var marked = false
        var refusedTouched = false
    }

    @Test func aFollowUpThatBreaksARuleDoesNotStopTheChainAfterIt() {
        let reducer = Reduce<Marks, Step, Step> { state, action in
            switch action {
            case .go: return [.go]
            case .refuse:
                state.refusedTouched = true
                throw NavigationRejection.ruleBroken("never refuse")
            case .mark:
                state.marked = true
                return []
            }
        }
        var driver = PureDriver(Runtime(state: Marks(), reducer: reducer)) { effect in
            effect == .go ? [.refuse, .mark] : []
        }
        driver.process(.go)
        #expect(driver.runtime.state == Marks(marked: true))
        #expect(driver.steps.compactMap(\.brokenRule) == ["never refuse"])
        let reduced = driver.steps.compactMap { step -> Step? in
            if case .reduced(let action, _) = step { action } else { nil }
        }
        #expect(reduced == [.go, .refuse, .mark])
    }
}
