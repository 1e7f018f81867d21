import Observation

/// A part of a store's state that a view reads on its own, so that a change elsewhere does
/// not redraw it.
@usableFromInline
package enum StatePart: Hashable {
    /// The whole state, read through ``Store/state``.
    case whole
    /// The stack of the flow at a level.
    case stack(level: Int)
    /// Which flow is presented at a level, and how: its identity and style, not its stack.
    case presentation(level: Int)
    /// The alert.
    case alert
    /// The root's shape: which tabs there are and which is shown, not their stacks, or the
    /// columns of a split view.
    case tabs
    /// The stack of the tab at a position, shown or not.
    case tabStack(position: Int)
    /// A split view's columns before the detail's stack: the sidebar's screen and the
    /// selections, not the screens pushed in the detail.
    case columns
    /// A property of the app's state, by its key path.
    case field(AnyKeyPath)
    /// Whether the reducer would take a swipe down on the flow presented at a level: a sheet's
    /// veto, told again only when the answer turns.
    case dismissal(level: Int)
}

/// The parts of a store's state that were read, each with the key path its observers wait
/// on. A part is watched from its first read until three changes were told with no read in
/// between (an action and its follow-ups are one change). A tracking ends at the first change
/// it is told of, and whoever wants the next one reads again (a view's body does), so after
/// an unread change no tracking is left waiting on the part but one installed after it: a
/// `withObservationTracking` whose closure read the part and then sent actions. Such a
/// tracking is told of the next change when its closure sent at most two; a view's body
/// sends none. So a read outside any tracking — a UIKit callback, a test — costs the sends
/// after it nothing once three changes have passed.
@usableFromInline
struct ObservedParts<Subject: Observable, State: NavigableState> {
    /// For an app property: whether it differs between the state before an action and the
    /// state after it, both read where they lie and not changed.
    @usableFromInline typealias FieldCheck = (_ before: inout State, _ after: inout State) -> Bool

    @usableFromInline
    struct Watched {
        @usableFromInline let part: StatePart
        @usableFromInline let keyPath: PartKeyPath<Subject>
        @usableFromInline let field: FieldCheck?
        /// The changes announced since the part was last read.
        @usableFromInline var unreadChanges: UInt8 = 0

        @inlinable init(part: StatePart, keyPath: PartKeyPath<Subject>, field: FieldCheck?) {
            self.part = part
            self.keyPath = keyPath
            self.field = field
        }
    }

    /// Unread changes after which a part is no longer watched.
    @usableFromInline static var unreadChangesForgotten: UInt8 { 3 }

    @usableFromInline private(set) var watched: [Watched] = []
    @usableFromInline var positions: [StatePart: Int] = [:]
    /// The whole state's key path once read, apart: it is the part read most.
    @usableFromInline private(set) var whole: PartKeyPath<Subject>?
    /// The changes of the whole state announced since it was last read.
    @usableFromInline var wholeUnreadChanges: UInt8 = 0
    @usableFromInline init() {}

    /// Whether nothing was ever read: then nothing can observe a change. Stored, as every send
    /// reads it.
    @usableFromInline private(set) var isEmpty = true

    /// The key path the observers of `part` wait on, or `nil` when it is not watched.
    @inlinable func keyPath(of part: StatePart) -> PartKeyPath<Subject>? {
        if case .whole = part { return whole }
        return positions[part].map { watched[$0].keyPath }
    }

    /// The key path the observers of `part` wait on, counting a read of it; `nil` when it is
    /// not watched.
    @inlinable mutating func read(_ part: StatePart) -> PartKeyPath<Subject>? {
        if case .whole = part {
            wholeUnreadChanges = 0
            return whole
        }
        guard let position = positions[part] else { return nil }
        watched[position].unreadChanges = 0
        return watched[position].keyPath
    }

    /// Counts an announced change of the whole state; `true` once it is no longer watched.
    @inlinable mutating func announcedWhole() -> Bool {
        wholeUnreadChanges &+= 1
        guard wholeUnreadChanges >= Self.unreadChangesForgotten else { return false }
        whole = nil
        wholeUnreadChanges = 0
        isEmpty = watched.isEmpty
        return true
    }

