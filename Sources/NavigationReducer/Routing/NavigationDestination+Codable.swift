extension NavigationDestination: Codable where Screen: Codable, Action: Codable {
    private enum CodingKeys: String, CodingKey {
        case root, presented, presentedOverTop, pushedOntoTop, tab, unchanged, actions, overAnAlert
    }

    /// A whole tree is saved as `root` and `presented` (and `tab` for a tab landing), a
    /// relative landing under its own key, an unchanged one as `"unchanged": true`; a value with
    /// none or several of them is refused. `overAnAlert` is saved unless it is `closes`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let actions = try container.decodeIfPresent([Action].self, forKey: .actions) ?? []
        let landings = [CodingKeys.root, .presentedOverTop, .pushedOntoTop, .unchanged].filter(container.contains)
        guard landings.count == 1, landings[0] == .root || !container.contains(.tab) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: container.codingPath,
                    debugDescription:
                        "a destination lands one way: root (in a tab, with tab), presentedOverTop, pushedOntoTop or unchanged"
                ))
        }
        switch landings[0] {
        case .presentedOverTop:
            self.init(landing: .presentedOverTop(try container.decode(PresentedFlow.self, forKey: .presentedOverTop)))
        case .pushedOntoTop:
            self.init(landing: .pushedOntoTop(try container.decode(ScreenStack.self, forKey: .pushedOntoTop)))
        case .unchanged:
            guard try container.decode(Bool.self, forKey: .unchanged) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .unchanged, in: container, debugDescription: "an unchanged landing is saved as true")
            }
            self.init(landing: .unchanged)
        default:
            let root = try container.decode(ScreenStack<Screen>.self, forKey: .root)
            let presented = try container.decodeIfPresent([PresentedFlow<Screen>].self, forKey: .presented) ?? []
            if let tab = try container.decodeIfPresent(Screen.self, forKey: .tab) {
                self.init(landing: .tab(tab, root: root, presented: presented))
            } else {
                self.init(root: root, presented: presented)
            }
        }
        self.actions = actions
        self.overAnAlert = try container.decodeIfPresent(OverAnAlert.self, forKey: .overAnAlert) ?? .closes
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch landing {
        case .tree(let root, let presented):
            try container.encode(root, forKey: .root)
            try container.encode(presented, forKey: .presented)
        case .presentedOverTop(let flow): try container.encode(flow, forKey: .presentedOverTop)
        case .pushedOntoTop(let stack): try container.encode(stack, forKey: .pushedOntoTop)
        case .unchanged: try container.encode(true, forKey: .unchanged)
        case .tab(let tab, let root, let presented):
            try container.encode(tab, forKey: .tab)
            try container.encode(root, forKey: .root)
            try container.encode(presented, forKey: .presented)
        }
        try container.encode(actions, forKey: .actions)
        if overAnAlert != .closes { try container.encode(overAnAlert, forKey: .overAnAlert) }
    }
}
