/// The effects a reducer returns for one action, in the order they are to run.
///
/// A reducer writes it as an array literal — `return []`, `return [.save(order)]` — and a
/// test compares it with one: `#expect(effects == [.save(order)])`. It is a
/// `RandomAccessCollection` and a `RangeReplaceableCollection`, so `for effect in effects`,
/// `effects.first`, `effects.append(.track("cart"))` and `Array(effects)` work as on an array;
/// it is not a `MutableCollection` (no `effects[0] = …`), and to compare it with an array
/// variable, write `Array(effects) == array`.
///
/// Why not `[Effect]`: most actions return no effect, and an array returned from a call is
/// reference counted even when empty — on every action of every store. An effect list holds
/// no effect and one effect inline, so the common action costs no reference count and a
/// single effect no allocation; two or more are kept in an array.
public struct EffectList<Effect> {
    @usableFromInline
    enum Storage {
        case none
        case one(Effect)
        /// Two effects or more: fewer are always held inline, so equal lists have equal storage.
        case many([Effect])
        /// Effects of which at least one came from a feature on an entry or a flow, each with
        /// its origin: only a feature's reducer makes them, so the app's own lists stay inline.
        case originated([Originated])
    }

    /// An effect and the feature it came from.
    @usableFromInline
    struct Originated {
        @usableFromInline var effect: Effect
        @usableFromInline var origin: FeatureOrigin

        @inlinable init(_ effect: Effect, from origin: FeatureOrigin) {
            self.effect = effect
            self.origin = origin
        }
    }

    @usableFromInline var storage: Storage

    @inlinable
    init(storage: Storage) {
        self.storage = storage
    }

    /// No effect: what most actions return, and what `[]` builds.
    @inlinable
    public init() {
        storage = .none
    }

    /// The effects of `effects`, in order.
    ///
    /// - Complexity: O(*n*); an array of two effects or more is kept, not copied.
    @inlinable
    public init(_ effects: [Effect]) {
        switch effects.count {
        case 0: storage = .none
        case 1: storage = .one(effects[0])
        default: storage = .many(effects)
        }
    }

    /// The effects of `effects`, in order.
    @inlinable
    public init<Effects: Sequence<Effect>>(_ effects: Effects) {
        if let list = effects as? EffectList {
            self = list
        } else if let slice = effects as? Slice<EffectList> {
            self.init(slice)
        } else {
            self.init(Array(effects))
        }
    }

    /// The effects as an array, without going through the generic `Sequence` path.
    @inlinable
    var array: [Effect] {
        switch storage {
        case .none: []
        case .one(let effect): [effect]
        case .many(let effects): effects
        case .originated(let effects): Self.effects(of: effects)
        }
    }

    /// The effects of a feature's list, without their origins: kept out of ``array``, which
    /// the pure form reads for every action.
    @usableFromInline @inline(never)
    static func effects(of originated: [Originated]) -> [Effect] {
        originated.map { $0.effect }
    }

    /// The effects with the feature each came from; `.app` for the app's own.
    @inlinable
    var originated: [Originated] {
        switch storage {
        case .none: []
        case .one(let effect): [Originated(effect, from: .app)]
        case .many(let effects): effects.map { Originated($0, from: .app) }
        case .originated(let effects): effects
        }
    }

    /// These effects, each that came from no feature now coming from `origin`: what a
    /// feature's reducer does with its child's effects. An effect from a feature inside the
    /// child keeps its own origin, the closer one.
    @inlinable
    package func from(_ origin: FeatureOrigin) -> Self {
        guard !isEmpty else { return self }
        return EffectList(
            storage: .originated(originated.map { $0.origin == .app ? Originated($0.effect, from: origin) : $0 }))
    }

    /// Calls `body` with each effect and the feature it came from, in order.
    @inlinable
    package func forEachWithOrigin(_ body: (Effect, FeatureOrigin) -> Void) {
        switch storage {
        case .none: return
        case .one(let effect): body(effect, .app)
        case .many(let effects): for effect in effects { body(effect, .app) }
        case .originated(let effects): for effect in effects { body(effect.effect, effect.origin) }
        }
    }

    /// Adds `effect` after the others.
    ///
    /// - Complexity: O(1) amortised.
    @inlinable
    public mutating func append(_ effect: Effect) {
        switch storage {
        case .none: storage = .one(effect)
        case .one(let first): storage = .many([first, effect])
        case .many(var effects):
            storage = .none
            effects.append(effect)
            storage = .many(effects)
        case .originated(var effects):
            storage = .none
            effects.append(Originated(effect, from: .app))
            storage = .originated(effects)
        }
    }

    /// Adds `effects` after the others, in order.
    ///
    /// - Complexity: O(*m*) amortised, for the *m* effects added.
    @inlinable
    public mutating func append(contentsOf effects: EffectList) {
        guard !effects.isEmpty else { return }
        if case .originated = effects.storage {
            self = EffectList(storage: .originated(originated + effects.originated))
            return
        }
        switch storage {
        case .none: self = effects
        case .originated(var all):
            storage = .none
            all.append(contentsOf: effects.originated)
            storage = .originated(all)
        case .one(let first): self = EffectList([first] + effects.array)
        case .many(var all):
            storage = .none
            all.append(contentsOf: effects.array)
            storage = .many(all)
        }
    }

    /// Adds the effects of `effects` after the others, in order; an effect list's keep the
    /// feature each came from.
    @inlinable
    public mutating func append<Effects: Sequence<Effect>>(contentsOf effects: Effects) {
        if let list = effects as? EffectList {
            append(contentsOf: list)
        } else if let slice = effects as? Slice<EffectList> {
            append(contentsOf: EffectList(slice))
        } else {
            for effect in effects { append(effect) }
        }
    }

