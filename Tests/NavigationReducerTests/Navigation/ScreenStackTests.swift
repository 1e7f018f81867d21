import Foundation
import NavigationReducer
import Testing

@Suite struct ScreenStackTests {
    typealias Stack = ScreenStack<String>

    @Test func aNewStackHoldsOnlyItsRoot() {
        let stack = Stack(root: "home")
        #expect(stack.root == "home")
        #expect(stack.top == "home")
        #expect(stack.count == 1)
        #expect(stack.isAtRoot)
        #expect(Array(stack) == ["home"])
    }

    @Test func aStackPrintsAsItsScreensRootFirst() {
        var stack = Stack(root: "home")
        stack.push("settings")
        #expect(String(describing: stack) == #"["home", "settings"]"#)
        #expect(String(describing: NavigationState<String, Never>(root: "home")).contains(#"root: ["home"]"#))
    }

    @Test func pushPutsTheScreenOnTop() {
        var stack = Stack(root: "home")
        stack.push("list")
        stack.push("detail")
        #expect(Array(stack) == ["home", "list", "detail"])
        #expect(stack.top == "detail")
        #expect(stack[1] == "list")
        #expect(stack.indices == 0..<3)
    }

    @Test func pushContentsOfKeepsTheOrderWithTheLastOnTop() {
        var stack = Stack(root: "home")
        stack.push(contentsOf: ["a", "b", "c"])
        #expect(Array(stack) == ["home", "a", "b", "c"])
        #expect(stack.screensAboveRoot == ["a", "b", "c"])
    }

    @Test func popRemovesAndReturnsTheTop() throws {
        var stack = Stack(root: "home", pushed: ["list", "detail"])
        let popped = try stack.pop()
        #expect(popped == "detail")
        #expect(Array(stack) == ["home", "list"])
    }

    @Test func popAtRootIsRejectedAndKeepsTheStack() {
        var stack = Stack(root: "home")
        #expect(throws: NavigationRejection.popAtRoot) { try stack.pop() }
        #expect(stack == Stack(root: "home"))
    }

    @Test func popToRootRemovesEverythingAboveTheRoot() {
        var stack = Stack(root: "home", pushed: ["a", "b", "c"])
        stack.popToRoot()
        #expect(stack == Stack(root: "home"))
        stack.popToRoot()
        #expect(stack == Stack(root: "home"))
    }

    @Test func popToAScreenStopsAtItsLastOccurrence() throws {
        var stack = Stack(root: "home", pushed: ["list", "detail", "list", "detail"])
        try stack.pop(to: "list")
        #expect(Array(stack) == ["home", "list", "detail", "list"])
    }

    @Test func popToTheRootScreenByValueWorks() throws {
        var stack = Stack(root: "home", pushed: ["list"])
        try stack.pop(to: "home")
        #expect(stack == Stack(root: "home"))
    }

    @Test func popToAScreenNotInTheStackIsRejectedAndKeepsTheStack() {
        var stack = Stack(root: "home", pushed: ["list"])
        #expect(throws: NavigationRejection.screenNotInStack) { try stack.pop(to: "cart") }
        #expect(Array(stack) == ["home", "list"])
    }

    @Test(arguments: [0, 1, 2])
    func popToAnIndexKeepsScreensUpToIt(index: Int) throws {
        var stack = Stack(root: "home", pushed: ["a", "b"])
        try stack.pop(toIndex: index)
        #expect(Array(stack) == Array(["home", "a", "b"].prefix(index + 1)))
    }

    @Test(arguments: [-1, 3, Int.max, Int.min])
    func popToAnIndexOutsideTheStackIsRejectedAndKeepsTheStack(index: Int) {
        var stack = Stack(root: "home", pushed: ["a", "b"])
        #expect(throws: NavigationRejection.indexOutOfRange(index: index, count: 3)) { try stack.pop(toIndex: index) }
        #expect(Array(stack) == ["home", "a", "b"])
    }

    @Test func replaceSetsANewRootAndScreens() throws {
        var stack = Stack(root: "home", pushed: ["a"])
        try stack.replace(with: ["cart", "shipping"])
        #expect(stack.root == "cart")
        #expect(Array(stack) == ["cart", "shipping"])
    }

    @Test func replaceWithNoScreensIsRejectedAndKeepsTheStack() {
        var stack = Stack(root: "home", pushed: ["a"])
        #expect(throws: NavigationRejection.emptyStack) { try stack.replace(with: []) }
        #expect(Array(stack) == ["home", "a"])
    }

    @Test func aStackFromAnySequenceHasItsFirstScreenAsRootAndKeepsTheOrder() throws {
        let screens = ["home", "list", "detail"]
        var remaining = screens[...]
        let singlePass = AnySequence { AnyIterator { remaining.popFirst() } }
        let built = try [Stack(screens), Stack(screens.lazy.map { $0 }), Stack(singlePass)]
        for stack in built {
            #expect(stack.root == "home")
            #expect(Array(stack) == screens)
        }
        #expect(try Array(Stack(["only"])) == ["only"])
    }

    @Test func creatingAStackFromNoScreensIsRejected() {
        #expect(throws: NavigationRejection.emptyStack) { try Stack([String]()) }
    }

    @Test func setRootLeavesOnlyTheNewRoot() {
        var stack = Stack(root: "login", pushed: ["onboarding"])
        stack.setRoot("infos")
        #expect(stack == Stack(root: "infos"))
    }

    @Test func aStackEncodesAsAFlatListRootFirstAndRoundTrips() throws {
        let stack = Stack(root: "home", pushed: ["list", "detail"])
        let data = try JSONEncoder().encode(stack)
        #expect(String(decoding: data, as: UTF8.self) == #"["home","list","detail"]"#)
        #expect(try JSONDecoder().decode(Stack.self, from: data) == stack)
    }

    @Test func decodingAnEmptyListThrowsInsteadOfCrashing() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Stack.self, from: Data("[]".utf8)) }
    }

    @Test func equalStacksHashEqually() {
        let a = Stack(root: "home", pushed: ["a"])
        var b = Stack(root: "home")
        b.push("a")
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != Stack(root: "home", pushed: ["b"]))
    }

    @Test func pushingOnACopyLeavesTheOriginalUnchanged() {
        let original = Stack(root: "home", pushed: ["a"])
        var copy = original
        copy.push("b")
        #expect(Array(original) == ["home", "a"])
        #expect(Array(copy) == ["home", "a", "b"])
    }

    @Test func deepStacksPushAndPopWithoutLosingScreens() throws {
        var stack = ScreenStack<Int>(root: 0)
        for value in 1...10_000 { stack.push(value) }
        #expect(stack.count == 10_001)
        #expect(stack.top == 10_000)
        for _ in 1...10_000 { try stack.pop() }
        #expect(stack.isAtRoot)
    }

    @Test func rejectionsDescribeThemselvesForPeople() {
        #expect(NavigationRejection.popAtRoot.description == "cannot pop: the stack is at its root")
        #expect(
            NavigationRejection.indexOutOfRange(index: 7, count: 3).description
                == "index 7 is outside the stack (count 3)")
        #expect(
            NavigationRejection.refused(SampleRefusal.noPaymentMethod).description
                == "an order needs a payment method")
    }
}
