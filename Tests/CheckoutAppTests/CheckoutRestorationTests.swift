import CheckoutApp
import ExampleExplorations
import Foundation
import NavigationReducer
import NavigationReducerTesting
import Testing

/// Damaged saves of a checkout: never a crash, never a restored order that breaks the
/// checkout's rules, and every total computable.
@Suite struct CheckoutRestorationTests {
    @Test func aDamagedSaveNeverRestoresAnOrderThatBreaksARuleOrCannotBeTotalled() throws {
        let restoration = Restoration<CheckoutState>(formatVersion: 1, rules: CheckoutState.rules)
        let (accepted, refused) = try SavedStateCorruption.acceptedDamagedSaves(
            reducer: CheckoutReducer(), from: CheckoutState(cart: .sample), actions: CheckoutAction.possible,
            restoration: restoration, seed: 2_026, saves: 3_000)
        for state in accepted {
            for cart in state.navigation.stacks.joined().compactMap(\.cart) {
                #expect(cart.items.allSatisfy { (0...100_000_000).contains($0.price.cents) })
                #expect(cart.items.allSatisfy { (1...999).contains($0.quantity) })
            }
            // A coupon takes off at most the cart's total: no restored order costs more than its
            // cart, or less than nothing. Compared, not made a range: a broken rule can give a
            // negative total, and a range from 0 to it would trap instead of failing.
            let order = try #require(state.order)
            #expect(order.total.cents >= 0)
            #expect(order.total.cents <= order.cart.total.cents)
            if case .orderSummary(let order) = state.navigation.rootStack.top {
                #expect(order.payment != nil)
            }
        }
        #expect(!accepted.isEmpty)
        #expect(refused > 0)
    }

    @Test func aCartOfHugeNumbersTotalsWithoutATrapAndIsRefused() throws {
        let cart = Cart(items: [CartItem("Yacht", price: Money(cents: .max), quantity: .max)])
        #expect(cart.total == Money(cents: .max))
        #expect(Order(cart: cart).total.cents <= Int.max)
        #expect(cart.problem == .priceOverLimit(item: "Yacht", price: Money(cents: .max)))
        let pens = Cart(items: [CartItem("Pen", price: Money(cents: 100), quantity: 5_000)])
        #expect(pens.problem == .quantityOverLimit(item: "Pen", quantity: 5_000))
        #expect(pens.problem?.description == "\"Pen\" has a quantity of 5000: it must be at most 999")
    }

    static func sessionsOfDamagedSaves() -> RestoredSessionsReport<LateAnswers<CheckoutReducer>.Step> {
        let restoration = Restoration<CheckoutState>(formatVersion: 1, rules: CheckoutState.rules)
        return CheckoutExploration.answeringLate.exploringRestoredSaves(
            ofApp: restoration, saves: 300, seed: 2_026)
    }

    // Not under a sanitizer: its exit test runs an instrumented copy of the suite beside the
    // suite, which on two cores holds other tests past their time limits. The check's own code
    // runs under sanitizers in ExploringFromRestoredSaves.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["NAVIGATION_SANITIZER"] == nil))
    func everySessionRestoredFromADamagedSaveKeepsTheRulesForItsNextTwoSteps() async {
        // First in a process of its own, so that a reducer or a rule that traps on a restored
        // value fails this test rather than the whole run; then here, for the findings.
        guard await #expect(processExitsWith: .success, performing: { _ = Self.sessionsOfDamagedSaves() }) != nil
        else { return }
        let report = Self.sessionsOfDamagedSaves()
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.accepted > 0 && report.refused > 0, "\(report)")
    }

    @Test(arguments: [Int.min, Int.max])
    func aCartPricedAtAnIntegersLimitIsRefusedByItsRulesWithoutTrapping(cents: Int) async throws {
        // In a process of its own, so that a rule that traps fails this test, not the run.
        await #expect(processExitsWith: .success) { [cents] in
            let restoration = Restoration<CheckoutState>(formatVersion: 1, rules: CheckoutState.rules)
            let state = CheckoutState(cart: Cart(items: [CartItem("Mug", price: Money(cents: cents), quantity: 2)]))
            let saved = try Restoration<CheckoutState>(formatVersion: 1).save(state)
            #expect(
                restoration.restore(saved)
                    == .failure(.refused(.ruleBroken("every cart item is priced and counted within the limits"))))
        }
    }
}
