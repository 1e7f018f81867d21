import NavigationReducer

/// A host that renders again from inside `perform`, once, as a host whose transition changes
/// the state might; it completes each transition at once or when the test says.
@MainActor
final class ReenteringHost: NavigationHost {
    var commands: [SmallCommand] = []
    var completesImmediately: Bool
    /// Run once, inside the next `perform`, after the command is recorded (and completed, when
    /// the host completes at once).
    var whilePerforming: (() -> Void)?
    private var pendingCompletion: (@MainActor @Sendable () -> Void)?

    init(completesImmediately: Bool) {
        self.completesImmediately = completesImmediately
    }

    func perform(_ command: consuming SmallCommand, completion: @escaping @MainActor @Sendable () -> Void) {
        commands.append(command)
        if completesImmediately {
            completion()
        } else {
            pendingCompletion = completion
        }
        whilePerforming.take()?()
    }

    /// Completes the transition under way; `false` when none is.
    @discardableResult
    func completeTransition() -> Bool {
        guard let completion = pendingCompletion.take() else { return false }
        completion()
        return true
    }
}
