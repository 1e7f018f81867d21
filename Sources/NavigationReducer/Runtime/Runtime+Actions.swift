/// The action events: an action arrives, the reducer decides, the queue drains.
extension Runtime {
    /// What the driver does with an action it was given.
    @usableFromInline
    package enum Arrival: Equatable {
        /// Nothing is being processed: process it now, then drain the queue.
        case processNow
        /// Another action is being processed: it was queued.
        case queued
    }

    /// The driver sends an action of its own (the app, an observer, the test).
    @inlinable
    package mutating func arrive(_ action: R.Action) -> Arrival {
        switch phase {
        case .idle:
            phase = .draining(followUps: 0)
            return .processNow
        case .draining, .followUpsStopped:
            queue.append(action)
            return .queued
        }
    }

    /// A test's own step arrives: it is processed now, ahead of the answers waiting to be
    /// received, which stay queued in their order.
    @inlinable
    package mutating func arriveAhead() {
        if phase == .idle { phase = .draining(followUps: 0) }
    }

    /// Runs the reducer on the current state and reads what it decided. A refusal leaves the
    /// state as it was: the state from before the action is kept and put back, unless the
    /// reducer gives its word that it ``Reducer/rejectsWithoutChanging`` in a release build
    /// (``keepsSnapshot``).
    @inlinable @inline(__always)
    package mutating func reduce(_ action: R.Action) -> Verdict<R.Effect> {
        guard snapshotsEachAction else {
            do {
                return .accepted(try reducer.reduce(into: &state, action: action))
            } catch {
                return Verdict(refusal: error, changed: nil)
            }
        }
        return reduceKeepingSnapshot(action)
    }

    /// ``reduce(_:)`` with the state from before the action kept: out of line, so a store whose
    /// reducer keeps nothing runs a short function.
    @inlinable @inline(never)
    package mutating func reduceKeepingSnapshot(_ action: R.Action) -> Verdict<R.Effect> {
        let before = state
        return reduce(action, undoingTo: before)
    }

    /// Runs the reducer keeping the state from before the action, in every build whatever the
    /// reducer's word: for the drivers that check every refusal the same way in debug and
    /// release builds (the test store, the fuzzer, trace replay, follow-up chains).
    @inlinable
    package mutating func reduceChecking(_ action: R.Action) -> Verdict<R.Effect> {
        let before = state
        return reduce(action, undoingTo: before)
    }

    /// Runs the reducer on the current state, equal to `before`, and puts `before` back after a
    /// refusal — in every build, whatever the reducer's word: for a driver that holds the state
    /// anyway (the explorer tries every action from one state).
    @inlinable @inline(__always)
    package mutating func reduce(_ action: R.Action, undoingTo before: R.State) -> Verdict<R.Effect> {
        do {
            return .accepted(try reducer.reduce(into: &state, action: action))
        } catch {
            // Most refusals touch nothing: the same bytes say so in a few words' comparison.
            guard hasTheSameBytes(state, before) else { return undo(error, to: before) }
            return Verdict(refusal: error, changed: false)
        }
    }

    /// Puts `before` back after a refusal that changed the state's bytes, and reads it.
    @inlinable @inline(never)
    package mutating func undo(_ reason: NavigationRejection, to before: R.State) -> Verdict<R.Effect> {
        let changed = state
        state = before
        return Verdict(refusal: reason, changed: isEqualIfEquatable(before, changed).map { !$0 })
    }

    /// Whether the reducer accepts `action` in the current state, tried on a copy: the
    /// runtime's state, queue and work are untouched and the effects are dropped.
    @inlinable
    package func wouldAccept(_ action: R.Action) -> Bool {
        Self.accepts(action, in: state, by: reducer)
    }

    /// Whether `reducer` accepts `action` in `state`, tried on a copy.
    @inlinable
    package static func accepts(_ action: R.Action, in state: R.State, by reducer: R) -> Bool {
        var copy = state
        do {
            _ = try reducer.reduce(into: &copy, action: action)
            return true
        } catch {
            return false
        }
    }

    /// The state the reducer leaves for `action` when it changes it before refusing — what a
    /// failure message shows; the runtime's own state is untouched.
    @usableFromInline package func stateChangedBeforeRefusing(_ action: R.Action) -> R.State {
        var changed = state
        _ = try? reducer.reduce(into: &changed, action: action)
        return changed
    }

    /// Whether ``reduce(_:)`` keeps the state from before each action to put it back after a
    /// refusal: always in a debug build, and in a release build unless the reducer says it
    /// ``Reducer/rejectsWithoutChanging``.
    @inlinable package static var keepsSnapshot: Bool {
        #if DEBUG
            keepsSnapshot(inDebugBuild: true)
        #else
            keepsSnapshot(inDebugBuild: false)
        #endif
    }

    /// ``keepsSnapshot`` in a debug build or a release build.
    @inlinable package static func keepsSnapshot(inDebugBuild: Bool) -> Bool {
        inDebugBuild || !R.rejectsWithoutChanging
    }

    /// The oldest queued action to process, or `nil` when the queue is empty: then the drain
    /// is over and the follow-up count starts again.
    ///
    /// - Complexity: O(1) amortised.
    @inlinable
    package mutating func nextQueued() -> R.Action? {
        if let next = queue.popFirst() { return next }
        phase = .idle
        return nil
    }

    /// A driver finished an action: when nothing waits, the drain is over. Returns whether
    /// it is, so a driver that drains (the store) takes the queued actions with
    /// ``nextQueued()`` only when there are some; one that takes them one at a time (a test
    /// store) asks after each step.
    @inlinable @discardableResult
    package mutating func settle() -> Bool {
        guard queue.isEmpty else { return false }
        phase = .idle
        return true
    }
}

/// Whether two values are stored as the same bytes: then they are the same value, holding the
/// same references. Different bytes say nothing (padding, a rebuilt but equal array).
@inlinable
package func hasTheSameBytes<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    withUnsafeBytes(of: lhs) { left in withUnsafeBytes(of: rhs) { right in haveTheSameBytes(left, right) } }
}

/// ``hasTheSameBytes(_:_:)`` on values read where they lie, not copied for the call.
@inlinable
package func hasTheSameBytes<Value>(_ lhs: inout Value, _ rhs: inout Value) -> Bool {
    withUnsafeBytes(of: &lhs) { left in withUnsafeBytes(of: &rhs) { right in haveTheSameBytes(left, right) } }
}

/// Whether two buffers of the same length hold the same bytes.
@inlinable
package func haveTheSameBytes(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Bool {
    let words = left.count / 8
    for word in 0..<words
    where left.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
        != right.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
    {
        return false
    }
    for byte in words * 8..<left.count where left[byte] != right[byte] { return false }
    return true
}

/// Whether two values are equal, or `nil` when their type is not `Equatable`.
@usableFromInline
package func isEqualIfEquatable<Value>(_ lhs: Value, _ rhs: Value) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    return lhs.isEqual(to: rhs)
}

extension Equatable {
    @usableFromInline
    func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}
