/// A work lifetime bound to what was on screen when the work started.
@usableFromInline
enum WorkTie<Screen: Hashable & Sendable>: Hashable, Sendable {
    case store
    case screen(Screen)
    case flow(FlowIdentity<Screen>)

    /// Binds `lifetime` to `navigation`, or `nil` when it is already over.
    @inlinable
    init?<AlertAction>(_ lifetime: WorkLifetime<Screen>, in navigation: NavigationState<Screen, AlertAction>) {
        switch lifetime {
        case .store: self = .store
        case .screen(let screen):
            guard navigation.contains(screen) else { return nil }
            self = .screen(screen)
        case .flow(let root):
            guard let level = navigation.topmostLevel(rootedAt: root) else { return nil }
            self = .flow(FlowIdentity(level: level, root: root))
        }
    }

    /// Whether work with this tie may still run in `navigation`.
    @inlinable
    func isAlive<AlertAction>(in navigation: NavigationState<Screen, AlertAction>) -> Bool {
        switch self {
        case .store: true
        case .screen(let screen): navigation.contains(screen)
        case .flow(let identity): navigation.contains(identity)
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
