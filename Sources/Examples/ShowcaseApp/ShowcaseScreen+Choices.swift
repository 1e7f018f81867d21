/// What a screen shows a person, for the example UIs: its title and what they can do
/// there, each as the action it sends.
extension ShowcaseScreen {
    /// The screen's title, as its navigation bar shows it.
    public func title(in state: ShowcaseState) -> String {
        switch self {
        case .main(.assets, _): "Assets"
        case .main(.details(let id), _): state.asset(id)?.name ?? id
        case .main(.edit(let id), _): "Edit \(state.asset(id)?.name ?? id)"
        case .addAsset(.search): "Add an asset"
        case .addAsset(.confirm(let asset)): "Add \(asset.name)?"
        case .appInfo(.about): "About"
        case .appInfo(.licenses): "Licenses"
        case .signIn: "Sign in"
        }
    }

    /// What the user can do on the screen, each as the action it sends.
    public func choices(in state: ShowcaseState) -> [(label: String, action: ShowcaseAction)] {
        switch self {
        case .main(.assets, _):
            state.assets.map { ("\($0.name)", .assetTapped($0.id)) } + [
                ("Add an asset", .addAssetTapped), ("About (sheet)", .appInfoTapped(.sheet)),
                ("Inception (full screen)", .inceptionTapped(.fullScreen)), ("Close", .inceptionClosed),
            ]
        case .main(.details(let id), _):
            [
                ("Edit (price: \(state.pricesInCents[id].map { "\($0 / 100)" } ?? "loading…"))", .editTapped),
                ("Delete", .deleteTapped),
            ]
        case .main(.edit(let id), _):
            [("Save", .saveTapped(name: state.asset(id)?.name ?? id)), ("Delete", .deleteTapped)]
        case .addAsset(.search):
            (state.addAsset?.results ?? []).map { ($0.name, .addAsset(.assetPicked($0))) }
        case .addAsset(.confirm):
            [("Add", .addAsset(.confirmTapped))]
        case .appInfo(.about):
            [("Licenses", .licensesTapped), ("Close", .appInfoClosed)]
        case .appInfo(.licenses):
            [("Close", .appInfoClosed)]
        case .signIn:
            [("Sign in", .signInConfirmed)]
        }
    }
}
