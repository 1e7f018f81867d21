import CheckoutApp
import Testing

@Suite struct CartProblemTests {
    @Test func aCartOfPricedItemsWithQuantitiesOfOneOrMoreHasNoProblem() {
        #expect(cart.problem == nil)
        #expect(Cart(items: [CartItem("Gift wrap", price: Money(cents: 0))]).problem == nil)
    }

    @Test func theFirstProblemOfACartIsNamedWithItsItem() {
        #expect(Cart.empty.problem == .empty)
        #expect(Cart(items: [book, refund]).problem == .negativePrice(item: "Refund", price: Money(cents: -505)))
        #expect(
            Cart(items: [CartItem("Pen", price: Money(cents: 150), quantity: 0)]).problem
                == .nonPositiveQuantity(item: "Pen", quantity: 0))
        #expect(Cart(items: [mug, book, mug]).problem == .listedTwice(item: "Mug"))
    }

    @Test(arguments: [
        (CartProblem.empty, "the cart is empty"),
        (.negativePrice(item: "Refund", price: Money(cents: -505)), #""Refund" has a negative price: -$5.05"#),
        (.nonPositiveQuantity(item: "Pen", quantity: 0), #""Pen" has a quantity of 0: it must be at least 1"#),
        (.listedTwice(item: "Mug"), #""Mug" is already in the cart"#),
    ])
    func eachProblemReadsAsThisText(problem: CartProblem, text: String) {
        #expect(problem.description == text)
    }

    @Test func addingAnItemAppendsItAndRejectsAnInvalidOrRepeatedOne() throws {
        #expect(
            try cart.adding(refund.withPrice(Money(cents: 305)))
                == Cart(items: [book, mug, refund.withPrice(Money(cents: 305))]))
        #expect(throws: CartProblem.negativePrice(item: "Refund", price: Money(cents: -505))) {
            try cart.adding(refund)
        }
        #expect(throws: CartProblem.listedTwice(item: "Mug")) { try cart.adding(mug) }
    }
}

extension CartItem {
    fileprivate func withPrice(_ price: Money) -> CartItem {
        CartItem(name, price: price, quantity: quantity)
    }
}
