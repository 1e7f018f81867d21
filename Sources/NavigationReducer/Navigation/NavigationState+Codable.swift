/// A navigation state encodes as its levels — `root` (a flat array of screens, root first),
/// `tabs` (each with its `tab` and its `stack`, `null` for the selected tab, whose stack is
/// `root`; `[]` without tabs), `split` (`2` or `3` columns, whose collapsed stack is `root`;
/// `null` for another root), `presented` (each with its `style` and `stack`), `alert` and
/// `animations` — and decoding checks every rule an operation checks: a
/// `DecodingError.dataCorrupted` naming the ``NavigationRejection`` refuses an empty stack,
/// an alert without buttons, more levels than ``NavigationState/maximumLevels``, two tabs
/// opening on one screen, tabs with no selected one or two, a split view that is also a tab
/// bar, or a number of columns other than 2 or 3. Every key is required — `presented` is `[]`
/// and `alert` is `null` when there is none, never left out — so a file whose `presented`
/// key was renamed or removed is a `DecodingError.keyNotFound` naming it, not a state with
/// the user's open flows silently dropped. `split` alone may be left out, for files saved
/// before split views: without it the same screens show as one stack, none dropped. A
/// corrupted saved state never loads.
extension NavigationState: Codable where Screen: Codable, AlertAction: Codable {
    enum CodingKeys: String, CodingKey {
        case root, tabs, split, presented, alert, animations
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let presented = try container.decode([PresentedFlow<Screen>].self, forKey: .presented)
        do {
            try self.init(
                root: container.decode(ScreenStack<Screen>.self, forKey: .root),
                slots: container.decode([TabSlot<Screen>].self, forKey: .tabs),
                split: container.decodeIfPresent(SplitColumns.self, forKey: .split),
                presented: presented,
                alert: container.decode(AlertState<AlertAction>?.self, forKey: .alert),
                animations: container.decode(NavigationAnimations.self, forKey: .animations)
            )
        } catch let rejection as NavigationRejection {
            let key: CodingKeys =
                switch rejection {
                case .tabNotInTree, .tabsRepeat, .noTabs, .splitViewHasTabs: .tabs
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
        try container.encode(_split, forKey: .split)
        try container.encode(_presented, forKey: .presented)
        try container.encode(_alert, forKey: .alert)
        try container.encode(_animations, forKey: .animations)
    }
}
