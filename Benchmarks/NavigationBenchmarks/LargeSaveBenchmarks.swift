import Foundation
import NavigationReducer
import ShowcaseApp

/// A ShowcaseApp session holding 10,000 assets: restoring its save through the app's rules,
/// and a tap on the restored store — an asset opened, then back — each checked by those rules,
/// "every asset is held once" among them, over the whole list.
@MainActor
func largeSaveBenchmarks() -> [Benchmark] {
    let restoration = largeSaveRestoration
    let restores = max(1, navCycles / 1_000)
    let cycles = max(1, navCycles / 100)
    return [
        Benchmark(
            workload: "large-save-10000", variant: "restore", actions: restores, expected: "10000 assets restored"
        ) {
            let save = largeSave
            var restored = 0
            for _ in 0..<restores {
                if case .success(let state) = restoration.restore(save) { restored = state.assets.count }
            }
            return "\(restored) assets restored"
        },
        Benchmark(
            workload: "large-save-10000", variant: "store-send", actions: cycles * 2, expected: "back on the list"
        ) {
            MainActor.assumeIsolated {
                guard case .success(let state) = restoration.restore(largeSave) else { return "not restored" }
                let store = Store(initialState: state, reducer: ShowcaseReducer()) { _ in .none }
                for _ in 0..<cycles {
                    store.send(.assetTapped("a9999"))
                    store.send(.backTapped)
                }
                return store.state.navigation.topScreen == .main(.assets)
                    ? "back on the list" : "\(store.state.navigation)"
            }
        },
    ]
}

/// How ShowcaseApp restores a save: its rules checked.
let largeSaveRestoration = Restoration<ShowcaseState>(formatVersion: 1, rules: ShowcaseState.rules)

/// The save of 10,000 assets, written the first time a benchmark reads it — a global outside
/// `main.swift` is made lazily, so a run of any other benchmark never encodes it.
let largeSave: Data = {
    let assets = (0..<10_000).map { Asset(id: "a\($0)", name: "Asset \($0)") }
    return (try? largeSaveRestoration.save(ShowcaseState(assets: assets))) ?? Data()
}()
