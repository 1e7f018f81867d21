import CheckoutApp
import NavigationReducer
import Testing

/// The checkout's own rules, each shown breaking on a state made by hand.
@Suite struct CheckoutStateRulesTests {
    @Test func aScreenPastTheCartShowingAnotherCartBreaksTheOneCartRule() throws {
        var state = CheckoutState(cart: cart)
        try state.navigation.setStack([
            .cart(cart), .shippingAddress(Order(cart: cart)), .coupon(Order(cart: Cart(items: [book]), shipping: home)),
        ])
        #expect(
            CheckoutState.rules.brokenRule(in: state)
                == .ruleBroken("the screens past the cart show one cart, a valid one"))
    }

    @Test func anInvalidCartPastTheCartBreaksTheOneCartRule() throws {
        let invalid = Cart(items: [book, book])
        var state = CheckoutState(cart: invalid)
        try state.navigation.setStack([.cart(invalid), .shippingAddress(Order(cart: invalid))])
        #expect(
            CheckoutState.rules.brokenRule(in: state)
                == .ruleBroken("the screens past the cart show one cart, a valid one"))
    }

    @Test func theScreensOfAValidCheckoutKeepEveryRule() throws {
        var state = CheckoutState(cart: cart)
        try state.navigation.setStack([.cart(cart), .shippingAddress(Order(cart: cart)), .coupon(withShipping)])
        #expect(CheckoutState.rules.brokenRule(in: state) == nil)
    }
}
