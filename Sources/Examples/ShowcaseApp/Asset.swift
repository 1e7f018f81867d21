/// Something the user holds: what the assets list shows and the details and edit screens
/// are about.
///
/// Screens carry an asset's ``id``, never the asset itself: renaming an asset on the edit
/// screen must not turn the details screen under it into a different screen (a screen is its
/// value, so work tied to it would end).
public struct Asset: Hashable, Sendable, Codable, Identifiable {
    /// A stable ticker-like key, such as `"btc"`.
    public typealias ID = String

    public var id: ID
    /// The name the user sees and may change on the edit screen.
    public var name: String

    public init(id: ID, name: String) {
        self.id = id
        self.name = name
    }
}

extension Asset {
    public static let bitcoin = Asset(id: "btc", name: "Bitcoin")
    public static let ether = Asset(id: "eth", name: "Ether")
    public static let solana = Asset(id: "sol", name: "Solana")
    public static let cardano = Asset(id: "ada", name: "Cardano")
    public static let polkadot = Asset(id: "dot", name: "Polkadot")

    /// What a fresh install holds.
    public static let samples: [Asset] = [.bitcoin, .ether, .solana]

    /// What the add-asset flow's search offers, as the catalogue service would return it.
    public static let catalogue: [Asset] = [.cardano, .polkadot]
}
