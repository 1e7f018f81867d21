import NavigationReducer
import Testing

/// A UI that writes a whole new path (SwiftUI's `NavigationStack(path:)`) is read as what the
/// user did to it: its elements are the entries shown and the screens links pushed.
@Suite struct AWrittenPathIsReadAsWhatTheUserDid {
    /// The path of a root stack holding `screens` above `root`.
    func path(_ screens: [String]) -> [PathEntry<String>] {
        ScreenStack(root: "root", pushed: screens).path
    }

    func linked(_ screens: [String]) -> [PathEntry<String>] { screens.map { PathEntry($0) } }

    @Test func aShorterPathOfTheSameEntriesIsAPop() {
        let old = path(["a", "b", "c"])
        #expect(
            UserNavigation.pathChange(from: old, to: Array(old.prefix(1)), level: 1) == .popped(remaining: 1, level: 1))
        #expect(UserNavigation.pathChange(from: old, to: [], level: 0) == .popped(remaining: 0, level: 0))
    }

    @Test func theSameEntriesFollowedByLinkedScreensAreAPushOfThoseScreens() {
        let old = path(["a"])
        #expect(
            UserNavigation.pathChange(from: old, to: old + linked(["b", "c"]), level: 2)
                == .pushed(["b", "c"], level: 2))
        #expect(UserNavigation.pathChange(from: [], to: linked(["a"]), level: 0) == .pushed(["a"], level: 0))
    }

    @Test func anyOtherPathIsARewrite() throws {
        let old = path(["a", "b"])
        let shownElsewhere = try tree(["z"]).topStack.path
        #expect(
            UserNavigation.pathChange(from: old, to: old + shownElsewhere, level: 0)
                == .replacedPath(["a", "b", "z"], level: 0))
        #expect(UserNavigation.pathChange(from: old, to: linked(["x"]), level: 0) == .replacedPath(["x"], level: 0))
        #expect(
            UserNavigation.pathChange(from: old, to: linked(["b"]) + old, level: 0)
                == .replacedPath(["b", "a", "b"], level: 0))
        #expect(
            UserNavigation.pathChange(from: old, to: Array(old.prefix(1)) + linked(["c"]), level: 0)
                == .replacedPath(["a", "c"], level: 0))
    }

    func tree(_ screens: [String]) throws -> NavigationState<String, String> {
        var navigation = NavigationState<String, String>(root: "root")
        try navigation.push(contentsOf: screens)
        return navigation
    }

    @Test func theSameEntriesAreNoChangeAndEqualScreensOfOtherEntriesAreNot() throws {
        let old = try tree(["a", "b"]).topStack.path
        #expect(UserNavigation.pathChange(from: old, to: old, level: 0) == nil)
        #expect(
            UserNavigation.pathChange(from: old, to: try tree(["a", "b"]).topStack.path, level: 0)
                == .replacedPath(["a", "b"], level: 0))
    }

    @Test func eachChangeAppliedGivesTheWrittenPath() throws {
        let screens: [[String]] = [[], ["a"], ["a", "b"], ["a", "c"], ["b", "a"], ["a", "b", "c"]]
        for old in screens {
            for new in screens {
                var navigation = NavigationState<String, String>(root: "root")
                try navigation.push(contentsOf: old)
                let oldPath = navigation.topStack.path
                let kept = zip(old, new).prefix { $0 == $1 }.count
                let written = Array(oldPath.prefix(kept)) + linked(Array(new.dropFirst(kept)))
                guard let change = UserNavigation.pathChange(from: oldPath, to: written, level: 0) else {
                    #expect(old == new)
                    continue
                }
                try navigation.apply(change)
                #expect(Array(navigation.topStack) == ["root"] + new, "\(old) → \(new) by \(change)")
                #expect(Array(navigation.topStack.path.prefix(kept)) == Array(oldPath.prefix(kept)))
            }
        }
    }
}
