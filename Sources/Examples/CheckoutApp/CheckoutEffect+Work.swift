import NavigationReducer

extension CheckoutEffect {
    /// The name of a card's validation: a newer card number restarts it.
    public static let cardValidation = "card validation"
    /// The name of an order's payment: a second tap on "Place order" while it runs starts
    /// nothing.
    public static let payment = "payment"

    /// The effect as work against a payment service: `validate` answers whether a card
    /// number is accepted, `place` the id of a placed order.
    public func work(
        validate: @escaping @Sendable (String) async -> Bool, place: @escaping @Sendable (Order) async -> String
    ) -> Work<CheckoutAction, CheckoutScreen> {
        switch self {
        case .validateCard(let number):
            Work.run { send in
                await send(await validate(number) ? .cardValidated(lastFour: String(number.suffix(4))) : .cardDeclined)
            }
            .named(Self.cardValidation)
        case .placeOrder(let order):
            Work.run { send in await send(.orderPlaced(id: await place(order))) }.named(
                Self.payment, ifRunning: .refuse)
        case .trackScreen:
            .none
        }
    }
}
