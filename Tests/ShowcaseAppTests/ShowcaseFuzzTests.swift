import ExampleExplorations
import NavigationReducer
import NavigationReducerTesting
import ShowcaseApp
import Testing

@Suite struct ShowcaseFuzzTests {
    /// The exploration's rules, checked on seeded random walks too: bounded, a second or so.
    @Test func randomWalksKeepEveryRuleOfTheExploration() {
        let report = Fuzzer(ShowcaseExploration.explorer).run(seed: 2_026, steps: 5_000)
        #expect(report.violation == nil, "\(report)")
        #expect(report.acceptedCount > 0)
    }
}
