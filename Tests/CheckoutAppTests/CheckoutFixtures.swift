import CheckoutApp
import NavigationReducer

let book = CartItem("Swift book", price: Money(cents: 3_999))
let mug = CartItem("Mug", price: Money(cents: 1_250), quantity: 2)
let cart = Cart(items: [book, mug])
let home = Address(name: "Ada", street: "1 Loop", city: "Cupertino")
let office = Address(name: "Ada", street: "2 Park", city: "Cupertino")
let free = Coupon.known["FREE100"] ?? Coupon(code: "FREE100", percentOff: 100)
let tenOff = Coupon.known["SAVE10"] ?? Coupon(code: "SAVE10", percentOff: 10)

/// The order at each step of a journey, as the screens show it.
let withShipping = Order(cart: cart, shipping: home)
