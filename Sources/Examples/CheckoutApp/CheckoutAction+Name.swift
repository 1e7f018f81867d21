extension CheckoutAction {
    /// The action's case name, for rejection reasons: a `switch`, not reflection, so a
    /// rejected action costs no `String(describing:)`.
    public var name: String {
        switch self {
        case .itemAdded: "itemAdded"
        case .checkoutTapped: "checkoutTapped"
        case .shippingAddressEntered: "shippingAddressEntered"
        case .couponEntered: "couponEntered"
        case .couponSkipped: "couponSkipped"
        case .couponHelpTapped: "couponHelpTapped"
        case .couponHelpClosed: "couponHelpClosed"
        case .cardChosen: "cardChosen"
        case .applePayChosen: "applePayChosen"
        case .billingAddressEntered: "billingAddressEntered"
        case .cardNumberEntered: "cardNumberEntered"
        case .cardValidated: "cardValidated"
        case .cardDeclined: "cardDeclined"
        case .applePayAuthorized: "applePayAuthorized"
        case .placeOrderTapped: "placeOrderTapped"
        case .orderPlaced: "orderPlaced"
        case .alert: "alert"
        case .back: "back"
        }
    }
}
