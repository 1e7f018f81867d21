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
/// on. A part stays watched once read: an observer installs its tracking after its reads, so
/// a part may be observed although nothing has told the store so.
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
    }

    @usableFromInline private(set) var watched: [Watched] = []
    @usableFromInline var positions: [StatePart: Int] = [:]
    /// The whole state's key path once read, apart: it is the part read most.
    @usableFromInline private(set) var whole: PartKeyPath<Subject>?
    /// The values of the watched parts before the action being processed, in `watched`'s
    /// order; its storage is reused from one action to the next.
    @usableFromInline var before: [PartValue<State>] = []

    @usableFromInline init() {}

    /// Whether nothing was ever read: then nothing can observe a change. Stored, as every send
    /// reads it.
    @usableFromInline private(set) var isEmpty = true

    /// The key path the observers of `part` wait on, or `nil` when it was never read.
    @inlinable func keyPath(of part: StatePart) -> PartKeyPath<Subject>? {
        if case .whole = part { return whole }
        return positions[part].map { watched[$0].keyPath }
    }

    /// Watches `part` from now on, under `keyPath`. The whole state is kept apart: the store
    /// keeps it before each action and compares it after, so an action that changes nothing
    /// announces nothing (and a collection the action changes in place is copied once).
    @usableFromInline
    mutating func watch(_ part: StatePart, as keyPath: PartKeyPath<Subject>, field: FieldCapture?) {
        isEmpty = false
        if case .whole = part {
            whole = keyPath
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
            case .field: before.append(.field(part.field?(state) ?? { _ in true }))
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
        case (.field, .field(let differs)): differs(state)
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
