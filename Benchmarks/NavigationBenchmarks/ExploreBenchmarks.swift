import CheckoutApp
import ExampleExplorations
import Foundation
import InfosApp
import NavigationReducer
import NavigationReducerTesting
import ShowcaseApp

/// Explorer throughput, on one thread and on every core: one "action" is one accepted
/// transition; rejected tries are not counted, though they take time too.
func exploreBenchmarks() -> [Benchmark] {
    let side = Int(ProcessInfo.processInfo.environment["CATALOGUE_SIDE"] ?? "") ?? 640
    let catalogue = Explorer(
        reducer: CatalogueReducer(categories: side, products: side), initialState: CatalogueState()
    ) { _ in catalogueActions }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let atOnce = [
        explorationsAtOnce("explore-checkout", threads: cores, runs: 100, expected: "73 states") {
            CheckoutExploration.explorer.run()
        }
    ]
    // The same searches keeping fingerprints only, on one thread.
    let fingerprints = [
        repeatedExploration("explore-checkout", "explorer-fingerprints", runs: 100, expected: "73 states") {
            CheckoutExploration.explorer.keepingFingerprintsOnly().run()
        },
        repeatedExploration("explore-showcase", "explorer-fingerprints", runs: 2, expected: "6531 states") {
            ShowcaseExploration.explorer.keepingFingerprintsOnly().run()
        },
        repeatedExploration("explore-showcase-answers", "explorer-fingerprints", runs: 1, expected: "93327 states") {
            ShowcaseExploration.answeringLate().keepingFingerprintsOnly().run()
        },
        Benchmark(
            workload: "explore-catalogue", variant: "explorer-fingerprints",
            expected: "\(3 * side * side + side + 1) states"
        ) {
            let report = catalogue.keepingFingerprintsOnly().run()
            return ("\(report.stateCount) states", report.transitionCount)
        },
    ]
    return atOnce + fingerprints
        + [1, cores].flatMap { workers in
            let variant = workers == 1 ? "explorer" : "explorer-\(workers)-workers"
            return [
                repeatedExploration("explore-infos", variant, runs: 2_000, expected: "13 states") {
                    InfosExploration.explorer.run(workers: workers)
                },
                repeatedExploration("explore-checkout", variant, runs: 100, expected: "73 states") {
                    CheckoutExploration.explorer.run(workers: workers)
                },
                repeatedExploration("explore-showcase", variant, runs: 2, expected: "6531 states") {
                    ShowcaseExploration.explorer.run(workers: workers)
                },
                repeatedExploration("explore-reader", variant, runs: 100, expected: "135 states") {
                    ReaderExploration.explorer.run(workers: workers)
                },
                repeatedExploration("explore-reader-answers", variant, runs: 2, expected: "4320 states") {
                    ReaderExploration.answeringLate.run(workers: workers)
                },
                // The same cores with their work in flight, each answer a step of its own.
                repeatedExploration("explore-infos-answers", variant, runs: 1_000, expected: "24 states") {
                    InfosExploration.answeringLate.run(workers: workers)
                },
                repeatedExploration("explore-checkout-answers", variant, runs: 50, expected: "128 states") {
                    CheckoutExploration.answeringLate.run(workers: workers)
                },
                repeatedExploration("explore-showcase-answers", variant, runs: 1, expected: "93327 states") {
                    ShowcaseExploration.answeringLate().run(workers: workers)
                },
                // Each category holds `side` products, each shown plain, under its editor or under its
                // delete alert: 3·side² states, plus one per category and home.
                Benchmark(
                    workload: "explore-catalogue", variant: variant, expected: "\(3 * side * side + side + 1) states"
                ) {
                    let report = catalogue.run(workers: workers)
                    return ("\(report.stateCount) states", report.transitionCount)
                },
            ]
        }
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
            return (report.violation == nil ? "no rule broken" : "\(report)", report.steps)
        }
    ]
}

/// A small state space explored `runs` times per sample, so the timing is long enough to read.
func repeatedExploration<R, Key>(
    _ workload: String, _ variant: String, runs: Int, expected: String,
    _ explore: @escaping () -> ExplorationReport<R, Key>
) -> Benchmark {
    Benchmark(workload: workload, variant: variant, expected: expected) {
        let (states, transitions) = exploring(runs: runs, explore)
        return ("\(states) states", transitions)
    }
}

/// The states one of `runs` explorations found, and the transitions all of them checked.
func exploring<R, Key>(runs: Int, _ explore: () -> ExplorationReport<R, Key>) -> (states: Int, transitions: Int) {
    var transitions = 0
    var states = 0
    for _ in 0..<runs {
        let report = explore()
        transitions += report.transitionCount
        states = report.stateCount
    }
    return (states, transitions)
}

