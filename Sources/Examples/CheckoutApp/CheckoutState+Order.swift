extension CheckoutState {
    /// The order as far as the root flow's top screen: the summary's, or the cart at the root
    /// with what each screen since added; `nil` when the root is not a cart, which no action
    /// leads to and the rules refuse to restore.
    ///
    /// - Complexity: O(*n*) for *n* screens in the root flow.
    public var order: Order? { Self.order(enteredOn: navigation.rootStack) }

    /// The order sent to the shop and not confirmed yet: the summary's, while
    /// ``isPlacingOrder``.
    public var pendingOrder: Order? { isPlacingOrder ? order : nil }

    /// The order entered on `screens`, root first: the first summary's, or the first screen's
    /// cart with what each screen since added; `nil` when the first screen is not a cart.
    static func order(enteredOn screens: some Sequence<CheckoutScreen>) -> Order? {
        var screens = screens.makeIterator()
        guard case .cart(let cart) = screens.next() else { return nil }
        var order = Order(cart: cart)
        while let screen = screens.next() {
            switch screen {
            case .coupon(let shipping): order.shipping = shipping
            case .paymentMethod(let coupon): order.coupon = coupon
            case .orderSummary(let summary): return summary
            case .cart, .shippingAddress, .billingAddress, .cardNumber, .applePay, .couponHelp: break
            }
        }
        return order
    }
}
