import NavigationReducer
import Observation
import Testing

/// What SwiftUI writes into a tab bar's bindings — a tap on a tab, a second tap, a swipe back
/// in a tab — goes to the reducer; a refused write is put back, and each tab's readers are
/// told of their own tab only.
@MainActor @Suite struct WhatATabBarWritesGoesToTheReducer {
    typealias Model = NavigationTreeModel<Reduce<BindingState, BindingAction, Never>>

    /// A store showing the tabs `t` and `u`, `t` shown with `a › b` pushed.
    func model() throws -> Model {
        let store = Store(
            initialState: BindingState(navigation: try Small(tabs: ["t", "u"]), locked: false), reducer: bindingReducer)
        store.send(.push("a"))
        store.send(.push("b"))
        return Model(store: store, userNavigation: { .userNavigated($0) }, alertAction: { .alertButton($0) })
    }

    func told(_ model: Model, by write: () -> Void) -> Set<String> {
        let log = TrackingLog()
        let readers: [(String, () -> Void)] = [
            ("selection", { _ = model.selectedTab }),
            ("tabs", { _ = model.tabs }),
            ("path t", { _ = model[path: "t"] }),
            ("path u", { _ = model[path: "u"] }),
        ]
        for (name, read) in readers {
            withObservationTracking(read) { log.add(name) }
        }
        write()
        return log.names
    }

    @Test func aTapOnAnotherTabTheReducerTakesSelectsItAndTellsOnlyTheSelectionsReaders() throws {
        let model = try model()
        #expect(model.tabs == ["t", "u"])
        #expect(told(model) { model.selectedTab = "u" } == ["selection", "tabs"])
        #expect(model.selectedTab == "u")
        #expect(model[path: "t"].map(\.screen) == ["a", "b"], "the tab not shown keeps its screens")
    }

    @Test func aTapTheReducerRefusesPutsTheSelectionBack() throws {
        let model = try model()
        model.store.send(.lock)
        #expect(told(model) { model.selectedTab = "u" } == ["selection", "tabs"])
        #expect(model.selectedTab == "t")
    }

    @Test func aSecondTapOnTheShownTabTakesItBackToItsRoot() throws {
        let model = try model()
        #expect(told(model) { model.selectedTab = "t" } == ["path t"])
        #expect(model[path: "t"].isEmpty)
        #expect(model.selectedTab == "t")
    }

    @Test func aSwipeBackInTheShownTabTellsThatTabsReadersOnly() throws {
        let model = try model()
        var swiped = model[path: "t"]
        swiped.removeLast()
        #expect(told(model) { model[path: "t"] = swiped } == ["path t"])
        #expect(model[path: "t"].map(\.screen) == ["a"])
        #expect(model.screen(swiped[0], inTab: "t") == "a")
    }

    @Test func aWriteToATabNotShownIsPutBack() throws {
        let model = try model()
        #expect(told(model) { model[path: "u"] = StackPath([PathEntry("x")]) } == ["path u"])
        #expect(model[path: "u"].isEmpty)
    }
}
