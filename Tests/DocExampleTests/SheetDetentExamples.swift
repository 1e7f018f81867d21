import NavigationReducer
import NavigationReducerTesting
import Testing

// Sources/NavigationReducer/NavigationReducer.docc/RenderingToUIKitAndSwiftUI.md, "How a flow is shown"
@MainActor @Suite struct HowAFlowIsShownExample {
    enum Screen: Hashable, Sendable { case article, compose }
    struct ReaderState: NavigableState, Hashable {
        var navigation = NavigationState<Screen, Never>(root: .article)
    }
    enum ReaderAction: Hashable, Sendable {
        case composeTapped, bodyFocused
        case userNavigated(UserNavigation<Screen>)
    }

    let reducer = Reduce<ReaderState, ReaderAction, Never> { state, action in
        switch action {
        case .composeTapped:
            // Half height first, the article under it still usable; a drag makes it full.
            let detents = try SheetDetents([.medium, .large], usableUnderUpThrough: .medium)
            try state.navigation.present(.compose, style: .sheet(detents))
        case .userNavigated(let change):
            try state.navigation.apply(change)  // a drag to .large included
        case .bodyFocused:
            try state.navigation.selectDetent(.large, atLevel: 1)
        }
        return []
    }

    func composing(at detent: SheetDetents.Detent) throws -> PresentationStyle {
        .sheet(try SheetDetents([.medium, .large], selected: detent, usableUnderUpThrough: .medium))
    }

    @Test func theComposeSheetOpensAtHalfHeightAndGrowsByADragOrByTheReducer() throws {
        let store = TestStore(initialState: ReaderState(), reducer: reducer)
        store.send(.composeTapped) { try $0.navigation.present(.compose, style: self.composing(at: .medium)) }
        store.send(.userNavigated(.selectedDetent(.large, root: .compose, level: 1))) {
            try $0.navigation.selectDetent(.large, atLevel: 1)
        }
        store.send(.userNavigated(.selectedDetent(.medium, root: .compose, level: 1))) {
            try $0.navigation.selectDetent(.medium, atLevel: 1)
        }
        store.send(.bodyFocused) { try $0.navigation.selectDetent(.large, atLevel: 1) }
        #expect(store.state.navigation.presentedFlows.first?.style == (try composing(at: .large)))
        store.send(
            .userNavigated(.selectedDetent(try .height(200), root: .compose, level: 1)),
            expectingRejection: .detentNotOffered)
    }
}
