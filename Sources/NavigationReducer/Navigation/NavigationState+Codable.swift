/// A navigation state encodes as its levels — `root` (a flat array of screens, root first),
/// `tabs` (each with its `tab` and its `stack`, `null` for the selected tab, whose stack is
/// `root`; `[]` without tabs), `presented` (each with its `style` and `stack`), `alert` and
/// `animations` — and decoding checks every rule an operation checks: a
/// `DecodingError.dataCorrupted` naming the ``NavigationRejection`` refuses an empty stack,
/// an alert without buttons, more levels than ``NavigationState/maximumLevels``, two tabs
/// opening on one screen, or tabs with no selected one or two. Every key is required — `presented` is `[]`
/// and `alert` is `null` when there is none, never left out — so a file whose `presented`
/// key was renamed or removed is a `DecodingError.keyNotFound` naming it, not a state with
/// the user's open flows silently dropped. A corrupted saved state never loads.
extension NavigationState: Codable where Screen: Codable, AlertAction: Codable {
    enum CodingKeys: String, CodingKey {
        case root, tabs, presented, alert, animations
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let presented = try container.decode([PresentedFlow<Screen>].self, forKey: .presented)
        do {
            try self.init(
                root: container.decode(ScreenStack<Screen>.self, forKey: .root),
                slots: container.decode([TabSlot<Screen>].self, forKey: .tabs),
                presented: presented,
                alert: container.decode(AlertState<AlertAction>?.self, forKey: .alert),
                animations: container.decode(NavigationAnimations.self, forKey: .animations)
            )
        } catch let rejection as NavigationRejection {
            let key: CodingKeys =
                switch rejection {
                case .tabNotInTree, .tabsRepeat, .noTabs: .tabs
                default: .presented
                }
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: container.codingPath + [key], debugDescription: rejection.description,
                    underlyingError: rejection))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(_root, forKey: .root)
        try container.encode(_tabs, forKey: .tabs)
        try container.encode(_presented, forKey: .presented)
        try container.encode(_alert, forKey: .alert)
        try container.encode(_animations, forKey: .animations)
    }
}
