import NavigationReducer

/// The order flow: Cart → Shipping address → Coupon → (Order summary when the coupon is
/// 100% off | Payment method → (Billing address → Card number | Apple Pay) → Order summary).
/// Placing the order returns to an empty cart, where items can be added for a new order.
/// Back works at every step but the cart.
///
/// Each screen carries the order as far as the user got, so going back restores exactly
/// what that screen showed.
///
/// Rules, with the reasons they reject with (a ``CartProblem`` or a ``CheckoutRefusal``):
/// - Checking out needs a valid cart (``Cart/problem``): `the cart is empty`,
///   `"Refund" has a negative price: -$5.05`, `"Pen" has a quantity of 0: it must be at
///   least 1`, `"Mug" is already in the cart`; adding an item checks it the same way
///   (``Cart/adding(_:)``).
/// - `placeOrderTapped` sends ``CheckoutEffect/placeOrder(_:)`` and marks the order pending
///   (``CheckoutState/pendingOrder``); until `orderPlaced(id:)` confirms it, every other
///   action is rejected with `the order is being placed: wait for the shop's answer`.
/// - `orderPlaced(id:)` with no pending order is rejected with `no order is being placed`.
/// - The summary's total is the cart total less the discount rounded half-up
///   (``Order/discount``).
public struct CheckoutReducer: Reducer, Sendable {
    public init() {}

    /// Every refusal is thrown before the state changes; the explorer's tests check it in
    /// every reachable state.
    public static var rejectsWithoutChanging: Bool { true }

    public static let cardDeclined = AlertState<CheckoutAlertAction>(
        title: "Card declined",
        message: "Try another card.",
        .cancel("OK", sending: .declinedAcknowledged)
    )

    public func reduce(into state: inout CheckoutState, action: CheckoutAction) throws(NavigationRejection)
        -> EffectList<CheckoutEffect>
    {
        if let alert = state.navigation.alert, !action.isAlertChoice {
            throw .refused(CheckoutRefusal.alertShown(alert))
        }
        if state.navigation.isPresenting {
            guard action == .couponHelpClosed else { throw .refused(CheckoutRefusal.couponHelpOpen) }
            try state.navigation.dismiss()
            return []
        }
        if state.pendingOrder != nil, !action.isOrderConfirmation {
            throw .refused(CheckoutRefusal.orderBeingPlaced)
        }
        let top = state.navigation.topScreen
        if case .couponHelp = top { throw .refused(CheckoutRefusal.noOrder(on: .couponHelp)) }
        switch action {
        case .itemAdded(let item):
            guard case .cart(let cart) = top else { break }
            let updated: Cart
            do { updated = try cart.adding(item) } catch { throw .refused(error) }
            try state.navigation.setRoot(.cart(updated), animated: false)
            return []

        case .checkoutTapped:
            guard case .cart(let cart) = top else { break }
            if let problem = cart.problem { throw .refused(problem) }
            return try show(.shippingAddress(Order(cart: cart)), in: &state)

        case .shippingAddressEntered(let address):
            guard case .shippingAddress(var order) = top else { break }
            order.shipping = address
            return try show(.coupon(order), in: &state)

        case .couponEntered(let code):
            guard case .coupon(var order) = top else { break }
            guard let coupon = Coupon.known[code] else { throw .refused(CheckoutRefusal.unknownCoupon(code)) }
            order.coupon = coupon
            if coupon.makesOrderFree {
                order.payment = .coveredByCoupon
                return try show(.orderSummary(order), in: &state)
            }
            return try show(.paymentMethod(order), in: &state)

        case .couponSkipped:
            guard case .coupon(let order) = top else { break }
            return try show(.paymentMethod(order), in: &state)

        case .couponHelpTapped:
            guard case .coupon = top else { break }
            try state.navigation.present(.couponHelp)
            return [.trackScreen("couponHelp")]

        case .couponHelpClosed:
            throw .nothingPresented

        case .cardChosen:
            guard case .paymentMethod(let order) = top else { break }
            return try show(.billingAddress(order), in: &state)

        case .applePayChosen:
            guard case .paymentMethod(let order) = top else { break }
            return try show(.applePay(order), in: &state)

        case .billingAddressEntered(let address):
            guard case .billingAddress(let order) = top else { break }
            return try show(.cardNumber(order, billing: address), in: &state)

        case .cardNumberEntered(let number):
            if case .billingAddress = top { throw .refused(CheckoutRefusal.cardNeedsBillingAddress) }
            guard case .cardNumber = top else { break }
            guard number.count == 16, number.allSatisfy(\.isNumber) else {
                throw .refused(CheckoutRefusal.cardNumberNotSixteenDigits)
            }
            return [.validateCard(number: number)]

        case .cardValidated(let lastFour):
            guard case .cardNumber(var order, let billing) = top else { break }
            order.payment = .card(lastFour: lastFour, billing: billing)
            return try show(.orderSummary(order), in: &state)

        case .cardDeclined:
            guard case .cardNumber = top else { break }
            try state.navigation.showAlert(Self.cardDeclined)
            return []

        case .alert(let choice):
            try state.navigation.chooseAlertButton(sending: choice)
            return []

        case .applePayAuthorized:
            guard case .applePay(var order) = top else { break }
            order.payment = .applePay
            return try show(.orderSummary(order), in: &state)

        case .placeOrderTapped:
            guard case .orderSummary(let order) = top else { break }
            guard order.payment != nil else { throw .refused(CheckoutRefusal.noPaymentMethod) }
            state.pendingOrder = order
            return [.placeOrder(order)]

        case .orderPlaced(let id):
            guard state.pendingOrder != nil else { throw .refused(CheckoutRefusal.noOrderBeingPlaced) }
            try state.navigation.setStack([.cart(.empty)])
            state.pendingOrder = nil
            state.placedOrders.append(id)
            return [.trackScreen("cart")]

        case .back:
            try state.navigation.pop()
            return []
        }
        throw .refused(CheckoutRefusal.notPossible(action.kind, on: top.kind))
    }

    private func show(_ screen: CheckoutScreen, in state: inout CheckoutState) throws(NavigationRejection)
        -> EffectList<CheckoutEffect>
    {
        try state.navigation.push(screen)
        return [.trackScreen(screen.caseName)]
    }
}
