extension AlertState {
    /// An alert put aside while a link's landing is shown, and the place it comes back to: a
    /// link that keeps the alert (``NavigationDestination/keepingTheAlert()``) keeps one in the
    /// app's state, where `openingLinks`'s `heldAlert` says, so it is saved, tested and explored
    /// with the rest.
    ///
    /// The alert comes back when the tree is again as the link found it — as many levels, and as
    /// many screens in the topmost flow — and no other alert is up; it is dropped once the user
    /// has gone back past that place, as the flow it belonged to is gone.
    public struct Held: Hashable, Sendable {
        /// The alert put aside.
        public let alert: AlertState
        /// How many levels the tree had when the link came.
        public let levels: Int
        /// How many screens its topmost flow held.
        public let screens: Int

        /// An alert put aside over a tree of `levels` levels whose topmost flow held `screens`
        /// screens.
        ///
        /// - Throws: ``NavigationRejection/levelOutOfRange(level:count:)`` for `levels` outside
        ///   `1...NavigationState.maximumLevels`, ``NavigationRejection/emptyStack`` for no
        ///   screen.
        public init(_ alert: AlertState, levels: Int, screens: Int) throws(NavigationRejection) {
            let limit = NavigationState<Never, Never>.maximumLevels
            guard levels >= 1, levels <= limit else { throw .levelOutOfRange(level: levels, count: limit) }
            guard screens >= 1 else { throw .emptyStack }
            self.alert = alert
            self.levels = levels
            self.screens = screens
        }

        /// Whether the tree is where the alert was: it comes back now.
        @inlinable func isBack<Screen>(in tree: NavigationState<Screen, Action>) -> Bool {
            tree.alert == nil && tree.levelCount == levels && tree.topStack.count == screens
        }

        /// Whether the user has gone back past where the alert was: it can no longer come back.
        @inlinable func isGone<Screen>(from tree: NavigationState<Screen, Action>) -> Bool {
            tree.levelCount < levels || (tree.levelCount == levels && tree.topStack.count < screens)
        }
    }
}

extension AlertState.Held: Codable where Action: Codable {
    private enum CodingKeys: String, CodingKey {
        case alert, levels, screens
    }

    /// Decoding checks what the initialiser checks.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(
                container.decode(AlertState.self, forKey: .alert), levels: container.decode(Int.self, forKey: .levels),
                screens: container.decode(Int.self, forKey: .screens))
        } catch let rejection as NavigationRejection {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: container.codingPath, debugDescription: rejection.description,
                    underlyingError: rejection))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(alert, forKey: .alert)
        try container.encode(levels, forKey: .levels)
        try container.encode(screens, forKey: .screens)
    }
}
