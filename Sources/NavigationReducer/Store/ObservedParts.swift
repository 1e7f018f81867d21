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

/// A part's value before an action, kept to tell whether the action changed it. Only the
/// parts read are kept, so a stack nobody reads is not copied when it changes.
@usableFromInline
enum PartValue<State: NavigableState> {
    case stack(ScreenStack<State.Screen>?)
    case presentation(FlowIdentity?, PresentationStyle?)
    case alert(AlertState<State.AlertAction>?)
    case tabs([State.Screen], State.Screen?, SplitColumns?)
    /// An app property, kept inside the check that compares it.
    case field((State) -> Bool)
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
    /// For an app property: takes its value from a state, and answers whether a later state
    /// differs there.
    @usableFromInline typealias FieldCapture = (State) -> (State) -> Bool

    @usableFromInline
    struct Watched {
        @usableFromInline let part: StatePart
        @usableFromInline let keyPath: PartKeyPath<Subject>
        @usableFromInline let field: FieldCapture?
        /// The changes announced since the part was last read.
        @usableFromInline var unreadChanges: UInt8 = 0

        @inlinable init(part: StatePart, keyPath: PartKeyPath<Subject>, field: FieldCapture?) {
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
    /// The values of the watched parts before the action being processed, in `watched`'s
    /// order; its storage is reused from one action to the next.
    @usableFromInline var before: [PartValue<State>] = []

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
        before.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        for (position, part) in watched.enumerated() { positions[part.part] = position }
        isEmpty = whole == nil && watched.isEmpty
    }

    /// Watches `part` from now on, under `keyPath`. The whole state is kept apart: the store
    /// keeps it before each action and compares it after, so an action that changes nothing
    /// announces nothing (and a collection the action changes in place is copied once).
    @usableFromInline
    mutating func watch(_ part: StatePart, as keyPath: PartKeyPath<Subject>, field: FieldCapture?) {
        isEmpty = false
        if case .whole = part {
            whole = keyPath
            wholeUnreadChanges = 0
            return
        }
        positions[part] = watched.count
        watched.append(Watched(part: part, keyPath: keyPath, field: field))
    }

    /// Keeps the value of every watched part in `state`, which is `inout` for the reason
    /// `Store.differs(_:from:)` gives and is not changed.
    @inlinable
    mutating func keep(_ state: inout State) {
        before.removeAll(keepingCapacity: true)
        for part in watched {
            switch part.part {
            case .whole: continue
            case .stack(let level): before.append(.stack(state.navigation.stack(atLevel: level)))
            case .presentation(let level):
                before.append(
                    .presentation(state.navigation.identity(ofLevel: level), style(atLevel: level, in: state)))
            case .alert: before.append(.alert(state.navigation.alert))
            case .tabs:
                before.append(.tabs(state.navigation.tabs, state.navigation.selectedTab, state.navigation.splitColumns))
            case .tabStack(let position): before.append(.stack(Self.stack(ofTabAt: position, in: state)))
            case .columns:
                before.append(.stack(state.navigation.splitColumns == nil ? nil : state.navigation.rootStack))
            case .field, .dismissal: before.append(.field(part.field?(state) ?? { _ in true }))
            }
        }
    }

    /// Whether the watched part at `position` differs in `state` from the value kept; `state` is
    /// `inout` for the reason ``keep(_:)`` gives, and is not changed.
    @inlinable
    func changed(at position: Int, in state: inout State) -> Bool {
        switch (watched[position].part, before[position]) {
        case (.stack(let level), .stack(let old)):
            !ScreenStack.showSameEntries(state.navigation.stack(atLevel: level), old)
        case (.presentation(let level), .presentation(let identity, let style)):
            state.navigation.identity(ofLevel: level) != identity || self.style(atLevel: level, in: state) != style
        case (.alert, .alert(let old)): state.navigation.alert != old
        case (.tabs, .tabs(let tabs, let selected, let split)):
            state.navigation.tabs != tabs || state.navigation.selectedTab != selected
                || state.navigation.splitColumns != split
        case (.tabStack(let position), .stack(let old)):
            !ScreenStack.showSameEntries(Self.stack(ofTabAt: position, in: state), old)
        case (.columns, .stack(let old)):
            !Self.showSameColumns(
                state.navigation.splitColumns.map { _ in state.navigation.rootStack }, old,
                count: state.navigation.splitColumns?.rawValue ?? 0)
        case (.field, .field(let differs)), (.dismissal, .field(let differs)): differs(state)
        default: true
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
