import Foundation
import NavigationReducer
import Testing

@Suite struct NavigationStateCodableTests {
    func decode(_ json: String) throws -> SampleNavigation {
        try JSONDecoder().decode(SampleNavigation.self, from: Data(json.utf8))
    }

    @Test func aWholeTreeRoundTripsThroughJSON() throws {
        var state = try threeLevels()
        try state.showAlert(.logout, animated: false)
        let decoded = try JSONDecoder().decode(SampleNavigation.self, from: JSONEncoder().encode(state))
        #expect(decoded == state)
    }

    @Test func aSavedTreeReadsAsItsLevels() throws {
        let state = try decode(
            #"{"root":[{"home":{}},{"list":{}}],"tabs":[],"presented":[{"style":"sheet","stack":[{"editor":{"id":1}}]}],"alert":null,"animations":{"alert":true,"presentation":true,"stack":true}}"#
        )
        #expect(Array(state.rootStack) == [.home, .list])
        #expect(state.presentedFlows == [PresentedFlow(root: .editor(id: 1), style: .sheet)])
        #expect(state.alert == nil)
    }

    @Test func anEmptyRootStackIsRefused() {
        #expect(throws: DecodingError.self) {
            try decode(
                #"{"root":[],"tabs":[],"presented":[],"alert":null,"animations":{"alert":true,"presentation":true,"stack":true}}"#
            )
        }
    }

    @Test func anEmptyPresentedStackIsRefused() {
        #expect(throws: DecodingError.self) {
            try decode(
                #"{"root":[{"home":{}}],"tabs":[],"presented":[{"style":"sheet","stack":[]}],"alert":null,"animations":{"alert":true,"presentation":true,"stack":true}}"#
            )
        }
    }

    @Test func anAlertWithoutButtonsIsRefused() {
        #expect(throws: DecodingError.self) {
            try decode(
                #"{"root":[{"home":{}}],"tabs":[],"presented":[],"alert":{"title":"Stuck","message":null,"style":"alert","buttons":[]},"animations":{"alert":true,"presentation":true,"stack":true}}"#
            )
        }
    }

    @Test func moreLevelsThanTheLimitAreRefused() throws {
        let flow = #"{"style":"sheet","stack":[{"list":{}}]}"#
        let atLimit = Array(repeating: flow, count: SampleNavigation.maximumLevels - 1).joined(separator: ",")
        #expect(
            try decode(
                #"{"root":[{"home":{}}],"tabs":[],"presented":[\#(atLimit)],"alert":null,"animations":{"alert":true,"presentation":true,"stack":true}}"#
            ).levelCount == 16)
        #expect(throws: DecodingError.self) {
            try decode(
                #"{"root":[{"home":{}}],"tabs":[],"presented":[\#(atLimit),\#(flow)],"alert":null,"animations":{"alert":true,"presentation":true,"stack":true}}"#
            )
        }
    }

    @Test func anUnknownStyleOrAMissingRootIsRefused() {
        #expect(throws: DecodingError.self) {
            try decode(#"{"root":[{"home":{}}],"tabs":[],"presented":[{"style":"popover","stack":[{"list":{}}]}]}"#)
        }
        #expect(throws: DecodingError.self) { try decode(#"{"presented":[]}"#) }
    }
}
