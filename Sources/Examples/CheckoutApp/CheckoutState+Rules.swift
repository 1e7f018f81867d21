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
        .rule("the order's total is its cart total less its discount, rounded half-up") { state in
            state.order?.totalIsCartLessHalfUpDiscount ?? true
        }
        .rule("a checkout starts at the cart, a valid one, which no later screen shows again") { state in
            let stack = state.navigation.rootStack
            guard case .cart(let cart) = stack.root else { return false }
            return stack.isAtRoot || (cart.problem == nil && stack.positionAboveRoot(of: .cart) == nil)
        }
        .rule("the order summary is the last screen, with the cart, address, coupon and payment entered before it") {
            state in
            let stack = state.navigation.rootStack
            guard let position = stack.positionAboveRoot(of: .orderSummary) else { return true }
            guard position == stack.endIndex - 1, case .orderSummary(let summary) = stack.top,
                let entered = order(enteredOn: stack.dropLast()), entered.shipping != nil,
                summary.cart == entered.cart, summary.shipping == entered.shipping
            else { return false }
            switch (stack[position - 1], summary.payment) {
            case (.coupon, .coveredByCoupon): return entered.coupon == nil
            case (.applePay, .applePay): return summary.coupon == entered.coupon
            case (.cardNumber(let billing), .card(_, let paidWith)):
                return billing == paidWith && summary.coupon == entered.coupon
            default: return false
            }
        }
        .rule("the coupon help shows only as a sheet over the coupon screen") { state in
            let navigation = state.navigation
            guard navigation.rootStack.positionAboveRoot(of: .couponHelp) == nil else { return false }
            guard navigation.isPresenting else { return true }
            guard case .coupon = navigation.rootStack.top else { return false }
            return (1..<navigation.levelCount).allSatisfy { level in
                navigation.stack(atLevel: level)?.allSatisfy { $0.kind == .couponHelp } ?? false
            }
        }
        .rule("every cart item is priced and counted within the limits") { state in
            state.navigation.stacks.joined().allSatisfy { screen in
                (screen.cart?.items ?? []).allSatisfy { CartProblem.of($0) == nil }
            }
        }
        .rule("an order is placed only from its summary") { state in
            guard state.isPlacingOrder else { return true }
            if case .orderSummary = state.navigation.topScreen { return true }
            return false
        }
}

extension ScreenStack<CheckoutScreen> {
    /// The position of the first screen of `kind` above the root, each read where it lies:
    /// a rule looks on every state, and copying the screens out costs more than the look.
    func positionAboveRoot(of kind: CheckoutScreen.Kind) -> Int? {
        indices.dropFirst().first { self[$0].kind == kind }
    }
}

extension Order {
    /// Whether ``total`` is its cart total less a discount of cart total × percent / 100
    /// rounded half-up, and that discount is ``discount``. The rounding is checked by its
    /// bounds — 100 × discount − cart total × percent is in (−50, 50] — not by the formula.
    var totalIsCartLessHalfUpDiscount: Bool {
        let cart = cart.total.cents
        let percent = min(100, max(0, coupon?.percentOff ?? 0))
        let discount = cart.saturatingSubtracting(total.cents)
        let scaledError = discount.saturatingMultiplied(by: 100).saturatingSubtracting(
            cart.saturatingMultiplied(by: percent))
        return -50 < scaledError && scaledError <= 50 && self.discount.cents == discount
    }
}
