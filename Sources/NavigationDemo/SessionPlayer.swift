import NavigationReducer
import NavigationReducerTesting

/// Runs `script` on a real store of `reducer`, driving a recording host, and prints each step:
/// the action, what `describeState` says of the new state, the alert, rejections, effects and
/// the host's commands.
@MainActor
func play<R: Reducer>(
    _ title: String,
    script: [R.Action],
    initialState: R.State,
    reducer: R,
    effect describeEffect: @escaping (R.Effect) -> String,
    state describeState: (R.State) -> [String],
    command describeCommand: (NavigationCommand<R.State.Screen, R.State.AlertAction>) -> String
) where R.State: NavigableState, R.Action: Sendable {
    var effectLines: [String] = []
    let store = Store(initialState: initialState, reducer: reducer) { effect in
        effectLines.append(describeEffect(effect))
        return .none
    }
    let host = RecordingHost<R.State.Screen, R.State.AlertAction>()
    let renderer = store.drive(host, userNavigation: { _ in nil })
    var diagnostics: [String] = []
    let diagnosticObservation = store.observeDiagnostics { diagnostics.append($0.description) }
    defer {
        renderer.stop()
        diagnosticObservation.cancel()
    }

    print("\(title) on a Store, driving a recording host\n")
    for action in script {
        effectLines = []
        diagnostics = []
        host.clear()
        store.send(action)
        print("▶ \(ValueDump.line(of: action).dropFirst())")
        for line in describeState(store.state) { print("  " + line) }
        if let alert = store.state.navigation.alert {
            print("  alert:   \(alert.title) [\(alert.buttons.map(\.label).joined(separator: ", "))]")
        }
        for line in diagnostics { print("  ✗ \(line)") }
        for line in effectLines { print("  effect:  \(line)") }
        for command in host.commands { print("  host:    \(describeCommand(command))") }
        print("")
    }
}
