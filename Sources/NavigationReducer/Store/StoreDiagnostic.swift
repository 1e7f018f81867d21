/// Something the ``Store`` refused or stopped, reported to its diagnostic observers.
///
/// A diagnostic holds values — the action, the typed reason, the effect — and builds its
/// text only when ``description`` is read, so reporting costs nothing nobody reads. A
/// rejected action leaves the state exactly as it was; the diagnostic is the only trace.
///
/// | case | description |
/// |---|---|
/// | ``rejected(_:_:)`` | `rejected back: cannot pop: the stack is at its root` |
/// | ``rejectedAfterChanging(_:_:)`` | `rejected back after changing the state (restored): …` |
/// | ``droppedFromCancelledWork(_:)`` | `dropped loaded(7): sent by work that was cancelled` |
/// | ``droppedFromFinishedWork(_:)`` | `dropped loaded(7): sent by work that had finished` |
/// | ``workNotStarted(_:)`` | `work for loadDetails(7) not started: its screen or flow is already gone` |
/// | ``workRestarted(_:)`` | `work for search("sw") cancelled: work of its name started again` |
/// | ``workRefusedWhileRunning(_:)`` | `work for save not started: work of its name is running` |
/// | ``followUpsStopped(dropped:limit:)`` | `stopped a follow-up chain at 100000 actions: 1 queued action dropped` |
public enum StoreDiagnostic<Action, Effect>: CustomStringConvertible {
    /// The reducer rejected the action for the reason; the state did not change.
    case rejected(Action, NavigationRejection)
    /// The reducer changed the state and then rejected the action: the state was put back.
    /// A release build does not check a reducer that says it
    /// ``Reducer/rejectsWithoutChanging``: it keeps no state to compare with.
    case rejectedAfterChanging(Action, NavigationRejection)
    /// Work that had been cancelled — its screen or flow left, or its store went away — sent
    /// the action; it was dropped.
    case droppedFromCancelledWork(Action)
    /// Work whose body had already returned sent the action (through a `send` it kept); it
    /// was dropped.
    case droppedFromFinishedWork(Action)
    /// The factory asked for work tied to a screen or flow that was already gone when it
    /// was to start, so it never ran.
    case workNotStarted(Effect)
    /// Work of the same name started again in the same scope (``IfRunning/restart``):
    /// the running work, started for this effect, was cancelled.
    case workRestarted(Effect)
    /// Work of the same name was running in the same scope and refuses to run twice
    /// (``IfRunning/refuse``): the work for this effect never started.
    case workRefusedWhileRunning(Effect)
    /// Effects kept queueing follow-up actions past the store's limit in one drain: the
    /// chain was stopped and the queued actions dropped.
    case followUpsStopped(dropped: Int, limit: Int)

    /// The action concerned, if any.
    public var action: Action? {
        switch self {
        case .rejected(let action, _), .rejectedAfterChanging(let action, _), .droppedFromCancelledWork(let action),
            .droppedFromFinishedWork(let action):
            action
        case .workNotStarted, .workRestarted, .workRefusedWhileRunning, .followUpsStopped:
            nil
        }
    }

    /// The text of the table above, built now.
    public var description: String {
        switch self {
        case .rejected(let action, let reason):
            "rejected \(label(action)): \(reason)"
        case .rejectedAfterChanging(let action, let reason):
            "rejected \(label(action)) after changing the state (restored): \(reason)"
        case .droppedFromCancelledWork(let action):
            "dropped \(label(action)): sent by work that was cancelled"
        case .droppedFromFinishedWork(let action):
            "dropped \(label(action)): sent by work that had finished"
        case .workNotStarted(let effect):
            "work for \(label(effect)) not started: its screen or flow is already gone"
        case .workRestarted(let effect):
            "work for \(label(effect)) cancelled: work of its name started again"
        case .workRefusedWhileRunning(let effect):
            "work for \(label(effect)) not started: work of its name is running"
        case .followUpsStopped(let dropped, let limit):
            "stopped a follow-up chain at \(limit) actions: \(dropped) queued action\(dropped == 1 ? "" : "s") dropped"
        }
    }

    private func label(_ value: Any) -> String {
        let text = String(describing: value)
        return text.hasPrefix(".") ? String(text.dropFirst()) : text
    }
}

/// How a piece of work ended.
@usableFromInline
package enum WorkEnding: Hashable, Sendable {
    /// Its screen or flow left, or its store went away.
    case cancelled
    /// Its body returned.
    case finished
}

extension StoreDiagnostic: Equatable where Action: Equatable, Effect: Equatable {}
extension StoreDiagnostic: Hashable where Action: Hashable, Effect: Hashable {}
extension StoreDiagnostic: Sendable where Action: Sendable, Effect: Sendable {}
