import CheckoutApp
import ExampleExplorations
import Foundation
import InfosApp
import NavigationReducer
import NavigationReducerTesting
import ReaderApp
import ShowcaseApp

// navigation-demo                                   a scripted InfosApp session on a real Store
// navigation-demo showcase                          a scripted ShowcaseApp session on a real Store
// navigation-demo explore infos|checkout|showcase|reader|reader-split [--answers [--price-alerts]|--unreached] [--mermaid|--dot] [--workers N] [--inception N] [--fingerprints]
//                                                     the state space of an example core; progress on a terminal
// navigation-demo replay FILE                       replay a saved InfosApp trace, screen by screen

let usage = """
    usage: navigation-demo
           navigation-demo showcase
           navigation-demo explore infos|checkout|showcase|reader|reader-split [--answers [--price-alerts]|--unreached] [--mermaid|--dot] [--workers N] [--inception N] [--fingerprints]
           navigation-demo replay FILE
    """

enum Output {
    case report, mermaid, dot, unreached
}

func fail() -> Never {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case nil:
    MainActor.assumeIsolated { runScriptedSession() }
case "showcase":
    guard arguments.count == 1 else { fail() }
    MainActor.assumeIsolated { runShowcaseSession() }
case "replay":
    guard arguments.count == 2 else { fail() }
    exit(replay(traceAt: arguments[1]) ? 0 : 1)
case "explore":
    guard arguments.count >= 2 else { fail() }
    var output = Output.report
    var workers = 1
    var inception = 2
    var answers = false
    var priceAlerts = false
    var fingerprints = false
    var options = arguments.dropFirst(2)
    while let option = options.popFirst() {
        switch option {
        case "--mermaid": output = .mermaid
        case "--dot": output = .dot
        case "--workers": workers = options.popFirst().flatMap { Int($0) } ?? 0
        case "--inception": inception = options.popFirst().flatMap { Int($0) } ?? 0
        case "--answers": answers = true
        case "--price-alerts": priceAlerts = true
        case "--fingerprints": fingerprints = true
        case "--unreached": output = .unreached
        default: fail()
        }
    }
    guard workers > 0, inception > 0, !(answers && output == .unreached), answers || !priceAlerts,
        !priceAlerts || arguments[1] == "showcase"
    else { fail() }
    switch arguments[1] {
    case "infos" where answers:
        print(
            explore(
                InfosExploration.answeringLate, output, workers: workers, fingerprints: fingerprints,
                node: { InfosExploration.node($0.app) },
                screens: InfosScreen.allTrackingNames
            ) { $0.trackingName })
    case "infos":
        print(
            explore(
                InfosExploration.explorer, output, workers: workers, fingerprints: fingerprints, reach: neverAccepted,
                node: InfosExploration.node,
                screens: InfosScreen.allTrackingNames
            ) { $0.trackingName })
    case "checkout" where answers:
        print(
            explore(
                CheckoutExploration.answeringLate, output, workers: workers, fingerprints: fingerprints,
                node: { CheckoutExploration.node($0.app) }, screens: CheckoutScreen.allCaseNames
            ) { $0.caseName })
    case "checkout":
        print(
            explore(
                CheckoutExploration.explorer, output, workers: workers, fingerprints: fingerprints,
                reach: neverAccepted,
                node: CheckoutExploration.node,
                screens: CheckoutScreen.allCaseNames
            ) { $0.caseName })
    case "reader-split" where answers:
        print(
            explore(
                ReaderExploration.splitViewAnsweringLate, output, workers: workers, fingerprints: fingerprints,
                node: { ReaderExploration.node($0.app) }, screens: ReaderScreen.allCaseNames
            ) { $0.caseName })
    case "reader-split":
        print(
            explore(
                ReaderExploration.splitView, output, workers: workers, fingerprints: fingerprints, reach: neverAccepted,
                node: ReaderExploration.node,
                screens: ReaderScreen.allCaseNames
            ) { $0.caseName })
    case "reader" where answers:
        print(
            explore(
                ReaderExploration.answeringLate, output, workers: workers, fingerprints: fingerprints,
                node: { ReaderExploration.node($0.app) },
                screens: ReaderScreen.allCaseNames
            ) { $0.caseName })
    case "reader":
        print(
            explore(
                ReaderExploration.explorer, output, workers: workers, fingerprints: fingerprints, reach: neverAccepted,
                node: ReaderExploration.node,
                screens: ReaderScreen.allCaseNames
            ) { $0.caseName })
    case "showcase" where answers:
        print(
            explore(
                ShowcaseExploration.answeringLate(inceptionLimit: inception, priceAlerts: priceAlerts), output,
                workers: workers, fingerprints: fingerprints,
                node: { ShowcaseExploration.topNode($0.app) }, screens: ShowcaseScreen.allTrackingNames
            ) { $0.trackingName })
    case "showcase":
        print(
            explore(
                ShowcaseExploration.explorer(inceptionLimit: inception), output, workers: workers,
                fingerprints: fingerprints, reach: neverAccepted,
                node: ShowcaseExploration.topNode, screens: ShowcaseScreen.allTrackingNames
            ) {
                $0.trackingName
            })
    default:
        fail()
    }
default:
    fail()
}

/// Runs an exploration and renders it as the report (with the screens never reached, and with
/// `--unreached` the actions never accepted) or a graph.
func explore<R: Sendable, Key>(
    _ explorer: Explorer<R, Key>, _ output: Output, workers: Int, fingerprints: Bool,
    reach: ((ExplorationReport<R, Key>) -> String)? = nil, node: (R.State) -> String, screens: [String],
    name: (R.State.Screen) -> String
) -> String where R.State: Sendable {
    let explorer = fingerprints ? explorer.keepingFingerprintsOnly() : explorer
    let report = explorer.reportingProgress().run(workers: workers)
    switch output {
    case .mermaid: return report.graph(node: node).mermaid
    case .dot: return report.graph(node: node).dot
    case .report, .unreached:
        let missing = report.screensNeverReached(of: screens, name: name)
        let text =
            report.description + "\nscreens never reached: "
            + (missing.isEmpty ? "none" : missing.joined(separator: ", "))
        guard output == .unreached, let reach else { return text }
        return text + "\n" + reach(report)
    }
}

/// The actions the exploration offered that no state accepted: a warning that its proof does
/// not cover what they would do.
func neverAccepted<R, Key>(_ report: ExplorationReport<R, Key>) -> String where R.Action: Hashable {
    let actions = report.actionsNeverAccepted
    return "actions never accepted: "
        + (actions.isEmpty ? "none" : actions.map { String(describing: $0) }.joined(separator: ", "))
}
