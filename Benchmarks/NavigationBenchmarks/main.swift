import BenchmarkAppCore
import Foundation
import NavigationReducer

// navigation-benchmarks [--json] [--filter SUBSTRING] [--repetitions N]
//
// Every figure is a median over N runs (after a warm-up run) and a ratio to the raw,
// hand-written baseline of the same workload measured in the same process.

let usage = """
    usage: navigation-benchmarks [--json] [--filter SUBSTRING] [--repetitions N]
      --json            one JSON object per line instead of a table
      --filter TEXT     run only benchmarks whose "workload/variant" contains TEXT
      --only W/V        run only the benchmark named exactly "workload/variant"
      --repetitions N   measured runs per benchmark after one warm-up (default 7, at least 5)
      --memory NAME     print only the bytes per state of one exploration (explore-infos, …)
    """

struct Options {
    var memory: String?
    var json = false
    var filter: String?
    var only: String?
    var repetitions = 7
}

func parseOptions(_ arguments: [String]) -> Options? {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
        switch argument {
        case "--json":
            options.json = true
        case "--memory":
            guard let name = remaining.popFirst() else { return nil }
            options.memory = name
        case "--filter":
            guard let text = remaining.popFirst() else { return nil }
            options.filter = text
        case "--only":
            guard let text = remaining.popFirst() else { return nil }
            options.only = text
        case "--repetitions":
            guard let text = remaining.popFirst(), let count = Int(text), count >= 5 else { return nil }
            options.repetitions = count
        default:
            return nil
        }
    }
    return options
}

guard let options = parseOptions(Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}

if let name = options.memory {
    print(bytesPerState(name) ?? "\(name): no /proc to measure memory with")
    exit(0)
}

@MainActor
func benchmarks(for workload: some Workload, effects: Bool = false, borrowing: Bool = false) -> [Benchmark] {
    let reducer = BenchReducer(effectPerPush: effects)
    let name = effects ? "with-effects" : workload.name
    func make(_ variant: String, _ run: @escaping () -> String) -> Benchmark {
        Benchmark(
            workload: name, variant: variant, actions: workload.actionCount, expected: workload.expectedSummary,
            run: run)
    }
    var list = [
        make("raw") { runRaw(workload) },
        make("reduce-inout") {
            runReduceInOut(workload) { state, action throws(NavigationRejection) in
                try reducer.reduceInlined(into: &state, action: action)
            }
        },
        make("reduce-pure") { runReducePure(workload, reducer: reducer) },
    ]
    if borrowing {
        list.append(make("reduce-pure-borrowing") { runReducePureBorrowing(workload, reducer: reducer) })
    }
    list += [
        make("store-send") { MainActor.assumeIsolated { runStore(workload, reducer: reducer, observed: false) } },
        make("store-send-observed") {
            MainActor.assumeIsolated { runStore(workload, reducer: reducer, observed: true) }
        },
        make("store-send-read") { MainActor.assumeIsolated { runStoreRead(workload, reducer: reducer) } },
        make("store-send-after-a-read") {
            MainActor.assumeIsolated { runStoreAfterARead(workload, reducer: reducer) }
        },
        make("store-dry-run-then-send") { MainActor.assumeIsolated { runStoreDryRun(workload, reducer: reducer) } },
    ]
    if workload is NavCycle, !effects {
        list.append(
            make("store-send-composed") {
                MainActor.assumeIsolated { runStore(workload, reducer: ComposedBenchReducer(), observed: false) }
            })
        list.append(
            make("store-send-snapshot") {
                MainActor.assumeIsolated { runStore(workload, reducer: SnapshotBenchReducer(), observed: false) }
            })
    }
    let baselines = borrowing && !effects && workload is NavCycle
    if baselines {
        // Run right after the store's read path, before the tracked variants churn the heap.
        list.append(make("raw-registrar-read") { MainActor.assumeIsolated { runRawRegistrarRead(workload) } })
    }
    list.append(
        make("store-send-tracked") { MainActor.assumeIsolated { runStoreTracked(workload, reducer: reducer) } })
    if baselines {
        let separate = SeparateModuleReducer()
        list += [
            make("reduce-inout-module") { runReduceInOut(workload, reduce: separate.reduce) },
            make("raw-observable-read") { MainActor.assumeIsolated { runRawObservableRead(workload) } },
            make("raw-observable-tracked") { MainActor.assumeIsolated { runRawObservableTracked(workload) } },
        ]
    }
    return list
}

