import Foundation
import NavigationReducer
import ShowcaseApp

extension ShowcaseExploration {
    /// What a price alert does in one state.
    public enum PriceAlertOutcome: Hashable, Sendable {
        /// Presented over the screen; swiped down, the user is back where they were.
        case presentedAndDismissedBack
        /// Went back to the asset's details, already open.
        case wentBackToOpenDetails
        /// Refused, with the reason.
        case refused(NavigationRejection)
        /// Presented, but it breaks a rule, cannot be swiped down, or does not lead back.
        case broken
    }

    /// The price alert the exploration opens: `app://price-alerts/btc`.
    public static let priceAlert = URL(string: "app://price-alerts/btc").map(ShowcaseAction.linkOpened)

    /// Opens a price alert in `state` and, when it presented the details over the screen,
    /// swipes them down: the state must then be `state` again, exactly — an alert the user had
    /// open included, put aside while the details showed.
    public static func priceAlertOutcome(in state: ShowcaseState) -> PriceAlertOutcome {
        guard let priceAlert else { return .broken }
        var opened = state
        do {
            _ = try ShowcaseReducer().reduce(into: &opened, action: priceAlert)
        } catch {
            return .refused(error)
        }
        guard opened.navigation.levelCount == state.navigation.levelCount + 1 else { return .wentBackToOpenDetails }
        guard ShowcaseState.rules.brokenRule(in: opened) == nil, swipesDownBack(from: opened, to: state) else {
            return .broken
        }
        return .presentedAndDismissedBack
    }

    /// Whether `opened`, where a price alert led from `state`, is swiped down back to `state`,
    /// alert included — or went back to details already open, so presented nothing to swipe
    /// down.
    public static func swipesDownBack(from opened: ShowcaseState, to state: ShowcaseState) -> Bool {
        guard opened.navigation.levelCount == state.navigation.levelCount + 1 else { return true }
        let swipeDown = ShowcaseAction.userNavigated(
            .dismissedFlow(root: opened.navigation.topStack.root, level: opened.navigation.topLevel))
        var dismissed = opened
        guard (try? ShowcaseReducer().reduce(into: &dismissed, action: swipeDown)) != nil else { return false }
        return dismissed == state
    }
}
