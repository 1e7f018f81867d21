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
    play(
        "InfosApp", script: script, initialState: InfosState(), reducer: InfosReducer(),
        effect: { effect in
            switch effect {
            case .persistSession(let session):
                "persist session: logged in \(session.isLoggedIn), seen before \(session.hasLoggedInBefore)"
            case .trackScreen(let name):
                "track screen \"\(name)\""
            }
        },
        state: { state in
            [
                "stack:   \(state.navigation.topStack.map(\.trackingName).joined(separator: " › "))",
                "session: \(state.session.isLoggedIn ? "logged in" : "logged out")",
            ]
        },
        command: describe)
}

func describe(_ command: NavigationCommand<InfosScreen, InfosAlertAction>) -> String {
    let animation = command.isAnimated ? "animated" : "not animated"
    switch command {
    case .setStack(let screens, _, let level, _):
        return "set stack [\(screens.map(\.trackingName).joined(separator: ", "))] at level \(level), \(animation)"
    case .push(let screens, let level, _):
        return "push \(screens.map(\.trackingName).joined(separator: ", ")) at level \(level), \(animation)"
    case .popTo(let index, let level, _): return "pop to index \(index) at level \(level), \(animation)"
    case .update(let screen, let index, let level):
        return "update index \(index) at level \(level) to \(screen.trackingName)"
    case .present(let flow, let level, _): return "present \(flow.root.trackingName) as level \(level), \(animation)"
    case .dismiss(let level, _): return "dismiss level \(level), \(animation)"
    case .setDetents(let detents, let level, _):
        return "rest the sheet at level \(level) at \(detents.selected.identifier), \(animation)"
    case .showAlert(let alert, _):
        return "show \(alert.style == .actionSheet ? "action sheet" : "alert") \"\(alert.title)\", \(animation)"
    case .hideAlert: return "hide alert, \(animation)"
    case .selectTab(let tab): return "select the tab \(tab.trackingName)"
    case .setTabStack(let screens, _, let tab):
        return
            "set the stack of the tab \(tab.trackingName) to [\(screens.map(\.trackingName).joined(separator: ", "))]"
    case .setTabs(let tabs, _): return "show the tabs \(tabs.map(\.tab).map(\.trackingName).joined(separator: ", "))"
    case .setSplit(let columns?): return "show a split view of \(columns.rawValue) columns"
    case .setSplit(nil): return "show one stack"
    }
}
