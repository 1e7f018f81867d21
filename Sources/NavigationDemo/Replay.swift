import Foundation
import InfosApp
import NavigationReducer
import NavigationReducerTesting

/// Replays a trace of the InfosApp, saved as JSON (`Trace<InfosAction>`), through the pure
/// reducer from a fresh install, and prints the journey screen by screen — and where the
/// replay stopped agreeing with the trace, if it did.
///
/// - Returns: Whether the replay reproduced every recorded outcome.
func replay(traceAt path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path) else {
        print("cannot read \(path)")
        return false
    }
    let trace: Trace<InfosAction>
    do {
        let decoder = JSONDecoder()
        decoder.userInfo[.rejectionReasons] = [InfosRefusal.self]
        trace = try decoder.decode(Trace<InfosAction>.self, from: data)
    } catch {
        print("\(path) is not an InfosApp trace: \(error)")
        return false
    }
    let result = trace.replay(from: InfosState(), reducer: InfosReducer())
    print("Replaying \(trace.entries.count) actions of \(path) on InfosApp\n")
    print("   start: \(Sighting(of: InfosState().navigation))")
    var replayed = result.states.dropFirst().makeIterator()
    for (index, entry) in trace.entries.enumerated() where entry.reachedTheReducer {
        if let divergence = result.divergence, divergence.index == index {
            print("\n✗ diverged at step \(index + 1), \(ValueDump.line(of: entry.action).dropFirst()):")
            print("  recorded \(outcome(of: divergence.recorded)), replayed \(outcome(of: divergence.replayed))")
            return false
        }
        guard let state = replayed.next() else { break }
        let label = ValueDump.line(of: entry.action).dropFirst()
        print(String(format: "%4d. ", index + 1) + "\(label) — \(outcome(of: entry))")
        print("      \(Sighting(of: state.navigation))")
    }
    print("\n✓ every recorded outcome reproduced")
    return true
}

func outcome(of entry: Trace<InfosAction>.Entry) -> String {
    switch entry {
    case .accepted: "accepted"
    case .rejected(_, let reason): "rejected: \(reason)"
    case .dropped: "dropped"
    }
}
