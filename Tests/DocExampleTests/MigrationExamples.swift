import NavigationReducer
import NavigationReducerTesting
import Testing

// Sources/NavigationReducer/NavigationReducer.docc/ComingFromTCA.md
@MainActor @Suite struct ComingFromTCAExample {
    enum Screen: Hashable, Sendable { case inbox, conversation(Int), compose }
    struct InboxState: NavigableState, Hashable {
        var navigation = NavigationState<Screen, Never>(root: .inbox)
        var draft = ""
        var contacts: [String] = []
    }
    enum InboxAction: NavigationActions, Sendable, Equatable {
        case conversationTapped(Int), composeTapped, draftChanged(String), sendTapped
        case contactsFound([String])
        case userNavigated(UserNavigation<Screen>), alert(Never)  // what NavigationTree(store:) sends
    }
    enum InboxEffect: Equatable { case searchContacts(String), send(String) }

    struct InboxReducer: ComposedReducer {
        var body: some Reducer<InboxState, InboxAction, InboxEffect> {
            Reduce { state, action in
                switch action {
                case .conversationTapped(let id):
                    try state.navigation.push(.conversation(id))
                    return []
                case .composeTapped:
                    try state.navigation.present(.compose, style: .sheet)
                    return []
                case .draftChanged(let text):
                    state.draft = text
                    return [.searchContacts(text)]
                case .sendTapped:
                    try state.navigation.dismiss()
                    let draft = state.draft
                    state.draft = ""
                    return [.send(draft)]
                case .contactsFound(let names):
                    state.contacts = names
                    return []
                case .userNavigated(let change):
                    try state.navigation.apply(change)
                    return []
                case .alert:
                    return []
                }
            }
        }
    }

    @MainActor func makeInboxStore(search: @escaping @Sendable (String) async -> [String]) -> Store<InboxReducer> {
        Store(initialState: InboxState(), reducer: InboxReducer()) { effect in
            switch effect {
            case .searchContacts(let text):
                return Work.run(whileShowing: .compose) { send in
                    await send(.contactsFound(await search(text)))
                }
                .named("contact search", ifRunning: .restart)
            case .send:
                return .none
            }
        }
    }

    @Test func thePortedFeatureRunsAsTheArticleSays() {
        let store = TestStore(initialState: InboxState(), reducer: InboxReducer())
        store.send(.composeTapped) { try $0.navigation.present(.compose, style: .sheet) }
        store.send(.draftChanged("Hi")) { $0.draft = "Hi" }
        store.expectEffects([.searchContacts("Hi")])
        store.send(.sendTapped) {
            try $0.navigation.dismiss()
            $0.draft = ""
        }
        store.expectEffects([.send("Hi")])
        store.finish()
    }

    @Test func theContactsFoundAreKeptInTheState() {
        let store = TestStore(initialState: InboxState(), reducer: InboxReducer())
        store.send(.composeTapped) { try $0.navigation.present(.compose, style: .sheet) }
        store.send(.contactsFound(["Ann", "Bo"])) { $0.contacts = ["Ann", "Bo"] }
        store.finish()
    }

    @Test func theSearchIsTiedToTheComposeSheetAndRestartsAtEachKeystroke() async {
        let store = makeInboxStore(search: { text in [text] })
        store.send(.composeTapped)
        store.send(.draftChanged("H"))
        store.send(.draftChanged("Hi"))
        #expect(store.runningWorkEffects == [.searchContacts("Hi")])
        store.send(.userNavigated(.dismissedFlow(root: .compose, level: 1)))
        #expect(store.runningWorkEffects.isEmpty)
    }
}

// Sources/NavigationReducer/NavigationReducer.docc/ComingFromFlowStacks.md
@MainActor @Suite struct ComingFromFlowStacksExample {
    enum Screen: Hashable, Sendable { case home, list, detail(Int), settings }
    struct AppState: NavigableState, Hashable {
        var navigation = NavigationState<Screen, Never>(root: .home)
    }
    enum AppAction: Sendable {
        case listTapped, itemTapped(Int), settingsTapped, backTapped, listAgainTapped, homeTapped
    }

    struct Coordinator: ComposedReducer {
        var body: some Reducer<AppState, AppAction, Never> {
            Reduce { state, action in
                switch action {
                case .listTapped: try state.navigation.push(.list)  // routes.push(.list)
                case .itemTapped(let id): try state.navigation.push(.detail(id))
                case .settingsTapped: try state.navigation.present(.settings, style: .sheet)  // presentSheet
                case .backTapped:  // routes.goBack(): pop, or dismiss a sheet at its root
                    if state.navigation.topStack.count > 1 {
                        try state.navigation.pop()
                    } else {
                        try state.navigation.dismiss()
                    }
                case .listAgainTapped: try state.navigation.navigateBack(to: .list)  // routes.goBackTo(.list)
                case .homeTapped: try state.navigation.navigateBack(to: .home)  // routes.goBackToRoot()
                }
                return []
            }
        }
    }

    @Test func theCoordinatorGoesWhereFlowStacksRoutesWould() {
        let store = TestStore(initialState: AppState(), reducer: Coordinator())
        store.send(.listTapped) { try $0.navigation.push(.list) }
        store.send(.itemTapped(3)) { try $0.navigation.push(.detail(3)) }
        store.send(.settingsTapped) { try $0.navigation.present(.settings, style: .sheet) }
        #expect(store.state.navigation.stacks.map { Array($0) } == [[.home, .list, .detail(3)], [.settings]])
        store.send(.backTapped) { try $0.navigation.dismiss() }
        store.send(.listAgainTapped) { try $0.navigation.pop() }
        store.send(.homeTapped) { try $0.navigation.popToRoot() }
        store.send(.backTapped, expectingRejection: .nothingPresented)
        store.finish()
    }
}
