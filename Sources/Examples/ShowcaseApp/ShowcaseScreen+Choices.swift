import NavigationReducer

/// What a screen shows a person, for the example UIs: its title and what they can do
/// there, each as the action it sends. Each screen reads from the store only the data it
/// shows — the details of one asset read that asset's name and price — so in SwiftUI a
/// change redraws only the screens that show it.
extension ShowcaseScreen {
    /// The screen's title, as its navigation bar shows it.
    @MainActor
    public func title(reading store: Store<ShowcaseReducer>) -> String {
        switch self {
        case .main(.assets, _): "Assets"
        case .main(.details(let id), _): store[dynamicMember: \.[assetNamed: id]] ?? id
        case .main(.edit(let id), _): "Edit \(store[dynamicMember: \.[assetNamed: id]] ?? id)"
        case .addAsset(.search): "Add an asset"
        case .addAsset(.confirm(let asset)): "Add \(asset.name)?"
        case .appInfo(.about): "About"
        case .appInfo(.licenses): "Licenses"
        case .signIn: "Sign in"
        }
    }

    /// What the user can do on the screen, each as the action it sends.
    @MainActor
    public func choices(reading store: Store<ShowcaseReducer>) -> [(label: String, action: ShowcaseAction)] {
        switch self {
        case .main(.assets, _):
            store.assets.map { ("\($0.name)", .assetTapped($0.id)) } + [
                ("Add an asset", .addAssetTapped), ("About (sheet)", .appInfoTapped(.sheet)),
                ("Inception (full screen)", .inceptionTapped(.fullScreen)), ("Close", .inceptionClosed),
            ]
        case .main(.details(let id), _):
            [
                (
                    "Edit (price: \(store[dynamicMember: \.pricesInCents[id]].map { "\($0 / 100)" } ?? "loading…"))",
                    .editTapped
                ),
                ("Delete", .deleteTapped),
            ]
        case .main(.edit(let id), _):
            [("Save", .saveTapped(name: store[dynamicMember: \.[assetNamed: id]] ?? id)), ("Delete", .deleteTapped)]
        case .addAsset(.search):
            (store[dynamicMember: \.addAsset?.results] ?? []).map { ($0.name, .addAsset(.assetPicked($0))) }
                + [("Cancel", .addAsset(.cancelTapped))]
        case .addAsset(.confirm):
            [("Add", .addAsset(.confirmTapped)), ("Cancel", .addAsset(.cancelTapped))]
        case .appInfo(.about):
            [("Licenses", .licensesTapped), ("Close", .appInfoClosed)]
        case .appInfo(.licenses):
            [("Close", .appInfoClosed)]
        case .signIn:
            [("Sign in", .signInConfirmed)]
        }
    }
}
