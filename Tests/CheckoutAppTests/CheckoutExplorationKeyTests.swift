import CheckoutApp
import ExampleExplorations
import Testing

/// What tells explored checkout states apart.
@Suite struct CheckoutExplorationKeyTests {
    @Test func statesDifferingOnlyInLaterPlacedOrdersHaveOneKey() {
        var first = CheckoutState(cart: cart)
        first.placedOrders = ["A-1", "A-2"]
        var second = first
        second.placedOrders = ["A-1", "A-2", "A-3"]
        #expect(CheckoutExploration.key(first) == CheckoutExploration.key(second))
        #expect(CheckoutExploration.key(first).placedOrders == ["A-1"])
    }

    @Test func statesDifferingInTheFirstPlacedOrderHaveTwoKeys() {
        var first = CheckoutState(cart: cart)
        first.placedOrders = ["A-1"]
        var second = first
        second.placedOrders = ["B-1"]
        #expect(CheckoutExploration.key(first) != CheckoutExploration.key(second))
        #expect(CheckoutExploration.key(CheckoutState(cart: cart)) == CheckoutState(cart: cart))
    }
}
