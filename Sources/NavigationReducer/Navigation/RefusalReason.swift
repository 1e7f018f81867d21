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
/// That `throw .refused(…)` is for a ``Reducer`` conformance, whose `reduce` throws
/// ``NavigationRejection``; a ``Reduce`` closure or a route throws `any Error`, so there the
/// reason is thrown as itself (`throw CheckoutRefusal.needsPaymentMethod`) and becomes the
/// same rejection. A test compares it with `==` (`rejection == .refused(CheckoutRefusal.x)`),
/// or unwraps it: `case .refused(let refusal)` then `refusal.as(CheckoutRefusal.self)`.
///
/// `Codable` is what lets a ``Trace`` keep the reason; a decoder is told the app's reason
/// types through `CodingUserInfoKey.refusalReasons`, and finds them by ``codingName``.
public protocol RefusalReason: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The name a saved reason is known by: the type's own name unless it says otherwise.
    /// Give one that stays put if two reason types of an app share a name.
    static var codingName: String { get }
}

extension RefusalReason {
    public static var codingName: String { String(describing: Self.self) }
}

/// An app's ``RefusalReason``, held by ``NavigationRejection`` whatever its type.
///
/// Two refusals are equal when their reasons have the same type and are equal.
public struct AppRefusal: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
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

    /// Holds `reason`; ``NavigationRejection/refused(_:)-swift.type.method`` is the usual
    /// way to make one.
    public init(_ reason: any RefusalReason) {
        box = Box(reason)
    }

    /// The reason's type and text (`CheckoutRefusal: unknown coupon "FREE"`), so that two
    /// reasons of different types with the same text still read apart.
    public var debugDescription: String { "\(type(of: reason).codingName): \(reason.description)" }

    /// The reason's own mirror: a dump shows the reason, not its box.
    public var customMirror: Mirror { Mirror(reflecting: reason) }

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
    /// The thrown error's type name.
    public let errorType: String
    /// The thrown error's description.
    public let description: String

    public init(_ error: any Error) {
        errorType = String(describing: type(of: error))
        description = String(describing: error)
    }

    /// A reason saved under a ``RefusalReason/codingName`` the decoder does not know.
    init(errorType: String, description: String) {
        self.errorType = errorType
        self.description = description
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
    /// RefusalReason.Type]`; a single type may be given alone. A saved reason of a type not
    /// listed decodes as an ``UntypedRefusal`` with its name and text, so the trace still
    /// loads and its replay points at the entry.
    public static let refusalReasons = CodingUserInfoKey(rawValue: "NavigationReducer.refusalReasons")!
}

extension AppRefusal: Codable {
    enum CodingKeys: String, CodingKey {
        case type, reason, description
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Swift.type(of: reason).codingName, forKey: .type)
        try container.encode(reason, forKey: .reason)
        try container.encode(reason.description, forKey: .description)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .type)
        let given = decoder.userInfo[.refusalReasons]
        let known =
            (given as? [any RefusalReason.Type] ?? (given as? any RefusalReason.Type).map { [$0] } ?? [])
            + [UntypedRefusal.self]
        if let type = known.first(where: { $0.codingName == name }) {
            box = Box(try Self.decode(type, from: container))
        } else {
            let text = try container.decodeIfPresent(String.self, forKey: .description) ?? name
            box = Box(UntypedRefusal(errorType: name, description: text))
        }
    }

    private static func decode<Reason: RefusalReason>(
        _ type: Reason.Type, from container: KeyedDecodingContainer<CodingKeys>
    ) throws -> any RefusalReason {
        try container.decode(Reason.self, forKey: .reason)
    }
}
