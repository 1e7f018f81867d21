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
    public static var explorer: Explorer<CheckoutReducer, CheckoutState> { explorer(actions: CheckoutAction.possible) }

    /// The explorer with the payment service's work in flight: a card's validation (accepted
    /// or declined) and an order's payment answer at any later step, between the user's taps.
    public static var answeringLate:
        Explorer<LateAnswers<CheckoutReducer>, LateAnswers<CheckoutReducer>.Key<CheckoutState>>
    {
        explorer(actions: CheckoutAction.userActions)
            .answeringLate(work: { $0.work(validate: { _ in true }, place: { _ in "A-1" }) }, answers: answers)
            .invariant("one payment at a time") { state in
                state.workInFlight.filter { $0.name == CheckoutEffect.payment }.count <= 1
            }
    }

    /// What the payment service answers: a card accepted or declined, an order placed.
    @Sendable public static func answers(_ effect: CheckoutEffect) -> WorkAnswers<CheckoutAction> {
        switch effect {
        case .validateCard(let number):
            .oneOf(.sends(.cardValidated(lastFour: String(number.suffix(4)))), .sends(.cardDeclined))
        case .placeOrder: .sends(.orderPlaced(id: "A-1"))
        case .trackScreen: .endsWithoutSending
        }
    }

    static func explorer(actions: @escaping @Sendable (CheckoutState) -> [CheckoutAction]) -> Explorer<
        CheckoutReducer, CheckoutState
    > {
        Explorer(reducer: CheckoutReducer(), initialState: CheckoutState(cart: .sample), actions: actions, key: key)
            .rules(CheckoutState.rules)
            .transitionInvariant("an order is confirmed only after its request was sent") { before, action, _, _ in
                !action.isOrderConfirmation || before.isPlacingOrder
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
        guard state.placedOrders.count > 1 else { return state }
        var key = state
        key.placedOrders.removeSubrange(1...)
        return key
    }

    /// A graph node: the root flow's top screen, with the sheet or alert over it if any.
    public static func node(_ state: CheckoutState) -> String {
        var name = state.navigation.rootStack.top.caseName
        if state.navigation.isPresenting { name += " + couponHelp" }
        if let alert = state.navigation.alert { name += " + \(alert.title)" }
        return name
    }
}
