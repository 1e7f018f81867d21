import Foundation
import NavigationReducer
import Testing

/// A sheet's detents are a value: only heights a sheet can have, offered once each, resting
/// at one it offers — through the initialisers, the verbs and a saved file alike.
@Suite struct ASheetOnlyRestsAtADetentItOffers {
    func style(_ json: String) throws -> PresentationStyle {
        try JSONDecoder().decode(PresentationStyle.self, from: Data(json.utf8))
    }

    func sheet(resting detent: SheetDetents.Detent? = nil) throws -> SampleNavigation {
        var state = SampleNavigation(root: .home)
        try state.present(
            .editor(id: 1), style: .sheet(SheetDetents([.medium, .large], selected: detent)), animated: false)
        return state
    }

    @Test func aSheetOpensAtItsFirstDetentUnlessToldAnother() throws {
        let detents = try SheetDetents([.medium, .large])
        #expect(detents.selected == .medium)
        #expect(detents.detents == [.medium, .large])
        #expect(detents.usableUnderUpThrough == nil)
        #expect(try SheetDetents([.medium, .large], selected: .large).selected == .large)
        #expect(SheetDetents.large.detents == [.large])
    }

    @Test func aDetentIsReadBackAsTheSizeItWasMadeWith() throws {
        #expect(SheetDetents.Detent.medium.size == .medium)
        #expect(SheetDetents.Detent.large.size == .large)
        #expect(try SheetDetents.Detent.height(120).size == .height(120))
        #expect(try SheetDetents.Detent.fraction(0.25).size == .fraction(0.25))
        #expect(try SheetDetents.Detent.fraction(1).size == .fraction(1))
        #expect(try SheetDetents.Detent.fraction(0.3).size == .fraction(0.3))
        #expect(try SheetDetents.Detent.fraction(1.0 / 3).size == .fraction(0.333), "kept to a thousandth")
        #expect(try SheetDetents.Detent.height(3_000).size == .height(3_000))
        #expect(try SheetDetents.Detent.height(1).size == .height(1))
        #expect(try SheetDetents.Detent.fraction(1) != .large)
        #expect(try SheetDetents.Detent.height(1) != (try SheetDetents.Detent.fraction(1)))
    }

    @Test(arguments: [0, -4, 3_001, .max])
    func aHeightNoSheetCanHaveIsRefused(points: Int) {
        #expect(throws: NavigationRejection.invalidDetents) { try SheetDetents.Detent.height(points) }
    }

    @Test(arguments: [0, -0.5, 1.01, 0.0004, .nan, .infinity])
    func aFractionOutsideTheSheetIsRefused(fraction: Double) {
        #expect(throws: NavigationRejection.invalidDetents) { try SheetDetents.Detent.fraction(fraction) }
    }

    @Test func noDetentsARepeatedOneOrMoreThanFourAreRefused() throws {
        let five = try [SheetDetents.Detent.medium, .large, .height(100), .height(200), .fraction(0.3)]
        #expect(throws: NavigationRejection.invalidDetents) { try SheetDetents([]) }
        #expect(throws: NavigationRejection.invalidDetents) { try SheetDetents([.medium, .medium]) }
        #expect(throws: NavigationRejection.invalidDetents) { try SheetDetents(five) }
        #expect(try SheetDetents(Array(five.prefix(4))).detents == Array(five.prefix(4)))
    }

