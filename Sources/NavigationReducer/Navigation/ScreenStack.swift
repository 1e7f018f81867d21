/// An ordered stack of screens that always has a root.
///
/// `ScreenStack` is the value a `UINavigationController` or a SwiftUI `NavigationStack` shows:
/// index `0` is the root, the last element is the screen on top. It can never be empty, so
/// there is no "no screen" state to handle anywhere: operations that would empty it are
/// rejected with a ``NavigationRejection`` and leave the stack unchanged.
///
/// ```swift
/// var stack = ScreenStack(root: Screen.home)
/// stack.push(.list)
/// try stack.pop()  // back to .home
/// try stack.pop()  // throws NavigationRejection.popAtRoot; stack unchanged
/// ```
///
/// Each screen on the stack is an *entry* (``EntryID``): pushing an equal screen twice makes
/// two entries, and changing a screen's data through the subscript or
/// ``updateTop(_:)`` keeps its entry. Equality compares the screens only.
///
/// Push and pop cost O(1) amortised at any depth, and so does a pure reducer that consumes
/// the state it is given. Copies share their screens: changing a stack while a copy of it is
/// kept — the state a store keeps to undo a refused action, the parts views read, a test's
/// snapshot — copies at most the 32 screens on top and a path of ⌈log₃₂ *n*⌉ nodes, never
/// the whole stack.
public struct ScreenStack<Screen: Hashable & Sendable>: Hashable, Sendable {
    // The root is kept apart from the entries above it: a one-screen stack (a presented popup)
    // then allocates nothing.
    @usableFromInline var _root: Screen
    @usableFromInline var pushed: PersistentArray<StackEntry<Screen>>
    @usableFromInline var numbers: EntryNumbers
    /// The flow of the tree this stack belongs to.
    @usableFromInline var flow: FlowTag

    /// A stack holding only its root.
    @inlinable public init(root: Screen) {
        self._root = root
        self.pushed = PersistentArray()
        self.numbers = EntryNumbers()
        self.flow = .outsideATree
    }

    /// A stack holding `root` with `pushed` above it, last on top.
    @inlinable public init(root: Screen, pushed: [Screen]) {
        self.init(root: root)
        push(contentsOf: pushed)
    }

    /// A stack from a flat list, first element as root.
    ///
    /// Inlinable, so it is specialised for the caller's screens and sequence: deep links,
    /// restoration and a renderer's `setStack` build whole stacks with it, and unspecialised
    /// it is many times slower a screen.
    ///
    /// - Throws: ``NavigationRejection/emptyStack`` when `screens` is empty.
    /// - Complexity: O(*n*) in the number of screens.
    @inlinable public init(_ screens: some Sequence<Screen>) throws(NavigationRejection) {
        var iterator = screens.makeIterator()
        guard let first = iterator.next() else { throw .emptyStack }
        self.init(root: first)
        while let screen = iterator.next() { push(screen) }
    }

    /// The screen at index `0`, the one ``popToRoot()`` returns to.
    @inlinable public var root: Screen { _root }

    /// The screen on top, the one the user sees.
    ///
    /// - Complexity: O(1).
    @inlinable public var top: Screen {
        // The top entry is in the tail: its screen is read there, without copying the entry.
        let tail = pushed.tail
        return tail.isEmpty ? _root : tail[tail.count &- 1].screen
    }

    /// Whether only the root is on the stack, so ``pop()`` would be rejected.
    @inlinable public var isAtRoot: Bool { pushed.isEmpty }

    /// The screens above the root, bottom first.
    ///
    /// - Complexity: O(*n*): the screens are copied into an array.
    @inlinable public var screensAboveRoot: [Screen] { pushed.map { $0.screen } }

    /// Whether a screen of the stack matches; see `NavigationState.containsScreen(where:)`.
    @inlinable package func containsScreen(where isMatch: (Screen) -> Bool) -> Bool {
        if isMatch(_root) { return true }
        for index in pushed.indices where isMatch(pushed[index].screen) { return true }
        return false
    }
}

extension ScreenStack: RandomAccessCollection {

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { pushed.count &+ 1 }
    @inlinable public var count: Int { pushed.count &+ 1 }

    /// The screen at `position`; `0` is the root. Setting it changes that screen's data and
    /// keeps its entry, so work tied to the screen goes on and a host updates its view in place.
    ///
    /// Like any collection subscript, an index outside `indices` is a programming error. Use
    /// ``pop(toIndex:)`` for indices that come from outside.
    @inlinable public subscript(position: Int) -> Screen {
        get { position == 0 ? _root : pushed[position &- 1].screen }
        set {
            if position == 0 {
                _root = newValue
            } else {
                pushed.replace(
                    at: position &- 1, with: StackEntry(number: pushed[position &- 1].number, screen: newValue))
            }
        }
    }
}
