/// Identifies one observer of a ``Store``, to remove it with ``Store/removeObserver(_:)``.
public struct StoreObserverID: Hashable, Sendable {
    let rawValue: Int
}

@usableFromInline
struct StoreObserver<Value> {
    @usableFromInline let id: Int
    @usableFromInline let body: @MainActor (Value) -> Void

    @usableFromInline init(id: Int, body: @escaping @MainActor (Value) -> Void) {
        self.id = id
        self.body = body
    }
}

@usableFromInline
struct StoreObservers<State, Action> {
    @usableFromInline var states: [StoreObserver<State>] = []
    @usableFromInline var diagnostics: [StoreObserver<StoreDiagnostic<Action>>] = []
    @usableFromInline var nextID = 0

    @usableFromInline init() {}

    @inlinable var hasStateObservers: Bool { !states.isEmpty }

    @inlinable @MainActor
    func stateChanged(_ state: State) {
        for observer in states { observer.body(state) }
    }

    @inlinable @MainActor
    func report(_ diagnostic: StoreDiagnostic<Action>) {
        for observer in diagnostics { observer.body(diagnostic) }
    }
}

extension Store {
    /// Calls `body` with the new state after every action the reducer accepted, in order.
    ///
    /// Use it for logging, persistence or a UIKit host; SwiftUI observes ``state`` directly.
    /// An action `body` sends is queued and processed after the current one.
    ///
    /// - Returns: An id to remove the observer with.
    @discardableResult
    public func observeStates(_ body: @escaping @MainActor (State) -> Void) -> StoreObserverID {
        observers.nextID += 1
        observers.states.append(StoreObserver(id: observers.nextID, body: body))
        return StoreObserverID(rawValue: observers.nextID)
    }

    /// Calls `body` with every ``StoreDiagnostic``: rejected actions and actions dropped
    /// because the work that sent them was cancelled.
    ///
    /// - Returns: An id to remove the observer with.
    @discardableResult
    public func observeDiagnostics(_ body: @escaping @MainActor (StoreDiagnostic<Action>) -> Void) -> StoreObserverID {
        observers.nextID += 1
        observers.diagnostics.append(StoreObserver(id: observers.nextID, body: body))
        return StoreObserverID(rawValue: observers.nextID)
    }

    /// Stops calling the observer `id`. Removing an observer twice does nothing.
    public func removeObserver(_ id: StoreObserverID) {
        observers.states.removeAll { $0.id == id.rawValue }
        observers.diagnostics.removeAll { $0.id == id.rawValue }
    }
}