    @Test func restingOrStayingUsableAtADetentNotOfferedIsRefused() throws {
        #expect(throws: NavigationRejection.detentNotOffered) { try SheetDetents([.large], selected: .medium) }
        #expect(throws: NavigationRejection.detentNotOffered) {
            try SheetDetents([.large], usableUnderUpThrough: .medium)
        }
        var detents = try SheetDetents([.medium, .large])
        #expect(throws: NavigationRejection.detentNotOffered) { try detents.select(.height(80)) }
        #expect(detents.selected == .medium)
    }

    @Test func theReducerRestsAPresentedSheetAtAnotherDetent() throws {
        var state = try sheet()
        try state.selectDetent(.large, atLevel: 1, animated: false)
        #expect(state == (try sheet(resting: .large)))
        #expect(state.animations.presentation == false)
    }

    @Test func aDetentForNoSheetOrOneNotOfferedIsRefusedAndChangesNothing() throws {
        var state = try sheet()
        try state.present(.preview(id: 1), style: .fullScreen)
        let before = state
        #expect(throws: NavigationRejection.detentNotOffered) { try state.selectDetent(.large, atLevel: 2) }
        #expect(throws: NavigationRejection.detentNotOffered) {
            try state.selectDetent(.height(300), atLevel: 1)
        }
        #expect(throws: NavigationRejection.levelOutOfRange(level: 0, count: 3)) {
            try state.selectDetent(.large, atLevel: 0)
        }
        #expect(throws: NavigationRejection.levelOutOfRange(level: 3, count: 3)) {
            try state.selectDetent(.large, atLevel: 3)
        }
        #expect(state == before)
    }

    @Test func aDragIsAppliedToTheSheetItWasMadeOn() throws {
        var state = try sheet()
        try state.apply(.selectedDetent(.large, root: .editor(id: 1), level: 1))
        #expect(state == (try sheet(resting: .large)))
        let before = state
        #expect(throws: NavigationRejection.nothingPresented) {
            try state.apply(.selectedDetent(.medium, root: .editor(id: 2), level: 1))
        }
        try state.showAlert(.logout)
        #expect(throws: NavigationRejection.alertAlreadyShown) {
            try state.apply(.selectedDetent(.medium, root: .editor(id: 1), level: 1))
        }
        try state.hideAlert()
        #expect(state.presentedFlows == before.presentedFlows)
    }

    @Test func revertingToATreeSavedAtAnotherDetentKeepsTheSheetAndOnlyMovesIt() throws {
        let saved = try sheet()
        var state = saved
        try state.push(.preview(id: 1))
        try state.selectDetent(.large, atLevel: 1)
        let shown = state
        state.revert(to: saved)
        #expect(state.presentedFlows.first?.style.detents?.selected == .medium)
        #expect(state.stack(atLevel: 1)?.entryID(at: 0) == shown.stack(atLevel: 1)?.entryID(at: 0))
        let detents = try SheetDetents([.medium, .large])
        #expect(
            shown.commands(toReach: state) == [
                .setDetents(detents, level: 1, animated: true), .popTo(index: 0, level: 1, animated: true),
            ])
    }

    @Test func aStyleIsSavedByNameAndASheetWithDetentsWithThem() throws {
        let styles: [PresentationStyle] = [
            .sheet, .formSheet, .fullScreen, .popover,
            .sheet(
                try SheetDetents(
                    [.height(120), .fraction(0.5), .large], selected: .large, usableUnderUpThrough: .height(120))),
        ]
        for style in styles {
            #expect(try JSONDecoder().decode(PresentationStyle.self, from: JSONEncoder().encode(style)) == style)
        }
        #expect(try style(#""sheet""#) == .sheet)
        #expect(try style(#""popover""#) == .popover)
        #expect(
            try style(#"{"sheet":{"detents":["medium","large"],"selected":"large"}}"#)
                == .sheet(try SheetDetents([.medium, .large], selected: .large)))
        #expect(
            try style(#"{"sheet":{"detents":[{"height":90},"large"],"selected":{"height":90}}}"#)
                == .sheet(try SheetDetents([.height(90), .large])))
    }

    @Test(arguments: [
        #""bottomSheet""#,
        #"{"sheet":{"detents":[],"selected":"large"}}"#,
        #"{"sheet":{"detents":["large","large"],"selected":"large"}}"#,
        #"{"sheet":{"detents":["large"],"selected":"medium"}}"#,
        #"{"sheet":{"detents":["large"],"selected":"large","usableUnderUpThrough":"medium"}}"#,
        #"{"sheet":{"detents":[{"height":-5}],"selected":{"height":-5}}}"#,
        #"{"sheet":{"detents":[{"fraction":2}],"selected":{"fraction":2}}}"#,
        #"{"sheet":{"detents":[{"height":90,"fraction":0.5}],"selected":{"height":90,"fraction":0.5}}}"#,
        #"{"sheet":{"detents":["small"],"selected":"small"}}"#,
        #"{"sheet":{"detents":["large"]}}"#,
    ])
    func aDamagedSavedStyleIsRefused(json: String) {
        #expect(throws: DecodingError.self) { try style(json) }
    }
}
