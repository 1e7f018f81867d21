import NavigationReducer

/// The screens of the checkout flow, each with the data it shows.
public enum CheckoutScreen: Hashable, Sendable, Codable {
    case cart(Cart)
    case shippingAddress(Order)
    case coupon(Order)
    case paymentMethod(Order)
    case billingAddress(Order)
    case cardNumber(Order, billing: Address)
    case applePay(Order)
    case orderSummary(Order)
    /// Which coupons exist, presented as a sheet over the coupon screen.
    case couponHelp

    /// The order the screen shows; `nil` for the coupon help, which shows none.
    public var order: Order? {
        switch self {
        case .couponHelp: nil
        case .cart(let cart): Order(cart: cart)
        case .shippingAddress(let order), .coupon(let order), .paymentMethod(let order), .billingAddress(let order),
            .cardNumber(let order, _), .applePay(let order), .orderSummary(let order):
            order
        }
    }

    /// The cart the screen shows; `nil` for the coupon help, which shows none.
    public var cart: Cart? {
        switch self {
        case .couponHelp: nil
        case .cart(let cart): cart
        case .shippingAddress(let order), .coupon(let order), .paymentMethod(let order), .billingAddress(let order),
            .cardNumber(let order, _), .applePay(let order), .orderSummary(let order):
            order.cart
        }
    }

    /// The screen's kind without its data, for reports and graphs.
    public var caseName: String { kind.rawValue }

    /// The screen's kind, without its data. The `switch` makes the compiler check every
    /// screen has one, and ``Kind/allCases`` lists them.
    public var kind: Kind {
        switch self {
        case .cart: .cart
        case .shippingAddress: .shippingAddress
        case .coupon: .coupon
        case .paymentMethod: .paymentMethod
        case .billingAddress: .billingAddress
        case .cardNumber: .cardNumber
        case .applePay: .applePay
        case .orderSummary: .orderSummary
        case .couponHelp: .couponHelp
        }
    }

    /// The kinds of screen, by name.
    public enum Kind: String, CaseIterable, Sendable, Codable {
        case cart, shippingAddress, coupon, paymentMethod, billingAddress, cardNumber, applePay, orderSummary
        case couponHelp
    }

    /// Every kind of screen, by name, for "is every screen reachable" checks.
    public static let allCaseNames = Kind.allCases.map(\.rawValue)
}

/// The one alert of the flow: a declined card.
public enum CheckoutAlertAction: Hashable, Sendable, Codable {
    case declinedAcknowledged
}

public struct CheckoutState: NavigableState, Hashable, Sendable, Codable {
    public var navigation: NavigationState<CheckoutScreen, CheckoutAlertAction>
    /// Orders placed so far, by the id the shop returned.
    public var placedOrders: [String] = []
    /// The order `placeOrderTapped` sent to the shop (its ``CheckoutEffect/placeOrder(_:)``)
    /// and `orderPlaced(id:)` has not confirmed yet. While it is set the summary waits for
    /// the shop: every other action is rejected.
    public var pendingOrder: Order?

    public init(cart: Cart) {
        navigation = NavigationState(root: .cart(cart))
    }
}

/// What the user does, and what effects send back.
public enum CheckoutAction: Hashable, Sendable, Codable {
    /// An item added on the cart screen, such as after an order, to the then empty cart.
    case itemAdded(CartItem)
    case checkoutTapped
    case shippingAddressEntered(Address)
    case couponEntered(String)
    case couponSkipped
    case couponHelpTapped
    case couponHelpClosed
    case cardChosen
    case applePayChosen
    case billingAddressEntered(Address)
    case cardNumberEntered(String)
    case cardValidated(lastFour: String)
    case cardDeclined
    case applePayAuthorized
    case placeOrderTapped
    case orderPlaced(id: String)
    case alert(CheckoutAlertAction)
    case back
}

extension CheckoutAction {
    /// Whether the action is a choice in the shown alert, the only thing an alert lets through.
    public var isAlertChoice: Bool {
        if case .alert = self { true } else { false }
    }

    /// Whether the action is the shop's answer to a placed order, the only thing a pending
    /// order lets through.
    public var isOrderConfirmation: Bool {
        if case .orderPlaced = self { true } else { false }
    }
}

/// Work for the outside world, as values.
public enum CheckoutEffect: Hashable, Sendable {
    case trackScreen(String)
    case validateCard(number: String)
    case placeOrder(Order)
}
