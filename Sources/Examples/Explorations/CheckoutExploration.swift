import CheckoutApp
import NavigationReducer
import NavigationReducerTesting

/// The CheckoutApp's rules, checked over every state it can reach from a two-item cart.
public enum CheckoutExploration {
    /// An explorer over every state of a checkout of ``Cart/sample``, with its rules.
    public static var explorer: Explorer<CheckoutReducer, CheckoutState> {
        Explorer(reducer: CheckoutReducer(), initialState: CheckoutState(cart: .sample), actions: CheckoutAction.possible)
            .invariant("the order summary is reachable only with a payment method or a 100% coupon") { state in
                guard case .orderSummary(let order) = state.navigation.rootStack.top else { return true }
                switch order.payment {
                case .none: return false
                case .coveredByCoupon: return order.coupon?.makesOrderFree == true
                case .applePay, .card: return true
                }
            }
            .home { state in
                if case .cart = state.navigation.topScreen, state.navigation.alert == nil {
                    return true
                }
                return false
            }
    }

    /// A graph node: the root flow's top screen, with the sheet or alert over it if any.
    public static func node(_ state: CheckoutState) -> String {
        var name = state.navigation.rootStack.top.caseName
        if state.navigation.isPresenting { name += " + couponHelp" }
        if let alert = state.navigation.alert { name += " + \(alert.title)" }
        return name
    }
}
