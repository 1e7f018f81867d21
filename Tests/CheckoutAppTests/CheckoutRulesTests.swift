import CheckoutApp
import Foundation
import NavigationReducer
import NavigationReducerTesting
import Testing

/// Going back from every step, and the inputs the flow refuses.
@MainActor @Suite struct CheckoutRulesTests {
    /// The actions that lead to each step of the card journey, in order.
    nonisolated static let cardPath: [CheckoutAction] = [
        .checkoutTapped, .shippingAddressEntered(home), .couponSkipped, .cardChosen,
        .billingAddressEntered(office), .cardValidated(lastFour: "4242"),
    ]

    nonisolated static let applePayPath: [CheckoutAction] = [
        .checkoutTapped, .shippingAddressEntered(home), .couponEntered("SAVE10"), .applePayChosen, .applePayAuthorized,
    ]

    @Test(arguments: 1...cardPath.count)
    func backFromEveryStepOfTheCardJourneyShowsThePreviousScreenWithItsData(steps: Int) throws {
        try checkBack(along: Self.cardPath, steps: steps)
    }

    @Test(arguments: 1...applePayPath.count)
    func backFromEveryStepOfTheApplePayJourneyShowsThePreviousScreenWithItsData(steps: Int) throws {
        try checkBack(along: Self.applePayPath, steps: steps)
    }

    func checkBack(along path: [CheckoutAction], steps: Int) throws {
        let store = TestStore(
            initialState: CheckoutState(cart: cart), reducer: CheckoutReducer(), exhaustive: false)
        for action in path.prefix(steps - 1) { store.send(action) }
        let before = store.state.navigation.topScreen
        store.send(path[steps - 1])
        store.send(.back)
        #expect(store.state.navigation.topScreen == before)
    }

    @Test func backAtTheCartIsRejected() throws {
        let store = TestStore(initialState: CheckoutState(cart: cart), reducer: CheckoutReducer())
        store.send(.back, expectingRejection: .popAtRoot)
    }

    @Test func placingAnOrderWithoutPaymentIsRejected() throws {
        var state = CheckoutState(cart: cart)
        try state.navigation.setStack([.cart(cart), .orderSummary(withShipping)])
        let store = TestStore(initialState: state, reducer: CheckoutReducer())
        store.send(.placeOrderTapped, expectingRejection: .refused(CheckoutRefusal.noPaymentMethod))
    }

    @Test func aCardStepWithoutABillingAddressIsRejected() throws {
        let store = TestStore(
            initialState: CheckoutState(cart: cart), reducer: CheckoutReducer(), exhaustive: false)
        for action in Self.cardPath.prefix(4) { store.send(action) }
        store.send(
            .cardNumberEntered("4242424242424242"),
            expectingRejection: .refused(CheckoutRefusal.cardNeedsBillingAddress)
        )
    }

    @Test func anUnknownCouponIsRejected() throws {
        let store = TestStore(
            initialState: CheckoutState(cart: cart), reducer: CheckoutReducer(), exhaustive: false)
        store.send(.checkoutTapped)
        store.send(.shippingAddressEntered(home))
        store.send(.couponEntered("BOGUS"), expectingRejection: .refused(CheckoutRefusal.unknownCoupon))
    }

    @Test func aMalformedCardNumberIsRejected() throws {
        let store = TestStore(
            initialState: CheckoutState(cart: cart), reducer: CheckoutReducer(), exhaustive: false)
        for action in Self.cardPath.prefix(5) { store.send(action) }
        store.send(.cardNumberEntered("4242"), expectingRejection: .refused(CheckoutRefusal.cardNumberNotSixteenDigits))
    }

    @Test func checkingOutAnEmptyCartIsRejected() throws {
        let store = TestStore(initialState: CheckoutState(cart: .empty), reducer: CheckoutReducer())
        store.send(.checkoutTapped, expectingRejection: .refused(CartProblem.empty))
    }

    @Test func checkingOutACartWithANegativePriceIsRejectedNamingTheItem() throws {
        let store = TestStore(
            initialState: CheckoutState(cart: Cart(items: [book, refund])), reducer: CheckoutReducer())
        store.send(
            .checkoutTapped,
            expectingRejection: .refused(CartProblem.negativePrice(item: "Refund", price: Money(cents: -505))))
        store.finish()
    }

    @Test(arguments: [0, -1])
    func checkingOutACartWithANonPositiveQuantityIsRejectedNamingTheItem(quantity: Int) throws {
        let pens = CartItem("Pen", price: Money(cents: 150), quantity: quantity)
        let store = TestStore(initialState: CheckoutState(cart: Cart(items: [book, pens])), reducer: CheckoutReducer())
        store.send(
            .checkoutTapped,
            expectingRejection: .refused(CartProblem.nonPositiveQuantity(item: "Pen", quantity: quantity)))
        store.finish()
    }

