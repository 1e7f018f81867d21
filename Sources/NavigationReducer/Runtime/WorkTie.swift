/// A work lifetime bound to what was on screen when the work started.
@usableFromInline
package enum WorkTie<Screen: Hashable & Sendable>: Hashable, Sendable {
    case store
    case entry(EntryID)
    case flow(FlowIdentity)

    /// Binds `lifetime` of work asked for by `origin` to `navigation`, or `nil` when it is
    /// already over.
    @inlinable
    init?<AlertAction>(
        _ lifetime: WorkLifetime<Screen>, from origin: FeatureOrigin,
        in navigation: NavigationState<Screen, AlertAction>
    ) {
        switch lifetime {
        case .origin:
            switch origin {
            case .app: self = .store
            case .entry(let entry):
                guard let entry = navigation.ownEntry(entry) else { return nil }
                self = .entry(entry)
            case .flow(let root):
                // A tab not shown is level 0 of the tree, as its flow is once shown again.
                guard
                    let level = navigation.location(of: root).map({ $0.index == 0 ? $0.level : -1 })
                        ?? navigation.parkedLocation(of: root).map({ $0.index == 0 ? 0 : -1 }), level >= 0,
                    let root = navigation.ownEntry(root)
                else { return nil }
                self = .flow(FlowIdentity(level: level, root: root))
            }
        case .store: self = .store
        case .screen(let screen):
            guard let entry = navigation.topmostEntry(showing: screen) else { return nil }
            self = .entry(entry)
        case .entry(let entry):
            guard let entry = navigation.ownEntry(entry) else { return nil }
            self = .entry(entry)
        case .flow(let root):
            guard let level = navigation.topmostLevel(rootedAt: root), let flow = navigation.identity(ofLevel: level)
            else { return nil }
            self = .flow(flow)
        }
    }

    /// Where names of work with this tie are looked up: the flow it belongs to, or the store.
    @inlinable var scope: WorkScope {
        switch self {
        case .store: .store
        case .entry(let entry): .flow(entry.flow.flow)
        case .flow(let identity): .flow(identity.root.flow.flow)
        }
    }

    /// Whether work with this tie may still run in `navigation`.
    @inlinable
    func isAlive<AlertAction>(in navigation: NavigationState<Screen, AlertAction>) -> Bool {
        switch self {
        case .store: true
        case .entry(let entry): navigation.holds(entry)
        case .flow(let identity): navigation.contains(identity) && navigation.holds(identity.root)
        }
    }
}

/// Identifies one piece of running work within its runtime.
@usableFromInline
package struct WorkID: Hashable, Sendable, Comparable, CustomStringConvertible {
    @usableFromInline let rawValue: Int

    @usableFromInline init(rawValue: Int) { self.rawValue = rawValue }

    @usableFromInline package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    @usableFromInline package var description: String { "work #\(rawValue)" }
}

/// What keeps running work alive, as a test's failure names it.
package enum WorkTieDescription<Screen: Hashable & Sendable> {
    /// The store.
    case store
    /// The entry `id`, showing `screen` now.
    case screen(Screen, EntryID)
    /// The flow at `level`.
    case flow(level: Int)
}

/// Where the app's names for work hold: one flow's names never reach another flow's work.
@usableFromInline
enum WorkScope: Hashable, Sendable {
    case store
    case flow(Int)
}

/// A name of running work in its scope: the feature that asked for it, and the flow it is
/// tied to. Siblings never share a name, nor do two flows of one feature.
@usableFromInline
struct WorkKey: Hashable, Sendable {
    @usableFromInline let origin: FeatureOrigin
    @usableFromInline let scope: WorkScope
    @usableFromInline let name: WorkName

    @inlinable init(origin: FeatureOrigin, scope: WorkScope, name: WorkName) {
        self.origin = origin
        self.scope = scope
        self.name = name
    }
}
