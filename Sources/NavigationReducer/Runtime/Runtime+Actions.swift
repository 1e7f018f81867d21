/// The action events: an action arrives, the reducer decides, the queue drains.
extension Runtime {
    /// What the driver does with an action it was given.
    @usableFromInline
    package enum Arrival: Equatable {
        /// Nothing is being processed: process it now, then drain the queue.
        case processNow
        /// Another action is being processed: it was queued behind it.
        case queued
    }

    /// What the reducer decided about an action.
    @usableFromInline
    package enum Reduction {
        /// The state changed (or not) and these effects are to be run, in order.
        case accepted(EffectList<R.Effect>)
        /// The action was refused and the state is as it was. `restored` says the reducer
        /// had changed it before rejecting and the runtime put it back.
        case rejected(NavigationRejection, restored: Bool)
    }

    /// An action arrives from the app, an observer or finished work.
    @inlinable
    package mutating func arrive(_ action: R.Action) -> Arrival {
        if isDraining {
            queue.append(action)
            return .queued
        }
        isDraining = true
        return .processNow
    }

    /// Runs the reducer on the current state: the effects, or `nil` after `rejected` was told
    /// the reason and whether the state had to be restored. No result enum is built, so the
    /// store's hot path pays nothing for it.
    ///
    /// A rejection leaves the state as it was: it is put back from a snapshot
    /// (``reduceChecked(_:)``), unless ``keepsSnapshot`` says the reducer's word is taken.
    @inlinable @inline(__always)
    package mutating func reduce(
        _ action: R.Action, rejected: (NavigationRejection, _ restored: Bool) -> Void
    ) -> EffectList<R.Effect>? {
        guard Self.keepsSnapshot else { return reduceUnchecked(action) { rejected($0, false) } }
        switch reduceChecked(action) {
        case .accepted(let effects):
            return effects
        case .rejected(let reason, let restored):
            rejected(reason, restored)
            return nil
        }
    }

    /// Whether ``reduce(_:rejected:)`` keeps the state from before each action to put it back
    /// after a refusal: always in a debug build, and in a release build unless the reducer
    /// says it ``Reducer/rejectsWithoutChanging``.
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

    /// Runs the reducer with no snapshot, in every build: for a driver that puts the state
    /// back itself after a rejection (the explorer sets it before each try), so that it
    /// behaves the same in debug and release builds.
    @inlinable @inline(__always)
    package mutating func reduceUnchecked(
        _ action: R.Action, rejected: (NavigationRejection) -> Void
    ) -> EffectList<R.Effect>? {
        do {
            return try reducer.reduce(into: &state, action: action)
        } catch {
            rejected(error)
            return nil
        }
    }

    /// Runs the reducer on a snapshot it can go back to: after a rejection the state is the
    /// snapshot, and a reducer that had changed it is reported as `restored` (when the state
    /// is `Equatable`, so the change can be seen).
    @inlinable
    package mutating func reduceChecked(_ action: R.Action) -> Reduction {
        let before = state
        do {
            return .accepted(try reducer.reduce(into: &state, action: action))
        } catch {
            let changed = isEqualIfEquatable(before, state) == false
            state = before
            return .rejected(error, restored: changed)
        }
    }

    /// ``reduceChecked(_:)`` for a state known to be `Equatable`: the comparison is a direct
    /// call, not a dynamic cast (what the test store and the fuzzer use).
    @inlinable
    package mutating func reduceChecked(_ action: R.Action) -> Reduction where R.State: Equatable {
        let before = state
        do {
            return .accepted(try reducer.reduce(into: &state, action: action))
        } catch {
            guard before != state else { return .rejected(error, restored: false) }
            state = before
            return .rejected(error, restored: true)
        }
    }

    /// Queues an action without processing it, for a driver that asserts each received
    /// action itself (the test store).
    @inlinable
    package mutating func enqueue(_ action: R.Action) {
        queue.append(action)
    }

    /// The oldest queued action, without ending the drain when there is none.
    @inlinable
    package mutating func dequeue() -> R.Action? {
        queue.popFirst()
    }

    /// Ends the drain: the follow-up count starts again.
    @inlinable
    package mutating func endDrain() {
        isDraining = false
        followUps = 0
        followUpsStopped = false
    }

    /// The next queued action to process, or `nil` when the drain is over.
    ///
    /// - Complexity: O(1) amortised.
    @inlinable
    package mutating func nextQueued() -> R.Action? {
        if let next = queue.popFirst() { return next }
        endDrain()
        return nil
    }
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
