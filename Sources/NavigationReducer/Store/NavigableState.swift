/// A state that holds a ``NavigationState``: what a ``Store`` needs to know which screens and
/// flows are shown, to end work tied to one that left and to tell a host what to draw.
///
/// It is `Equatable`, so a store announces the whole state to its readers only when an
/// action changed it. It is a value: a store that finds a state's bytes unchanged takes it
/// for unchanged, so a class, or a class inside it changed in place, is never announced. An
/// app state conforms by exposing its navigation:
///
/// ```swift
/// struct AppState: NavigableState {
///     var navigation = NavigationState<Screen, AlertAction>(root: .login)
///     var session = Session()
/// }
/// ```
public protocol NavigableState: Equatable {
    associatedtype Screen: Hashable & Sendable
    associatedtype AlertAction: Hashable & Sendable

    /// The navigation tree. Settable so the library can open a deep link or a resumed
    /// destination in it.
    var navigation: NavigationState<Screen, AlertAction> { get set }
}

extension NavigationState: NavigableState {
    /// A navigation state is its own navigation.
    @inlinable public var navigation: Self {
        get { self }
        set { self = newValue }
    }
}
