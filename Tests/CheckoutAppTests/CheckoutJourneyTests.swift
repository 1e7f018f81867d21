import CheckoutApp
import NavigationReducer
import NavigationReducerTesting
import Testing

/// The three journeys of the async-navigation article, each read as the user's path: what
/// they did, what they saw next, with the data on every screen.
@Suite struct CheckoutJourneyTests {
    @Test func aFreeOrderGoesFromTheCouponStraightToTheSummaryAndBackToAnEmptyCart() throws {
        let store = TestStore(initialState: CheckoutState(cart: cart), reducer: CheckoutReducer())
        let freeOrder = Order(cart: cart, shipping: home, coupon: free, payment: .coveredByCoupon)

        try store.send(.checkoutTapped) { $0.navigation.push(.shippingAddress(Order(cart: cart))) }
        try store.expectEffects([.trackScreen("shippingAddress")])
        try store.send(.shippingAddressEntered(home)) { $0.navigation.push(.coupon(withShipping)) }
        try store.expectEffects([.trackScreen("coupon")])
        try store.send(.couponEntered("FREE100")) { $0.navigation.push(.orderSummary(freeOrder)) }
        try store.expectEffects([.trackScreen("orderSummary")])
        #expect(freeOrder.total == Money(cents: 0))
        try store.send(.placeOrderTapped)
        try store.receive(.orderPlaced(id: "A-1"), from: .placeOrder(freeOrder)) {
            try $0.navigation.setStack([.cart(.empty)])
            $0.placedOrders = ["A-1"]
        }
        try store.expectEffects([.trackScreen("cart")])
        try store.finish()

        #expect(
            store.journey.sightings == [
                .screen(.cart(cart)),
                .screen(.shippingAddress(Order(cart: cart))),
                .screen(.coupon(withShipping)),
                .screen(.orderSummary(freeOrder)),
                .screen(.cart(.empty)),
            ])
    }

    @Test func anApplePayOrderGoesThroughThePaymentMethodAndApplePay() throws {
        let store = TestStore(initialState: CheckoutState(cart: cart), reducer: CheckoutReducer(), exhaustivity: .partial)
        let discounted = Order(cart: cart, shipping: home, coupon: tenOff)
        let paid = Order(cart: cart, shipping: home, coupon: tenOff, payment: .applePay)

        try store.send(.checkoutTapped)
        try store.send(.shippingAddressEntered(home))
        try store.send(.couponEntered("SAVE10"))
        try store.send(.applePayChosen)
        try store.send(.applePayAuthorized)
        try store.send(.placeOrderTapped)
        try store.expectEffects([.placeOrder(paid)])
        try store.receive(.orderPlaced(id: "A-2"), from: .placeOrder(paid)) { $0.placedOrders = ["A-2"] }

        #expect(paid.total == Money(cents: 5_849))
        #expect(
            store.journey.sightings == [
                .screen(.cart(cart)),
                .screen(.shippingAddress(Order(cart: cart))),
                .screen(.coupon(withShipping)),
                .screen(.paymentMethod(discounted)),
                .screen(.applePay(discounted)),
                .screen(.orderSummary(paid)),
                .screen(.cart(.empty)),
            ])
    }

    @Test func aCardOrderAsksForTheBillingAddressThenTheCardThenValidatesIt() throws {
        let store = TestStore(initialState: CheckoutState(cart: cart), reducer: CheckoutReducer(), exhaustivity: .partial)
        let paid = Order(cart: cart, shipping: home, payment: .card(lastFour: "4242", billing: office))

        try store.send(.checkoutTapped)
        try store.send(.shippingAddressEntered(home))
        try store.send(.couponSkipped)
        try store.send(.cardChosen)
        try store.send(.billingAddressEntered(office))
        try store.send(.cardNumberEntered("4242424242424242"))
        try store.expectEffects([.validateCard(number: "4242424242424242")])
        try store.receive(.cardValidated(lastFour: "4242"), from: .validateCard(number: "4242424242424242"))
        try store.send(.placeOrderTapped)
        try store.receive(.orderPlaced(id: "A-3"), from: .placeOrder(paid))

        #expect(
            store.journey.sightings == [
                .screen(.cart(cart)),
                .screen(.shippingAddress(Order(cart: cart))),
                .screen(.coupon(withShipping)),
                .screen(.paymentMethod(withShipping)),
                .screen(.billingAddress(withShipping)),
                .screen(.cardNumber(withShipping, billing: office)),
                .screen(.orderSummary(paid)),
                .screen(.cart(.empty)),
            ])
        #expect(store.state.placedOrders == ["A-3"])
    }

    @Test func aDeclinedCardShowsAnAlertAndKeepsTheUserOnTheCardScreen() throws {
        let store = TestStore(initialState: CheckoutState(cart: cart), reducer: CheckoutReducer(), exhaustivity: .partial)
        for action: CheckoutAction in [.checkoutTapped, .shippingAddressEntered(home), .couponSkipped, .cardChosen, .billingAddressEntered(office)] {
            try store.send(action)
        }
        try store.send(.cardNumberEntered("4000000000000002"))
        store.journey.restart()
        try store.receive(.cardDeclined, from: .validateCard(number: "4000000000000002"))
        #expect(store.state.navigation.alert == CheckoutReducer.cardDeclined)
        try store.send(.placeOrderTapped, expectingRejection: .refused(#""Card declined" is shown: choose one of its buttons"#))
        try store.send(.alert(.declinedAcknowledged))
        #expect(
            store.journey.sightings == [
                .screen(.cardNumber(withShipping, billing: office)),
                Sighting([.cardNumber(withShipping, billing: office)], alert: CheckoutReducer.cardDeclined),
                .screen(.cardNumber(withShipping, billing: office)),
            ])
    }
}
