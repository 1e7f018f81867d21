import Foundation
import InfosApp
import NavigationReducer
import Testing

@Suite struct NavigationBarTests {
    let bar = NavigationBar<InfosAction>(
        title: "Infos",
        trailingButtons: [
            BarButton(.systemImage("arrowshape.turn.up.left.circle"), tint: .red, sending: .logoutTapped)
        ],
        showsBackButton: false
    )

    @Test func aBarIsPlainDataThatTestsCompare() {
        #expect(bar.title == "Infos")
        #expect(bar.leadingButtons.isEmpty)
        #expect(bar.trailingButtons.first?.content == .systemImage("arrowshape.turn.up.left.circle"))
        #expect(bar.trailingButtons.first?.style == .plain)
        #expect(bar.trailingButtons.first?.tint == .red)
        #expect(bar.trailingButtons.first?.action == .logoutTapped)
        #expect(bar != NavigationBar(title: "Infos"))
    }

    @Test func barsAndColoursRoundTripThroughJSON() throws {
        let bar = NavigationBar<InfosAlertAction>(
            title: "Details",
            trailingButtons: [
                BarButton<InfosAlertAction>(
                    .systemImageAndTitle(systemImage: "plus", title: "New"), style: .done, tint: "brand",
                    sending: .logoutCancelled)
            ]
        )
        let decoded = try JSONDecoder().decode(NavigationBar<InfosAlertAction>.self, from: JSONEncoder().encode(bar))
        #expect(decoded == bar)
        #expect(decoded.trailingButtons.first?.tint?.rawValue == "brand")
        #expect(decoded.showsBackButton)
    }
}
