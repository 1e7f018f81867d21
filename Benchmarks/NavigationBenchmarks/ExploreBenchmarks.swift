import CheckoutApp
import ExampleExplorations
import Foundation
import InfosApp
import NavigationReducer
import NavigationReducerTesting

/// Explorer throughput: one "action" is one accepted transition; rejected tries are not
/// counted, though they take time too.
func exploreBenchmarks() -> [Benchmark] {
    let side = Int(ProcessInfo.processInfo.environment["CATALOGUE_SIDE"] ?? "") ?? 640
    let catalogue = CatalogueReducer(categories: side, products: side)
    return [
        repeatedExploration("explore-infos", runs: 2_000, expected: "13 states") { InfosExploration.explorer.run() },
        repeatedExploration("explore-checkout", runs: 100, expected: "73 states") {
            CheckoutExploration.explorer.run()
        },
        // Each category holds `side` products, each shown plain, under its editor or under its
        // delete alert: 3·side² states, plus one per category and home.
        Benchmark(workload: "explore-catalogue", variant: "explorer", expected: "\(3 * side * side + side + 1) states")
        {
            let report = Explorer(reducer: catalogue, initialState: CatalogueState()) { _ in catalogueActions }.run()
            return ("\(report.stateCount) states", report.transitionCount)
        },
    ]
}

/// Fuzzer throughput: one "action" is one fuzzed step (accepted or rejected) on the
/// catalogue core, with one rule checked after every accepted step.
func fuzzBenchmarks() -> [Benchmark] {
    let catalogue = CatalogueReducer(categories: 640, products: 640)
    let steps = Int(ProcessInfo.processInfo.environment["FUZZ_STEPS"] ?? "") ?? 10_000_000
    return [
        Benchmark(workload: "fuzz-catalogue", variant: "fuzzer", expected: "no rule broken") {
            let report = Fuzzer(reducer: catalogue, initialState: CatalogueState()) { _ in catalogueActions }
                .invariant("an alert only over a product") { state in
                    guard state.navigation.alert != nil else { return true }
                    if case .product = state.navigation.topScreen { return true }
                    return false
                }
                .run(seed: 42, steps: steps)
            return (report.failure == nil ? "no rule broken" : "\(report)", report.steps)
        }
    ]
}

/// A small state space explored `runs` times per sample, so the timing is long enough to read.
func repeatedExploration<R, Key>(
    _ workload: String, runs: Int, expected: String, _ explore: @escaping () -> ExplorationReport<R, Key>
) -> Benchmark {
    Benchmark(workload: workload, variant: "explorer", expected: expected) {
        var transitions = 0
        var states = 0
        for _ in 0..<runs {
            let report = explore()
            transitions += report.transitionCount
            states = report.stateCount
        }
        return ("\(states) states", transitions)
    }
}

/// The memory an exploration of the catalogue core holds per state it found — the states,
/// the index from state to position, parents, depths and edges — measured as the growth of
/// the process's resident memory (`/proc/self/statm`) while the report is alive. `nil` where
/// there is no `/proc`.
func catalogueBytesPerState() -> String? {
    func residentBytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }
    let side = Int(ProcessInfo.processInfo.environment["CATALOGUE_SIDE"] ?? "") ?? 640
    let catalogue = CatalogueReducer(categories: side, products: side)
    guard let before = residentBytes() else { return nil }
    let report = Explorer(reducer: catalogue, initialState: CatalogueState()) { _ in catalogueActions }.run()
    guard let after = residentBytes() else { return nil }
    let states = report.stateCount
    return "explore-catalogue: \((after - before) / max(states, 1)) bytes per stored state "
        + "(resident memory grew \((after - before) / 1_048_576) MiB for \(states) states)"
}
