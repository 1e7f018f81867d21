import NavigationReducer
import Testing

/// A UI that writes a whole new path (SwiftUI's `NavigationStack(path:)`) is read as what the
/// user did to it.
@Suite struct AWrittenPathIsReadAsWhatTheUserDid {
    @Test func aShorterPathThatStartsTheSameIsAPop() {
        #expect(
            UserNavigation.pathChange(from: ["a", "b", "c"], to: ["a"], level: 1) == .popped(remaining: 1, level: 1))
        #expect(UserNavigation.pathChange(from: ["a"], to: [], level: 0) == .popped(remaining: 0, level: 0))
    }

    @Test func aLongerPathThatStartsTheSameIsAPushOfTheNewScreens() {
        #expect(
            UserNavigation.pathChange(from: ["a"], to: ["a", "b", "c"], level: 2) == .pushed(["b", "c"], level: 2))
        #expect(UserNavigation.pathChange(from: [], to: ["a"], level: 0) == .pushed(["a"], level: 0))
    }

    @Test func anyOtherPathIsARewrite() {
        #expect(UserNavigation.pathChange(from: ["a", "b"], to: ["x"], level: 0) == .replacedPath(["x"], level: 0))
        #expect(
            UserNavigation.pathChange(from: ["a"], to: ["b", "a"], level: 0) == .replacedPath(["b", "a"], level: 0))
        #expect(
            UserNavigation.pathChange(from: ["a", "b"], to: ["a", "c"], level: 0)
                == .replacedPath(["a", "c"], level: 0))
    }

    @Test func theSamePathIsNoChange() {
        #expect(UserNavigation<String>.pathChange(from: ["a", "b"], to: ["a", "b"], level: 0) == nil)
    }

    @Test func eachChangeAppliedGivesTheWrittenPath() throws {
        let paths: [[String]] = [[], ["a"], ["a", "b"], ["a", "c"], ["b", "a"], ["a", "b", "c"]]
        for old in paths {
            for new in paths {
                var navigation = NavigationState<String, String>(root: "root")
                try navigation.push(contentsOf: old)
                guard let change = UserNavigation.pathChange(from: old, to: new, level: 0) else {
                    #expect(old == new)
                    continue
                }
                try navigation.apply(change)
                #expect(Array(navigation.topStack) == ["root"] + new, "\(old) → \(new) by \(change)")
            }
        }
    }
}
