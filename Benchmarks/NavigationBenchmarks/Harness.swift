import Foundation

/// One measured figure: a workload run by one variant.
struct Measurement {
    let workload: String
    let variant: String
    let actions: Int
    let medianNanosecondsPerAction: Double
    let minimumNanosecondsPerAction: Double
}

/// A workload as one variant runs it: `run` performs its actions from a fresh start and
/// returns a description of the final state, which `expected` must match, and how many
/// actions it performed.
struct Benchmark {
    let workload: String
    let variant: String
    /// What every run must return; read once, when the benchmark is measured, so a workload
    /// whose answer is costly to work out costs nothing to the benchmarks not chosen.
    let expected: () -> String
    let run: () -> (summary: String, actions: Int)

    init(
        workload: String, variant: String, expected: @autoclosure @escaping () -> String,
        run: @escaping () -> (summary: String, actions: Int)
    ) {
        self.workload = workload
        self.variant = variant
        self.expected = expected
        self.run = run
    }

    init(
        workload: String, variant: String, actions: Int, expected: @autoclosure @escaping () -> String,
        run: @escaping () -> String
    ) {
        self.init(workload: workload, variant: variant, expected: expected()) { (run(), actions) }
    }
}

enum BenchmarkFailure: Error, CustomStringConvertible {
    case wrongResult(workload: String, variant: String, expected: String, actual: String)

    var description: String {
        switch self {
        case .wrongResult(let workload, let variant, let expected, let actual):
            "\(workload)/\(variant) computed the wrong thing: expected \(expected), got \(actual)"
        }
    }
}

/// Keeps a value alive so the optimiser cannot delete the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Runs each benchmark once to warm up, then `repetitions` times, checking the result of every
/// run, and reports the median and minimum time per action.
func measure(_ benchmark: Benchmark, repetitions: Int) throws -> Measurement {
    let clock = ContinuousClock()
    var samples: [Double] = []
    var actions = 0
    let expected = benchmark.expected()
    for repetition in 0...repetitions {
        let start = clock.now
        let result = benchmark.run()
        let elapsed = clock.now - start
        guard result.summary == expected else {
            throw BenchmarkFailure.wrongResult(
                workload: benchmark.workload, variant: benchmark.variant, expected: expected,
                actual: result.summary)
        }
        actions = result.actions
        if repetition > 0 {
            let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
            samples.append(nanoseconds / Double(max(1, result.actions)))
        }
    }
    samples.sort()
    return Measurement(
        workload: benchmark.workload,
        variant: benchmark.variant,
        actions: actions,
        medianNanosecondsPerAction: samples[samples.count / 2],
        minimumNanosecondsPerAction: samples[0]
    )
}
