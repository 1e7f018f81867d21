extension NavigationRejection {
    /// An app's ``RejectionReason``, held by ``NavigationRejection`` whatever its type.
    ///
    /// Two refusals are equal when their reasons have the same type and are equal.
    ///
    /// A reason of at most eight bytes that holds no reference — a payload-free enum, the usual
    /// shape — is kept in place, so refusing an action allocates nothing; an explorer or a fuzzer
    /// meets millions of refusals. A larger reason is boxed, keeping every rejection, and so
    /// every throwing navigation operation, the same small size.
    public struct AppReason: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
        CustomReflectable
    {
        @usableFromInline
        enum Storage: Sendable {
            /// The reason's type and its bytes, zero-padded to eight.
            case inPlace(any RejectionReason.Type, UInt64)
            case boxed(any HeldReason)
        }

        /// A reason too large to keep in place, in a box of its own type: one allocation, and the
        /// reason is compared, hashed, named and described as its own type, without an existential.
        @usableFromInline
        protocol HeldReason: AnyObject, Sendable {
            var reason: any RejectionReason { get }
            var reasonType: any RejectionReason.Type { get }
            /// The reason's ``RejectionReason/kind``, read from its own type.
            var kind: String { get }
            var reasonDescription: String { get }
            func holdsEqualReason(to other: any HeldReason) -> Bool
            func hashReason(into hasher: inout Hasher)
        }

        @usableFromInline
        final class Box<Reason: RejectionReason>: HeldReason {
            let value: Reason

            @usableFromInline init(_ value: Reason) {
                self.value = value
            }

            @usableFromInline var reason: any RejectionReason { value }
            @usableFromInline var reasonType: any RejectionReason.Type { Reason.self }
            @usableFromInline var kind: String { value.kind }
            @usableFromInline var reasonDescription: String { value.description }

            /// Equal when `other` holds a reason of this very type, equal to this one.
            @usableFromInline func holdsEqualReason(to other: any HeldReason) -> Bool {
                guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(Self.self) else { return false }
                return unsafeDowncast(other, to: Self.self).value == value
            }

            @usableFromInline func hashReason(into hasher: inout Hasher) {
                hasher.combine(ObjectIdentifier(Reason.self))
                value.hash(into: &hasher)
            }
        }

        @usableFromInline let storage: Storage

        /// Holds `reason`; ``NavigationRejection/refused(_:)-swift.type.method`` is the usual
        /// way to make one. An `any RejectionReason` is opened and held as its own type.
        @inlinable
        public init<Reason: RejectionReason>(_ reason: Reason) {
            if _isPOD(Reason.self), MemoryLayout<Reason>.size <= MemoryLayout<UInt64>.size {
                var bytes: UInt64 = 0
                withUnsafeMutableBytes(of: &bytes) { $0.storeBytes(of: reason, as: Reason.self) }
                storage = .inPlace(Reason.self, bytes)
            } else {
                storage = .boxed(Box(reason))
            }
        }

        /// The app's reason; cast it back with ``as(_:)``.
        public var reason: any RejectionReason {
            switch storage {
            case .inPlace(let type, let bytes): type.loaded(from: bytes)
            case .boxed(let box): box.reason
            }
        }

        /// The reason's type and text (`CheckoutRefusal: no coupon has that code`), so that two
        /// reasons of different types with the same text still read apart.
        public var debugDescription: String { "\(reasonType.codingName): \(description)" }

        /// The reason's type, read without copying the reason out.
        var reasonType: any RejectionReason.Type {
            switch storage {
            case .inPlace(let type, _): type
            case .boxed(let box): box.reasonType
            }
        }

        /// The reason's own mirror: a dump shows the reason, not how it is held.
        public var customMirror: Mirror { Mirror(reflecting: reason) }

        /// The reason as a value of `type`, or `nil` when it is another app's or feature's reason.
        public func `as`<Reason: RejectionReason>(_ type: Reason.Type) -> Reason? {
            reason as? Reason
        }

        public var description: String {
            switch storage {
            case .inPlace: reason.description
            case .boxed(let box): box.reasonDescription
            }
        }

        /// A metatype comparison, then the reason type's own `==`: no `AnyHashable` box or
        /// dynamic cast, as the explorer compares a rejection for every refused action.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            switch (lhs.storage, rhs.storage) {
            case (.inPlace(let type, let bytes), .inPlace(let otherType, let otherBytes)):
                return ObjectIdentifier(type) == ObjectIdentifier(otherType)
                    && (bytes == otherBytes || type.loaded(from: bytes, equals: otherBytes))
            case (.boxed(let box), .boxed(let other)):
                return box === other || box.holdsEqualReason(to: other)
            default:
                // A type is always held the same way, so reasons held apart differ in type.
                return false
            }
        }

        /// Whether both hold the very same reason — the same bytes of one type, or one box — so
        /// they are equal without calling the reason's `==`, which is reflexive. A counter of
        /// rejections tries this first: the same refusal recurs.
        @inlinable
        package func isIdentical(to other: Self) -> Bool {
            switch (storage, other.storage) {
            case (.inPlace(let type, let bytes), .inPlace(let otherType, let otherBytes)):
                bytes == otherBytes && ObjectIdentifier(type) == ObjectIdentifier(otherType)
            case (.boxed(let box), .boxed(let other)):
                box === other
            default:
                false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch storage {
            case .inPlace(let type, let bytes):
                hasher.combine(ObjectIdentifier(type))
                type.hash(bytes, into: &hasher)
            case .boxed(let box):
                box.hashReason(into: &hasher)
            }
        }
    }
}

extension RejectionReason {
    /// The reason whose bytes ``NavigationRejection/AppReason`` kept in place.
    fileprivate static func loaded(from bytes: UInt64) -> Self {
        withUnsafeBytes(of: bytes) { $0.load(as: Self.self) }
    }

    fileprivate static func loaded(from bytes: UInt64, equals other: UInt64) -> Bool {
        loaded(from: bytes) == loaded(from: other)
    }

    fileprivate static func hash(_ bytes: UInt64, into hasher: inout Hasher) {
        loaded(from: bytes).hash(into: &hasher)
    }
}

extension NavigationRejection.AppReason: Codable {
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
        let given = decoder.userInfo[.rejectionReasons]
        let known =
            (given as? [any RejectionReason.Type] ?? (given as? any RejectionReason.Type).map { [$0] } ?? [])
            + [UntypedRefusal.self]
        if let type = known.first(where: { $0.codingName == name }) {
            self.init(try Self.decode(type, from: container))
        } else {
            let text = try container.decodeIfPresent(String.self, forKey: .description) ?? name
            self.init(UntypedRefusal(errorType: name, description: text))
        }
    }

    private static func decode<Reason: RejectionReason>(
        _ type: Reason.Type, from container: KeyedDecodingContainer<CodingKeys>
    ) throws -> Reason {
        try container.decode(Reason.self, forKey: .reason)
    }
}
