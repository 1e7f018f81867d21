import NavigationReducer

/// What the user sees at one moment: the top screen of every level of the navigation tree —
/// the root flow's, then each presented flow's over it — and the whole alert over the
/// topmost, if one is shown.
///
/// A journey is the list of these as the user goes through an app: one value that says
/// "cart, then shipping with this address, then the coupon screen with its help sheet over
/// it…", screen data included.
public struct Sighting<Screen: Hashable & Sendable, AlertAction: Hashable & Sendable>: Hashable, Sendable,
    CustomStringConvertible
{
    /// The top screen of each level, root flow first; the last is the one the user is in.
    public var screens: [Screen]
    /// The alert over the topmost flow, buttons and all.
    public var alert: AlertState<AlertAction>?

    /// A sighting of `screens`, one per level, root flow first.
    public init(_ screens: [Screen], alert: AlertState<AlertAction>? = nil) {
        self.screens = screens
        self.alert = alert
    }

    /// Only the root flow's `screen`, with nothing over it.
    public static func screen(_ screen: Screen) -> Self { Self([screen]) }

    /// What a navigation state shows.
    public init(of navigation: NavigationState<Screen, AlertAction>) {
        self.init(navigation.stacks.map(\.top), alert: navigation.alert)
    }

    /// The screen the user is in, on the topmost flow.
    public var topScreen: Screen? { screens.last }

    /// `cart › couponHelp + alert "Card declined"`: levels left to right.
    public var description: String {
        var text = screens.map { ValueDump.line(of: $0) }.joined(separator: " › ")
        if let alert { text += " + alert \"\(alert.title)\"" }
        return text
    }
}

/// Records what the user sees across a series of states, dropping repeats, so a test asserts
/// a whole path in one expectation and fails when anything unexpected shows up in between.
///
/// ``TestStore`` keeps one (``TestStore/journey``). To follow a real `Store`, feed it from
/// `Store/observeStates(_:)`.
public struct JourneyRecorder<Screen: Hashable & Sendable, AlertAction: Hashable & Sendable>: Sendable {
    /// Everything seen so far, in order, without consecutive repeats.
    public private(set) var sightings: [Sighting<Screen, AlertAction>] = []

    /// A recorder that has seen nothing.
    public init() {}

    /// Starts recording from `state`.
    public init<State: NavigableState>(startingAt state: State)
    where State.Screen == Screen, State.AlertAction == AlertAction {
        record(state)
    }

    /// Records what `state` shows, unless it is what was already on screen.
    public mutating func record<State: NavigableState>(_ state: State)
    where State.Screen == Screen, State.AlertAction == AlertAction {
        let sighting = Sighting(of: state.navigation)
        if sightings.last != sighting { sightings.append(sighting) }
    }

    /// Forgets what was recorded, keeping the current sighting as the new start.
    public mutating func restart() {
        sightings = sightings.last.map { [$0] } ?? []
    }
}
