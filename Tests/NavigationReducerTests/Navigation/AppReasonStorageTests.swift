import Foundation
import NavigationReducer
import Testing

// Reasons of every size: `NavigationRejection.AppReason` keeps the first four in place and boxes the others.
private enum Only: RejectionReason {
    case one
    var description: String { "only" }
}

private enum Plain: RejectionReason {
    case closed, full
    var description: String { self == .closed ? "closed" : "full" }
}

private struct Code: RejectionReason {
    var value: UInt8
    var description: String { "code \(value)" }
}

private struct OtherCode: RejectionReason {
    var value: UInt8
    var description: String { "code \(value)" }
}

private struct Wide: RejectionReason {
    var value: Int64
    var description: String { "wide \(value)" }
}

private enum Numbered: RejectionReason {
    case item(Int)
    case none
    var description: String {
        switch self {
        case .item(let number): "item \(number)"
        case .none: "none"
        }
    }
}

private enum Named: RejectionReason {
    case item(String)
    var description: String {
        switch self {
        case .item(let name): "item \(name)"
        }
    }
}

/// A boxed reason whose text is `Named.item`'s.
private struct Label: RejectionReason {
    var text: String
    var description: String { text }
}

/// Equal by `code` alone: two equal values with different bytes.
private struct Attempt: RejectionReason {
    var code: UInt8
    var attempt: UInt8
    var description: String { "code \(code)" }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.code == rhs.code }
    func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

@Suite("An app's refusal compares, hashes and reads the same however it is held")
struct AppReasonStorage {
    /// Pairs of different reasons of one type, from a payload-free enum to a string payload.
    static let pairs: [(any RejectionReason, any RejectionReason)] = [
        (Plain.closed, Plain.full),
        (Code(value: 1), Code(value: 2)),
        (Wide(value: -1), Wide(value: 1 << 40)),
        (Numbered.item(7), Numbered.none),
        (Named.item("a"), Named.item("b")),
    ]

    @Test("a reason equals itself, hashes alike and differs from another of its type", arguments: 0..<pairs.count)
    func equalityAndHashing(pair: Int) {
        let (reason, other) = Self.pairs[pair]
        #expect(NavigationRejection.AppReason(reason) == NavigationRejection.AppReason(reason))
        #expect(NavigationRejection.AppReason(reason).hashValue == NavigationRejection.AppReason(reason).hashValue)
        #expect(NavigationRejection.AppReason(reason) != NavigationRejection.AppReason(other))
        #expect(NavigationRejection.AppReason(reason).description == reason.description)
    }

    @Test("a reason casts back to its own value and to no other type", arguments: 0..<pairs.count)
    func castsBack(pair: Int) {
        let (reason, _) = Self.pairs[pair]
        #expect(NavigationRejection.AppReason(reason).reason.isEqual(to: reason))
        #expect(NavigationRejection.AppReason(reason).as(OtherCode.self) == nil)
    }

    @Test func aReasonOfNoBytesComparesHashesAndCastsBack() {
        #expect(NavigationRejection.AppReason(Only.one) == NavigationRejection.AppReason(Only.one))
        #expect(NavigationRejection.AppReason(Only.one).hashValue == NavigationRejection.AppReason(Only.one).hashValue)
        #expect(NavigationRejection.AppReason(Only.one).as(Only.self) == .one)
        #expect(NavigationRejection.AppReason(Only.one) != NavigationRejection.AppReason(Plain.closed))
        #expect(NavigationRejection.AppReason(Only.one).description == "only")
    }

    @Test func aReasonGivenAsAnExistentialEqualsTheSameReasonGivenAsItsType() {
        let given: any RejectionReason = Code(value: 3)
        #expect(NavigationRejection.AppReason(given) == NavigationRejection.AppReason(Code(value: 3)))
        #expect(
            NavigationRejection.AppReason(given).hashValue == NavigationRejection.AppReason(Code(value: 3)).hashValue)
        #expect(NavigationRejection(Code(value: 3)) == .refused(Code(value: 3)))
        let boxed: any RejectionReason = Named.item("a")
        #expect(NavigationRejection.AppReason(boxed) == NavigationRejection.AppReason(Named.item("a")))
        #expect(
            NavigationRejection.AppReason(boxed).hashValue == NavigationRejection.AppReason(Named.item("a")).hashValue)
        #expect(NavigationRejection.AppReason(boxed) != NavigationRejection.AppReason(Named.item("b")))
    }

    @Test func theSameBytesOfAnotherTypeAreAnotherReason() {
        #expect(NavigationRejection.AppReason(Code(value: 1)) != NavigationRejection.AppReason(OtherCode(value: 1)))
        #expect(NavigationRejection.AppReason(Plain.closed) != NavigationRejection.AppReason(Code(value: 0)))
    }

    @Test func theSameTextOfAnotherTypeIsAnotherReason() {
        #expect(
            NavigationRejection.AppReason(Named.item("a")).description
                == NavigationRejection.AppReason(Label(text: "item a")).description)
        #expect(NavigationRejection.AppReason(Named.item("a")) != NavigationRejection.AppReason(Label(text: "item a")))
    }

    @Test func theReasonsOwnEqualityDecidesWhenTheBytesDiffer() {
        let first = NavigationRejection.AppReason(Attempt(code: 4, attempt: 1))
        #expect(first == NavigationRejection.AppReason(Attempt(code: 4, attempt: 2)))
        #expect(first.hashValue == NavigationRejection.AppReason(Attempt(code: 4, attempt: 2)).hashValue)
        #expect(first != NavigationRejection.AppReason(Attempt(code: 5, attempt: 1)))
    }

    @Test("a reason survives JSON", arguments: 0..<pairs.count)
    func survivesJSON(pair: Int) throws {
        let (reason, _) = Self.pairs[pair]
        let data = try JSONEncoder().encode(NavigationRejection.AppReason(reason))
        let decoder = JSONDecoder()
        decoder.userInfo[.rejectionReasons] =
            [Plain.self, Code.self, Wide.self, Numbered.self, Named.self] as [any RejectionReason.Type]
        #expect(
            try decoder.decode(NavigationRejection.AppReason.self, from: data) == NavigationRejection.AppReason(reason))
    }
}

extension RejectionReason {
    fileprivate func isEqual(to other: any RejectionReason) -> Bool {
        (other as? Self) == self
    }
}
