/// A style without detents of its own encodes as its name — `"sheet"`, `"formSheet"`,
/// `"fullScreen"`, `"popover"` — as saved files always had it; a sheet with detents as
/// `{"sheet": {"detents": [...], "selected": ..., "usableUnderUpThrough": ...}}`. A detent is
/// `"medium"`, `"large"`, `{"height": 120}` or `{"fraction": 0.3}`.
///
/// Decoding checks what the initialisers check: an empty or repeated list, a height that is
/// not positive, or a selected detent the sheet does not offer is a
/// `DecodingError.dataCorrupted` naming the ``NavigationRejection``, so a damaged file never
/// opens a sheet that rests at a height it does not have.
extension PresentationStyle: Codable {
    enum CodingKeys: String, CodingKey { case sheet }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            switch name {
            case "sheet": self = .sheet
            case "formSheet": self = .formSheet
            case "fullScreen": self = .fullScreen
            case "popover": self = .popover
            default:
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath, debugDescription: "no presentation style is named \"\(name)\""))
            }
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = .sheet(try container.decode(SheetDetents.self, forKey: .sheet))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .sheet(let detents) where detents == .large:
            var container = encoder.singleValueContainer()
            try container.encode("sheet")
        case .sheet(let detents):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(detents, forKey: .sheet)
        case .formSheet, .fullScreen, .popover:
            var container = encoder.singleValueContainer()
            try container.encode(self == .formSheet ? "formSheet" : self == .fullScreen ? "fullScreen" : "popover")
        }
    }
}

extension SheetDetents: Codable {
    enum CodingKeys: String, CodingKey { case detents, selected, usableUnderUpThrough }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(
                container.decode([Detent].self, forKey: .detents),
                selected: container.decode(Detent.self, forKey: .selected),
                usableUnderUpThrough: container.decodeIfPresent(Detent.self, forKey: .usableUnderUpThrough)
            )
        } catch let rejection as NavigationRejection {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath, debugDescription: rejection.description, underlyingError: rejection)
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(detents, forKey: .detents)
        try container.encode(selected, forKey: .selected)
        try container.encodeIfPresent(usableUnderUpThrough, forKey: .usableUnderUpThrough)
    }
}

extension SheetDetents.Detent: Codable {
    enum CodingKeys: String, CodingKey { case height, fraction }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            switch name {
            case "medium": self = .medium
            case "large": self = .large
            default:
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "no sheet detent is named \"\(name)\""))
            }
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard !(container.contains(.height) && container.contains(.fraction)) else {
            let description = "a sheet detent is a height or a fraction, not both"
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: description))
        }
        do {
            if let points = try container.decodeIfPresent(Int.self, forKey: .height) {
                self = try .height(points)
            } else {
                self = try .fraction(container.decode(Double.self, forKey: .fraction))
            }
        } catch let rejection as NavigationRejection {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath, debugDescription: rejection.description, underlyingError: rejection)
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch size {
        case .medium, .large:
            var container = encoder.singleValueContainer()
            try container.encode(identifier)
        case .height(let points):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(points, forKey: .height)
        case .fraction(let fraction):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(fraction, forKey: .fraction)
        }
    }
}
