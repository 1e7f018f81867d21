import NavigationReducer

/// Why the ``CheckoutReducer`` refuses an action, besides a ``CartProblem``.
///
/// Every case carries kinds, not values — the action refused is the one sent, and the alert
/// or the coupon code is in the state or the action — so a refusal is three bytes of plain
/// data, which ``NavigationRejection`` keeps in place: refusing allocates nothing, which the
/// explorer, refusing nine tries in ten, feels most (`CHANGELOG.md`, 0.1.0).
///
/// | case | description |
/// |---|---|
/// | ``alertShown`` | `an alert is shown: choose one of its buttons` |
/// | ``couponHelpOpen`` | `the coupon help is open: close it first` |
/// | ``orderBeingPlaced`` | `the order is being placed: wait for the shop's answer` |
/// | ``noOrder(on:)`` | `couponHelp shows no order` |
/// | ``unknownCoupon`` | `no coupon has that code` |
/// | ``cardNeedsBillingAddress`` | `a card needs a billing address first` |
/// | ``cardNumberNotSixteenDigits`` | `a card number has 16 digits` |
/// | ``noPaymentMethod`` | `an order needs a payment method` |
/// | ``noOrderBeingPlaced`` | `no order is being placed` |
/// | ``notPossible(_:on:)`` | `couponSkipped is not possible on cart` |
public enum CheckoutRefusal: RejectionReason {
    /// An alert is up: only its buttons answer.
    case alertShown
    case couponHelpOpen
    /// A placed order waits for the shop: only its confirmation answers.
    case orderBeingPlaced
    /// The screen shows no order: the coupon help, or the root of a flow that does not start
    /// at the cart.
    case noOrder(on: CheckoutScreen.Kind)
    /// The code entered is no coupon's: the shop knows ``Coupon/known``.
    case unknownCoupon
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
        case .alertShown: "an alert is shown: choose one of its buttons"
        case .couponHelpOpen: "the coupon help is open: close it first"
        case .orderBeingPlaced: "the order is being placed: wait for the shop's answer"
        case .noOrder(let screen): "\(screen.rawValue) shows no order"
        case .unknownCoupon: "no coupon has that code"
        case .cardNeedsBillingAddress: "a card needs a billing address first"
        case .cardNumberNotSixteenDigits: "a card number has 16 digits"
        case .noPaymentMethod: "an order needs a payment method"
        case .noOrderBeingPlaced: "no order is being placed"
        case .notPossible(let action, let screen): "\(action.rawValue) is not possible on \(screen.rawValue)"
        }
    }
}
