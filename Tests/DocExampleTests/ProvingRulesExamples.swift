import NavigationReducer
import NavigationReducerTesting
import Testing

// Sources/NavigationReducerTesting/Explorer/Explorer.swift, on a stand-in for the InfosApp
// example's core.
@Suite struct ExplorerExample {
    enum InfosScreen: Hashable, Sendable { case login, infos }
    struct Session: Hashable, Sendable { var isLoggedIn = false }
    struct InfosState: NavigableState, Hashable {
        var navigation = NavigationState<InfosScreen, AlertAction>(root: .login)
        var session = Session()
    }
    enum InfosAction: Hashable, Sendable {
        case loginTapped, logoutTapped
        static func possible(in state: InfosState) -> [InfosAction] { [.loginTapped, .logoutTapped] }
    }
    struct InfosReducer: Reducer {
        func reduce(into state: inout InfosState, action: InfosAction) throws(NavigationRejection) -> EffectList<Never>
        {
            state.session.isLoggedIn = action == .loginTapped
            try state.navigation.setRoot(state.session.isLoggedIn ? .infos : .login)
            return []
        }
    }

    @Test func noSignedInScreenShowsWhileSignedOut() {
        let report = Explorer(reducer: InfosReducer(), initialState: InfosState(), actions: InfosAction.possible)
            .invariant("no signed-in screen while signed out") { state in
                state.session.isLoggedIn || !state.navigation.contains(.infos)
            }
            .run()
        #expect(report.violations.isEmpty, "\(report)")
    }
}

// Sources/NavigationReducerTesting/Fuzzer/Fuzzer.swift and
// Sources/NavigationReducerTesting/NavigationReducerTesting.docc/ProvingRules.md: an app that
// signs in, lists assets and asks before deleting one.
@Suite struct ProvingRulesArticle {
    enum Screen: Hashable, Sendable {
        case login, assets, details(id: Int)
        var isDetails: Bool { if case .details = self { true } else { false } }
    }
    struct Session: Hashable, Sendable { var isLoggedIn = false }
    struct AppState: NavigableState, Hashable {
        var navigation = NavigationState<Screen, AlertAction>(root: .login)
        var session = Session()
    }
    enum AppAction: Hashable, Sendable {
        case loginTapped, assetTapped(Int), deleteTapped, alert(AlertAction), backTapped
        static func possible(in state: AppState) -> [AppAction] {
            [.loginTapped, .assetTapped(1), .deleteTapped, .alert(.cancel), .alert(.delete), .backTapped]
        }
    }
    struct AppReducer: Reducer {
        func reduce(into state: inout AppState, action: AppAction) throws(NavigationRejection) -> EffectList<Never> {
            switch action {
            case .loginTapped:
                guard !state.session.isLoggedIn else { throw .screenNotInTree }
                state.session.isLoggedIn = true
                try state.navigation.setRoot(.assets)
            case .assetTapped(let id):
                guard state.navigation.topScreen == .assets else { throw .screenNotInTree }
                try state.navigation.push(.details(id: id))
            case .deleteTapped:
                guard state.navigation.topScreen.isDetails else { throw .screenNotInTree }
                try state.navigation.showAlert(AlertState(title: "Delete?", .cancel("Cancel", sending: .cancel)))
            case .alert(let choice):
                try state.navigation.chooseAlertButton(sending: choice)
            case .backTapped:
                guard state.navigation.alert == nil else { throw .alertAlreadyShown }
                try state.navigation.pop()
            }
            return []
        }
    }

    @Test func anAlertOnlyShowsOverDetails() {
        let report = Explorer(reducer: AppReducer(), initialState: AppState(), actions: AppAction.possible)
            .invariant("an alert only over details") { state in
                state.navigation.alert == nil || state.navigation.topScreen.isDetails
            }
            .run()
        #expect(report.violations.isEmpty, "\(report)")
    }

    @Test func aSearchKeepingFingerprintsOnlyFindsWhatTheWholeSearchFinds() {
        let report = Explorer(reducer: AppReducer(), initialState: AppState(), actions: AppAction.possible)
            .keepingFingerprintsOnly()
            .limited(states: 50_000_000)
            .run(workers: 2)
        let whole = Explorer(reducer: AppReducer(), initialState: AppState(), actions: AppAction.possible).run()
        #expect(report.description == whole.description)
        #expect(report.stateCount > 3)
    }

