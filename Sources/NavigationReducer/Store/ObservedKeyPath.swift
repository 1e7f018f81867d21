import Observation

/// The key path a store announces its changes under, which also tells whether anything observes
/// them.
///
/// An `ObservationRegistrar` keys each observer it holds by the key paths it observes, and a
/// read under `withObservationTracking` keeps the key path in its access list until the
/// tracking is installed. Only Observation is ever given this key path, and only through the
/// store's reads: while the store holds the only reference to it, no observer is registered,
/// so announcing a change would reach nobody and the registrar's locks can be skipped. A
/// tracking object kept alive after it was told (it remembers the key path that changed) only
/// makes the store announce changes nobody hears.
///
/// A rule such as "announce once after each read" is not enough: a change made while a
/// tracked read is still being collected, before its tracking is installed, would use up the
/// announcement and hide the next change from that tracking.
///
/// Whether the Observation library the process runs on keeps those key paths is checked once
/// (``observationKeepsObservedKeyPaths``); where it does not, the key path is kept a second
/// time, so it is never unique and every change after the first read is announced.
@usableFromInline
struct ObservedKeyPath<Root: AnyObject, Value> {
    @usableFromInline var keyPath: KeyPath<Root, Value>
    /// Whether the key path was handed to the registrar since it was last seen unique. Only a
    /// read can give Observation a reference, so while this is `false` nobody observes, and
    /// a change costs no uniqueness check.
    @usableFromInline var wasRead = false
    /// A second reference, held only when observers cannot be told apart by the first.
    @usableFromInline let pin: AnyKeyPath?

    @usableFromInline
    init(_ keyPath: KeyPath<Root, Value>) {
        self.keyPath = keyPath
        self.pin = observationKeepsObservedKeyPaths ? nil : keyPath
    }

    /// The key path, for the registrar's `access`.
    @inlinable
    mutating func read() -> KeyPath<Root, Value> {
        if !wasRead { wasRead = true }
        return keyPath
    }

    /// Whether an observer may be registered for the key path, or a tracked read of it may
    /// still register one. `false` means announcing a change reaches nobody.
    @inlinable
    var mayBeObserved: Bool {
        mutating get {
            guard wasRead else { return false }
            if isKnownUniquelyReferenced(&keyPath) {
                wasRead = false
                return false
            }
            return true
        }
    }
}

/// Whether Observation, as loaded in this process, holds the key path of a property while it
/// observes it: checked once, on a probe of its own, so that a library that someday stops
/// doing so makes every store announce every change rather than miss one. (Run under an outer
/// tracking — the first store made inside a view's body — the probe's read joins that
/// tracking too, which then also observes the probe: a few bytes, once.)
package let observationKeepsObservedKeyPaths: Bool = probeObservationKeepsKeyPaths(0)

/// Built as a store builds its key path: stored from its own initialiser, so no temporary of
/// the literal outlives it, and generic, so the key path is made for this instance alone (one
/// without generic arguments may be a single shared object, never uniquely referenced).
private final class KeyPathProbe<Value>: Observable {
    let registrar = ObservationRegistrar()
    let value: Value
    var keyPath: KeyPath<KeyPathProbe, Value>

    init(_ value: Value) {
        self.value = value
        self.keyPath = \KeyPathProbe.value
    }
}

private func probeObservationKeepsKeyPaths<Value>(_ value: Value) -> Bool {
    let probe = KeyPathProbe(value)
    guard isKnownUniquelyReferenced(&probe.keyPath) else { return false }
    withObservationTracking {
        probe.registrar.access(probe, keyPath: probe.keyPath)
    } onChange: {
    }
    let keptWhileObserved = !isKnownUniquelyReferenced(&probe.keyPath)
    probe.registrar.willSet(probe, keyPath: probe.keyPath)
    probe.registrar.didSet(probe, keyPath: probe.keyPath)
    return keptWhileObserved
}
