#if canImport(SwiftUI)
import SwiftUI

// Compiled only where SwiftUI exists: bindings that let `NavigationStack(path:)`, `.sheet`,
// `.fullScreenCover`, `.alert` and `.confirmationDialog` read from a Store and send actions
// to it. The view never changes navigation itself; a back swipe or a swipe-down becomes an
// action the reducer decides on.
extension Store {
    /// A binding that reads `value` from the state and sends `action(newValue)` when SwiftUI
    /// writes (`nil`: nothing to send).
    public func binding<Value: Sendable>(
        _ value: @escaping @Sendable (State) -> Value,
        send action: @escaping @Sendable (Value) -> Action?
    ) -> Binding<Value> {
        Binding(
            get: { MainActor.assumeIsolated { value(self.state) } },
            set: { newValue in MainActor.assumeIsolated { if let action = action(newValue) { self.send(action) } } }
        )
    }

    /// The path of a `NavigationStack(path:)`: the screens above the root. When the user goes
    /// back, SwiftUI shortens the path and the store receives `popTo(index)`.
    public func navigationPath(popTo: @escaping @Sendable (Int) -> Action) -> Binding<[State.Screen]> {
        binding({ $0.navigation.stack.screensAboveRoot }, send: { path in popTo(path.count) })
    }

    /// Whether a popup of `style` is presented, for `.sheet(isPresented:)` or
    /// `.fullScreenCover(isPresented:)`; swiping it away sends `dismissed`.
    public func isPresentingPopup(
        _ style: PopupPresentation<State.Popup>.Style, dismissed: Action
    ) -> Binding<Bool> {
        binding({ $0.navigation.popup?.style == style }, send: { isPresented in isPresented ? nil : dismissed })
    }

    /// Whether an alert of `style` is shown, for `.alert(isPresented:)` or
    /// `.confirmationDialog(isPresented:)`. Its buttons send their own actions; closing it
    /// any other way sends `dismissed`.
    public func isShowingAlert(
        _ style: AlertState<State.AlertAction>.Style, dismissed: Action
    ) -> Binding<Bool> {
        binding({ $0.navigation.alert?.style == style }, send: { isShown in isShown ? nil : dismissed })
    }
}
#endif
