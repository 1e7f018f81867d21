import NavigationReducer

/// Why the ``CheckoutReducer`` refuses an action, besides a ``CartProblem``.
///
/// | case | description |
/// |---|---|
/// | ``alertShown(_:)`` | `"Card declined" is shown: choose one of its buttons` |
/// | ``couponHelpOpen`` | `the coupon help is open: close it first` |
/// | ``orderBeingPlaced`` | `the order is being placed: wait for the shop's answer` |
/// | ``noOrder(on:)`` | `cart shows no order` |
/// | ``unknownCoupon(_:)`` | `unknown coupon "FREE"` |
/// | ``cardNeedsBillingAddress`` | `a card needs a billing address first` |
/// | ``cardNumberNotSixteenDigits`` | `a card number has 16 digits` |
/// | ``noPaymentMethod`` | `an order needs a payment method` |
/// | ``noOrderBeingPlaced`` | `no order is being placed` |
/// | ``notPossible(_:on:)`` | `couponSkipped is not possible on cart` |
public enum CheckoutRefusal: RefusalReason {
    /// An alert is up: only its buttons answer.
    case alertShown(AlertState<CheckoutAlertAction>)
    case couponHelpOpen
    /// A placed order waits for the shop: only its confirmation answers.
    case orderBeingPlaced
    /// The screen shows no order: the coupon help, or the root of a flow that does not start
    /// at the cart.
    case noOrder(on: CheckoutScreen.Kind)
    case unknownCoupon(String)
    case cardNeedsBillingAddress
    case cardNumberNotSixteenDigits
    case noPaymentMethod
    case noOrderBeingPlaced
    /// An action the top screen does not offer.
    case notPossible(CheckoutAction.Kind, on: CheckoutScreen.Kind)

    /// The case's name: what the explorer counts these refusals under.
    public var kind: String {
        switch self {
        case .alertShown: "alertShown"
        case .couponHelpOpen: "couponHelpOpen"
        case .orderBeingPlaced: "orderBeingPlaced"
        case .noOrder: "noOrder"
        case .unknownCoupon: "unknownCoupon"
        case .cardNeedsBillingAddress: "cardNeedsBillingAddress"
        case .cardNumberNotSixteenDigits: "cardNumberNotSixteenDigits"
        case .noPaymentMethod: "noPaymentMethod"
        case .noOrderBeingPlaced: "noOrderBeingPlaced"
        case .notPossible: "notPossible"
        }
    }

    public var description: String {
        switch self {
        case .alertShown(let alert): "\"\(alert.title)\" is shown: choose one of its buttons"
        case .couponHelpOpen: "the coupon help is open: close it first"
        case .orderBeingPlaced: "the order is being placed: wait for the shop's answer"
        case .noOrder(let screen): "\(screen.rawValue) shows no order"
        case .unknownCoupon(let code): "unknown coupon \"\(code)\""
        case .cardNeedsBillingAddress: "a card needs a billing address first"
        case .cardNumberNotSixteenDigits: "a card number has 16 digits"
        case .noPaymentMethod: "an order needs a payment method"
        case .noOrderBeingPlaced: "no order is being placed"
        case .notPossible(let action, let screen): "\(action.rawValue) is not possible on \(screen.rawValue)"
        }
    }
}
