import NavigationReducer

extension CheckoutState {
    /// The checkout's rules, stated once: a restored order, every state the Explorer reaches
    /// and every random walk keeps them.
    public static let rules = AppRules<CheckoutState>()
        .rule("the order summary is reachable only with a payment method or a 100% coupon") { state in
            guard case .orderSummary(let order) = state.navigation.rootStack.top else { return true }
            switch order.payment {
            case .none: return false
            case .coveredByCoupon: return order.coupon?.makesOrderFree == true
            case .applePay, .card: return true
            }
        }
        .rule("every order's total is its cart total less its discount, rounded half-up") { state in
            state.navigation.stacks.joined().allSatisfy { $0.order?.totalIsCartLessHalfUpDiscount ?? true }
        }
        .rule("the screens past the cart show one cart, a valid one") { state in
            let pastTheCart = state.navigation.rootStack.dropFirst()
            guard let cart = pastTheCart.first?.cart else { return true }
            return cart.problem == nil && pastTheCart.allSatisfy { $0.cart == cart }
        }
        .rule("every cart item is priced and counted within the limits") { state in
            state.navigation.stacks.joined().allSatisfy { screen in
                (screen.cart?.items ?? []).allSatisfy { CartProblem.of($0) == nil }
            }
        }
        .rule("an order is pending only on its own summary") { state in
            state.pendingOrder.map { state.navigation.topScreen == .orderSummary($0) } ?? true
        }
}

extension Order {
    /// Whether ``total`` is its cart total less a discount of cart total × percent / 100
    /// rounded half-up, and that discount is ``discount``. The rounding is checked by its
    /// bounds — 100 × discount − cart total × percent is in (−50, 50] — not by the formula.
    var totalIsCartLessHalfUpDiscount: Bool {
        let cart = cart.total.cents
        let percent = min(100, max(0, coupon?.percentOff ?? 0))
        let discount = cart.saturatingAdding(-total.cents)
        let scaledError = discount.saturatingMultiplied(by: 100).saturatingAdding(
            -cart.saturatingMultiplied(by: percent))
        return -50 < scaledError && scaledError <= 50 && self.discount.cents == discount
    }
}
