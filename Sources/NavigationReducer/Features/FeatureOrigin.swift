/// Which feature an effect came from: the app's own reducer, the feature on one entry of a
/// stack, or the feature on one presented flow. Its work lives as long as its origin unless
/// the factory ties it otherwise, and its names hold in the origin's scope.
@usableFromInline
package enum FeatureOrigin: Hashable, Sendable {
    /// The app's reducer, outside any feature: its work lives as long as the store.
    case app
    /// The feature on entry `id`.
    case entry(EntryID)
    /// The feature on the flow whose root is entry `root`.
    case flow(root: EntryID)

    /// The same feature of the same tree: a feature of a tree assigned whole never shares its
    /// names with the feature of the same numbers in the tree it replaced.
    @inlinable
    package static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.app, .app): true
        case (.entry(let left), .entry(let right)), (.flow(let left), .flow(let right)): left.isSameEntry(as: right)
        default: false
        }
    }

    @inlinable
    package func hash(into hasher: inout Hasher) {
        switch self {
        case .app: hasher.combine(0)
        case .entry(let id):
            hasher.combine(1)
            hasher.combine(id)
        case .flow(let root):
            hasher.combine(2)
            hasher.combine(root)
        }
    }

    /// Whether work that came from `other` belongs to this origin or to what it presented, in
    /// `navigation`: what a `cancel(id:)` from this origin reaches (TCA's rule — a feature
    /// reaches its own work and its descendants', never a sibling's or its parent's).
    ///
    /// - The app reaches every feature.
    /// - An entry reaches itself only: its siblings are the flow's, and the flows presented over
    ///   its stack are presented by the flow's reducer, not by the entry's feature.
    /// - A flow reaches itself, every entry on its stack and every flow presented over it; the
    ///   root flow of a tab not shown, the entries on its tab's stack.
    ///
    /// An origin that left the tree reaches only itself.
    @usableFromInline
    func reaches<AlertAction>(_ other: Self, in navigation: NavigationState<some Hashable & Sendable, AlertAction>)
        -> Bool
    {
        if self == other { return true }
        if other == .app { return false }
        switch self {
        case .app:
            return true
        case .entry:
            return false
        case .flow(let root):
            guard let (level, index) = navigation.location(of: root) else {
                // The root flow of a tab not shown: it reaches the entries on its stack.
                guard let parked = navigation.parkedLocation(of: root), parked.index == 0 else { return false }
                return other.parkedSlot(in: navigation) == parked.slot
            }
            guard index == 0, let otherLevel = other.level(in: navigation) else { return false }
            return otherLevel >= level
        }
    }

    /// The position of the tab not shown whose stack holds the origin, `nil` for any other.
    @usableFromInline
    func parkedSlot<AlertAction>(in navigation: NavigationState<some Hashable & Sendable, AlertAction>) -> Int? {
        switch self {
        case .app: nil
        case .entry(let id), .flow(root: let id): navigation.parkedLocation(of: id)?.slot
        }
    }

    /// The level the origin is at, `nil` once it left the tree.
    @usableFromInline
    func level<AlertAction>(in navigation: NavigationState<some Hashable & Sendable, AlertAction>) -> Int? {
        switch self {
        case .app: 0
        case .entry(let id): navigation.location(of: id)?.level
        case .flow(let root): navigation.location(of: root).flatMap { $0.index == 0 ? $0.level : nil }
        }
    }
}
