import NavigationReducer
import Observation
import Testing

/// What SwiftUI's `presentationDetents(_:selection:)` writes — the user dragged a sheet to
/// another height — goes to the reducer; a refused drag is announced again so the sheet goes
/// back to the height the state says, and the sheet itself stays presented.
@MainActor @Suite struct ASheetsDetentIsTheReducers {
    typealias Model = NavigationTreeModel<Reduce<BindingState, BindingAction, Never>>

    /// A store showing `home` with the sheet `s` over it, at half of half and full height.
    func model() throws -> Model {
        let detents = try SheetDetents([.medium, .large])
        let state = BindingState(
            navigation: try Small(
                root: ScreenStack(["home"]), presented: [PresentedFlow(root: "s", style: .sheet(detents))]))
        let store = Store(initialState: state, reducer: bindingReducer)
        return Model(store: store, userNavigation: { .userNavigated($0) }, alertAction: { .alertButton($0) })
    }

    /// The readers told while `write` runs, each read once under its own tracking.
    func told(_ model: Model, by write: () -> Void) -> Set<String> {
        let log = TrackingLog()
        let readers: [(String, () -> Void)] = [
            ("detent of 1", { _ = model[detentOf: 1] }),
            ("sheet over 0", { _ = model[presentedOver: 0, style: .sheet] }),
            ("path 0", { _ = model[path: 0] }),
        ]
        for (name, read) in readers {
            withObservationTracking(read) { log.add(name) }
        }
        write()
        return log.names
    }

    @Test func theSheetIsShownAsASheetRestingWhereTheStateSays() throws {
        let model = try model()
        #expect(model[presentedOver: 0, style: .sheet] != nil)
        #expect(model[presentedOver: 0, style: .fullScreen] == nil)
        #expect(model[detentOf: 1] == .medium)
        #expect(model.detents(ofLevel: 1)?.detents == [.medium, .large])
        #expect(model[detentOf: 0] == nil)
    }

    @Test func aDragTheReducerTakesRestsTheSheetThere() throws {
        let model = try model()
        let sheet = model[presentedOver: 0, style: .sheet]
        let heard = told(model) { model[detentOf: 1] = .large }
        #expect(heard.contains("detent of 1"))
        #expect(!heard.contains("path 0"))
        #expect(model[detentOf: 1] == .large)
        #expect(model[presentedOver: 0, style: .sheet]?.id == sheet?.id)
    }

    @Test func aDragTheReducerRefusesIsPutBack() throws {
        let model = try model()
        model.store.send(.lock)
        let before = model.store.state
        #expect(told(model) { model[detentOf: 1] = .large }.contains("detent of 1"))
        #expect(model.store.state == before)
        #expect(model[detentOf: 1] == .medium)
    }

    @Test func aDragToTheDetentShownOrToOneNotOfferedChangesNothing() throws {
        let model = try model()
        let before = model.store.state
        #expect(told(model) { model[detentOf: 1] = .medium }.isEmpty)
        model[detentOf: 1] = try SheetDetents.Detent.height(120)
        model[detentOf: 2] = .large
        #expect(model.store.state == before)
    }
}