@MainActor
func renderBenchmarks() -> [Benchmark] {
    let workload = NavCycle(cycles: navCycles)
    let reducer = BenchReducer()
    func make(_ variant: String, _ run: @escaping () -> String) -> Benchmark {
        Benchmark(
            workload: "render", variant: variant, actions: workload.actionCount, expected: workload.expectedSummary,
            run: run)
    }
    return [
        make("raw") { runRaw(workload) },
        make("reduce-inout") {
            runReduceInOut(workload) { state, action throws(NavigationRejection) in
                try reducer.reduceInlined(into: &state, action: action)
            }
        },
        make("diff-recording-host") { MainActor.assumeIsolated { runRendered(workload, reducer: reducer) } },
        make("unchanged-recording-host") {
            MainActor.assumeIsolated { runRenderedUnchanged(workload, reducer: reducer) }
        },
        make("store-drive") { MainActor.assumeIsolated { runStoreDriving(workload, reducer: reducer) } },
    ]
}

/// Cycles of nav-cycle and nested-cycle; `NAV_CYCLES` sets it (the callgrind script runs two
/// sizes and takes the difference).
let navCycles = Int(ProcessInfo.processInfo.environment["NAV_CYCLES"] ?? "") ?? 100_000

let all: [Benchmark] =
    benchmarks(for: NavCycle(cycles: navCycles), borrowing: true)
    + benchmarks(for: NavCycle(cycles: navCycles), effects: true)
    + benchmarks(for: DeepStack(depth: 1_000), borrowing: true)
    + benchmarks(for: DeepStack(depth: 10_000))
    + benchmarks(for: DeepStack(depth: 100_000))
    + nestedBenchmarks(depth: 10)
    + nestedBenchmarks(depth: 1_000)
    + nestedBenchmarks(depth: 10_000)
    + nestedBenchmarks(depth: 100_000)
    + partsBenchmarks()
    + showcaseObservationBenchmarks()
    + renderBenchmarks()
    + tabBenchmarks()
    + splitViewBenchmarks()
    + largeSaveBenchmarks()
    + exploreBenchmarks()
    + fuzzBenchmarks()

let selected = all.filter { benchmark in
    let name = "\(benchmark.workload)/\(benchmark.variant)"
    return (options.filter.map { name.contains($0) } ?? true) && (options.only.map { name == $0 } ?? true)
}

var rawMedians: [String: Double] = [:]
var results: [Measurement] = []
do {
    for benchmark in selected {
        let measurement = try measure(benchmark, repetitions: options.repetitions)
        results.append(measurement)
        if benchmark.variant == "raw" { rawMedians[benchmark.workload] = measurement.medianNanosecondsPerAction }
        let ratio = rawMedians[benchmark.workload].map { measurement.medianNanosecondsPerAction / $0 }
        if options.json {
            print(jsonLine(measurement, ratio: ratio))
        } else {
            print(tableLine(measurement, ratio: ratio))
        }
    }
} catch {
    FileHandle.standardError.write(Data("benchmark failed: \(error)\n".utf8))
    exit(1)
}

if !options.json {
    for line in derivedFigures(results) { print(line) }
    // Each figure is a run of its own; one benchmark picked with `--only` is measured alone.
    if options.only == nil, selected.contains(where: { $0.workload.hasPrefix("explore") }) {
        for line in memoryFigures() { print(line) }
    }
}
