/// A stack encodes as a flat array, root first, so saved navigation reads like the screen
/// path it is and round-trips with `NavigationStack(path:)`-style storage.
///
/// Decoding an empty array throws a `DecodingError.dataCorrupted` naming
/// ``NavigationRejection/emptyStack``: a corrupted saved state cannot produce a stack
/// without a root.
extension ScreenStack: Codable where Screen: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let screens = try container.decode([Screen].self)
        do {
            self = try ScreenStack(screens)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error)
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Array(self))
    }
}