    @Test func loginIsNeverOnTopOnceSignedIn() {
        let report = Fuzzer(reducer: AppReducer(), initialState: AppState(), actions: AppAction.possible)
            .invariant("signed in ⇒ login is not on top") {
                !$0.session.isLoggedIn || $0.navigation.topScreen != .login
            }
            .run(seed: 42, steps: 100_000)
        #expect(report.violation == nil, "\(report)")
    }
}

// Sources/NavigationReducerTesting/Explorer/Explorer+RestoredSaves.swift: a list that opens
// numbered pages, its rule bounding the page a save can carry.
@Suite struct RestoredSavesExample {
    enum Screen: Hashable, Sendable, Codable { case list, page(Int) }
    struct AppState: NavigableState, Hashable, Codable {
        var navigation = NavigationState<Screen, Never>(root: .list)
        static let rules = AppRules<AppState>()
            .rule("pages are numbered 1 to 9") { state in
                state.navigation.screens.allSatisfy { screen in
                    guard case .page(let number) = screen else { return true }
                    return (1...9).contains(number)
                }
            }
    }
    enum AppAction: Hashable, Sendable {
        case nextTapped, backTapped
        static func possible(in state: AppState) -> [AppAction] { [.nextTapped, .backTapped] }
    }
    struct AppReducer: Reducer {
        func reduce(into state: inout AppState, action: AppAction) throws(NavigationRejection) -> EffectList<Never> {
            switch action {
            case .nextTapped:
                guard case .page(let number) = state.navigation.topScreen else {
                    try state.navigation.push(.page(1))
                    return []
                }
                guard number < 9 else { throw .screenNotInTree }
                try state.navigation.push(.page(number + 1))
            case .backTapped:
                try state.navigation.pop()
            }
            return []
        }
    }

    @Test func everyRestoredSessionKeepsTheRules() {
        let report = Explorer(reducer: AppReducer(), initialState: AppState(), actions: AppAction.possible)
            .exploringRestoredSaves(of: Restoration(formatVersion: 1, rules: AppState.rules), saves: 300, seed: 7)
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.accepted > 0)
    }
}

// Sources/NavigationReducerTesting/NavigationReducerTesting.docc/ProvingRules.md (what a proof
// does not cover): a draft whose body the action list never types into.
@Suite struct WhatAProofDoesNotCoverExample {
    enum Screen: Hashable, Sendable { case inbox, compose }
    struct Draft: Hashable, Sendable { var body = "" }
    struct AppState: NavigableState, Hashable {
        var navigation = NavigationState<Screen, Never>(root: .inbox)
        var draft = Draft()
    }
    enum AppAction: Hashable, Sendable { case composeTapped, bodyChanged(String), sendTapped }
    struct AppReducer: Reducer {
        func reduce(into state: inout AppState, action: AppAction) throws(NavigationRejection) -> EffectList<Never> {
            switch action {
            case .composeTapped: try state.navigation.present(.compose)
            case .bodyChanged(let body):
                guard state.navigation.topScreen == .compose else { throw .screenNotInTree }
                state.draft.body = body
            case .sendTapped:
                guard !state.draft.body.isEmpty else { throw .screenNotInTree }
                state.draft = Draft()
                try state.navigation.dismiss()
            }
            return []
        }
    }

    func explore(_ actions: [AppAction]) -> ExplorationReport<AppReducer, AppState> {
        Explorer(reducer: AppReducer(), initialState: AppState(), actions: { _ in actions }).run()
    }

    @Test func aListThatNeverTypesLeavesSendNeverAcceptedAndTheBodyUnchanged() {
        let report = explore([.composeTapped, .sendTapped])
        #expect(report.actionsNeverAccepted == [.sendTapped])
        #expect(report.neverChanges(\.draft.body))
    }

    @Test func aListThatTypesCoversBoth() {
        let report = explore([.composeTapped, .bodyChanged("Hi"), .sendTapped])
        #expect(report.actionsNeverAccepted.isEmpty)
        #expect(!report.neverChanges(\.draft.body), "the list types into the draft")
    }
}
