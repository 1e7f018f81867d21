import CheckoutApp
import NavigationReducer
import Testing

/// The checkout's own rules, each shown breaking on a state made by hand.
@Suite struct CheckoutStateRulesTests {
    static let startsAtTheCart = NavigationRejection.ruleBroken(
        "a checkout starts at the cart, a valid one, which no later screen shows again")
    static let summaryShowsWhatWasEntered = NavigationRejection.ruleBroken(
        "the order summary is the last screen, with the cart, address, coupon and payment entered before it")
    static let couponHelpOverTheCoupon = NavigationRejection.ruleBroken(
        "the coupon help shows only as a sheet over the coupon screen")

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

    @Test func aSummaryOfAPaymentOrAddressNotEnteredBreaksTheSummaryRule() throws {
        var state = CheckoutState(cart: cart)
        let byCard: [CheckoutScreen] = [
            .cart(cart), .shippingAddress, .coupon(shipping: home), .paymentMethod(coupon: nil), .billingAddress,
            .cardNumber(billing: office),
        ]
        let card = Payment.card(lastFour: "4242", billing: office)
        try state.navigation.setStack(byCard + [.orderSummary(Order(cart: cart, shipping: home, payment: card))])
        #expect(CheckoutState.rules.brokenRule(in: state) == nil)
        let broken: [[CheckoutScreen]] = [
            // A free coupon no one entered.
            byCard + [.orderSummary(Order(cart: cart, shipping: home, coupon: free, payment: .coveredByCoupon))],
            // Apple Pay over the card screen, and a card of another billing address.
            byCard + [.orderSummary(Order(cart: cart, shipping: home, payment: .applePay))],
            byCard + [
                .orderSummary(Order(cart: cart, shipping: home, payment: .card(lastFour: "4242", billing: home)))
            ],
            // A coupon skipped, then applied on the summary, paid by card or by Apple Pay.
            byCard + [.orderSummary(Order(cart: cart, shipping: home, coupon: tenOff, payment: card))],
            [
                .cart(cart), .shippingAddress, .coupon(shipping: home), .paymentMethod(coupon: nil), .applePay,
                .orderSummary(Order(cart: cart, shipping: home, coupon: tenOff, payment: .applePay)),
            ],
            // A free order over a coupon screen past a coupon already chosen.
            [
                .cart(cart), .shippingAddress, .coupon(shipping: home), .paymentMethod(coupon: tenOff),
                .coupon(shipping: home),
                .orderSummary(Order(cart: cart, shipping: home, coupon: free, payment: .coveredByCoupon)),
            ],
            // No address at all.
            [.cart(cart), .applePay, .orderSummary(Order(cart: cart, payment: .applePay))],
        ]
        for stack in broken {
            try state.navigation.setStack(stack)
            #expect(CheckoutState.rules.brokenRule(in: state) == Self.summaryShowsWhatWasEntered, "\(stack)")
        }
    }

    @Test func theCouponHelpAnywhereButOverTheCouponBreaksItsRule() throws {
        var state = CheckoutState(cart: cart)
        try state.navigation.setStack([.cart(cart), .shippingAddress, .coupon(shipping: home)])
        try state.navigation.present(.couponHelp)
        #expect(CheckoutState.rules.brokenRule(in: state) == nil)
        try state.navigation.push(.applePay)
        #expect(CheckoutState.rules.brokenRule(in: state) == Self.couponHelpOverTheCoupon)
        try state.navigation.dismiss()
        try state.navigation.push(.couponHelp)
        #expect(CheckoutState.rules.brokenRule(in: state) == Self.couponHelpOverTheCoupon)
        try state.navigation.setStack([.cart(cart), .shippingAddress])
        try state.navigation.present(.couponHelp)
        #expect(CheckoutState.rules.brokenRule(in: state) == Self.couponHelpOverTheCoupon)
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
