import Observation

/// Reading a store by part: each read registers its observer for that part only.
extension Store {
    /// The stack of the flow at `level`, or `nil` when the tree has no such level. A view
    /// that reads it is redrawn when that stack changes, not when another level's does.
    @inlinable
    public func stack(atLevel level: Int) -> ScreenStack<R.State.Screen>? {
        access(.stack(level: level))
        return runtime.state.navigation.stack(atLevel: level)
    }

    /// The flow presented at `level` (1 for the first flow over the root one), or `nil`. A
    /// view that reads it is redrawn when another flow is presented there, dismissed or
    /// shown in another style — not when screens are pushed inside it: read the flow's
    /// screens with ``stack(atLevel:)``, which is watched for that.
    @inlinable
    public func presentedFlow(atLevel level: Int) -> PresentedFlow<R.State.Screen>? {
        access(.presentation(level: level))
        let navigation = runtime.state.navigation
        return level > 0 && level < navigation.levelCount ? navigation.presentedFlows[level - 1] : nil
    }

    /// The alert shown, if any. A view that reads it is redrawn when it is shown, hidden or
    /// replaced.
    @inlinable
    public var alert: AlertState<R.State.AlertAction>? {
        access(.alert)
        return runtime.state.navigation.alert
    }

    /// The tabs, each named by the screen it opens on; empty for a tree without tabs. A view
    /// that reads them, or ``selectedTab``, is redrawn when a tab is added, removed or
    /// selected, not when screens are pushed in one.
    @inlinable
    public var tabs: [R.State.Screen] {
        access(.tabs)
        return runtime.state.navigation.tabs
    }

    /// The tab shown, or `nil` for a tree without tabs.
    @inlinable
    public var selectedTab: R.State.Screen? {
        access(.tabs)
        return runtime.state.navigation.selectedTab
    }

    /// The columns of the split view at the root, or `nil` for another root. A view that reads
    /// it is redrawn when the root becomes or stops being a split view, not when a column's
    /// selection changes: that is the root flow's stack, read with ``stack(atLevel:)``.
    @inlinable
    public var splitColumns: SplitColumns? {
        access(.tabs)
        return runtime.state.navigation.splitColumns
    }

    /// The root flow of a split view, for its columns before the detail's stack — the sidebar's
    /// screen and the selections — or `nil` for another root. A reader is redrawn when those
    /// change, not when the detail pushes or pops: read its first screens only.
    @inlinable
    package var splitColumnsStack: ScreenStack<R.State.Screen>? {
        access(.columns)
        let navigation = runtime.state.navigation
        return navigation.splitColumns == nil ? nil : navigation.rootStack
    }

    /// The stack of `tab`, shown or not. A view that reads it is redrawn when that tab's stack
    /// changes, not when another tab's does.
    @inlinable
    public func stack(ofTab tab: R.State.Screen) -> ScreenStack<R.State.Screen>? {
        let navigation = runtime.state.navigation
        guard let position = navigation.position(ofTab: tab) else {
            access(.tabs)
            return nil
        }
        access(.tabStack(position: position))
        return navigation.stack(ofTabAt: position)
    }

