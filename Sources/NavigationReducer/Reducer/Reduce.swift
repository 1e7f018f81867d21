/// A reducer made from a closure: the quickest way to write an app core.
///
/// The closure is `@Sendable`: a reducer decides from its inputs alone, so it captures
/// nothing mutable, and a `let` at the top level of a file is safe.
///
/// ```swift
/// let reducer = Reduce<AppState, AppAction, AppEffect> { state, action in
///     switch action {
///     case .back:
///         try state.navigation.pop()
///         return []
///     case .infoSelected(let info):
///         try state.navigation.push(.details(info))
///         return [.track("details")]
///     }
/// }
/// ```
public struct Reduce<State, Action, Effect>: Reducer, Sendable {
    @usableFromInline let body: @Sendable (inout State, Action) throws -> EffectList<Effect>

    /// - Parameter body: Changes the state for an action and returns effects. It rejects an
    ///   action by throwing, before changing anything: the error becomes a
    ///   rejection as ``NavigationRejection/init(_:)`` says: a ``RejectionReason`` of the app's
    ///   stays a value. (Swift does not yet infer a closure's typed `throws`, so the
    ///   closure throws `any Error`.)
    public init(_ body: @escaping @Sendable (inout State, Action) throws -> EffectList<Effect>) {
        self.body = body
    }

    @inlinable
    public func reduce(into state: inout State, action: Action) throws(NavigationRejection) -> EffectList<Effect> {
        do {
            return try body(&state, action)
        } catch {
            throw NavigationRejection(error)
        }
    }
}
