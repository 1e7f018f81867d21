import Foundation
import Synchronization

/// Which entry of a navigation tree a screen is: the life of one screen on one stack.
///
/// An entry starts with the verb that puts a screen on a stack — a push, a present, a new
/// root, a link's tree, a restored state — and ends with the verb that pops or replaces it,
/// or with the dismissal of its flow. Changing the screen's data in place
/// (``NavigationState/updateTopScreen(_:)`` and its kin) keeps the entry, and two equal
/// screens pushed one after the other are two entries. Work tied to a screen
/// (``Work/run(whileShowing:_:)``) lives exactly as long as its entry; hosts keep one view
/// per entry.
///
/// Ids are names, not part of the value: two trees showing the same screens are equal
/// whatever their entries are called, so a push then a pop gives back an equal state and
/// exploring a reducer's states stays finite. Read an id from the state
/// (``ScreenStack/topEntryID``, ``ScreenStack/entryID(at:)``) when an effect must name the entry it
/// belongs to.
///
/// Ids are deterministic: a tree numbers its flows from `0` in the order they enter it, and
/// each stack numbers its entries from `0` in the order they are made, so the same session
/// gives the same ids on every run, and a decoded or restored tree is numbered by the same
/// rule. A test writes one as `EntryID(flow: 0, number: 2)`, and a failure prints it as
/// `entry 2 of flow 0`.
public struct EntryID: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The flow the entry belongs to, with the tree it was read from: only work ties look at
    /// the tree, so an id written in a test names the same entry as one read from the state.
    @usableFromInline let flow: FlowTag
    /// The entry's number within its stack, increasing from the root to the top.
    @usableFromInline let number: Int

    @inlinable init(flow: FlowTag, number: Int) {
        self.flow = flow
        self.number = number
    }

    /// The entry numbered `number` on the stack of flow `flow`: the `number`-th screen put on
    /// that stack (its root is `0`), in the `flow`-th flow put in the tree (the root flow is
    /// `0`).
    public init(flow: Int, number: Int) {
        self.init(flow: FlowTag(rawValue: flow & 0xFFFF_FFFF), number: number)
    }

    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.number == rhs.number && lhs.flow.flow == rhs.flow.flow
    }

    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(flow.flow)
        hasher.combine(number)
    }

    /// Whether both name the same entry of the same tree: what a work tie compares, so work
    /// tied to an entry of a tree assigned whole never lives on in the tree that replaced it.
    @inlinable func isSameEntry(as other: Self) -> Bool { self == other && flow.tree == other.flow.tree }

    public var description: String { "entry \(number) of flow \(flow.flow)" }

    public var debugDescription: String { description }

    /// Printed as `entry 2 of flow 0` in dumps and test failures.
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: [description], displayStyle: nil) }

    private enum CodingKeys: String, CodingKey {
        case flow, number
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let flow = try container.decode(Int.self, forKey: .flow)
        let number = try container.decode(Int.self, forKey: .number)
        guard (0...Int(UInt32.max)).contains(flow), number >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .flow, in: container, debugDescription: "an entry's flow and number are 0 or more")
        }
        self.init(flow: flow, number: number)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(flow.flow, forKey: .flow)
        try container.encode(number, forKey: .number)
    }
}

/// Which flow of which tree a stack is: a tree made from scratch (an initialiser, a decoded
/// save) takes a number no other tree of the process has, and numbers the flows it presents;
/// a stack outside any tree has tree `0`. So entries of a tree assigned whole never pass for
/// the entries of the tree it replaced.
///
/// One word, so that a stack stays small enough to copy inline: the tree's number above 32
/// bits, the flow's below (a tree presents up to 2³² flows).
@usableFromInline
struct FlowTag: Hashable, Sendable {
    @usableFromInline var rawValue: Int

    @inlinable init(rawValue: Int) { self.rawValue = rawValue }

    /// The first flow of tree `tree`.
    @inlinable init(tree: Int) { self.rawValue = tree << 32 }

    /// The tree the flow belongs to.
    @inlinable var tree: Int { rawValue >> 32 }

    /// The flow's number within its tree.
    @inlinable var flow: Int { rawValue & 0xFFFF_FFFF }

    /// The tag of the next flow of the same tree.
    @inlinable var next: Self { Self(rawValue: rawValue &+ 1) }

    /// The tag of a stack made on its own, in no tree.
    @inlinable static var outsideATree: Self { Self(rawValue: 0) }

    /// A tree number no other tree of this process has been given: from an atomic counter, or
    /// a locked one where the system has no `Synchronization` (before iOS 18 and macOS 15).
    @usableFromInline static func newTree() -> Int {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return AtomicTreeNumbers.last.add(1, ordering: .relaxed).newValue
        }
        return lockedTreeNumbers.next()
    }
}

/// Hands out tree numbers from any thread, without a lock: trees are made in tests and
/// explorations that run in parallel.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private enum AtomicTreeNumbers {
    static let last = Atomic<Int>(0)
}

/// Hands out tree numbers from any thread on systems without `Synchronization`.
private final class LockedTreeNumbers: @unchecked Sendable {
    private let lock = NSLock()
    private var last = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}

private let lockedTreeNumbers = LockedTreeNumbers()

/// One screen on a stack and the number of its entry.
///
/// Equality and hashing look at the screen only: entries are names, not part of the value
/// (see ``EntryID``). Code that asks "is this the same entry" compares ``number``.
@usableFromInline
struct StackEntry<Screen: Hashable & Sendable>: Hashable, Sendable {
    @usableFromInline var number: Int
    @usableFromInline var screen: Screen

    @inlinable init(number: Int, screen: Screen) {
        self.number = number
        self.screen = screen
    }

    @inlinable static func == (lhs: Self, rhs: Self) -> Bool { lhs.screen == rhs.screen }

    @inlinable func hash(into hasher: inout Hasher) { hasher.combine(screen) }
}
