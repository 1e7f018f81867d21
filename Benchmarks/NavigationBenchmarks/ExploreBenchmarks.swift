import Foundation
import CheckoutApp
import ExampleExplorations
import InfosApp
import NavigationReducer
import NavigationReducerTesting

/// Explorer throughput: one "action" is one accepted transition; rejected tries are not
/// counted, though they take time too.
func exploreBenchmarks() -> [Benchmark] {
    let side = Int(ProcessInfo.processInfo.environment["CATALOGUE_SIDE"] ?? "") ?? 640
    let catalogue = CatalogueReducer(categories: side, products: side)
    return [
        Benchmark(workload: "explore-infos", variant: "explorer", expected: "16 states") {
            var transitions = 0
            var states = 0
            for _ in 0..<2_000 {
                let report = InfosExploration.explorer.run()
                transitions += report.transitionCount
                states = report.stateCount
            }
            return ("\(states) states", transitions)
        },
        Benchmark(workload: "explore-checkout", variant: "explorer", expected: "20 states") {
            var transitions = 0
            var states = 0
            for _ in 0..<500 {
                let report = CheckoutExploration.explorer.run()
                transitions += report.transitionCount
                states = report.stateCount
            }
            return ("\(states) states", transitions)
        },
        Benchmark(workload: "explore-catalogue", variant: "explorer", expected: "1229441 states") {
            let report = Explorer(reducer: catalogue, initialState: CatalogueState()) { _ in catalogueActions }.run()
            return ("\(report.stateCount) states", report.transitionCount)
        },
    ]
}