    /// The effects of `slice`, each still from the feature it came from.
    @inlinable
    public init(_ slice: Slice<EffectList>) {
        guard case .originated(let all) = slice.base.storage else {
            self.init(Array(slice))
            return
        }
        let kept = Array(all[slice.startIndex..<slice.endIndex])
        self = kept.isEmpty ? EffectList() : EffectList(storage: .originated(kept))
    }

    /// The effects `isIncluded` keeps, in order, each still from the feature it came from.
    @inlinable
    public func filter(_ isIncluded: (Effect) throws -> Bool) rethrows -> EffectList {
        guard case .originated(let all) = storage else { return EffectList(try array.filter(isIncluded)) }
        let kept = try all.filter { try isIncluded($0.effect) }
        return kept.isEmpty ? EffectList() : EffectList(storage: .originated(kept))
    }

    /// Removes the effects `shouldBeRemoved` picks, keeping the others' order and origins.
    @inlinable
    public mutating func removeAll(where shouldBeRemoved: (Effect) throws -> Bool) rethrows {
        self = try filter { try !shouldBeRemoved($0) }
    }

    /// Adds `effects` after those of `list`, keeping the feature each came from.
    @inlinable
    public static func += (list: inout EffectList, effects: EffectList) {
        list.append(contentsOf: effects)
    }

    /// This list's effects followed by `other`'s.
    @inlinable
    public static func + (list: EffectList, other: EffectList) -> EffectList {
        var joined = list
        joined.append(contentsOf: other)
        return joined
    }

    /// Each effect transformed, in order — how a parent wraps the effects of a child flow.
    ///
    /// It takes the place of `Sequence.map` on an effect list; `Array(effects).map` gives an
    /// array.
    ///
    /// - Returns: An effect list, so a child's empty or single effect stays inline.
    @inlinable
    public func map<Mapped, Failure: Error>(
        _ transform: (Effect) throws(Failure) -> Mapped
    ) throws(Failure) -> EffectList<Mapped> {
        switch storage {
        case .none: return EffectList<Mapped>()
        case .one(let effect): return EffectList<Mapped>(storage: .one(try transform(effect)))
        case .many(let effects):
            var mapped: [Mapped] = []
            mapped.reserveCapacity(effects.count)
            for effect in effects { mapped.append(try transform(effect)) }
            return EffectList<Mapped>(storage: .many(mapped))
        case .originated(let effects):
            var mapped: [EffectList<Mapped>.Originated] = []
            mapped.reserveCapacity(effects.count)
            for effect in effects { mapped.append(.init(try transform(effect.effect), from: effect.origin)) }
            return EffectList<Mapped>(storage: .originated(mapped))
        }
    }
}

extension EffectList: ExpressibleByArrayLiteral {
    @inlinable
    public init(arrayLiteral effects: Effect...) {
        self.init(effects)
    }
}

extension EffectList: RandomAccessCollection {

    @inlinable public var startIndex: Int { 0 }

    @inlinable public var endIndex: Int { count }

    @inlinable
    public var count: Int {
        switch storage {
        case .none: 0
        case .one: 1
        case .many(let effects): effects.count
        case .originated(let effects): effects.count
        }
    }

    @inlinable
    public var isEmpty: Bool {
        if case .none = storage { return true }
        return false
    }

    /// The effect at `position`, which must be a valid index, as for an array.
    @inlinable
    public subscript(position: Int) -> Effect {
        switch storage {
        case .none: EmptyCollection<Effect>()[position]
        case .one(let effect): CollectionOfOne(effect)[position]
        case .many(let effects): effects[position]
        case .originated(let effects): effects[position].effect
        }
    }
}

extension EffectList: RangeReplaceableCollection {
    /// Replaces the effects in `subrange` with `effects`: what `insert`, `remove` and `+=`
    /// are built on.
    ///
    /// - Complexity: O(*n*) in the effects of the list and `effects`.
    /// The feature each effect came from is kept, for the effects kept and the effects of
    /// an inserted effect list.
    @inlinable
    public mutating func replaceSubrange<Effects: Collection<Effect>>(_ subrange: Range<Int>, with effects: Effects) {
        let inserted = effects as? EffectList ?? EffectList(Array(effects))
        guard case .originated = storage else {
            guard case .originated = inserted.storage else {
                var all = array
                all.replaceSubrange(subrange, with: effects)
                self = EffectList(all)
                return
            }
            return replaceOriginated(subrange, with: inserted)
        }
        replaceOriginated(subrange, with: inserted)
    }

    @usableFromInline
    mutating func replaceOriginated(_ subrange: Range<Int>, with inserted: EffectList) {
        var all = originated
        all.replaceSubrange(subrange, with: inserted.originated)
        self = all.isEmpty ? EffectList() : EffectList(storage: .originated(all))
    }
}

extension EffectList: Equatable where Effect: Equatable {
    @inlinable
    public static func == (lhs: EffectList, rhs: EffectList) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

extension EffectList: Hashable where Effect: Hashable {
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for effect in self { hasher.combine(effect) }
    }
}

extension EffectList.Storage: Sendable where Effect: Sendable {}
extension EffectList.Originated: Sendable where Effect: Sendable {}
extension EffectList: Sendable where Effect: Sendable {}

extension EffectList: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Written as the array of the same effects is, so a failure message reads the same.
    public var description: String { array.description }

    public var debugDescription: String { array.debugDescription }

    /// A collection of the effects, so dumps and test failures show them as an array.
    public var customMirror: Mirror {
        Mirror(self, unlabeledChildren: array, displayStyle: .collection)
    }
}
