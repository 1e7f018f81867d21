import Foundation
import NavigationReducer
import NavigationReducerTesting
import Testing

@Suite struct ValueDumpTests {
    struct Wrapper<Value> {
        var value: Value
    }

    enum Payload {
        case none
        case one(Int)
        case labelled(id: Int, name: String)
    }

    @Test func scalarsAndStringsPrintAsLiterals() {
        #expect(ValueDump.text(of: 42) == "42")
        #expect(ValueDump.text(of: 1.5) == "1.5")
        #expect(ValueDump.text(of: true) == "true")
        #expect(ValueDump.text(of: "say \"hi\"\n") == #""say \"hi\"\n""#)
    }

    @Test func enumsPrintTheirCaseAndPayload() {
        #expect(ValueDump.text(of: Payload.none) == ".none")
        #expect(ValueDump.text(of: Payload.one(3)) == ".one(3)")
        #expect(ValueDump.text(of: Payload.labelled(id: 1, name: "a")) == #".labelled(id: 1, name: "a")"#)
    }

    @Test func optionalsPrintNilOrTheirValue() {
        #expect(ValueDump.text(of: Int?.none as Any) == "nil")
        #expect(ValueDump.text(of: Int?.some(5) as Any) == "5")
    }

    @Test func shortStructsStayOnOneLineAndGenericNamesAreShort() {
        #expect(ValueDump.text(of: Wrapper(value: 1)) == "Wrapper(value: 1)")
    }

    @Test func longStructsPutOneFieldALine() {
        let long = Wrapper(value: String(repeating: "x", count: 70))
        #expect(ValueDump.text(of: long) == "Wrapper(\n  value: \"\(String(repeating: "x", count: 70))\",\n)")
    }

    @Test func arraysPutOneElementALineAndEmptyOnesStayShort() {
        #expect(ValueDump.text(of: [1, 2]) == "[\n  1,\n  2,\n]")
        #expect(ValueDump.text(of: [Int]()) == "[]")
    }

    @Test func setsAndDictionariesPrintInSortedOrder() {
        #expect(ValueDump.text(of: Set(["b", "c", "a"])) == "Set([\n  \"a\",\n  \"b\",\n  \"c\",\n])")
        #expect(ValueDump.text(of: ["b": 1, "a": 2]) == "[\n  \"a\": 2,\n  \"b\": 1,\n]")
        #expect(ValueDump.text(of: [String: Int]()) == "[:]")
    }

    @Test func theSameValuePrintsTheSameTextEveryTime() {
        let value = Set((0..<50).map { "item \($0)" })
        #expect(ValueDump.text(of: value) == ValueDump.text(of: Set(value.reversed())))
    }

    @Test func aNestedNavigationStatePrintsItsLayersByName() throws {
        var state = NotesState()
        try state.navigation.push(.note(Note(title: "A")), animated: false)
        try state.navigation.present(.editor(Note(title: "A")))
        #expect(
            ValueDump.text(of: state) == """
                NotesState(
                  navigation: NavigationState(
                    root: [
                      .list,
                      .note(Note(title: "A")),
                    ],
                    presented: [
                      PresentedFlow(
                        style: .sheet,
                        stack: [
                          .editor(Note(title: "A")),
                        ],
                      ),
                    ],
                    alert: nil,
                    animations: NavigationAnimations(
                      stack: false,
                      presentation: true,
                      alert: true,
                    ),
                  ),
                  notes: [
                    Note(title: "Groceries"),
                  ],
                  saved: Set([]),
                )
                """)
    }

    @Test func theLineFormKeepsEverythingOnOneLine() {
        #expect(ValueDump.line(of: [Wrapper(value: [1, 2])]) == "[Wrapper(value: [1, 2])]")
    }
}

@Suite struct LineDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff.text(expected: "a\nb", actual: "a\nb") == nil)
    }

    @Test func aChangedLineShowsAsRemovedThenAdded() {
        #expect(
            LineDiff.lines(expected: "a\nb\nc", actual: "a\nx\nc") == [
                .same("a"), .removed("b"), .added("x"), .same("c"),
            ])
    }

    @Test func theDiffIsMinimalOnInsertionsAndDeletions() {
        let lines = LineDiff.lines(expected: "a\nb\nc\nd", actual: "a\nc\nd\ne")
        #expect(lines == [.same("a"), .removed("b"), .same("c"), .same("d"), .added("e")])
    }

    @Test func onlyChangesAndTheirContextAreKept() {
        let expected = (1...20).map(String.init).joined(separator: "\n")
        let actual = expected.replacingOccurrences(of: "10", with: "ten")
        #expect(LineDiff.text(expected: expected, actual: actual, context: 1) == "  …\n  9\n- 10\n+ ten\n  11\n  …")
    }

    @Test func emptyTextsDiffAgainstContent() {
        #expect(LineDiff.lines(expected: "", actual: "a") == [.removed(""), .added("a")])
    }
}
