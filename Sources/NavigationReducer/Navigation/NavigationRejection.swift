/// Why a navigation operation was refused.
///
/// Every operation on ``ScreenStack``, ``NavigationState`` and ``AlertState`` that can be
/// asked for something impossible throws one of these instead of crashing, and leaves its
/// value exactly as it was. A reducer lets the rejection propagate; the ``Store`` reports it
/// as a ``StoreDiagnostic`` and a test asserts it as a value.
///
/// The ``description`` of each case is the text a user of the library sees:
///
/// | case | description |
/// |---|---|
/// | ``popAtRoot`` | `cannot pop: the stack is at its root` |
/// | ``screenNotInStack`` | `cannot pop to a screen that is not in the stack` |
/// | ``indexOutOfRange(index:count:)`` | `index 7 is outside the stack (count 3)` |
/// | ``emptyStack`` | `a stack needs a root: the list of screens is empty` |
/// | ``popupAlreadyPresented`` | `a popup is already presented: dismiss it first` |
/// | ``noPopupPresented`` | `no popup is presented` |
/// | ``alertAlreadyShown`` | `an alert is already shown: hide it first` |
/// | ``alertHasNoButtons`` | `an alert needs at least one button` |
/// | ``noAlertShown`` | `no alert is shown` |
/// | ``alertButtonNotFound`` | `the shown alert has no such button` |
/// | ``refused(_:)`` | the app core's own reason, verbatim |
public enum NavigationRejection: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// `pop()` on a stack that holds only its root.
    case popAtRoot
    /// `pop(to:)` a screen that the stack does not hold.
    case screenNotInStack
    /// `pop(toIndex:)` an index outside `0..<count`.
    case indexOutOfRange(index: Int, count: Int)
    /// A stack was asked to hold no screen at all (replace with an empty list, decode `[]`).
    case emptyStack
    /// `present` while another popup is on screen; presenting over it is what freezes UIKit.
    case popupAlreadyPresented
    /// `dismissPopup()` with nothing presented.
    case noPopupPresented
    /// `showAlert` while another alert is on screen.
    case alertAlreadyShown
    /// An alert without buttons could never be closed by the user.
    case alertHasNoButtons
    /// `hideAlert()` or choosing a button with no alert on screen.
    case noAlertShown
    /// Choosing a button the shown alert does not have.
    case alertButtonNotFound
    /// A rule of the app core, such as "an order needs a payment method" or a deep link
    /// the app cannot honour. The string is shown verbatim.
    case refused(String)

    public var description: String {
        switch self {
        case .popAtRoot: "cannot pop: the stack is at its root"
        case .screenNotInStack: "cannot pop to a screen that is not in the stack"
        case .indexOutOfRange(let index, let count): "index \(index) is outside the stack (count \(count))"
        case .emptyStack: "a stack needs a root: the list of screens is empty"
        case .popupAlreadyPresented: "a popup is already presented: dismiss it first"
        case .noPopupPresented: "no popup is presented"
        case .alertAlreadyShown: "an alert is already shown: hide it first"
        case .alertHasNoButtons: "an alert needs at least one button"
        case .noAlertShown: "no alert is shown"
        case .alertButtonNotFound: "the shown alert has no such button"
        case .refused(let reason): reason
        }
    }
}
