/// An amount of money in cents, so totals add up exactly.
public struct Money: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public var cents: Int

    public init(cents: Int) { self.cents = cents }

    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }

    public var description: String {
        "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
    }
}

public struct CartItem: Hashable, Sendable, Codable {
    public var name: String
    public var price: Money
    public var quantity: Int

    public init(_ name: String, price: Money, quantity: Int = 1) {
        self.name = name
        self.price = price
        self.quantity = quantity
    }
}

public struct Cart: Hashable, Sendable, Codable {
    public var items: [CartItem]

    public init(items: [CartItem]) { self.items = items }

    public var total: Money {
        Money(cents: items.reduce(0) { $0 + $1.price.cents * $1.quantity })
    }

    public static let empty = Cart(items: [])
}

public struct Address: Hashable, Sendable, Codable {
    public var name: String
    public var street: String
    public var city: String

    public init(name: String, street: String, city: String) {
        self.name = name
        self.street = street
        self.city = city
    }
}

public struct Coupon: Hashable, Sendable, Codable {
    public var code: String
    public var percentOff: Int

    public init(code: String, percentOff: Int) {
        self.code = code
        self.percentOff = percentOff
    }

    /// Whether the coupon pays for the whole order, so no payment method is asked for.
    public var makesOrderFree: Bool { percentOff >= 100 }

    /// The coupons the shop knows, by code.
    public static let known: [String: Coupon] = [
        "FREE100": Coupon(code: "FREE100", percentOff: 100),
        "SAVE10": Coupon(code: "SAVE10", percentOff: 10),
    ]
}

/// How the order is paid.
public enum Payment: Hashable, Sendable, Codable {
    /// A 100% coupon: nothing to pay.
    case coveredByCoupon
    case applePay
    /// A validated card, by its last four digits, with its billing address.
    case card(lastFour: String, billing: Address)
}

/// The order as far as the user got: each checkout screen carries the order it shows.
public struct Order: Hashable, Sendable, Codable {
    public var cart: Cart
    public var shipping: Address?
    public var coupon: Coupon?
    public var payment: Payment?

    public init(cart: Cart, shipping: Address? = nil, coupon: Coupon? = nil, payment: Payment? = nil) {
        self.cart = cart
        self.shipping = shipping
        self.coupon = coupon
        self.payment = payment
    }

    /// The cart total less the coupon's discount.
    public var total: Money {
        let percent = min(100, coupon?.percentOff ?? 0)
        return Money(cents: cart.total.cents * (100 - percent) / 100)
    }
}
