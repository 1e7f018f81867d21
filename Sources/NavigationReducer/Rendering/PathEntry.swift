/// One screen of a SwiftUI `NavigationStack`'s path: the screen and its entry, so SwiftUI
/// keeps one view per entry — a screen whose data changed in place keeps its view, and two
/// equal screens are two views.
///
/// A `NavigationLink` pushes a screen that has no entry yet —
/// `NavigationLink("Details", value: PathEntry(Screen.details(id: 7)))` — which the host
/// reports as ``UserNavigation/pushed(_:level:)``, for the reducer to decide.
public struct PathEntry<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The screen, as it was when the path was read.
    public let screen: Screen
    /// The entry, `nil` for a screen a link pushes.
    public let id: EntryID?

    /// A screen for a `NavigationLink(value:)` to push.
    public init(_ screen: Screen) {
        self.screen = screen
        self.id = nil
    }

    @usableFromInline init(screen: Screen, id: EntryID) {
        self.screen = screen
        self.id = id
    }

    /// The same entry of the same tree; for screens a link pushes, the same screen. A path
    /// element equal to the one before is the same view, whatever its data became, and a tree
    /// assigned whole gets views of its own.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs.id, rhs.id) {
        case (let left?, let right?): left.isSameEntry(as: right)
        case (nil, nil): lhs.screen == rhs.screen
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        if id == nil { hasher.combine(screen) }
    }
}

extension ScreenStack {
    /// The screens above the root with their entries: a `NavigationStack`'s path.
    ///
    /// - Complexity: O(*n*).
    public var path: [PathEntry<Screen>] {
        indices.dropFirst().map { PathEntry(screen: self[$0], id: entryID(at: $0)) }
    }
}

extension UserNavigation {
    /// What turned the path `old` of the flow at `level` into `new`, as a `NavigationStack`
    /// wrote it, or `nil` when they are the same entries: a shorter path of the same entries
    /// is a pop, the same entries followed by linked screens a push.
    ///
    /// - Complexity: O(*n*) in the longer path.
    public static func pathChange(from old: [PathEntry<Screen>], to new: [PathEntry<Screen>], level: Int) -> Self? {
        if old == new { return nil }
        if new.count < old.count, old.starts(with: new) { return .popped(remaining: new.count, level: level) }
        if new.count > old.count, new.starts(with: old), new[old.count...].allSatisfy({ $0.id == nil }) {
            return .pushed(new[old.count...].map(\.screen), level: level)
        }
        return .replacedPath(new.map(\.screen), level: level)
    }
}
