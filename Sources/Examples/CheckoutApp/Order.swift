/// An amount of money in cents, so totals add up exactly.
public struct Money: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public var cents: Int

    public init(cents: Int) { self.cents = cents }

    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }

    /// Dollars and two-digit cents, the sign before the dollar: `$39.99`, `$0.05`, `-$5.05`.
    public var description: String {
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        return "\(cents < 0 ? "-" : "")$\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

public struct CartItem: Hashable, Sendable, Codable {
    /// The highest price an item may have: with ``maximumQuantity``, a cart of any size a
    /// saved file can hold totals far below `Int.max` cents.
    public static let maximumPrice = Money(cents: 100_000_000)
    /// The largest quantity of one item.
    public static let maximumQuantity = 999

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

    /// The sum of every line, saturating at `Int.max` cents instead of trapping: a cart
    /// decoded from a damaged file may hold any numbers before its ``problem`` refuses it.
    public var total: Money {
        Money(cents: items.reduce(0) { $0.saturatingAdding($1.price.cents.saturatingMultiplied(by: $1.quantity)) })
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

/// The order as far as the user got: the summary carries it whole, and each screen before it
/// the part entered to reach it (``CheckoutState/order``).
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

    /// What the coupon takes off: the cart total × the coupon's percent (0 to 100) / 100,
    /// rounded half-up to the cent.
    ///
    /// 10% of $64.99 is 649.9 cents, so $6.50; 10% of $64.43 is 644.3 cents, so $6.44; 10%
    /// of $3.05 is 30.5 cents, so $0.31 (a half rounds up). No coupon takes off $0.00.
    public var discount: Money {
        let percent = min(100, max(0, coupon?.percentOff ?? 0))
        let halfUp = cart.total.cents.saturatingMultiplied(by: percent).saturatingAdding(50)
        // Floor division, so a half rounds up for a negative product too.
        return Money(cents: halfUp >= 0 ? halfUp / 100 : halfUp.saturatingAdding(-99) / 100)
    }

    /// The cart total less the ``discount``: exactly `cart.total - discount`, to the cent.
    public var total: Money {
        Money(cents: cart.total.cents.saturatingSubtracting(discount.cents))
    }
}

extension Int {
    /// `self + other`, or the nearest bound when that overflows.
    func saturatingAdding(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    /// `self − other`, or the nearest bound when that overflows: `-other` alone traps for
    /// `Int.min`, which a damaged save can carry.
    func saturatingSubtracting(_ other: Int) -> Int {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other < 0 ? .max : .min) : difference
    }

    /// `self × other`, or the nearest bound when that overflows.
    func saturatingMultiplied(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? ((self < 0) == (other < 0) ? .max : .min) : product
    }
}