    /// A property of the app's state, `store.session` for `state.session`: a view that reads
    /// it is redrawn when that property changes, not when another does.
    @inlinable
    public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<R.State, Value>) -> Value {
        access(.field(keyPath)) {
            let offset = MemoryLayout<R.State>.offset(of: keyPath)
            return { before, after in
                // A stored property whose bytes did not move holds the same value.
                if let offset, Self.haveTheSameBytes(&before, &after, at: offset, count: MemoryLayout<Value>.size) {
                    return false
                }
                return before[keyPath: keyPath] != after[keyPath: keyPath]
            }
        }
        return runtime.state[keyPath: keyPath]
    }

    /// Registers a read of `part` with the registrar, watching it from now on; `check` tells a
    /// change of an app property's part, made only when the part is not watched yet.
    @inlinable
    func access(_ part: StatePart, checkedBy check: () -> ObservedParts<Store, R.State>.FieldCheck? = { nil }) {
        if let keyPath = parts.read(part) { return keyPath.access(self, in: registrar) }
        let keyPath = Self.keyPath(observing: part)
        parts.watch(part, as: keyPath, field: check())
        keyPath.access(self, in: registrar)
    }

    /// Whether the `count` bytes at `offset` are the same in both states.
    @inlinable
    static func haveTheSameBytes(_ lhs: inout R.State, _ rhs: inout R.State, at offset: Int, count: Int) -> Bool {
        withUnsafeBytes(of: &lhs) { left in
            withUnsafeBytes(of: &rhs) { right in
                NavigationReducer.haveTheSameBytes(
                    UnsafeRawBufferPointer(rebasing: left[offset..<offset + count]),
                    UnsafeRawBufferPointer(rebasing: right[offset..<offset + count]))
            }
        }
    }

    /// Tells the readers of `part` that it changed, though it did not: a host whose screen
    /// went ahead of a refused user navigation redraws from the state. A part nobody read
    /// has no reader to tell.
    package func putBack(_ part: StatePart) {
        parts.keyPath(of: part)?.announce(self, in: registrar)
    }

    /// What observers of `part` wait on: one key path for each part.
    @usableFromInline
    nonisolated static func keyPath(observing part: StatePart) -> PartKeyPath<Store> {
        switch part {
        case .whole: .whole(\Store.observingWhole)
        case .stack(0): .stack(\Store.observingRootStack)
        case .stack(1): .stack(\Store.observingStack1)
        case .stack(2): .stack(\Store.observingStack2)
        case .stack(let level): .stack(\Store[observingStack: level])
        case .presentation(1): .presentation(\Store.observingPresentation1)
        case .presentation(2): .presentation(\Store.observingPresentation2)
        case .presentation(let level): .presentation(\Store[observingPresentation: level])
        case .alert: .alert(\Store.observingAlert)
        case .tabs: .presentation(\Store.observingTabs)
        case .tabStack(let position): .stack(\Store[observingTabStack: position])
        case .columns: .presentation(\Store.observingColumns)
        case .field(let keyPath): .field(\Store[observingField: keyPath])
        case .dismissal(let level): .presentation(\Store[observingDismissal: level])
        }
    }

    @usableFromInline nonisolated var observingWhole: PartMark.Whole { PartMark.Whole() }
    @usableFromInline nonisolated var observingAlert: PartMark.Alert { PartMark.Alert() }
    // The parts read most take properties: a key path to a subscript hashes its argument, and
    // the registrar hashes the key path on every read and change.
    @usableFromInline nonisolated var observingRootStack: PartMark.Stack { PartMark.Stack() }
    @usableFromInline nonisolated var observingStack1: PartMark.Stack { PartMark.Stack() }
    @usableFromInline nonisolated var observingStack2: PartMark.Stack { PartMark.Stack() }
    @usableFromInline nonisolated var observingPresentation1: PartMark.Presentation { PartMark.Presentation() }
    @usableFromInline nonisolated var observingPresentation2: PartMark.Presentation { PartMark.Presentation() }
    @usableFromInline nonisolated subscript(observingStack level: Int) -> PartMark.Stack { PartMark.Stack() }
    @usableFromInline nonisolated subscript(observingPresentation level: Int) -> PartMark.Presentation {
        PartMark.Presentation()
    }
    @usableFromInline nonisolated var observingTabs: PartMark.Presentation { PartMark.Presentation() }
    @usableFromInline nonisolated var observingColumns: PartMark.Presentation { PartMark.Presentation() }
    @usableFromInline nonisolated subscript(observingTabStack position: Int) -> PartMark.Stack { PartMark.Stack() }
    @usableFromInline nonisolated subscript(observingField keyPath: AnyKeyPath) -> PartMark.Field { PartMark.Field() }
    @usableFromInline nonisolated subscript(observingDismissal level: Int) -> PartMark.Presentation {
        PartMark.Presentation()
    }
}
