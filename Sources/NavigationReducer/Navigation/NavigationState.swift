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
    @usableFromInline var _stack: ScreenStack<Screen>
    @usableFromInline var _popup: PopupPresentation<Popup>?
    @usableFromInline var _alert: AlertState<AlertAction>?
    @usableFromInline var _animations: NavigationAnimations

    /// The screens, root first.
    @inlinable public var stack: ScreenStack<Screen> { _stack }
    /// The popup over the stack, if one is presented.
    @inlinable public var popup: PopupPresentation<Popup>? { _popup }
    /// The alert over everything, if one is shown.
    @inlinable public var alert: AlertState<AlertAction>? { _alert }
    /// Whether the latest change of each layer animates.
    @inlinable public var animations: NavigationAnimations { _animations }

    /// A state showing only `root`, with nothing presented.
    @inlinable public init(root: Screen) {
        self.init(stack: ScreenStack(root: root))
    }

    /// A state with every layer given, for tests, previews and restoration.
    @inlinable public init(
        stack: ScreenStack<Screen>,
        popup: PopupPresentation<Popup>? = nil,
        alert: AlertState<AlertAction>? = nil,
        animations: NavigationAnimations = .init()
    ) {
        self._stack = stack
        self._popup = popup
        self._alert = alert
        self._animations = animations
    }

    /// The screen on top of the stack (under any popup or alert).
    @inlinable public var topScreen: Screen { _stack.top }
}

extension NavigationState: Codable where Screen: Codable, Popup: Codable, AlertAction: Codable {
    enum CodingKeys: String, CodingKey {
        case _stack = "stack"
        case _popup = "popup"
        case _alert = "alert"
        case _animations = "animations"
    }
}

/// Whether the latest change of each layer of a ``NavigationState`` animates.
///
/// Each operation sets the flag of the layer it changes and leaves the others alone, so a
/// host rendering a change can take the flag of each layer it touches.
public struct NavigationAnimations: Hashable, Sendable, Codable {
    public var stack: Bool
    public var popup: Bool
    public var alert: Bool

    @inlinable public init(stack: Bool = true, popup: Bool = true, alert: Bool = true) {
        self.stack = stack
        self.popup = popup
        self.alert = alert
    }
}
