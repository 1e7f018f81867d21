import ExampleExplorations
import InfosApp
import NavigationReducer
import NavigationReducerTesting
import Testing

@Suite struct InfosFuzzTests {
    /// The exploration's rules, checked on seeded random walks too: bounded, a second or so.
    @Test func randomWalksKeepEveryRuleOfTheExploration() {
        let report = Fuzzer(InfosExploration.explorer).run(seed: 2_026, steps: 20_000)
        #expect(report.violation == nil, "\(report)")
        #expect(report.acceptedCount > 0)
    }
}
