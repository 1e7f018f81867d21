/// The screens of a flow above its root, as a `NavigationStack`'s path, read from the stack
/// without copying it: reading it costs O(1) at any depth, and so does what SwiftUI does to it
/// when the user goes back or follows a link — it pops or appends at the end.
///
/// It keeps the stack it was read from and how many of its screens it still shows, then the
/// screens added after them; an edit in the middle keeps them all as added screens.
package struct StackPath<Screen: Hashable & Sendable>: RandomAccessCollection, MutableCollection,
    RangeReplaceableCollection
{
    /// The stack the path was read from.
    package private(set) var stack: ScreenStack<Screen>?
    /// How many of the stack's screens above its root the path shows, from the bottom.
    package private(set) var kept: Int
    /// The screens after those: pushed by links, or every screen once the path was edited
    /// below its end.
    package private(set) var added: [PathEntry<Screen>]

    package init() {
        stack = nil
        kept = 0
        added = []
    }

    /// The path of `stack`: its screens above the root, with their entries.
    package init(_ stack: ScreenStack<Screen>?) {
        self.stack = stack
        kept = stack.map { $0.count &- 1 } ?? 0
        added = []
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { kept &+ added.count }

    package subscript(position: Int) -> PathEntry<Screen> {
        get {
            guard position < kept, let stack else { return added[position &- kept] }
            return PathEntry(screen: stack[position &+ 1], id: stack.entryID(at: position &+ 1))
        }
        set {
            if position < kept { keepAllAsAdded() }
            added[position &- kept] = newValue
        }
    }

    package mutating func replaceSubrange<C: Collection<PathEntry<Screen>>>(_ subrange: Range<Int>, with new: C) {
        if subrange.lowerBound >= kept {
            added.replaceSubrange((subrange.lowerBound &- kept)..<(subrange.upperBound &- kept), with: new)
        } else if subrange.upperBound >= kept {
            added = Array(new) + added[(subrange.upperBound &- kept)...]
            kept = subrange.lowerBound
        } else {
            keepAllAsAdded()
            added.replaceSubrange(subrange, with: new)
        }
    }

    private mutating func keepAllAsAdded() {
        added = Array(self)
        kept = 0
    }

    /// What turned the path of `current`, the flow at `level`, into `path`, as a
    /// `NavigationStack` wrote it, or `nil` when it shows the same entries.
    ///
    /// - Complexity: O(1) for a path read from `current` and then popped or pushed at the
    ///   end, when `current` changed only in its last 32 screens since; O(*n*) otherwise.
    package static func change(from current: ScreenStack<Screen>?, to path: Self, level: Int) -> UserNavigation<
        Screen
    >? {
        if let current, let read = path.stack, read.flow == current.flow, read.number(at: 0) == current.number(at: 0),
            path.added.allSatisfy({ $0.id == nil })
        {
            let shown = current.count &- 1
            let same = read.pushed.commonPrefixCount(with: current.pushed) { $0.number == $1.number }
            if same >= path.kept {
                switch (path.kept == shown, path.added.isEmpty) {
                case (true, true): return nil
                case (false, true): return .popped(remaining: path.kept, level: level)
                case (true, false): return .pushed(path.added.map(\.screen), level: level)
                case (false, false): break
                }
            }
        }
        return UserNavigation.pathChange(from: current?.path ?? [], to: Array(path), level: level)
    }
}
