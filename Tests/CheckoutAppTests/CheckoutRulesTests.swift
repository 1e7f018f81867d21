import Foundation
import CheckoutApp
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
        let store = TestStore(initialState: CheckoutState(cart: cart), reducer: CheckoutReducer(), exhaustivity: .partial)
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
        store.send(.placeOrderTapped, expectingRejection: .refused("an order needs a payment method"))
    }

    @Test func aCardStepWithoutABillingAddressIsRejected() throws {
        let store = TestStore(initialState: CheckoutState(cart: cart), reducer: CheckoutReducer(), exhaustivity: .partial)
        for action in Self.cardPath.prefix(4) { store.send(action) }
        store.send(.cardNumberEntered("4242424242424242"), expectingRejection: .refused("a card needs a billing address first"))
    }

    @Test func anUnknownCouponIsRejected() throws {
        let store = TestStore(initialState: CheckoutState(cart: cart), reducer: CheckoutReducer(), exhaustivity: .partial)
        store.send(.checkoutTapped)
        store.send(.shippingAddressEntered(home))
        store.send(.couponEntered("BOGUS"), expectingRejection: .refused(#"unknown coupon "BOGUS""#))
    }

    @Test func aMalformedCardNumberIsRejected() throws {
        let store = TestStore(initialState: CheckoutState(cart: cart), reducer: CheckoutReducer(), exhaustivity: .partial)
        for action in Self.cardPath.prefix(5) { store.send(action) }
        store.send(.cardNumberEntered("4242"), expectingRejection: .refused("a card number has 16 digits"))
    }

    @Test func checkingOutAnEmptyCartIsRejected() throws {
        let store = TestStore(initialState: CheckoutState(cart: .empty), reducer: CheckoutReducer())
        store.send(.checkoutTapped, expectingRejection: .refused("the cart is empty"))
    }

    @Test func anActionForAnotherScreenIsRejectedNamingTheScreen() throws {
        let store = TestStore(initialState: CheckoutState(cart: cart), reducer: CheckoutReducer())
        store.send(.applePayAuthorized, expectingRejection: .refused("applePayAuthorized is not possible on cart"))
    }

    @Test func theCouponHelpCoversTheCouponScreenUntilClosed() throws {
        var state = CheckoutState(cart: cart)
        try state.navigation.setStack([.cart(cart), .shippingAddress(Order(cart: cart)), .coupon(withShipping)])
        let store = TestStore(initialState: state, reducer: CheckoutReducer())
        store.send(.couponHelpTapped) { try $0.navigation.present(.couponHelp) }
        store.expectEffects([.trackScreen("couponHelp")])
        store.send(.couponSkipped, expectingRejection: .refused("the coupon help is open: close it first"))
        store.send(.couponHelpClosed) { try $0.navigation.dismiss() }
        store.send(.couponSkipped) { $0.navigation.push(.paymentMethod(withShipping)) }
        store.expectEffects([.trackScreen("paymentMethod")])
        store.finish()
    }

    @Test func aCheckoutStateRoundTripsThroughJSONForRestoration() throws {
        let store = TestStore(initialState: CheckoutState(cart: cart), reducer: CheckoutReducer(), exhaustivity: .partial)
        for action in Self.cardPath { store.send(action) }
        let data = try JSONEncoder().encode(store.state)
        #expect(try JSONDecoder().decode(CheckoutState.self, from: data) == store.state)
    }
}
