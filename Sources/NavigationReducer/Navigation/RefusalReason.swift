/// A reason of the app core's own for refusing an action — "an order needs a payment
/// method", "no asset 42 in the list" — as a value of the app's own type.
///
/// Declare one enum per app core and throw its cases through
/// ``NavigationRejection/refused(_:)-swift.type.method``. The reason stays a value all the
/// way: a ``StoreDiagnostic`` carries it, a test compares it with `==`, the explorer counts
/// rejections by it, and a trace saves and reloads it.
///
/// ```swift
/// enum CheckoutRefusal: RefusalReason {
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
/// `Codable` is what lets a ``Trace`` keep the reason; a decoder is told the app's reason
/// types through `CodingUserInfoKey.refusalReasons`.
public protocol RefusalReason: Error, Hashable, Sendable, Codable, CustomStringConvertible {}

/// An app's ``RefusalReason``, held by ``NavigationRejection`` whatever its type.
///
/// Two refusals are equal when their reasons have the same type and are equal.
public struct AppRefusal: Hashable, Sendable, CustomStringConvertible {
    /// Boxed: an existential stored inline would make every rejection, and so every throwing
    /// navigation operation, pass its error indirectly — a cost paid even by actions that
    /// never refuse.
    private final class Box: Sendable {
        let reason: any RefusalReason

        init(_ reason: any RefusalReason) {
            self.reason = reason
        }
    }

    private let box: Box

    /// The app's reason; cast it back with ``as(_:)``.
    public var reason: any RefusalReason { box.reason }

    public init(_ reason: any RefusalReason) {
        box = Box(reason)
    }

    /// The reason as a value of `type`, or `nil` when it is another app's or feature's reason.
    public func `as`<Reason: RefusalReason>(_ type: Reason.Type) -> Reason? {
        reason as? Reason
    }

    public var description: String { reason.description }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.reason.isEqual(to: rhs.reason)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: reason)))
        reason.hash(into: &hasher)
    }
}

extension RefusalReason {
    /// Equal when `other` is a value of this very type and equal to it: a metatype
    /// comparison, then `==`, with no `AnyHashable` box or dynamic cast (the explorer hashes
    /// and compares a rejection for every refused action).
    fileprivate func isEqual<Other: RefusalReason>(to other: Other) -> Bool {
        guard Other.self == Self.self else { return false }
        return unsafeBitCast(other, to: Self.self) == self
    }
}

/// An error a reducer or a route threw that is not a ``RefusalReason`` (an error of a
/// library the app calls, say). It is kept by its type's name and its description so that
/// the rejection still compares, counts and saves; conform the error to ``RefusalReason`` to
/// keep it as a value instead.
public struct UntypedRefusal: RefusalReason {
    /// The thrown error's type, module-qualified.
    public let errorType: String
    public let description: String

    public init(_ error: any Error) {
        errorType = String(reflecting: type(of: error))
        description = String(describing: error)
    }
}

extension NavigationRejection {
    /// Refuses an action for a reason of the app's own.
    ///
    /// - Parameter reason: The app's reason, kept as a value.
    public static func refused(_ reason: some RefusalReason) -> Self {
        .refused(AppRefusal(reason))
    }

    /// What an error thrown by app code becomes: a ``NavigationRejection`` as it is, a
    /// ``RefusalReason`` as ``refused(_:)-swift.enum.case``, anything else as an
    /// ``UntypedRefusal``.
    public init(_ error: any Error) {
        switch error {
        case let rejection as NavigationRejection: self = rejection
        case let reason as any RefusalReason: self = .refused(AppRefusal(reason))
        default: self = .refused(AppRefusal(UntypedRefusal(error)))
        }
    }
}

extension CodingUserInfoKey {
    /// The app's ``RefusalReason`` types (`[any RefusalReason.Type]`), set on a decoder that
    /// reads rejections — a ``Trace`` saved by an app that refuses for reasons of its own:
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.userInfo[.refusalReasons] = [CheckoutRefusal.self]
    /// let trace = try decoder.decode(Trace<CheckoutAction>.self, from: data)
    /// ```
    ///
    /// List reasons of several types as `[CheckoutRefusal.self, CartProblem.self] as [any
    /// RefusalReason.Type]`. A saved reason of a type not listed fails to decode with a
    /// `DecodingError` naming it; ``UntypedRefusal`` is always known.
    public static let refusalReasons = CodingUserInfoKey(rawValue: "NavigationReducer.refusalReasons")!
}

extension AppRefusal: Codable {
    enum CodingKeys: String, CodingKey {
        case type, reason
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.name(of: type(of: reason)), forKey: .type)
        try container.encode(reason, forKey: .reason)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .type)
        let known = (decoder.userInfo[.refusalReasons] as? [any RefusalReason.Type] ?? []) + [UntypedRefusal.self]
        guard let type = known.first(where: { Self.name(of: $0) == name }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "the refusal reason \(name) is not among the decoder's userInfo[.refusalReasons]")
        }
        box = Box(try Self.decode(type, from: container))
    }

    private static func name(of type: any RefusalReason.Type) -> String {
        String(reflecting: type)
    }

    private static func decode<Reason: RefusalReason>(
        _ type: Reason.Type, from container: KeyedDecodingContainer<CodingKeys>
    ) throws -> any RefusalReason {
        try container.decode(Reason.self, forKey: .reason)
    }
}
