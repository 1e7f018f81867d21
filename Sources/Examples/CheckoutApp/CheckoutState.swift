import NavigationReducer

/// The screens of the checkout flow. A screen carries what the user entered to reach it — the
/// cart at the root, then an address or a coupon choice — and the summary carries the order
/// it places; the order as far as any screen is the cart with what each screen since added
/// (``CheckoutState/order``).
///
/// Each fact is kept once: going back restores exactly what the screen showed, no two screens
/// can show different carts, and a state is a few words for the explorer to hash, compare and
/// copy (`CHANGELOG.md`, 0.1.0: 49% fewer instructions for its exploration).
public enum CheckoutScreen: Hashable, Sendable, Codable {
    case cart(Cart)
    /// Reached by checking out the cart below it.
    case shippingAddress
    /// Reached by entering the address the order ships to.
    case coupon(shipping: Address)
    /// Reached by skipping the coupon (`nil`) or by entering one that leaves something to pay.
    case paymentMethod(coupon: Coupon?)
    case billingAddress
    /// Reached by entering the card's billing address.
    case cardNumber(billing: Address)
    case applePay
    /// The whole order, paid for: what placing it sends. Held in a box of its own, so that the
    /// other screens stay a few words each.
    indirect case orderSummary(Order)
    /// Which coupons exist, presented as a sheet over the coupon screen.
    case couponHelp

    /// The cart the screen shows: the root's, or the summary's; `nil` for the steps between,
    /// which show the one below them.
    public var cart: Cart? {
        switch self {
        case .cart(let cart): cart
        case .orderSummary(let order): order.cart
        case .shippingAddress, .coupon, .paymentMethod, .billingAddress, .cardNumber, .applePay, .couponHelp: nil
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
    /// Whether `placeOrderTapped` sent the summary's order to the shop (its
    /// ``CheckoutEffect/placeOrder(_:)``) and `orderPlaced(id:)` has not confirmed it yet.
    /// Meanwhile the summary waits for the shop: every other action is rejected.
    public var isPlacingOrder = false

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
