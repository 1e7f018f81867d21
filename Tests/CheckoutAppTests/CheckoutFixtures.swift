import CheckoutApp
import NavigationReducer

let book = CartItem("Swift book", price: Money(cents: 3_999))
let mug = CartItem("Mug", price: Money(cents: 1_250), quantity: 2)
let cart = Cart(items: [book, mug])
/// `cart`'s total, worked out by hand: 39.99 + 2 × 12.50.
let cartTotal = Money(cents: 6_499)
let home = Address(name: "Ada", street: "1 Loop", city: "Cupertino")
let office = Address(name: "Ada", street: "2 Park", city: "Cupertino")
/// The shop's coupons as the tests expect them, written out rather than read from
/// `Coupon.known` (a test pins that table against these).
let free = Coupon(code: "FREE100", percentOff: 100)
let tenOff = Coupon(code: "SAVE10", percentOff: 10)

/// The order at each step of a journey, as the screens show it.
let withShipping = Order(cart: cart, shipping: home)
/// An item whose price is negative: a cart holding it cannot be checked out.
let refund = CartItem("Refund", price: Money(cents: -505))
