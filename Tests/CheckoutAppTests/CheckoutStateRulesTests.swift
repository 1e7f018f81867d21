import CheckoutApp
import NavigationReducer
import Testing

/// The checkout's own rules, each shown breaking on a state made by hand.
@Suite struct CheckoutStateRulesTests {
    static let startsAtTheCart = NavigationRejection.ruleBroken(
        "a checkout starts at the cart, a valid one, which no later screen shows again")
    static let summaryShowsWhatWasEntered = NavigationRejection.ruleBroken(
        "the order summary is the last screen, with the cart, address and coupon entered before it")

    @Test func aSecondCartPastTheRootBreaksTheStartAtTheCartRule() throws {
        var state = CheckoutState(cart: cart)
        try state.navigation.setStack([.cart(cart), .shippingAddress, .cart(Cart(items: [book]))])
        #expect(CheckoutState.rules.brokenRule(in: state) == Self.startsAtTheCart)
    }

    @Test func anInvalidCartWithScreensPastItBreaksTheStartAtTheCartRule() throws {
        let invalid = Cart(items: [book, book])
        var state = CheckoutState(cart: invalid)
        #expect(CheckoutState.rules.brokenRule(in: state) == nil)
        try state.navigation.push(.shippingAddress)
        #expect(CheckoutState.rules.brokenRule(in: state) == Self.startsAtTheCart)
    }

    @Test func aFlowStartingPastTheCartBreaksTheStartAtTheCartRule() throws {
        var state = CheckoutState(cart: cart)
        try state.navigation.setStack([.shippingAddress, .coupon(shipping: home)])
        #expect(state.order == nil)
        #expect(CheckoutState.rules.brokenRule(in: state) == Self.startsAtTheCart)
    }

    @Test func aSummaryOfAnotherAddressOrCouponBreaksTheSummaryRule() throws {
        var state = CheckoutState(cart: cart)
        let entered: [CheckoutScreen] = [
            .cart(cart), .shippingAddress, .coupon(shipping: home), .paymentMethod(coupon: tenOff), .applePay,
        ]
        try state.navigation.setStack(
            entered + [.orderSummary(Order(cart: cart, shipping: home, coupon: tenOff, payment: .applePay))])
        #expect(CheckoutState.rules.brokenRule(in: state) == nil)
        try state.navigation.setStack(
            entered + [.orderSummary(Order(cart: cart, shipping: office, coupon: tenOff, payment: .applePay))])
        #expect(CheckoutState.rules.brokenRule(in: state) == Self.summaryShowsWhatWasEntered)
        try state.navigation.setStack(
            entered + [.orderSummary(Order(cart: cart, shipping: home, payment: .applePay))])
        #expect(CheckoutState.rules.brokenRule(in: state) == Self.summaryShowsWhatWasEntered)
    }

    @Test func aScreenOrASecondSummaryAboveTheSummaryBreaksTheSummaryRule() throws {
        var state = CheckoutState(cart: cart)
        let paid = Order(cart: cart, shipping: home, payment: .applePay)
        try state.navigation.setStack([
            .cart(cart), .shippingAddress, .coupon(shipping: home), .orderSummary(paid), .applePay,
        ])
        #expect(CheckoutState.rules.brokenRule(in: state) == Self.summaryShowsWhatWasEntered)
        try state.navigation.setStack([
            .cart(cart), .shippingAddress, .coupon(shipping: home), .orderSummary(paid), .orderSummary(paid),
        ])
        #expect(CheckoutState.rules.brokenRule(in: state) == Self.summaryShowsWhatWasEntered)
    }

    @Test func placingAnOrderAwayFromItsSummaryBreaksARule() throws {
        var state = CheckoutState(cart: cart)
        try state.navigation.setStack([.cart(cart), .shippingAddress])
        state.isPlacingOrder = true
        #expect(state.pendingOrder == Order(cart: cart))
        #expect(CheckoutState.rules.brokenRule(in: state) == .ruleBroken("an order is placed only from its summary"))
    }

    @Test func theOrderIsTheCartWithWhatEachScreenAdded() throws {
        var state = CheckoutState(cart: cart)
        try state.navigation.setStack([
            .cart(cart), .shippingAddress, .coupon(shipping: home), .paymentMethod(coupon: tenOff), .billingAddress,
            .cardNumber(billing: office),
        ])
        #expect(state.order == Order(cart: cart, shipping: home, coupon: tenOff))
        #expect(state.pendingOrder == nil)
        #expect(CheckoutState.rules.brokenRule(in: state) == nil)
        try state.navigation.pop(to: .coupon(shipping: home))
        #expect(state.order == withShipping)
    }
}
