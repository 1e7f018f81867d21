import CheckoutApp
import ExampleExplorations
import Foundation
import InfosApp
import NavigationReducer
import NavigationReducerTesting

// navigation-demo                                   a scripted InfosApp session on a real Store
// navigation-demo explore infos|checkout [--mermaid|--dot]   the state space of an example core

let usage = """
    usage: navigation-demo
           navigation-demo explore infos|checkout [--mermaid|--dot]
    """

enum Output {
    case report, mermaid, dot
}

func fail() -> Never {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case nil:
    MainActor.assumeIsolated { runScriptedSession() }
case "explore":
    guard arguments.count == 2 || arguments.count == 3 else { fail() }
    let output: Output
    switch arguments.count == 3 ? arguments[2] : "" {
    case "": output = .report
    case "--mermaid": output = .mermaid
    case "--dot": output = .dot
    default: fail()
    }
    switch arguments[1] {
    case "infos":
        let report = InfosExploration.explorer.run()
        print(render(report, output, node: InfosExploration.node))
        if output == .report {
            let missing = report.screensNeverReached(of: InfosScreen.allTrackingNames) { $0.trackingName }
            print("screens never reached: \(missing.isEmpty ? "none" : missing.joined(separator: ", "))")
        }
    case "checkout":
        let report = CheckoutExploration.explorer.run()
        print(render(report, output, node: CheckoutExploration.node))
        if output == .report {
            let missing = report.screensNeverReached(of: CheckoutScreen.allCaseNames) { $0.caseName }
            print("screens never reached: \(missing.isEmpty ? "none" : missing.joined(separator: ", "))")
        }
    default:
        fail()
    }
default:
    fail()
}

func render<R, Key>(_ report: ExplorationReport<R, Key>, _ output: Output, node: (R.State) -> String) -> String {
    switch output {
    case .report: report.description
    case .mermaid: report.graph(node: node).mermaid
    case .dot: report.graph(node: node).dot
    }
}
