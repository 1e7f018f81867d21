/// Everything the user sees of navigation, as one value: a stack of screens, at most one
/// popup over it and at most one alert over both.
///
/// This is the model a `NavigationStack` + `.sheet` + `.alert` or a `UINavigationController`
/// + `present` + `UIAlertController` draws. Every change goes through an operation that
/// either succeeds or throws a ``NavigationRejection`` and leaves the state untouched, and
/// each successful change records whether it animates in ``animations`` — so "login is set
/// as root without animation" is something a test reads from the state, not from a spy.
///
/// ```swift
/// var navigation = NavigationState<Screen, Popup, AlertAction>(root: .login)
/// navigation.setRoot(.infos, animated: false)
/// navigation.push(.details(info))
/// try navigation.present(.newInfo, style: .sheet)
/// ```
///
/// Equality covers everything, animation flags included, so a snapshot says exactly what
/// will happen on screen.
public struct NavigationState<Screen: Hashable & Sendable, Popup: Hashable & Sendable, AlertAction: Hashable & Sendable>:
    Hashable, Sendable
{
    /// The screens, root first.
    public internal(set) var stack: ScreenStack<Screen>
    /// The popup over the stack, if one is presented.
    public internal(set) var popup: PopupPresentation<Popup>?
    /// The alert over everything, if one is shown.
    public internal(set) var alert: AlertState<AlertAction>?
    /// Whether the latest change of each layer animates.
    public internal(set) var animations: NavigationAnimations

    /// A state showing only `root`, with nothing presented.
    public init(root: Screen) {
        self.init(stack: ScreenStack(root: root))
    }

    /// A state with every layer given, for tests, previews and restoration.
    public init(
        stack: ScreenStack<Screen>,
        popup: PopupPresentation<Popup>? = nil,
        alert: AlertState<AlertAction>? = nil,
        animations: NavigationAnimations = .init()
    ) {
        self.stack = stack
        self.popup = popup
        self.alert = alert
        self.animations = animations
    }

    /// The screen on top of the stack (under any popup or alert).
    @inlinable public var topScreen: Screen { stack.top }
}

extension NavigationState: Codable where Screen: Codable, Popup: Codable, AlertAction: Codable {}

/// Whether the latest change of each layer of a ``NavigationState`` animates.
///
/// Each operation sets the flag of the layer it changes and leaves the others alone, so a
/// host rendering a change can take the flag of each layer it touches.
public struct NavigationAnimations: Hashable, Sendable, Codable {
    public var stack: Bool
    public var popup: Bool
    public var alert: Bool

    public init(stack: Bool = true, popup: Bool = true, alert: Bool = true) {
        self.stack = stack
        self.popup = popup
        self.alert = alert
    }
}
