import Observation

/// The key path the observers of one part of a store's state wait on: each kind of part has a
/// property or subscript of its own, whose value type names the kind. The registrar keys its
/// observers by key path, and two key paths of different types or accessors are told apart at
/// once, where two through one accessor are compared argument by argument on every lookup
/// that meets both.
@usableFromInline
enum PartKeyPath<Subject: Observable> {
    case whole(KeyPath<Subject, PartMark.Whole>)
    case stack(KeyPath<Subject, PartMark.Stack>)
    case presentation(KeyPath<Subject, PartMark.Presentation>)
    case alert(KeyPath<Subject, PartMark.Alert>)
    case field(KeyPath<Subject, PartMark.Field>)

    /// Registers a read of the part by whatever is tracking now.
    @inlinable
    func access(_ subject: Subject, in registrar: ObservationRegistrar) {
        switch self {
        case .whole(let keyPath): registrar.access(subject, keyPath: keyPath)
        case .stack(let keyPath): registrar.access(subject, keyPath: keyPath)
        case .presentation(let keyPath): registrar.access(subject, keyPath: keyPath)
        case .alert(let keyPath): registrar.access(subject, keyPath: keyPath)
        case .field(let keyPath): registrar.access(subject, keyPath: keyPath)
        }
    }

    /// Tells the part's observers that it changed.
    @inlinable
    func announce(_ subject: Subject, in registrar: ObservationRegistrar) {
        switch self {
        case .whole(let keyPath): announce(keyPath, of: subject, in: registrar)
        case .stack(let keyPath): announce(keyPath, of: subject, in: registrar)
        case .presentation(let keyPath): announce(keyPath, of: subject, in: registrar)
        case .alert(let keyPath): announce(keyPath, of: subject, in: registrar)
        case .field(let keyPath): announce(keyPath, of: subject, in: registrar)
        }
    }

    @inlinable
    func announce<Mark>(_ keyPath: KeyPath<Subject, Mark>, of subject: Subject, in registrar: ObservationRegistrar) {
        registrar.willSet(subject, keyPath: keyPath)
        registrar.didSet(subject, keyPath: keyPath)
    }
}

/// The value types of ``PartKeyPath``'s key paths, one for each kind of part. Their values
/// mean nothing.
@usableFromInline
enum PartMark {
    @usableFromInline struct Whole { @inlinable init() {} }
    @usableFromInline struct Stack { @inlinable init() {} }
    @usableFromInline struct Presentation { @inlinable init() {} }
    @usableFromInline struct Alert { @inlinable init() {} }
    @usableFromInline struct Field { @inlinable init() {} }
}
