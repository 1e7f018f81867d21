import CheckoutApp
import Testing

/// The discount is the cart total × percent / 100 rounded half-up; the total is the cart
/// total less the discount. Every expected figure is worked out by hand.
@Suite struct OrderTotalTests {
    @Test(arguments: [
        // cart cents, percent off, expected total cents
        (6_499, 10, 5_849),  // discount 649.9 → 650
        (6_443, 10, 5_799),  // discount 644.3 → 644
        (305, 10, 274),  // discount 30.5 → 31: a half rounds up
        (6_804, 10, 6_124),  // discount 680.4 → 680
        (6_499, 100, 0),
        (6_499, 0, 6_499),
    ])
    func theTotalIsTheCartTotalLessTheDiscountRoundedHalfUp(cartCents: Int, percent: Int, total: Int) {
        let order = Order(
            cart: Cart(items: [CartItem("Pen", price: Money(cents: cartCents))]),
            coupon: Coupon(code: "TEST", percentOff: percent)
        )
        #expect(order.total == Money(cents: total))
    }
}
