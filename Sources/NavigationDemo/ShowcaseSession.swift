import NavigationReducer
import NavigationReducerTesting
import ShowcaseApp

/// Runs the ShowcaseApp core on a real Store, with an effect factory that prints what it
/// would do and a recording host standing in for SwiftUI, and prints what happens at each
/// step: child flows inline and presented, inception, restoration, alerts and rejections.
@MainActor
func runShowcaseSession() {
    let script: [ShowcaseAction] = [
        .assetTapped("btc"), .editTapped, .saveTapped(name: "Bitcoin (cold wallet)"), .homeTapped,
        .addAssetTapped, .addAsset(.catalogueLoaded(Asset.catalogue)), .addAsset(.queryChanged("car")),
        .addAsset(.assetPicked(.cardano)), .backTapped, .backTapped, .addAsset(.assetPicked(.cardano)),
        .addAsset(.confirmTapped), .appInfoTapped(.inline), .licensesTapped, .appInfoClosed, .appInfoTapped(.sheet),
        .appInfoClosed, .inceptionTapped(.inline), .inceptionTapped(.sheet), .inceptionTapped(.fullScreen),
        .assetTapped("eth"), .goBackTapped(to: .main(.assets, inception: 1)), .dismissAllTapped, .restoreTapped("sol"),
        .deleteTapped, .alert(.deleteConfirmed("sol")), .addAsset(.confirmTapped),
    ]
    play(
        "ShowcaseApp", script: script, initialState: ShowcaseState(), reducer: ShowcaseReducer(), effect: describe,
        state: { state in
            state.navigation.stacks.enumerated().map { level, stack in
                let style = level == 0 ? "root" : "\(state.navigation.presentedFlows[level - 1].style)"
                return "level \(level) (\(style)): \(stack.map(describe).joined(separator: " › "))"
            } + ["assets:  \(state.assets.map(\.name).joined(separator: ", "))"]
        },
        command: describe)
}

/// `assetDetails(btc)#1`: the screen's kind, its asset, and which main-flow copy it is in.
func describe(_ screen: ShowcaseScreen) -> String {
    var text = screen.trackingName
    if let id = screen.ownedAssetID { text += "(\(id))" }
    if case .addAsset(.confirm(let asset)) = screen { text += "(\(asset.id))" }
    if case .main(_, let inception) = screen, inception > 0 { text += "#\(inception)" }
    return text
}

func describe(_ effect: ShowcaseEffect) -> String {
    switch effect {
    case .loadAssetDetails(let id, let inception): "load details of \(id) for copy \(inception), while its screen shows"
    case .loadCatalogue: "load the catalogue, while the add-asset flow shows"
    case .searchAssets(let query):
        "search the assets for \"\(query)\" once typing stops, while the add-asset flow shows"
    case .save(let asset): "save \(asset.id) as \"\(asset.name)\""
    case .delete(let id): "delete \(id)"
    case .trackScreen(let name): "track screen \"\(name)\""
    }
}

func describe(_ command: NavigationCommand<ShowcaseScreen, ShowcaseAlertAction>) -> String {
    let animation = command.isAnimated ? "animated" : "not animated"
    switch command {
    case .setStack(let screens, _, let level, _):
        return "set stack [\(screens.map(describe).joined(separator: ", "))] at level \(level), \(animation)"
    case .push(let screens, let level, _):
        return "push \(screens.map(describe).joined(separator: ", ")) at level \(level), \(animation)"
    case .popTo(let index, let level, _): return "pop to index \(index) at level \(level), \(animation)"
    case .update(let screen, let index, let level):
        return "update index \(index) at level \(level) to \(describe(screen))"
    case .present(let flow, let level, _):
        return
            "present \(flow.stack.map(describe).joined(separator: " › ")) as a \(flow.style) at level \(level), \(animation)"
    case .dismiss(let level, _): return "dismiss level \(level), \(animation)"
    case .setDetents(let detents, let level, _):
        return "rest the sheet at level \(level) at \(detents.selected.identifier), \(animation)"
    case .showAlert(let alert, _): return "show alert \"\(alert.title)\", \(animation)"
    case .hideAlert: return "hide alert, \(animation)"
    case .selectTab(let tab): return "select the tab \(describe(tab))"
    case .setTabStack(let screens, _, let tab):
        return "set the stack of the tab \(describe(tab)) to [\(screens.map(describe).joined(separator: ", "))]"
    case .setTabs(let tabs, _): return "show the tabs \(tabs.map(\.tab).map(describe).joined(separator: ", "))"
    case .setSplit(let columns?): return "show a split view of \(columns.rawValue) columns"
    case .setSplit(nil): return "show one stack"
    }
}
