import NavigationReducer

/// Why a cart cannot be checked out, or an item cannot be added to it.
///
/// The ``description`` is the text the ``CheckoutReducer`` rejects with:
///
/// | case | description |
/// |---|---|
/// | ``empty`` | `the cart is empty` |
/// | ``negativePrice(item:price:)`` | `"Refund" has a negative price: -$5.05` |
/// | ``nonPositiveQuantity(item:quantity:)`` | `"Pen" has a quantity of 0: it must be at least 1` |
/// | ``listedTwice(item:)`` | `"Mug" is already in the cart` |
/// | ``priceOverLimit(item:price:)`` | `"Yacht" costs $2000000.00: over the limit of $1000000.00` |
/// | ``quantityOverLimit(item:quantity:)`` | `"Pen" has a quantity of 5000: it must be at most 999` |
public enum CartProblem: RejectionReason {
    case empty
    /// An item priced under $0.00 (a free item, at $0.00, is fine).
    case negativePrice(item: String, price: Money)
    /// An item with a quantity under 1.
    case nonPositiveQuantity(item: String, quantity: Int)
    /// Two lines for the same item, by name.
    case listedTwice(item: String)
    /// An item priced over ``CartItem/maximumPrice``.
    case priceOverLimit(item: String, price: Money)
    /// An item with a quantity over ``CartItem/maximumQuantity``.
    case quantityOverLimit(item: String, quantity: Int)

    /// The case's name: what the explorer counts these problems under.
    public var kind: String {
        switch self {
        case .empty: "empty"
        case .negativePrice: "negativePrice"
        case .nonPositiveQuantity: "nonPositiveQuantity"
        case .listedTwice: "listedTwice"
        case .priceOverLimit: "priceOverLimit"
        case .quantityOverLimit: "quantityOverLimit"
        }
    }

    public var description: String {
        switch self {
        case .empty: "the cart is empty"
        case .negativePrice(let item, let price): "\"\(item)\" has a negative price: \(price)"
        case .nonPositiveQuantity(let item, let quantity):
            "\"\(item)\" has a quantity of \(quantity): it must be at least 1"
        case .listedTwice(let item): "\"\(item)\" is already in the cart"
        case .priceOverLimit(let item, let price):
            "\"\(item)\" costs \(price): over the limit of \(CartItem.maximumPrice)"
        case .quantityOverLimit(let item, let quantity):
            "\"\(item)\" has a quantity of \(quantity): it must be at most \(CartItem.maximumQuantity)"
        }
    }

    /// What is wrong with `item` on its own, if anything.
    public static func of(_ item: CartItem) -> CartProblem? {
        if item.price.cents < 0 { return .negativePrice(item: item.name, price: item.price) }
        if item.quantity < 1 { return .nonPositiveQuantity(item: item.name, quantity: item.quantity) }
        if item.price > CartItem.maximumPrice { return .priceOverLimit(item: item.name, price: item.price) }
        if item.quantity > CartItem.maximumQuantity {
            return .quantityOverLimit(item: item.name, quantity: item.quantity)
        }
        return nil
    }
}

extension Cart {
    /// The first reason this cart cannot be checked out, or `nil` when it can: it must hold
    /// at least one item, each priced from $0.00 to ``CartItem/maximumPrice``, with a
    /// quantity from 1 to ``CartItem/maximumQuantity``, and no item twice.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public var problem: CartProblem? {
        if items.isEmpty { return .empty }
        var names: Set<String> = []
        for item in items {
            if let problem = CartProblem.of(item) { return problem }
            if !names.insert(item.name).inserted { return .listedTwice(item: item.name) }
        }
        return nil
    }

    /// This cart with `item` added as its last line.
    ///
    /// - Throws: ``CartProblem/negativePrice(item:price:)`` or
    ///   ``CartProblem/nonPositiveQuantity(item:quantity:)`` for an invalid item,
    ///   ``CartProblem/listedTwice(item:)`` when an item of that name is in the cart already.
    public func adding(_ item: CartItem) throws(CartProblem) -> Cart {
        if let problem = CartProblem.of(item) { throw problem }
        if items.contains(where: { $0.name == item.name }) { throw .listedTwice(item: item.name) }
        return Cart(items: items + [item])
    }
}
