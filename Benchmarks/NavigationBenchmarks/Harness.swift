import Foundation

/// One measured figure: a workload run by one variant.
struct Measurement {
    let workload: String
    let variant: String
    let actions: Int
    let medianNanosecondsPerAction: Double
    let minimumNanosecondsPerAction: Double
}

/// A workload as one variant runs it: `run` performs `actions` actions from a fresh start and
/// returns a description of the final state, which `expected` must match.
struct Benchmark {
    let workload: String
    let variant: String
    let actions: Int
    let expected: String
    let run: () -> String
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
    for repetition in 0...repetitions {
        let start = clock.now
        let result = benchmark.run()
        let elapsed = clock.now - start
        guard result == benchmark.expected else {
            throw BenchmarkFailure.wrongResult(
                workload: benchmark.workload, variant: benchmark.variant, expected: benchmark.expected, actual: result)
        }
        if repetition > 0 {
            let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
            samples.append(nanoseconds / Double(benchmark.actions))
        }
    }
    samples.sort()
    return Measurement(
        workload: benchmark.workload,
        variant: benchmark.variant,
        actions: benchmark.actions,
        medianNanosecondsPerAction: samples[samples.count / 2],
        minimumNanosecondsPerAction: samples[0]
    )
}
