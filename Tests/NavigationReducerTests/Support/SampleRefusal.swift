import NavigationReducer

/// The sample app rules' own reasons.
enum SampleRefusal: RejectionReason {
    case noThanks
    case tooLate
    case notToday
    case onlyPositiveSteps
    case noPaymentMethod

    var description: String {
        switch self {
        case .noThanks: "no, thanks"
        case .tooLate: "too late"
        case .notToday: "not today"
        case .onlyPositiveSteps: "only positive steps"
        case .noPaymentMethod: "an order needs a payment method"
        }
    }
}
