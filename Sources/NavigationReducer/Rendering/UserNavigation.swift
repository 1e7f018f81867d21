/// What the user changed on screen without a button of the app: a swipe back, a back button
/// or its long-press menu, a `NavigationLink(value:)`, a swipe down on a sheet.
///
/// The screen has already changed when a host reports it, so the app maps it to one of its
/// actions and the reducer decides, as for any tap: accepted, the state follows the screen;
/// refused, the renderer puts the screen back as the state says.
///
/// ```swift
/// case .userNavigated(let change):
///     try state.navigation.apply(change)
/// ```
///
/// The store gets these from a host through ``Store/drive(_:userNavigation:)``.
public enum UserNavigation<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The path of the flow at `level` changed: popped, pushed or rewritten.
    case changedPath(PathChange<Screen>, level: Int)
    /// The user dismissed the presented flow with this identity, and the flows over it.
    case dismissedFlow(FlowIdentity<Screen>)
}

extension UserNavigation: Codable where Screen: Codable {}

extension NavigationState {
    /// Applies what the user did on screen, as the screen now shows it.
    ///
    /// - Throws: ``NavigationRejection/alertAlreadyShown`` while an alert is up;
    ///   ``NavigationRejection/levelOutOfRange(level:count:)`` for a level the tree does not
    ///   have; ``NavigationRejection/indexOutOfRange(index:count:)`` for a pop past the stack;
    ///   ``NavigationRejection/nothingPresented`` when the dismissed flow is not the one
    ///   presented there (it was replaced meanwhile).
    public mutating func apply(_ navigation: UserNavigation<Screen>, animated: Bool = true)
        throws(NavigationRejection)
    {
        switch navigation {
        case .changedPath(let change, let level):
            guard alert == nil else { throw .alertAlreadyShown }
            try apply(change, atLevel: level, animated: animated)
        case .dismissedFlow(let identity):
            guard identity.level > 0, contains(identity) else { throw .nothingPresented }
            try dismiss(toLevel: identity.level - 1, animated: animated)
        }
    }
}
