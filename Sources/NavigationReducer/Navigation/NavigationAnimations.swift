/// Whether the latest change of each kind in a ``NavigationState`` animates.
///
/// Each operation sets the flag of what it changes — a stack, a presentation or the alert —
/// and leaves the others alone, so a host rendering a change takes the flag of each part it
/// touches, and a test reads "login is set as root without animation" from the state.
public struct NavigationAnimations: Hashable, Sendable, Codable {
    /// The latest push, pop or stack replacement, at whatever level it happened.
    public var stack: Bool
    /// The latest present or dismiss.
    public var presentation: Bool
    /// The latest alert shown or hidden.
    public var alert: Bool

    @inlinable public init(stack: Bool = true, presentation: Bool = true, alert: Bool = true) {
        self.stack = stack
        self.presentation = presentation
        self.alert = alert
    }
}
