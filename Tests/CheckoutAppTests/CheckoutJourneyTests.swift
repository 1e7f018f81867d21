import CheckoutApp
import NavigationReducer
import NavigationReducerTesting
import Testing

/// The three journeys of the async-navigation article, each read as the user's path: what
/// they did, what they saw next, with what each screen was reached with.
@MainActor @Suite struct CheckoutJourneyTests {
    @Test func aFreeOrderGoesFromTheCouponStraightToTheSummaryAndBackToAnEmptyCart() throws {
        let store = TestStore(initialState: CheckoutState(cart: cart), reducer: CheckoutReducer())
        let freeOrder = Order(cart: cart, shipping: home, coupon: free, payment: .coveredByCoupon)

        store.send(.checkoutTapped) { try $0.navigation.push(.shippingAddress) }
        store.expectEffects([.trackScreen("shippingAddress")])
        store.send(.shippingAddressEntered(home)) { try $0.navigation.push(.coupon(shipping: home)) }
        store.expectEffects([.trackScreen("coupon")])
        store.send(.couponEntered("FREE100")) { try $0.navigation.push(.orderSummary(freeOrder)) }
        store.expectEffects([.trackScreen("orderSummary")])
        #expect(freeOrder.total == Money(cents: 0))
        store.send(.placeOrderTapped) { $0.isPlacingOrder = true }
        #expect(store.state.pendingOrder == freeOrder)
        store.send(.orderPlaced(id: "A-1"), from: .placeOrder(freeOrder)) {
            try $0.navigation.setStack([.cart(.empty)])
            $0.isPlacingOrder = false
            $0.placedOrders = ["A-1"]
        }
        store.expectEffects([.trackScreen("cart")])
        store.finish()

        #expect(
            store.journey.sightings == [
                .screen(.cart(cart)),
                .screen(.shippingAddress),
                .screen(.coupon(shipping: home)),
                .screen(.orderSummary(freeOrder)),
                .screen(.cart(.empty)),
            ])
    }

    @Test func anApplePayOrderGoesThroughThePaymentMethodAndApplePay() throws {
        let store = TestStore(
            initialState: CheckoutState(cart: cart), reducer: CheckoutReducer(), exhaustive: false)
        let paid = Order(cart: cart, shipping: home, coupon: tenOff, payment: .applePay)

        store.send(.checkoutTapped)
        store.send(.shippingAddressEntered(home))
        store.send(.couponEntered("SAVE10"))
        #expect(store.state.order == Order(cart: cart, shipping: home, coupon: tenOff))
        store.send(.applePayChosen)
        store.send(.applePayAuthorized)
        store.send(.placeOrderTapped)
        store.expectEffects([.placeOrder(paid)])
        store.send(.orderPlaced(id: "A-2"), from: .placeOrder(paid)) { $0.placedOrders = ["A-2"] }
        #expect(store.state.pendingOrder == nil)

        #expect(paid.discount == Money(cents: 650))
        #expect(paid.total == Money(cents: 5_849))
        #expect(
            store.journey.sightings == [
                .screen(.cart(cart)),
                .screen(.shippingAddress),
                .screen(.coupon(shipping: home)),
                .screen(.paymentMethod(coupon: tenOff)),
                .screen(.applePay),
                .screen(.orderSummary(paid)),
                .screen(.cart(.empty)),
            ])
    }

    @Test func aCardOrderAsksForTheBillingAddressThenTheCardThenValidatesIt() throws {
        let store = TestStore(
            initialState: CheckoutState(cart: cart), reducer: CheckoutReducer(), exhaustive: false)
        let paid = Order(cart: cart, shipping: home, payment: .card(lastFour: "4242", billing: office))

        store.send(.checkoutTapped)
        store.send(.shippingAddressEntered(home))
        store.send(.couponSkipped)
        store.send(.cardChosen)
        store.send(.billingAddressEntered(office))
        store.send(.cardNumberEntered("4242424242424242"))
        store.expectEffects([.validateCard(number: "4242424242424242")])
        store.send(.cardValidated(lastFour: "4242"), from: .validateCard(number: "4242424242424242"))
        store.send(.placeOrderTapped)
        store.send(.orderPlaced(id: "A-3"), from: .placeOrder(paid))

        #expect(
            store.journey.sightings == [
                .screen(.cart(cart)),
                .screen(.shippingAddress),
                .screen(.coupon(shipping: home)),
                .screen(.paymentMethod(coupon: nil)),
                .screen(.billingAddress),
                .screen(.cardNumber(billing: office)),
                .screen(.orderSummary(paid)),
                .screen(.cart(.empty)),
            ])
        #expect(store.state.placedOrders == ["A-3"])
    }

    @Test func aDeclinedCardShowsAnAlertAndKeepsTheUserOnTheCardScreen() throws {
        let store = TestStore(
            initialState: CheckoutState(cart: cart), reducer: CheckoutReducer(), exhaustive: false)
        for action: CheckoutAction in [
            .checkoutTapped, .shippingAddressEntered(home), .couponSkipped, .cardChosen, .billingAddressEntered(office),
        ] {
            store.send(action)
        }
        store.send(.cardNumberEntered("4000000000000002"))
        store.journey.restart()
        store.send(.cardDeclined, from: .validateCard(number: "4000000000000002"))
        #expect(store.state.navigation.alert == CheckoutReducer.cardDeclined)
        store.send(
            .placeOrderTapped, expectingRejection: .refused(CheckoutRefusal.alertShown))
        #expect(store.state.order == withShipping)
        store.send(.alert(.declinedAcknowledged))
        #expect(
            store.journey.sightings == [
                .screen(.cardNumber(billing: office)),
                Sighting([.cardNumber(billing: office)], alert: CheckoutReducer.cardDeclined),
                .screen(.cardNumber(billing: office)),
            ])
    }

    @Test func afterAnOrderTheUserAddsAnItemToTheEmptyCartAndOrdersAgain() throws {
        let store = TestStore(
            initialState: CheckoutState(cart: cart), reducer: CheckoutReducer(), exhaustive: false)
        for action: CheckoutAction in [
            .checkoutTapped, .shippingAddressEntered(home), .couponEntered("FREE100"), .placeOrderTapped,
        ] {
            store.send(action)
        }
        store.send(
            .orderPlaced(id: "A-1"),
            from: .placeOrder(Order(cart: cart, shipping: home, coupon: free, payment: .coveredByCoupon)))
        store.journey.restart()

        let sticker = CartItem("Sticker", price: Money(cents: 305))
        store.send(.itemAdded(sticker)) { try $0.navigation.setRoot(.cart(Cart(items: [sticker])), animated: false) }
        store.send(.checkoutTapped)
        store.send(.shippingAddressEntered(home))
        store.send(.couponEntered("SAVE10"))
        store.send(.applePayChosen)
        store.send(.applePayAuthorized)
        let paid = Order(cart: Cart(items: [sticker]), shipping: home, coupon: tenOff, payment: .applePay)
        #expect(store.state.navigation.topScreen == .orderSummary(paid))
        #expect(paid.discount == Money(cents: 31))
        #expect(paid.total == Money(cents: 274))
        store.send(.placeOrderTapped)
        store.send(.orderPlaced(id: "A-2"), from: .placeOrder(paid))
        #expect(store.state.placedOrders == ["A-1", "A-2"])
        #expect(store.state.navigation.topScreen == .cart(.empty))
    }
}
