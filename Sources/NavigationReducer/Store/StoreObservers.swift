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
struct StoreObservers<State, Diagnostic> {
    @usableFromInline var states: [StoreObserver<State>] = []
    @usableFromInline var diagnostics: [StoreObserver<Diagnostic>] = []
    @usableFromInline var lastID = 0

    @usableFromInline init() {}

    @inlinable var hasStateObservers: Bool { !states.isEmpty }
    @inlinable var hasDiagnosticObservers: Bool { !diagnostics.isEmpty }

    @inlinable @MainActor
    func stateChanged(_ state: State) {
        for observer in states { observer.body(state) }
    }

    @inlinable @MainActor
    func report(_ diagnostic: Diagnostic) {
        for observer in diagnostics { observer.body(diagnostic) }
    }

    mutating func remove(_ id: Int) {
        states.removeAll { $0.id == id }
        diagnostics.removeAll { $0.id == id }
    }
}

/// Keeps an observation of a ``Store`` alive: it stops when ``cancel()`` is called or the
/// token is released, so an observer can never outlive the object that registered it.
@MainActor
public final class ObservationToken {
    private var stop: (@MainActor () -> Void)?

    init(stop: @escaping @MainActor () -> Void) {
        self.stop = stop
    }

    /// Stops the observation. Cancelling twice does nothing.
    public func cancel() {
        stop?()
        stop = nil
    }

    /// Whether the observation is still active.
    public var isActive: Bool { stop != nil }

    isolated deinit {
        stop?()
    }
}

extension Store {
    /// How many state observers are registered: a released renderer or token leaves none.
    package var stateObserverCount: Int { observers.states.count }

    /// Calls `body` with the new state after every action the reducer accepted, in order,
    /// for as long as the returned token lives.
    ///
    /// Use it for logging, persistence or a UIKit host; SwiftUI observes ``state`` directly.
    /// An action `body` sends is queued and processed after the current one.
    ///
    /// - Returns: The token that keeps the observation alive; release or cancel it to stop.
    public func observeStates(_ body: @escaping @MainActor (R.State) -> Void) -> ObservationToken {
        observers.lastID += 1
        let id = observers.lastID
        observers.states.append(StoreObserver(id: id, body: body))
        return ObservationToken { [weak self] in self?.observers.remove(id) }
    }

    /// Calls `body` with every ``StoreDiagnostic`` — rejected actions, dropped results,
    /// work not started, stopped chains — for as long as the returned token lives.
    ///
    /// - Returns: The token that keeps the observation alive; release or cancel it to stop.
    public func observeDiagnostics(_ body: @escaping @MainActor (StoreDiagnostic<R.Action, R.Effect>) -> Void)
        -> ObservationToken
    {
        observers.lastID += 1
        let id = observers.lastID
        observers.diagnostics.append(StoreObserver(id: id, body: body))
        return ObservationToken { [weak self] in self?.observers.remove(id) }
    }
}
