import Foundation
import NavigationReducer
import Testing

private enum OtherRefusal: RejectionReason {
    case noThanks

    var description: String { "no, thanks" }
}

private struct LibraryError: Error, CustomStringConvertible {
    var description: String { "the disk is full" }
}

@Suite struct AnAppsRejectionReason {
    @Test func staysAValueThatComparesByTypeAndValue() throws {
        let rejection = NavigationRejection.refused(SampleRefusal.noThanks)
        #expect(rejection == .refused(SampleRefusal.noThanks))
        #expect(rejection != .refused(SampleRefusal.tooLate))
        #expect(rejection != .refused(OtherRefusal.noThanks), "same text, another type")
        guard case .refused(let refusal) = rejection else {
            Issue.record("not an app refusal: \(rejection)")
            return
        }
        #expect(refusal.as(SampleRefusal.self) == .noThanks)
        #expect(refusal.as(OtherRefusal.self) == nil)
        #expect(rejection.description == "no, thanks")
    }

    @Test func countsAsOneKeyPerValue() {
        let counts = [
            NavigationRejection.refused(SampleRefusal.noThanks), .refused(SampleRefusal.noThanks),
            .refused(OtherRefusal.noThanks), .popAtRoot,
        ].reduce(into: [NavigationRejection: Int]()) { $0[$1, default: 0] += 1 }
        #expect(counts == [.refused(SampleRefusal.noThanks): 2, .refused(OtherRefusal.noThanks): 1, .popAtRoot: 1])
    }

    @Test func survivesJSONWhenTheDecoderKnowsItsType() throws {
        let outcomes: [Trace<Int>.Entry] = [
            .rejected(1, .refused(SampleRefusal.tooLate)), .rejected(2, .popAtRoot), .accepted(3),
        ]
        let data = try JSONEncoder().encode(outcomes)
        let decoder = JSONDecoder()
        decoder.userInfo[.rejectionReasons] = [OtherRefusal.self, SampleRefusal.self] as [any RejectionReason.Type]
        #expect(try decoder.decode([Trace<Int>.Entry].self, from: data) == outcomes)
    }

    @Test func loadsFromASavedTextByItsTypesNameInAnyProcess() throws {
        let saved = #"{"refused":{"_0":{"type":"SampleRefusal","reason":{"tooLate":{}},"description":"too late"}}}"#
        let decoder = JSONDecoder()
        decoder.userInfo[.rejectionReasons] = SampleRefusal.self
        #expect(try decoder.decode(NavigationRejection.self, from: Data(saved.utf8)) == .refused(SampleRefusal.tooLate))
    }

    @Test func aReasonOfATypeTheDecoderDoesNotKnowLoadsAsUntypedWithItsNameAndText() throws {
        let data = try JSONEncoder().encode(NavigationRejection.refused(SampleRefusal.tooLate))
        let decoder = JSONDecoder()
        decoder.userInfo[.rejectionReasons] = [OtherRefusal.self]
        let rejection = try decoder.decode(NavigationRejection.self, from: data)
        guard case .refused(let refusal) = rejection, let untyped = refusal.as(UntypedRefusal.self) else {
            Issue.record("not an untyped refusal: \(rejection)")
            return
        }
        #expect(untyped.errorType == "SampleRefusal")
        #expect(untyped.description == "too late")
    }

    @Test func readsApartFromAnotherTypesReasonWithTheSameText() throws {
        let mine = NavigationRejection.AppReason(SampleRefusal.noThanks)
        let other = NavigationRejection.AppReason(OtherRefusal.noThanks)
        #expect(mine.description == other.description)
        #expect(mine.debugDescription != other.debugDescription)
        #expect(mine.debugDescription == "SampleRefusal: no, thanks")
    }

    @Test func aReducerErrorThatIsNoReasonIsKeptByItsTypeAndText() throws {
        let reducer = Reduce<Int, Int, Never> { _, _ in throw LibraryError() }
        var state = 0
        let rejection = try #require(throws: NavigationRejection.self) {
            try reducer.reduce(into: &state, action: 1)
        }
        guard case .refused(let refusal) = rejection, let untyped = refusal.as(UntypedRefusal.self) else {
            Issue.record("not an untyped refusal: \(rejection)")
            return
        }
        #expect(untyped.errorType.hasSuffix("LibraryError"))
        #expect(untyped.description == "the disk is full")
        let data = try JSONEncoder().encode(rejection)
        #expect(try JSONDecoder().decode(NavigationRejection.self, from: data) == rejection)
    }

    @Test func aReducerReasonIsKeptAsItsValue() throws {
        let reducer = Reduce<Int, Int, Never> { _, _ in throw SampleRefusal.notToday }
        var state = 0
        #expect(throws: NavigationRejection.refused(SampleRefusal.notToday)) {
            try reducer.reduce(into: &state, action: 1)
        }
    }
}
