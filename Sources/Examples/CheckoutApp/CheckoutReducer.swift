import NavigationReducer

/// The order flow: Cart → Shipping address → Coupon → (Order summary when the coupon is
/// 100% off | Payment method → (Billing address → Card number | Apple Pay) → Order summary).
/// Placing the order returns to an empty cart, where items can be added for a new order.
/// Back works at every step but the cart.
///
/// Each screen carries what the user entered to reach it, the summary the whole order
/// (``CheckoutState/order``), so going back restores exactly what that screen showed.
///
/// Rules, with the reasons they reject with (a ``CartProblem`` or a ``CheckoutRefusal``):
/// - Checking out needs a valid cart (``Cart/problem``): `the cart is empty`,
///   `"Refund" has a negative price: -$5.05`, `"Pen" has a quantity of 0: it must be at
///   least 1`, `"Mug" is already in the cart`; adding an item checks it the same way
///   (``Cart/adding(_:)``).
/// - `placeOrderTapped` sends ``CheckoutEffect/placeOrder(_:)`` and marks the order pending
///   (``CheckoutState/isPlacingOrder``); until `orderPlaced(id:)` confirms it, every other
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
        if state.navigation.alert != nil, !action.isAlertChoice {
            throw .refused(CheckoutRefusal.alertShown)
        }
        if state.navigation.isPresenting {
            guard action == .couponHelpClosed else { throw .refused(CheckoutRefusal.couponHelpOpen) }
            try state.navigation.dismiss()
            return []
        }
        if state.isPlacingOrder, !action.isOrderConfirmation {
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
            return try show(.shippingAddress, in: &state)

        case .shippingAddressEntered(let address):
            guard case .shippingAddress = top else { break }
            return try show(.coupon(shipping: address), in: &state)

        case .couponEntered(let code):
            guard case .coupon = top else { break }
            guard let coupon = Coupon.known[code] else { throw .refused(CheckoutRefusal.unknownCoupon) }
            guard coupon.makesOrderFree else { return try show(.paymentMethod(coupon: coupon), in: &state) }
            return try showSummary(paidBy: .coveredByCoupon, coupon: coupon, in: &state)

        case .couponSkipped:
            guard case .coupon = top else { break }
            return try show(.paymentMethod(coupon: nil), in: &state)

        case .couponHelpTapped:
            guard case .coupon = top else { break }
            try state.navigation.present(.couponHelp)
            return [.trackScreen("couponHelp")]

        case .couponHelpClosed:
            throw .nothingPresented

        case .cardChosen:
            guard case .paymentMethod = top else { break }
            return try show(.billingAddress, in: &state)

        case .applePayChosen:
            guard case .paymentMethod = top else { break }
            return try show(.applePay, in: &state)

        case .billingAddressEntered(let address):
            guard case .billingAddress = top else { break }
            return try show(.cardNumber(billing: address), in: &state)

        case .cardNumberEntered(let number):
            if case .billingAddress = top { throw .refused(CheckoutRefusal.cardNeedsBillingAddress) }
            guard case .cardNumber = top else { break }
            guard number.count == 16, number.allSatisfy(\.isNumber) else {
                throw .refused(CheckoutRefusal.cardNumberNotSixteenDigits)
            }
            return [.validateCard(number: number)]

        case .cardValidated(let lastFour):
            guard case .cardNumber(let billing) = top else { break }
            return try showSummary(paidBy: .card(lastFour: lastFour, billing: billing), in: &state)

        case .cardDeclined:
            guard case .cardNumber = top else { break }
            try state.navigation.showAlert(Self.cardDeclined)
            return []

        case .alert(let choice):
            try state.navigation.chooseAlertButton(sending: choice)
            return []

        case .applePayAuthorized:
            guard case .applePay = top else { break }
            return try showSummary(paidBy: .applePay, in: &state)

        case .placeOrderTapped:
            guard case .orderSummary(let order) = top else { break }
            guard order.payment != nil else { throw .refused(CheckoutRefusal.noPaymentMethod) }
            state.isPlacingOrder = true
            return [.placeOrder(order)]

        case .orderPlaced(let id):
            guard state.isPlacingOrder else { throw .refused(CheckoutRefusal.noOrderBeingPlaced) }
            try state.navigation.setStack([.cart(.empty)])
            state.isPlacingOrder = false
            state.placedOrders.append(id)
            return [.trackScreen("cart")]

        case .back:
            try state.navigation.pop()
            return []
        }
        throw .refused(CheckoutRefusal.notPossible(action.kind, on: top.kind))
    }

    /// Shows the order as far as the top screen, with `coupon` if given, paid by `payment`.
    private func showSummary(paidBy payment: Payment, coupon: Coupon? = nil, in state: inout CheckoutState)
        throws(NavigationRejection) -> EffectList<CheckoutEffect>
    {
        guard var order = state.order else {
            throw .refused(CheckoutRefusal.noOrder(on: state.navigation.rootStack.root.kind))
        }
        if let coupon { order.coupon = coupon }
        order.payment = payment
        return try show(.orderSummary(order), in: &state)
    }

    private func show(_ screen: CheckoutScreen, in state: inout CheckoutState) throws(NavigationRejection)
        -> EffectList<CheckoutEffect>
    {
        try state.navigation.push(screen)
        return [.trackScreen(screen.caseName)]
    }
}
