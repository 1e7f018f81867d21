import InfosApp
import NavigationReducer
import NavigationReducerTesting

/// Runs the InfosApp core on a real Store, with effect factories that print what they would
/// do and a recording host standing in for UIKit, and prints what happens at each step.
@MainActor
func runScriptedSession() {
    let swift = Info(title: "Swift 6")
    let script: [InfosAction] = [
        .appStarted, .loginTapped, .onboardingValidated, .infoSelected(swift), .createTapped,
        .infoCreated(Info(title: "Typed throws")), .back, .logoutTapped, .alert(.logoutCancelled), .logoutTapped,
        .alert(.logoutConfirmed), .loginTapped,
    ]
    var effectLines: [String] = []
    let store = Store(initialState: InfosState(), reducer: InfosReducer()) { effect in
        switch effect {
        case .persistSession(let session):
            effectLines.append(
                "persist session: logged in \(session.isLoggedIn), seen before \(session.hasLoggedInBefore)")
        case .trackScreen(let name):
            effectLines.append("track screen \"\(name)\"")
        }
        return .none
    }
    let host = RecordingHost<InfosScreen, InfosAlertAction>()
    let rendering = store.drive(host)
    var diagnostics: [String] = []
    let diagnosticObservation = store.observeDiagnostics { diagnostics.append($0.description) }
    defer {
        rendering.cancel()
        diagnosticObservation.cancel()
    }

    print("InfosApp on a Store, driving a recording host\n")
    for action in script {
        effectLines = []
        diagnostics = []
        host.clear()
        store.send(action)
        print("▶ \(ValueDump.line(of: action).dropFirst())")
        let navigation = store.state.navigation
        print("  stack:   \(navigation.topStack.map(\.trackingName).joined(separator: " › "))")
        if let alert = navigation.alert {
            print("  alert:   \(alert.title) [\(alert.buttons.map(\.label).joined(separator: ", "))]")
        }
        print("  session: \(store.state.session.isLoggedIn ? "logged in" : "logged out")")
        for line in diagnostics { print("  ✗ \(line)") }
        for line in effectLines { print("  effect:  \(line)") }
        for command in host.commands { print("  host:    \(describe(command))") }
        print("")
    }
}

func describe(_ command: NavigationCommand<InfosScreen, InfosAlertAction>) -> String {
    let animation = command.isAnimated ? "animated" : "not animated"
    switch command {
    case .setStack(let screens, let level, _):
        return "set stack [\(screens.map(\.trackingName).joined(separator: ", "))] at level \(level), \(animation)"
    case .push(let screens, let level, _):
        return "push \(screens.map(\.trackingName).joined(separator: ", ")) at level \(level), \(animation)"
    case .popTo(let index, let level, _): return "pop to index \(index) at level \(level), \(animation)"
    case .present(let flow, let level, _): return "present \(flow.root.trackingName) as level \(level), \(animation)"
    case .dismiss(let level, _): return "dismiss level \(level), \(animation)"
    case .showAlert(let alert, _):
        return "show \(alert.style == .actionSheet ? "action sheet" : "alert") \"\(alert.title)\", \(animation)"
    case .hideAlert: return "hide alert, \(animation)"
    }
}
