import NavigationReducer

/// What the user sees at one moment: the top screen, the popup over it and the title of the
/// alert over both.
///
/// A journey is the list of these as the user goes through an app: one value that says
/// "cart, then shipping with this address, then the coupon screen…", screen data included.
public struct Sighting<Screen: Hashable & Sendable, Popup: Hashable & Sendable>: Hashable, Sendable,
    CustomStringConvertible
{
    public var screen: Screen
    public var popup: Popup?
    /// The shown alert's title.
    public var alert: String?

    public init(_ screen: Screen, popup: Popup? = nil, alert: String? = nil) {
        self.screen = screen
        self.popup = popup
        self.alert = alert
    }

    /// Only a screen, with nothing over it.
    public static func screen(_ screen: Screen) -> Self { Self(screen) }

    /// What a navigation state shows.
    public init<AlertAction>(of navigation: NavigationState<Screen, Popup, AlertAction>) {
        self.init(navigation.topScreen, popup: navigation.popup?.content, alert: navigation.alert?.title)
    }

    public var description: String {
        var text = ValueDump.line(of: screen)
        if let popup { text += " + popup " + ValueDump.line(of: popup) }
        if let alert { text += " + alert \"\(alert)\"" }
        return text
    }
}

/// Records what the user sees across a series of states, dropping repeats, so a test asserts
/// a whole path in one expectation and fails when anything unexpected shows up in between.
///
/// ``TestStore`` keeps one (``TestStore/journey``). To follow a real ``Store``, feed it from
/// ``Store/observeStates(_:)``.
public struct JourneyRecorder<Screen: Hashable & Sendable, Popup: Hashable & Sendable>: Sendable {
    /// Everything seen so far, in order, without consecutive repeats.
    public private(set) var sightings: [Sighting<Screen, Popup>] = []

    public init() {}

    /// Starts recording from `state`.
    public init<State: NavigableState>(startingAt state: State) where State.Screen == Screen, State.Popup == Popup {
        record(state)
    }

    /// Records what `state` shows, unless it is what was already on screen.
    public mutating func record<State: NavigableState>(_ state: State) where State.Screen == Screen, State.Popup == Popup {
        let sighting = Sighting(of: state.navigation)
        if sightings.last != sighting { sightings.append(sighting) }
    }

    /// Forgets what was recorded, keeping the current sighting as the new start.
    public mutating func restart() {
        sightings = sightings.last.map { [$0] } ?? []
    }
}
