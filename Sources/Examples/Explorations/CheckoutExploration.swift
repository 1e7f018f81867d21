import CheckoutApp
import NavigationReducer
import NavigationReducerTesting

/// The CheckoutApp's rules, checked over every state it can reach from a two-item cart.
public enum CheckoutExploration {
    /// An explorer over every state of a checkout of ``Cart/sample``, with its rules.
    public static var explorer: Explorer<CheckoutReducer, CheckoutState> {
        Explorer(reducer: CheckoutReducer(), initialState: CheckoutState(cart: .sample), actions: CheckoutAction.possible)
            .invariant("the order summary is reachable only with a payment method or a 100% coupon") { state in
                guard case .orderSummary(let order) = state.navigation.topScreen else { return true }
                switch order.payment {
                case .none: return false
                case .coveredByCoupon: return order.coupon?.makesOrderFree == true
                case .applePay, .card: return true
                }
            }
            .home { state in
                if case .cart = state.navigation.topScreen, state.navigation.popup == nil, state.navigation.alert == nil {
                    return true
                }
                return false
            }
    }

    /// A graph node: the top screen's kind, with the popup or alert over it if any.
    public static func node(_ state: CheckoutState) -> String {
        var name = state.navigation.topScreen.caseName
        if state.navigation.popup != nil { name += " + couponHelp" }
        if let alert = state.navigation.alert { name += " + \(alert.title)" }
        return name
    }
}
