import Foundation
import NavigationReducer
import Testing

// Sources/NavigationReducer/Navigation/RejectionReason.swift, the type's example
@Suite struct RejectionReasonExample {
    struct Order { var payment: String? }

    static func placeOrder(_ order: Order) throws(NavigationRejection) {
        enum CheckoutRefusal: RejectionReason {
            case needsPaymentMethod
            case unknownCoupon(String)

            var description: String {
                switch self {
                case .needsPaymentMethod: "an order needs a payment method"
                case .unknownCoupon(let code): "unknown coupon \"\(code)\""
                }
            }
        }

        guard order.payment != nil else { throw .refused(CheckoutRefusal.needsPaymentMethod) }
    }

    @Test func anOrderWithoutPaymentIsRefusedForItsReason() {
        #expect(throws: Never.self) { try Self.placeOrder(Order(payment: "card")) }
        let rejection = #expect(throws: NavigationRejection.self) { try Self.placeOrder(Order()) }
        #expect(rejection?.description == "an order needs a payment method")
    }
}

// Sources/NavigationReducer/Navigation/RejectionReason.swift, `CodingUserInfoKey.rejectionReasons`
@Suite struct RejectionReasonsKeyExample {
    enum CheckoutAction: Hashable, Sendable, Codable { case payTapped }
    enum CheckoutRefusal: RejectionReason {
        case needsPaymentMethod
        var description: String { "an order needs a payment method" }
    }

    static func decodeTrace(from data: Data) throws -> Trace<CheckoutAction> {
        let decoder = JSONDecoder()
        decoder.userInfo[.rejectionReasons] = [CheckoutRefusal.self]
        let trace = try decoder.decode(Trace<CheckoutAction>.self, from: data)
        return trace
    }

    @Test func aSavedTraceKeepsTheAppsReasonAsAValue() throws {
        let saved = Trace(entries: [
            Trace<CheckoutAction>.Entry.rejected(.payTapped, .refused(CheckoutRefusal.needsPaymentMethod))
        ])
        #expect(try Self.decodeTrace(from: JSONEncoder().encode(saved)) == saved)
    }
}
