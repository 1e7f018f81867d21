import NavigationReducer

/// The order flow: Cart → Shipping address → Coupon → (Order summary when the coupon is
/// 100% off | Payment method → (Billing address → Card number | Apple Pay) → Order summary).
/// Placing the order returns to an empty cart. Back works at every step but the cart.
///
/// Each screen carries the order as far as the user got, so going back restores exactly
/// what that screen showed.
public struct CheckoutReducer: Reducer {
    public init() {}

    public static let cardDeclined = AlertState<CheckoutAlertAction>(
        title: "Card declined",
        message: "Try another card.",
        .cancel("OK", sending: .declinedAcknowledged)
    )

    public func reduce(into state: inout CheckoutState, action: CheckoutAction) throws(NavigationRejection) -> [CheckoutEffect] {
        if let alert = state.navigation.alert, !action.isAlertChoice {
            throw .refused("\"\(alert.title)\" is shown: choose one of its buttons")
        }
        if state.navigation.isPresenting {
            guard action == .couponHelpClosed else { throw .refused("the coupon help is open: close it first") }
            try state.navigation.dismiss()
            return []
        }
        let top = state.navigation.topScreen
        guard var order = top.order else { throw .refused("\(top.caseName) shows no order") }
        switch (action, top) {
        case (.checkoutTapped, .cart(let cart)):
            guard !cart.items.isEmpty else { throw .refused("the cart is empty") }
            return show(.shippingAddress(order), in: &state)

        case (.shippingAddressEntered(let address), .shippingAddress):
            order.shipping = address
            return show(.coupon(order), in: &state)

        case (.couponEntered(let code), .coupon):
            guard let coupon = Coupon.known[code] else { throw .refused("unknown coupon \"\(code)\"") }
            order.coupon = coupon
            if coupon.makesOrderFree {
                order.payment = .coveredByCoupon
                return show(.orderSummary(order), in: &state)
            }
            return show(.paymentMethod(order), in: &state)

        case (.couponSkipped, .coupon):
            return show(.paymentMethod(order), in: &state)

        case (.couponHelpTapped, .coupon):
            try state.navigation.present(.couponHelp)
            return [.trackScreen("couponHelp")]

        case (.couponHelpClosed, _):
            throw .nothingPresented

        case (.cardChosen, .paymentMethod):
            return show(.billingAddress(order), in: &state)

        case (.applePayChosen, .paymentMethod):
            return show(.applePay(order), in: &state)

        case (.billingAddressEntered(let address), .billingAddress):
            return show(.cardNumber(order, billing: address), in: &state)

        case (.cardNumberEntered, .billingAddress):
            throw .refused("a card needs a billing address first")

        case (.cardNumberEntered(let number), .cardNumber):
            guard number.count == 16, number.allSatisfy(\.isNumber) else { throw .refused("a card number has 16 digits") }
            return [.validateCard(number: number)]

        case (.cardValidated(let lastFour), .cardNumber(_, let billing)):
            order.payment = .card(lastFour: lastFour, billing: billing)
            return show(.orderSummary(order), in: &state)

        case (.cardDeclined, .cardNumber):
            try state.navigation.showAlert(Self.cardDeclined)
            return []

        case (.alert(let choice), _):
            try state.navigation.chooseAlertButton(sending: choice)
            return []

        case (.applePayAuthorized, .applePay):
            order.payment = .applePay
            return show(.orderSummary(order), in: &state)

        case (.placeOrderTapped, .orderSummary):
            guard order.payment != nil else { throw .refused("an order needs a payment method") }
            return [.placeOrder(order)]

        case (.orderPlaced(let id), .orderSummary):
            try state.navigation.setStack([.cart(.empty)])
            state.placedOrders.append(id)
            return [.trackScreen("cart")]

        case (.back, _):
            try state.navigation.pop()
            return []

        default:
            throw .refused("\(String(describing: action).prefix { $0 != "(" }) is not possible on \(top.caseName)")
        }
    }

    private func show(_ screen: CheckoutScreen, in state: inout CheckoutState) -> [CheckoutEffect] {
        state.navigation.push(screen)
        return [.trackScreen(screen.caseName)]
    }
}
