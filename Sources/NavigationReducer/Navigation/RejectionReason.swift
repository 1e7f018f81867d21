/// A reason of the app core's own for refusing an action — "an order needs a payment
/// method", "no asset 42 in the list" — as a value of the app's own type.
///
/// Declare one enum per app core and throw its cases through
/// ``NavigationRejection/refused(_:)-swift.type.method``. The reason stays a value all the
/// way: a ``StoreDiagnostic`` carries it, a test compares it with `==`, the explorer counts
/// rejections by its ``kind``, and a trace saves and reloads it.
///
/// ```swift
/// enum CheckoutRefusal: RejectionReason {
///     case needsPaymentMethod
///     case unknownCoupon(String)
///
///     var description: String {
///         switch self {
///         case .needsPaymentMethod: "an order needs a payment method"
///         case .unknownCoupon(let code): "unknown coupon \"\(code)\""
///         }
///     }
/// }
///
/// guard order.payment != nil else { throw .refused(CheckoutRefusal.needsPaymentMethod) }
/// ```
///
/// That `throw .refused(…)` is for a ``Reducer`` conformance, whose `reduce` throws
/// ``NavigationRejection``; a ``Reduce`` closure or a route throws `any Error`, so there the
/// reason is thrown as itself (`throw CheckoutRefusal.needsPaymentMethod`) and becomes the
/// same rejection. A test compares it with `==` (`rejection == .refused(CheckoutRefusal.x)`),
/// or unwraps it: `case .refused(let refusal)` then `refusal.as(CheckoutRefusal.self)`.
///
/// `Codable` is what lets a ``Trace`` keep the reason; a decoder is told the app's reason
/// types through `CodingUserInfoKey.rejectionReasons`, and finds them by ``codingName``.
public protocol RejectionReason: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The name a saved reason is known by: the type's own name unless it says otherwise.
    /// Give one that stays put if two reason types of an app share a name.
    static var codingName: String { get }

    /// The name the explorer counts refusals for this reason under, whatever values they
    /// carry: `notPossible` for every `.notPossible(action, on: screen)`.
    ///
    /// An exploration meets the same refusal thousands of times with different values in it;
    /// counting each distinct value apart would hash and compare whole screens on every
    /// refused try, and list hundreds of one-off reasons. For a reason with associated values,
    /// return its case's name; the default, ``codingName``, counts all the cases of a large
    /// reason as one. A reason of at most eight bytes of plain data — a payload-free enum, or
    /// one whose payloads are small enums or numbers — is kept in place, never allocated, and
    /// counted by its value when its kind is the default (each case of a payload-free enum
    /// apart, a small payload such as an `Int32` id per id).
    var kind: String { get }
}

extension RejectionReason {
    public static var codingName: String { String(describing: Self.self) }

    public var kind: String { Self.codingName }
}

/// An error a reducer or a route threw that is not a ``RejectionReason`` (an error of a
/// library the app calls, say), kept by its type's name and its description so that the
/// rejection still compares, counts and saves.
package struct UntypedRefusal: RejectionReason {
    /// The thrown error's type name.
    package let errorType: String
    /// The thrown error's description.
    package let description: String

    package init(_ error: any Error) {
        errorType = String(describing: type(of: error))
        description = String(describing: error)
    }

    /// A reason saved under a ``RejectionReason/codingName`` the decoder does not know.
    init(errorType: String, description: String) {
        self.errorType = errorType
        self.description = description
    }
}

extension NavigationRejection {
    /// Refuses an action for a reason of the app's own.
    ///
    /// - Parameter reason: The app's reason, kept as a value.
    @inlinable
    public static func refused(_ reason: some RejectionReason) -> Self {
        .refused(NavigationRejection.AppReason(reason))
    }

    /// What an error thrown by app code becomes: a ``NavigationRejection`` as it is, a
    /// ``RejectionReason`` as ``refused(_:)-swift.enum.case``, anything else as a refusal that
    /// keeps the error's type name and description (conform the error to ``RejectionReason`` to
    /// keep it as a value instead).
    public init(_ error: any Error) {
        switch error {
        case let rejection as NavigationRejection: self = rejection
        case let reason as any RejectionReason: self = .refused(NavigationRejection.AppReason(reason))
        default: self = .refused(NavigationRejection.AppReason(UntypedRefusal(error)))
        }
    }
}

extension CodingUserInfoKey {
    /// The app's ``RejectionReason`` types (`[any RejectionReason.Type]`), set on a decoder that
    /// reads rejections — a ``Trace`` saved by an app that refuses for reasons of its own:
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.userInfo[.rejectionReasons] = [CheckoutRefusal.self]
    /// let trace = try decoder.decode(Trace<CheckoutAction>.self, from: data)
    /// ```
    ///
    /// List reasons of several types as `[CheckoutRefusal.self, CartProblem.self] as [any
    /// RejectionReason.Type]`; a single type may be given alone. A saved reason of a type not
    /// listed decodes as a refusal with its type name and text, so the trace still loads and
    /// its replay points at the entry.
    public static let rejectionReasons = CodingUserInfoKey(rawValue: "NavigationReducer.rejectionReasons")!
}
