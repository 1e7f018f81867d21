import CheckoutApp
import NavigationReducer
import NavigationReducerTesting

/// The CheckoutApp's rules, checked over every state it can reach from a two-item cart: its
/// checkouts, adding a sticker (whose 10% discount ends in a half cent), and new orders after
/// an order.
public enum CheckoutExploration {
    /// An explorer over every state of a checkout of ``Cart/sample``, with its rules.
    ///
    /// The list of placed orders only grows, one id an order, and no rule depends on its
    /// length: states are told apart by ``key(_:)``, which keeps the first id only, so the
    /// space stays finite while the first and the later orders are both explored.
    public static var explorer: Explorer<CheckoutReducer, CheckoutState> {
        Explorer(
            reducer: CheckoutReducer(), initialState: CheckoutState(cart: .sample), actions: CheckoutAction.possible,
            key: key
        )
        .invariant("the order summary is reachable only with a payment method or a 100% coupon") { state in
            guard case .orderSummary(let order) = state.navigation.rootStack.top else { return true }
            switch order.payment {
            case .none: return false
            case .coveredByCoupon: return order.coupon?.makesOrderFree == true
            case .applePay, .card: return true
            }
        }
        .invariant("every order's total is its cart total less its discount, rounded half-up") { state in
            state.navigation.stacks.joined().compactMap(\.order).allSatisfy(totalIsCartLessHalfUpDiscount)
        }
        .invariant("no screen past the cart shows an invalid cart") { state in
            state.navigation.rootStack.dropFirst().compactMap(\.order).allSatisfy { order in
                !order.cart.items.isEmpty && order.cart.items.allSatisfy { $0.price.cents >= 0 && $0.quantity >= 1 }
            }
        }
        .invariant("an order is pending only on its own summary") { state in
            state.pendingOrder.map { state.navigation.topScreen == .orderSummary($0) } ?? true
        }
        .transitionInvariant("an order is confirmed only after its request was sent") { before, action, _, _ in
            !action.isOrderConfirmation || before.pendingOrder != nil
        }
        .transitionInvariant("placing an order sends exactly that order") { _, action, after, effects in
            action != .placeOrderTapped || (after.pendingOrder.map { effects == [.placeOrder($0)] } ?? false)
        }
        .home { state in
            if case .cart = state.navigation.topScreen, state.navigation.alert == nil {
                return true
            }
            return false
        }
    }

    /// A state with at most its first placed order: what tells explored states apart.
    public static func key(_ state: CheckoutState) -> CheckoutState {
        var key = state
        key.placedOrders = Array(state.placedOrders.prefix(1))
        return key
    }

    /// Whether `order.total` is its cart total less a discount of cart total × percent / 100
    /// rounded half-up, and that discount is ``Order/discount``. The rounding is checked by its
    /// bounds — 100 × discount − cart total × percent is in (−50, 50] — not by the formula.
    static func totalIsCartLessHalfUpDiscount(_ order: Order) -> Bool {
        let cart = order.cart.total.cents
        let percent = min(100, max(0, order.coupon?.percentOff ?? 0))
        let discount = cart - order.total.cents
        let scaledError = discount * 100 - cart * percent
        return -50 < scaledError && scaledError <= 50 && order.discount.cents == discount
    }

    /// A graph node: the root flow's top screen, with the sheet or alert over it if any.
    public static func node(_ state: CheckoutState) -> String {
        var name = state.navigation.rootStack.top.caseName
        if state.navigation.isPresenting { name += " + couponHelp" }
        if let alert = state.navigation.alert { name += " + \(alert.title)" }
        return name
    }
}
