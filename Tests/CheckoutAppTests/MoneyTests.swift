import CheckoutApp
import Testing

@Suite struct MoneyTests {
    @Test(arguments: [
        (0, "$0.00"), (5, "$0.05"), (1_250, "$12.50"), (3_999, "$39.99"), (-5, "-$0.05"), (-505, "-$5.05"),
        (-100_000, "-$1000.00"),
    ])
    func moneyReadsAsDollarsAndCentsWithTheSignBeforeTheDollar(cents: Int, text: String) {
        #expect(Money(cents: cents).description == text)
    }
}
