import Foundation
import NavigationReducer
import Testing

// Reasons of every size: `AppRefusal` keeps the first four in place and boxes the others.
private enum Only: RefusalReason {
    case one
    var description: String { "only" }
}

private enum Plain: RefusalReason {
    case closed, full
    var description: String { self == .closed ? "closed" : "full" }
}

private struct Code: RefusalReason {
    var value: UInt8
    var description: String { "code \(value)" }
}

private struct OtherCode: RefusalReason {
    var value: UInt8
    var description: String { "code \(value)" }
}

private struct Wide: RefusalReason {
    var value: Int64
    var description: String { "wide \(value)" }
}

private enum Numbered: RefusalReason {
    case item(Int)
    case none
    var description: String {
        switch self {
        case .item(let number): "item \(number)"
        case .none: "none"
        }
    }
}

private enum Named: RefusalReason {
    case item(String)
    var description: String {
        switch self {
        case .item(let name): "item \(name)"
        }
    }
}

/// A boxed reason whose text is `Named.item`'s.
private struct Label: RefusalReason {
    var text: String
    var description: String { text }
}

/// Equal by `code` alone: two equal values with different bytes.
private struct Attempt: RefusalReason {
    var code: UInt8
    var attempt: UInt8
    var description: String { "code \(code)" }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.code == rhs.code }
    func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

@Suite("An app's refusal compares, hashes and reads the same however it is held")
struct AppRefusalStorage {
    /// Pairs of different reasons of one type, from a payload-free enum to a string payload.
    static let pairs: [(any RefusalReason, any RefusalReason)] = [
        (Plain.closed, Plain.full),
        (Code(value: 1), Code(value: 2)),
        (Wide(value: -1), Wide(value: 1 << 40)),
        (Numbered.item(7), Numbered.none),
        (Named.item("a"), Named.item("b")),
    ]

    @Test("a reason equals itself, hashes alike and differs from another of its type", arguments: 0..<pairs.count)
    func equalityAndHashing(pair: Int) {
        let (reason, other) = Self.pairs[pair]
        #expect(AppRefusal(reason) == AppRefusal(reason))
        #expect(AppRefusal(reason).hashValue == AppRefusal(reason).hashValue)
        #expect(AppRefusal(reason) != AppRefusal(other))
        #expect(AppRefusal(reason).description == reason.description)
    }

    @Test("a reason casts back to its own value and to no other type", arguments: 0..<pairs.count)
    func castsBack(pair: Int) {
        let (reason, _) = Self.pairs[pair]
        #expect(AppRefusal(reason).reason.isEqual(to: reason))
        #expect(AppRefusal(reason).as(OtherCode.self) == nil)
    }

    @Test func aReasonOfNoBytesComparesHashesAndCastsBack() {
        #expect(AppRefusal(Only.one) == AppRefusal(Only.one))
        #expect(AppRefusal(Only.one).hashValue == AppRefusal(Only.one).hashValue)
        #expect(AppRefusal(Only.one).as(Only.self) == .one)
        #expect(AppRefusal(Only.one) != AppRefusal(Plain.closed))
        #expect(AppRefusal(Only.one).description == "only")
    }

    @Test func aReasonGivenAsAnExistentialEqualsTheSameReasonGivenAsItsType() {
        let given: any RefusalReason = Code(value: 3)
        #expect(AppRefusal(given) == AppRefusal(Code(value: 3)))
        #expect(AppRefusal(given).hashValue == AppRefusal(Code(value: 3)).hashValue)
        #expect(NavigationRejection(Code(value: 3)) == .refused(Code(value: 3)))
        let boxed: any RefusalReason = Named.item("a")
        #expect(AppRefusal(boxed) == AppRefusal(Named.item("a")))
        #expect(AppRefusal(boxed).hashValue == AppRefusal(Named.item("a")).hashValue)
        #expect(AppRefusal(boxed) != AppRefusal(Named.item("b")))
    }

    @Test func theSameBytesOfAnotherTypeAreAnotherReason() {
        #expect(AppRefusal(Code(value: 1)) != AppRefusal(OtherCode(value: 1)))
        #expect(AppRefusal(Plain.closed) != AppRefusal(Code(value: 0)))
    }

    @Test func theSameTextOfAnotherTypeIsAnotherReason() {
        #expect(AppRefusal(Named.item("a")).description == AppRefusal(Label(text: "item a")).description)
        #expect(AppRefusal(Named.item("a")) != AppRefusal(Label(text: "item a")))
    }

    @Test func theReasonsOwnEqualityDecidesWhenTheBytesDiffer() {
        let first = AppRefusal(Attempt(code: 4, attempt: 1))
        #expect(first == AppRefusal(Attempt(code: 4, attempt: 2)))
        #expect(first.hashValue == AppRefusal(Attempt(code: 4, attempt: 2)).hashValue)
        #expect(first != AppRefusal(Attempt(code: 5, attempt: 1)))
    }

    @Test("a reason survives JSON", arguments: 0..<pairs.count)
    func survivesJSON(pair: Int) throws {
        let (reason, _) = Self.pairs[pair]
        let data = try JSONEncoder().encode(AppRefusal(reason))
        let decoder = JSONDecoder()
        decoder.userInfo[.refusalReasons] =
            [Plain.self, Code.self, Wide.self, Numbered.self, Named.self] as [any RefusalReason.Type]
        #expect(try decoder.decode(AppRefusal.self, from: data) == AppRefusal(reason))
    }
}

extension RefusalReason {
    fileprivate func isEqual(to other: any RefusalReason) -> Bool {
        (other as? Self) == self
    }
}
