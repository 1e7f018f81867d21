extension CheckoutAction {
    /// The action's case name, for rejection reasons: a `switch`, not reflection, so a
    /// rejected action costs no `String(describing:)`.
    public var name: String { kind.rawValue }

    /// The action's case, without its data.
    public var kind: Kind {
        switch self {
        case .itemAdded: .itemAdded
        case .checkoutTapped: .checkoutTapped
        case .shippingAddressEntered: .shippingAddressEntered
        case .couponEntered: .couponEntered
        case .couponSkipped: .couponSkipped
        case .couponHelpTapped: .couponHelpTapped
        case .couponHelpClosed: .couponHelpClosed
        case .cardChosen: .cardChosen
        case .applePayChosen: .applePayChosen
        case .billingAddressEntered: .billingAddressEntered
        case .cardNumberEntered: .cardNumberEntered
        case .cardValidated: .cardValidated
        case .cardDeclined: .cardDeclined
        case .applePayAuthorized: .applePayAuthorized
        case .placeOrderTapped: .placeOrderTapped
        case .orderPlaced: .orderPlaced
        case .alert: .alert
        case .back: .back
        }
    }

    /// The kinds of action, by name.
    public enum Kind: String, CaseIterable, Sendable, Codable {
        case itemAdded, checkoutTapped, shippingAddressEntered, couponEntered, couponSkipped, couponHelpTapped
        case couponHelpClosed, cardChosen, applePayChosen, billingAddressEntered, cardNumberEntered, cardValidated
        case cardDeclined, applePayAuthorized, placeOrderTapped, orderPlaced, alert, back
    }
}
