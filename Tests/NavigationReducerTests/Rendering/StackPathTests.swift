import NavigationReducer
import NavigationReducerTesting
import Testing

/// A path read from a stack is the stack's screens above its root, and what SwiftUI writes
/// back into it is read as the same user navigation as the whole arrays would be.
@Suite struct APathReadFromAStackIsItsScreensAboveTheRoot {
    @Test func itShowsTheScreensAndEntriesThePathOfTheStackShows() throws {
        var stack = try ScreenStack(["a", "b", "c", "d"])
        try stack.pop()
        stack.push("e")
        let path = StackPath(stack)
        #expect(Array(path) == stack.path)
        #expect(path.map(\.screen) == ["b", "c", "e"])
        #expect(path.map(\.id) == stack.path.map(\.id))
    }

    @Test func aPopAndALinkAtTheEndAreReadAsAPopAndAPush() throws {
        let stack = try ScreenStack(["a", "b", "c", "d"])
        var swiped = StackPath(stack)
        swiped.removeLast(2)
        #expect(StackPath.change(from: stack, to: swiped, level: 1) == .popped(remaining: 1, level: 1))
        var linked = StackPath(stack)
        linked.append(PathEntry("x"))
        #expect(StackPath.change(from: stack, to: linked, level: 0) == .pushed(["x"], level: 0))
        #expect(StackPath.change(from: stack, to: StackPath(stack), level: 0) == nil)
    }

    /// Random stacks, each edited at random as SwiftUI or an app could — pops, links, edits in
    /// the middle, a stack changed meanwhile — read as the arrays of the same screens are.
    @Test func everyEditIsReadAsTheWholeArraysAreRead() throws {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            var stack = try ScreenStack(["r"] + (0..<Int.random(in: 0..<70, using: &random)).map { "s\($0)" })
            var path = StackPath(stack)
            for _ in 0..<Int.random(in: 0..<4, using: &random) {
                switch Int.random(in: 0..<6, using: &random) {
                case 0 where !path.isEmpty: path.removeLast(Int.random(in: 1...path.count, using: &random))
                case 1: path.append(PathEntry("link\(path.count)"))
                case 2 where !path.isEmpty: path[Int.random(in: 0..<path.count, using: &random)] = PathEntry("edit")
                case 3 where path.count > 1: path.remove(at: Int.random(in: 0..<(path.count - 1), using: &random))
                case 4: stack.push("later")
                case 5 where !stack.isAtRoot: try stack.pop()
                default: break
                }
            }
            let expected = UserNavigation.pathChange(from: stack.path, to: Array(path), level: 2)
            #expect(StackPath.change(from: stack, to: path, level: 2) == expected, "\(stack) → \(Array(path))")
            if StackPath.change(from: stack, to: path, level: 2) != expected { return }
        }
    }
}
