import NavigationReducer
import Observation
import Testing

/// What SwiftUI writes into a split view's bindings — a row tapped in the sidebar, a swipe
/// back in the detail, the back button to the sidebar on a compact width — goes to the
/// reducer; a refused write is put back.
@MainActor @Suite struct WhatASplitViewWritesGoesToTheReducer {
    typealias Model = NavigationTreeModel<Reduce<BindingState, BindingAction, Never>>

    /// A store showing a split view of `columns` over `screens`.
    func model(_ screens: [String], columns: SplitColumns = .two) throws -> Model {
        let navigation = try Small(sidebar: ScreenStack(screens), columns: columns)
        let store = Store(initialState: BindingState(navigation: navigation), reducer: bindingReducer)
        return Model(store: store, userNavigation: { .userNavigated($0) }, alertAction: { .alertButton($0) })
    }

    func toldRootFlowReaders(_ model: Model, by write: () -> Void) -> Bool {
        let log = TrackingLog()
        withObservationTracking {
            _ = model[selectionIn: .sidebar]
        } onChange: {
            log.add("root")
        }
        write()
        return log.names == ["root"]
    }

    @Test func aRowTappedInTheSidebarSelectsItAndTheDetailShowsIt() throws {
        let model = try model(["mailboxes"])
        #expect(model.splitColumns == .two)
        #expect(model[selectionIn: .sidebar] == nil)
        #expect(model.compactColumn == 0)
        model[selectionIn: .sidebar] = "inbox"
        #expect(model[selectionIn: .sidebar] == "inbox")
        #expect(model.detailRoot == "inbox")
        #expect(model.compactColumn == 1)
        #expect(Array(model.store.state.navigation.rootStack) == ["mailboxes", "inbox"])
    }

    @Test func aRowTheReducerRefusesIsPutBack() throws {
        let model = try model(["mailboxes", "inbox"])
        model.store.send(.lock)
        #expect(toldRootFlowReaders(model) { model[selectionIn: .sidebar] = "sent" })
        #expect(model[selectionIn: .sidebar] == "inbox")
    }

    @Test func theDetailsPathIsTheScreensAboveItsRootAndASwipeBackPopsTheRootFlow() throws {
        let model = try model(["mailboxes", "inbox", "message", "attachment"])
        #expect(model.detailPath.map(\.screen) == ["message", "attachment"])
        model.detailPath = Array(model.detailPath.prefix(1))
        #expect(Array(model.store.state.navigation.rootStack) == ["mailboxes", "inbox", "message"])
        model.detailPath.append(PathEntry("reply"))
        #expect(Array(model.store.state.navigation.rootStack) == ["mailboxes", "inbox", "message", "reply"])
        model.detailPath = [PathEntry("other")]
        #expect(Array(model.store.state.navigation.rootStack) == ["mailboxes", "inbox", "other"])
    }

    @Test func theSupplementaryColumnSelectsTheDetailsRootInThreeColumns() throws {
        let model = try model(["accounts", "work"], columns: .three)
        #expect(model.compactColumn == 1)
        #expect(model.detailRoot == nil)
        model[selectionIn: .supplementary] = "inbox"
        #expect(model.detailRoot == "inbox")
        #expect(model.compactColumn == 2)
        #expect(model.detailPath.isEmpty)
    }

    @Test func goingBackToTheSidebarOnACompactWidthClearsTheSelection() throws {
        let model = try model(["mailboxes", "inbox", "message"])
        #expect(model.compactColumn == 1)
        model.compactColumn = 0
        #expect(Array(model.store.state.navigation.rootStack) == ["mailboxes"])
    }

    @Test func goingBackTheReducerRefusesOrGoingToAnEmptyColumnIsPutBack() throws {
        let model = try model(["mailboxes", "inbox"])
        model.store.send(.lock)
        #expect(toldRootFlowReaders(model) { model.compactColumn = 0 })
        #expect(model.compactColumn == 1)
        let empty = try self.model(["mailboxes"])
        #expect(toldRootFlowReaders(empty) { empty.compactColumn = 1 })
        #expect(Array(empty.store.state.navigation.rootStack) == ["mailboxes"])
    }

    @Test func aPushInTheDetailTellsTheDetailsReadersAndNotTheColumnsReaders() throws {
        let model = try model(["mailboxes", "inbox"])
        let log = TrackingLog()
        withObservationTracking {
            _ = model[selectionIn: .sidebar]
        } onChange: {
            log.add("selection")
        }
        withObservationTracking {
            _ = model.compactColumn
        } onChange: {
            log.add("compact")
        }
        withObservationTracking {
            _ = model.sidebar
        } onChange: {
            log.add("sidebar")
        }
        withObservationTracking {
            _ = model.detailPath
        } onChange: {
            log.add("path")
        }
        model.store.send(.push("message"))
        #expect(log.names == ["path"])
        model.store.send(.userNavigated(.selected("sent", in: .sidebar)))
        let told = TrackingLog()
        withObservationTracking {
            _ = model[selectionIn: .sidebar]
        } onChange: {
            told.add("selection")
        }
        model.store.send(.userNavigated(.selected("inbox", in: .sidebar)))
        #expect(told.names == ["selection"])
    }

    @Test func anotherSelectionIsAnotherDetailRootEntry() throws {
        let model = try model(["mailboxes", "inbox"])
        let inbox = model.detailRootEntry
        model.store.send(.push("message"))
        #expect(model.detailRootEntry == inbox)
        model[selectionIn: .sidebar] = "sent"
        #expect(model.detailRootEntry != nil)
        #expect(model.detailRootEntry != inbox)
    }
}