/// `threads` explorations at once, one a thread, each `runs` times: how fast the machine runs
/// threads that share none of their states' storage, to set beside one exploration shared by
/// as many workers.
func explorationsAtOnce<R, Key>(
    _ workload: String, threads: Int, runs: Int, expected: String,
    _ explore: @escaping @Sendable () -> ExplorationReport<R, Key>
) -> Benchmark {
    Benchmark(workload: workload, variant: "\(threads)-explorations-at-once", expected: expected) {
        let total = ExplorationTotal()
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            let (states, transitions) = exploring(runs: runs, explore)
            total.lock.withLock {
                total.transitions += transitions
                total.states = states
            }
        }
        return ("\(total.states) states", total.transitions)
    }
}

/// What explorations on several threads found between them, added up under a lock.
final class ExplorationTotal: @unchecked Sendable {
    let lock = NSLock()
    var transitions = 0
    var states = 0
}

/// The memory an exploration holds per state it found — the states and what they own, the
/// index from state to position, parents, depths, hashes and edges — measured in a process of
/// its own from its resident memory (`/proc/self/status`): what it grew by while the reports
/// are alive, and its peak, during the searches. A name ending in `-fingerprints` explores
/// keeping fingerprints only. `nil` where there is no `/proc`.
func bytesPerState(_ name: String) -> String? {
    func residentBytes(_ field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
            let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1_024
    }
    let fingerprints = name.hasSuffix("-fingerprints")
    let core = fingerprints ? String(name.dropLast("-fingerprints".count)) : name
    // A small space is explored many times with every report kept, so the growth is counted
    // in megabytes rather than in pages.
    func measure<R, Key>(
        copies: Int, _ explorer: Explorer<R, Key>,
        then check: (ExplorationReport<R, Key>) -> String = {
            _ in ""
        }
    ) -> String? {
        let explorer = fingerprints ? explorer.keepingFingerprintsOnly() : explorer
        guard let before = residentBytes("VmRSS") else { return nil }
        let start = ContinuousClock.now
        let reports = (0..<copies).map { _ in explorer.run() }
        let elapsed = ContinuousClock.now - start
        guard let after = residentBytes("VmRSS"), let peak = residentBytes("VmHWM"), let last = reports.last else {
            return nil
        }
        let states = reports.reduce(0) { $0 + $1.stateCount }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return "\(name): \((after - before) / max(states, 1)) bytes per stored state, "
            + "peak \((peak - before) / max(states, 1)) (resident memory grew \((after - before) / 1_048_576) MiB, "
            + "peak \((peak - before) / 1_048_576) MiB, for \(states) states; "
            + "\(Int(Double(states) / max(seconds, 1e-9))) states/s)"
            + (last.truncation.map { ", cut short by \($0.rawValue)" } ?? "") + check(last)
    }
    switch core {
    case "explore-infos": return measure(copies: 20_000, InfosExploration.explorer)
    case "explore-checkout": return measure(copies: 2_000, CheckoutExploration.explorer)
    case "explore-showcase": return measure(copies: 50, ShowcaseExploration.explorer)
    case "explore-infos-answers": return measure(copies: 10_000, InfosExploration.answeringLate)
    case "explore-checkout-answers": return measure(copies: 1_000, CheckoutExploration.answeringLate)
    case "explore-showcase-answers": return measure(copies: 1, ShowcaseExploration.answeringLate())
    default:
        let side = Int(ProcessInfo.processInfo.environment["CATALOGUE_SIDE"] ?? "") ?? 640
        let catalogue = CatalogueReducer(categories: side, products: side)
        let last = CatalogueScreen.product(category: side - 1, product: side - 1)
        let explorer = Explorer(reducer: catalogue, initialState: CatalogueState()) { _ in catalogueActions }
            .limited(states: 50_000_000)
            .invariant("never the delete alert over the last product") { state in
                state.navigation.alert == nil || state.navigation.topScreen != last
            }
        return measure(copies: 1, explorer) { report in
            // The rule's shortest path, rebuilt by the search, replayed on the reducer alone.
            guard let violation = report.violations.first else { return "; no rule broken" }
            var state = CatalogueState()
            let replayed = violation.path.allSatisfy { (try? catalogue.reduce(into: &state, action: $0)) != nil }
            let breaks = replayed && state.navigation.alert != nil && state.navigation.topScreen == last
            return "; \(violation.rule) broken, a path of \(violation.path.count) actions"
                + (breaks ? " that replays to the state that breaks it" : " THAT DOES NOT REPLAY TO IT")
        }
    }
}

/// Bytes per state for each example core and the catalogue, each measured by this program
/// run again with `--memory NAME`, on a heap nothing else has used.
func memoryFigures() -> [String] {
    [
        "explore-infos", "explore-checkout", "explore-showcase", "explore-infos-answers", "explore-checkout-answers",
        "explore-showcase-answers", "explore-catalogue",
    ].flatMap { [$0, $0 + "-fingerprints"] }.compactMap { name in
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--memory", name]
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
