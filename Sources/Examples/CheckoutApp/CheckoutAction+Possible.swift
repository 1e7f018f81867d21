extension CheckoutAction {
    /// Every action a user (or a payment service) could send, with sample data: what the
    /// state-space explorer tries. The reducer rejects those that do not apply.
    public static func possible(in state: CheckoutState) -> [CheckoutAction] {
        let address = Address(name: "Ada", street: "1 Loop", city: "Cupertino")
        return [
            .itemAdded(.sticker), .itemAdded(CartItem("Refund", price: Money(cents: -505))), .checkoutTapped,
            .shippingAddressEntered(address), .couponEntered("FREE100"), .couponEntered("SAVE10"),
            .couponEntered("BOGUS"), .couponSkipped, .couponHelpTapped, .couponHelpClosed, .cardChosen, .applePayChosen,
            .billingAddressEntered(address), .cardNumberEntered("4242424242424242"), .cardValidated(lastFour: "4242"),
            .cardDeclined, .alert(.declinedAcknowledged), .applePayAuthorized, .placeOrderTapped,
            .orderPlaced(id: "A-1"),
            .back,
        ]
    }
}

extension CheckoutAction {
    /// Every action the user could send, with sample data: what an explorer that answers the
    /// payment service's work as it runs tries, the service's answers coming from the work.
    public static func userActions(in state: CheckoutState) -> [CheckoutAction] {
        possible(in: state).filter { !$0.isPaymentServiceAnswer }
    }

    /// Whether the payment service sends the action, not the user.
    public var isPaymentServiceAnswer: Bool {
        switch self {
        case .cardValidated, .cardDeclined, .orderPlaced: true
        default: false
        }
    }
}

extension Cart {
    /// A two-item cart for demos and explorations.
    public static let sample = Cart(items: [
        CartItem("Swift book", price: Money(cents: 3_999)), CartItem("Mug", price: Money(cents: 1_250), quantity: 2),
    ])
}

extension CartItem {
    /// An item to add in demos and explorations. At $3.05 its 10% discount is a half cent
    /// (30.5 cents), which rounds up; with ``Cart/sample`` it is 680.4 cents, which rounds down.
    public static let sticker = CartItem("Sticker", price: Money(cents: 305))
}