    @Test func anOrderConfirmationWithNoOrderRequestIsRejected() throws {
        var state = CheckoutState(cart: cart)
        try state.navigation.setStack([
            .cart(cart), .orderSummary(Order(cart: cart, shipping: home, payment: .applePay)),
        ])
        let store = TestStore(initialState: state, reducer: CheckoutReducer())
        store.send(.orderPlaced(id: "A-1"), expectingRejection: .refused(CheckoutRefusal.noOrderBeingPlaced))
        store.finish()
    }

    @Test func whileAnOrderIsBeingPlacedTheSummaryWaitsForTheShop() throws {
        let paid = Order(cart: cart, shipping: home, payment: .applePay)
        var state = CheckoutState(cart: cart)
        try state.navigation.setStack([.cart(cart), .orderSummary(paid)])
        let store = TestStore(initialState: state, reducer: CheckoutReducer())
        store.send(.placeOrderTapped) { $0.isPlacingOrder = true }
        store.expectEffects([.placeOrder(paid)])
        let waiting = NavigationRejection.refused(CheckoutRefusal.orderBeingPlaced)
        store.send(.placeOrderTapped, expectingRejection: waiting)
        store.send(.back, expectingRejection: waiting)
        store.send(.orderPlaced(id: "A-1"), from: .placeOrder(paid)) {
            try $0.navigation.setStack([.cart(.empty)])
            $0.isPlacingOrder = false
            $0.placedOrders = ["A-1"]
        }
        store.expectEffects([.trackScreen("cart")])
        store.send(.orderPlaced(id: "A-1"), expectingRejection: .refused(CheckoutRefusal.noOrderBeingPlaced))
        store.finish()
    }

    @Test func addingAnInvalidOrRepeatedItemToTheCartIsRejected() throws {
        let store = TestStore(initialState: CheckoutState(cart: cart), reducer: CheckoutReducer())
        store.send(
            .itemAdded(refund),
            expectingRejection: .refused(CartProblem.negativePrice(item: "Refund", price: Money(cents: -505))))
        store.send(.itemAdded(mug), expectingRejection: .refused(CartProblem.listedTwice(item: "Mug")))
        store.finish()
    }

    @Test func addingAnItemAnywhereButTheCartIsRejected() throws {
        let store = TestStore(
            initialState: CheckoutState(cart: cart), reducer: CheckoutReducer(), exhaustive: false)
        store.send(.checkoutTapped)
        let sticker = CartItem("Sticker", price: Money(cents: 305))
        store.send(
            .itemAdded(sticker),
            expectingRejection: .refused(
                CheckoutRefusal.notPossible(.itemAdded, on: .shippingAddress)))
    }

    @Test func theShopsCouponsAreTheseTwo() {
        #expect(Coupon.known == ["FREE100": free, "SAVE10": tenOff])
    }

    @Test func theFixtureCartTotalsSixtyFourNinetyNine() {
        #expect(cart.total == cartTotal)
    }

    @Test func anActionForAnotherScreenIsRejectedNamingTheScreen() throws {
        let store = TestStore(initialState: CheckoutState(cart: cart), reducer: CheckoutReducer())
        store.send(
            .applePayAuthorized,
            expectingRejection: .refused(CheckoutRefusal.notPossible(.applePayAuthorized, on: .cart)))
    }

    @Test func theCouponHelpCoversTheCouponScreenUntilClosed() throws {
        var state = CheckoutState(cart: cart)
        try state.navigation.setStack([.cart(cart), .shippingAddress, .coupon(shipping: home)])
        let store = TestStore(initialState: state, reducer: CheckoutReducer())
        store.send(.couponHelpTapped) { try $0.navigation.present(.couponHelp) }
        store.expectEffects([.trackScreen("couponHelp")])
        store.send(.couponSkipped, expectingRejection: .refused(CheckoutRefusal.couponHelpOpen))
        store.send(.couponHelpClosed) { try $0.navigation.dismiss() }
        store.send(.couponSkipped) { try $0.navigation.push(.paymentMethod(coupon: nil)) }
        store.expectEffects([.trackScreen("paymentMethod")])
        store.finish()
    }

    @Test func aCheckoutStateRoundTripsThroughJSONForRestoration() throws {
        let store = TestStore(
            initialState: CheckoutState(cart: cart), reducer: CheckoutReducer(), exhaustive: false)
        for action in Self.cardPath { store.send(action) }
        let data = try JSONEncoder().encode(store.state)
        #expect(try JSONDecoder().decode(CheckoutState.self, from: data) == store.state)
    }
}