    /// Counts an announced change of the part at `position`; `true` once it is to be forgotten
    /// by ``forgetUnread()``.
    @inlinable mutating func announced(at position: Int) -> Bool {
        watched[position].unreadChanges &+= 1
        return watched[position].unreadChanges >= Self.unreadChangesForgotten
    }

    /// Stops watching the parts changed three times since they were last read.
    @usableFromInline mutating func forgetUnread() {
        watched.removeAll { $0.unreadChanges >= Self.unreadChangesForgotten }
        positions.removeAll(keepingCapacity: true)
        for (position, part) in watched.enumerated() { positions[part.part] = position }
        isEmpty = whole == nil && watched.isEmpty
    }

    /// Watches `part` from now on, under `keyPath`. The whole state is kept apart, as the part
    /// read most.
    @usableFromInline
    mutating func watch(_ part: StatePart, as keyPath: PartKeyPath<Subject>, field: FieldCheck?) {
        isEmpty = false
        if case .whole = part {
            whole = keyPath
            wholeUnreadChanges = 0
            return
        }
        positions[part] = watched.count
        watched.append(Watched(part: part, keyPath: keyPath, field: field))
    }

    /// Whether the watched part at `position` differs between `before` and `state`. Both are
    /// `inout` only to be read where they lie: read out of the store as an argument, a state is
    /// copied whole for the call. Neither is changed.
    @inlinable
    func changed(at position: Int, from before: inout State, to state: inout State) -> Bool {
        // A part whose storage holds the same bytes holds the same value: most actions change
        // one part, and a stack or an alert is compared only when its storage moved.
        switch watched[position].part {
        case .whole: false
        case .stack(0) where hasTheSameBytes(state.navigation._root, before.navigation._root): false
        case .stack(1...) where hasTheSameBytes(state.navigation._presented, before.navigation._presented): false
        case .stack(let level):
            !ScreenStack.showSameEntries(
                state.navigation.stack(atLevel: level), before.navigation.stack(atLevel: level))
        case .presentation where hasTheSameBytes(state.navigation._presented, before.navigation._presented): false
        case .presentation(let level):
            state.navigation.identity(ofLevel: level) != before.navigation.identity(ofLevel: level)
                || style(atLevel: level, in: state) != style(atLevel: level, in: before)
        case .alert where hasTheSameBytes(state.navigation._alert, before.navigation._alert): false
        case .alert: state.navigation.alert != before.navigation.alert
        case .tabs:
            state.navigation.tabs != before.navigation.tabs
                || state.navigation.selectedTab != before.navigation.selectedTab
                || state.navigation.splitColumns != before.navigation.splitColumns
        case .tabStack(let position):
            !ScreenStack.showSameEntries(
                Self.stack(ofTabAt: position, in: state), Self.stack(ofTabAt: position, in: before))
        case .columns:
            !Self.showSameColumns(
                state.navigation.splitColumns.map { _ in state.navigation.rootStack },
                before.navigation.splitColumns.map { _ in before.navigation.rootStack },
                count: state.navigation.splitColumns?.rawValue ?? 0)
        case .field, .dismissal: watched[position].field?(&before, &state) ?? true
        }
    }

    /// Whether two split views' root flows show the same screens and entries in their first
    /// `count` places — the columns, the detail's root included; `nil` for a root that is no
    /// split view.
    @inlinable
    static func showSameColumns(_ lhs: ScreenStack<State.Screen>?, _ rhs: ScreenStack<State.Screen>?, count: Int)
        -> Bool
    {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        let shown = Swift.min(lhs.count, count)
        guard shown == Swift.min(rhs.count, count), lhs.flow == rhs.flow else { return false }
        return (0..<shown).allSatisfy { lhs.entryID(at: $0) == rhs.entryID(at: $0) && lhs[$0] == rhs[$0] }
    }

    @inlinable
    static func stack(ofTabAt position: Int, in state: State) -> ScreenStack<State.Screen>? {
        state.navigation.stack(ofTabAt: position)
    }

    @inlinable
    func style(atLevel level: Int, in state: State) -> PresentationStyle? {
        guard level > 0, level < state.navigation.levelCount else { return nil }
        return state.navigation.presentedFlows[level - 1].style
    }
}
