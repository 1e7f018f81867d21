import CheckoutApp
import NavigationReducer
import Testing

@Suite struct CheckoutRefusalTexts {
    @Test func eachReasonReadsAsItsDocumentationSays() {
        let texts: [(CheckoutRefusal, String)] = [
            (.alertShown, "an alert is shown: choose one of its buttons"),
            (.couponHelpOpen, "the coupon help is open: close it first"),
            (.orderBeingPlaced, "the order is being placed: wait for the shop's answer"),
            (.noOrder(on: .couponHelp), "couponHelp shows no order"),
            (.unknownCoupon, "no coupon has that code"),
            (.cardNeedsBillingAddress, "a card needs a billing address first"),
            (.cardNumberNotSixteenDigits, "a card number has 16 digits"),
            (.noPaymentMethod, "an order needs a payment method"),
            (.noOrderBeingPlaced, "no order is being placed"),
            (.notPossible(.couponSkipped, on: .cart), "couponSkipped is not possible on cart"),
        ]
        for (reason, text) in texts {
            #expect(NavigationRejection.refused(reason).description == text)
        }
    }
}
