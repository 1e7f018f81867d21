import CheckoutApp
import ExampleExplorations
import Foundation
import NavigationReducer
import NavigationReducerTesting
import Testing

@MainActor @Suite struct CheckoutExplorationTests {
    let report = CheckoutExploration.explorer.run()

    @Test func theOrderSummaryIsReachableOnlyWithAPaymentMethodOrAFreeCoupon() {
        #expect(report.truncation == nil)
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.states.contains { if case .orderSummary = $0.navigation.topScreen { true } else { false } })
    }

    @Test func everyJourneyCanReturnToTheCart() {
        #expect(report.cannotGetBack.isEmpty)
    }

    @Test func thereIsNoDeadEndNotEvenTheEmptyCartAfterAnOrder() {
        #expect(report.deadEnds.isEmpty, "\(report.deadEnds.map(\.path))")
        #expect(report.states.contains { $0.navigation.topScreen == .cart(.empty) })
    }

    @Test func aCartWithAnInvalidItemNeverGetsPastTheCartScreen() {
        let report = Explorer(
            reducer: CheckoutReducer(), initialState: CheckoutState(cart: Cart(items: [book, refund])),
            actions: CheckoutAction.possible
        ).run()
        #expect(report.states.count == 2)  // the cart, and the cart with a sticker added
        #expect(report.states.allSatisfy { if case .cart = $0.navigation.topScreen { true } else { false } })
        // Checking out, and adding another refund, in each of the two states.
        let negativePrice = NavigationRejection.refused(
            CartProblem.negativePrice(item: "Refund", price: Money(cents: -505)))
        #expect(report.rejectionCount(of: negativePrice) == 4)
        #expect(report.rejections.first { $0.example == negativePrice }?.count == 4)
        // Fourteen actions the cart does not offer (an address, three coupons, skipping the
        // coupon, its help, two payment methods, a billing address, a card number, a card's
        // answers, Apple Pay's, placing the order), in each of the two states: one kind,
        // whatever the action and screen, its example the first met.
        let notPossible = report.rejections.filter { $0.kind == "CheckoutRefusal.notPossible" }
        #expect(notPossible.map(\.count) == [28])
        #expect(notPossible.first?.example == .refused(CheckoutRefusal.notPossible(.shippingAddressEntered, on: .cart)))
        #expect(report.rejectionCount(of: .refused(CheckoutRefusal.notPossible(.back, on: .couponHelp))) == 28)
    }

    @Test func theSummaryTotalIsProvedOverACartWhoseDiscountEndsInAHalfCent() {
        let sticker = CartItem("Sticker", price: Money(cents: 305))
        let halfCentSummaries = report.states.filter {
            if case .orderSummary(let order) = $0.navigation.topScreen {
                order.cart == Cart(items: [sticker]) && order.coupon == tenOff
            } else {
                false
            }
        }
        #expect(!halfCentSummaries.isEmpty)
    }

    @Test func everyScreenIsReachable() {
        #expect(report.screensNeverReached(of: CheckoutScreen.allCaseNames) { $0.caseName }.isEmpty)
    }

    @Test func aSummaryReachedWithoutPaymentIsCaughtWithItsShortestPath() throws {
        let sloppy = Reduce<CheckoutState, CheckoutAction, CheckoutEffect> { state, action in
            if action == .couponSkipped, case .coupon = state.navigation.topScreen, let order = state.order {
                try state.navigation.push(.orderSummary(order))
                return []
            }
            return try CheckoutReducer().reduce(into: &state, action: action)
        }
        let broken = Explorer(
            reducer: sloppy, initialState: CheckoutState(cart: .sample), actions: CheckoutAction.possible,
            key: CheckoutExploration.key
        )
        .invariant("no summary without payment") { state in
            if case .orderSummary(let order) = state.navigation.topScreen { return order.payment != nil }
            return true
        }
        .run()
        let violation = try #require(broken.violations.first)
        let address = Address(name: "Ada", street: "1 Loop", city: "Cupertino")
        #expect(violation.path == [.checkoutTapped, .shippingAddressEntered(address), .couponSkipped])
    }

    @Test func theReadmeShowsTheGraphThisExplorationDraws() throws {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/NavigationReducerTesting/NavigationReducerTesting.docc/ExampleGraphs.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let graph = report.graph(node: CheckoutExploration.node).mermaid
        #expect(
            text.contains("<!-- checkout-graph begin -->\n```mermaid\n\(graph)\n```\n<!-- checkout-graph end -->"),
            "regenerate with: swift run navigation-demo explore checkout --mermaid")
    }
}

@Suite struct CheckoutExplorationWithWorkInFlight {
    @Test func everyRuleHoldsWhileTheCardAndThePaymentAnswerLate() {
        let report = CheckoutExploration.answeringLate.run()
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.truncation == nil)
        #expect(report.deadEnds.isEmpty)
        #expect(report.cannotGetBack.isEmpty)
        #expect(report.screensNeverReached(of: CheckoutScreen.allCaseNames) { $0.caseName }.isEmpty)
        #expect(report.states.contains { $0.workInFlight.map(\.name) == [CheckoutEffect.payment] })
    }

    @Test func aDeclinedCardIsAnAnswerTheExplorerTakes() {
        let report = CheckoutExploration.answeringLate.run()
        #expect(report.states.contains { $0.navigation.alert == CheckoutReducer.cardDeclined })
    }
}
